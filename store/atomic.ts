// Crash-safe file writes: a reader sees the old file or the new one, never a part of either.
import { randomBytes } from 'node:crypto'
import { mkdir, open, rename, unlink } from 'node:fs/promises'
import { dirname } from 'node:path'

/** Writes to a temporary file beside `path`, fsyncs it, renames it over `path`, fsyncs the folder. */
export async function writeFileAtomic(path: string, data: string | Uint8Array): Promise<void> {
  await mkdir(dirname(path), { recursive: true })
  const tmp = `${path}.${randomBytes(6).toString('hex')}.tmp`
  const file = await open(tmp, 'w')
  try {
    await file.writeFile(data)
    await file.sync()
  } finally {
    await file.close()
  }
  try {
    await rename(tmp, path)
  } catch (error) {
    await unlink(tmp).catch(() => {})
    throw error
  }
  const dir = await open(dirname(path), 'r')
  try { await dir.sync() } finally { await dir.close() }
}

/** Like writeFileAtomic for text produced in pieces (large feeds), written in ~1 MB blocks. */
export async function writeChunksAtomic(path: string, chunks: AsyncIterable<string>): Promise<void> {
  await mkdir(dirname(path), { recursive: true })
  const tmp = `${path}.${randomBytes(6).toString('hex')}.tmp`
  const file = await open(tmp, 'w')
  try {
    let block = ''
    for await (const chunk of chunks) {
      block += chunk
      if (block.length >= 1 << 20) { await file.write(block); block = '' }
    }
    if (block) await file.write(block)
    await file.sync()
  } catch (error) {
    await file.close()
    await unlink(tmp).catch(() => {})
    throw error
  }
  await file.close()
  await rename(tmp, path)
  const dir = await open(dirname(path), 'r')
  try { await dir.sync() } finally { await dir.close() }
}

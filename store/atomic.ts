// Crash-safe file writes: a reader sees the old file or the new one, never a part of either.
// Every write goes to a temporary file beside the target, is fsynced, and is renamed over it.
import { randomBytes } from 'node:crypto'
import { copyFile, mkdir, open, rename, unlink, type FileHandle } from 'node:fs/promises'
import { dirname } from 'node:path'

/** Fills a temporary file (optionally starting as a copy of `path`), fsyncs it, renames it over `path`. */
export async function replace(
  path: string,
  fill: (file: FileHandle) => Promise<void>,
  startFromOld = false,
): Promise<void> {
  await mkdir(dirname(path), { recursive: true })
  const tmp = `${path}.${randomBytes(6).toString('hex')}.tmp`
  if (startFromOld) await copyFile(path, tmp)
  const file = await open(tmp, startFromOld ? 'a' : 'w')
  try {
    await fill(file)
    await file.sync()
  } catch (error) {
    await file.close()
    await unlink(tmp).catch(() => {})
    throw error
  }
  await file.close()
  await rename(tmp, path)
  const dir = await open(dirname(path), 'r')
  try {
    await dir.sync()
  } finally {
    await dir.close()
  }
}

/** Writes text produced in pieces in ~1 MB blocks (large feeds never become one string). */
async function writeBlocks(file: FileHandle, chunks: AsyncIterable<string>): Promise<void> {
  let block = ''
  for await (const chunk of chunks) {
    block += chunk
    if (block.length >= 1 << 20) {
      await file.write(block)
      block = ''
    }
  }
  if (block) await file.write(block)
}

export function writeFileAtomic(path: string, data: string | Uint8Array): Promise<void> {
  return replace(path, (file) => file.writeFile(data))
}

export function writeChunksAtomic(path: string, chunks: AsyncIterable<string>): Promise<void> {
  return replace(path, (file) => writeBlocks(file, chunks))
}

/**
 * Appends to `path` without ever exposing a partial line (old file + new text, renamed over it);
 * nothing new, nothing written.
 */
export async function appendChunksAtomic(path: string, chunks: AsyncIterable<string>): Promise<void> {
  const iterator = chunks[Symbol.asyncIterator]()
  const first = await iterator.next()
  if (first.done) return
  async function* all() {
    yield first.value as string
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value
  }
  await replace(path, (file) => writeBlocks(file, all()), true)
}

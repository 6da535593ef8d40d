// Writes the open feeds under the export folder from the tools that declare one: the same handler
// and snapshot that REST and MCP serve, each file replaced atomically. An append-only feed
// (history.csv) gets only the rows dated after its last line: the old file plus whole new lines.
import { existsSync } from 'node:fs'
import { open, readdir, stat, unlink } from 'node:fs/promises'
import { join } from 'node:path'
import { appendChunksAtomic, writeChunksAtomic, writeFileAtomic } from '../store/atomic.ts'
import type { Store } from '../store/types.ts'
import type { AnyTool } from '../tools/define.ts'
import { LICENSE } from '../tools/envelope.ts'
import { pageUrlOf } from '../tools/page.ts'
import { runTool } from '../tools/run.ts'
import { readPayload, type BasePayload } from '../tools/snapshot.ts'

/** A temporary feed file older than this was left by an export that died (a live one takes seconds). */
const STALE_TMP_MS = 10 * 60_000

/** The first field of a file's last line (the date, for history.csv); undefined for a header-only or missing file. */
async function lastDate(path: string): Promise<string | undefined> {
  if (!existsSync(path)) return undefined
  const file = await open(path, 'r')
  try {
    const { size } = await file.stat()
    const tail = Buffer.alloc(Math.min(size, 1 << 16))
    await file.read(tail, 0, tail.length, size - tail.length)
    const lines = tail.toString('utf8').trimEnd().split('\n')
    const first = lines.at(-1)?.split(',')[0] ?? ''
    return /^\d{4}-\d{2}-\d{2}$/.test(first) ? first : undefined
  } finally {
    await file.close()
  }
}

/** A file's first line (an append-only feed's header), without its newline. */
async function firstLine(path: string): Promise<string> {
  const file = await open(path, 'r')
  try {
    const head = Buffer.alloc(1 << 16)
    const { bytesRead } = await file.read(head, 0, head.length, 0)
    const text = head.subarray(0, bytesRead).toString('utf8')
    return text.slice(0, text.indexOf('\n') < 0 ? text.length : text.indexOf('\n'))
  } finally {
    await file.close()
  }
}

/** The header line a full render starts with (the rest is not rendered). */
async function renderedHeader(chunks: AsyncIterable<string>): Promise<string> {
  const iterator = chunks[Symbol.asyncIterator]()
  const first = await iterator.next()
  await iterator.return?.()
  const text = first.done ? '' : first.value
  return text.slice(0, text.indexOf('\n') < 0 ? text.length : text.indexOf('\n'))
}

/** One feed, written atomically. */
async function writeFeed(tool: AnyTool, store: Store, exportDir: string, baseUrl: string): Promise<void> {
  const feed = tool.feed!
  const path = join(exportDir, feed.file)
  const citeAs = `${baseUrl}/data/${feed.file}`
  if (feed.render && feed.appendOnly && existsSync(path)) {
    // Columns added to the rows since the file was written: the file is written again whole (every
    // value it published stays, each line gains the new column); else only the days after its last.
    const sameColumns = (await firstLine(path)) === (await renderedHeader(feed.render({ store, baseUrl })))
    const after = sameColumns ? await lastDate(path) : undefined
    if (after) await appendChunksAtomic(path, feed.render({ store, baseUrl }, after))
    else await writeChunksAtomic(path, feed.render({ store, baseUrl }))
  } else if (feed.render) {
    await writeChunksAtomic(path, feed.render({ store, baseUrl }))
  } else if (feed.whole) {
    // Every record, not one page: the feed is the dataset.
    const { as_of, ...rest } = await readPayload<BasePayload & { items?: unknown[] }>(store, tool.dataset!)
    // Each record with an id links to its web page, when the tool's output declares page_url (list tools).
    const declared =
      (tool.output.shape as { items?: { element?: { shape?: Record<string, unknown> } } }).items?.element?.shape
        ?.page_url !== undefined
    const items = !declared
      ? rest.items
      : rest.items?.map((item) => {
          const url = pageUrlOf(baseUrl, tool.dataset!, item)
          return url ? { ...(item as object), page_url: url } : item
        })
    await writeFileAtomic(
      path,
      JSON.stringify({ as_of, source_url: citeAs, license: LICENSE, ...rest, ...(items ? { items } : {}) }),
    )
  } else {
    const body = await runTool(tool, feed.input ?? {}, { store, baseUrl, citeAs })
    await writeFileAtomic(path, JSON.stringify(body))
  }
}

export interface ExportOptions {
  /** Only the feeds of these datasets (default: every feed). */
  only?: string[]
  /** A failing feed is named here and the others are still written; absent: it throws. */
  errors?: string[]
}

/** Writes the tools' feeds; returns the files written. */
export async function exportFeeds(
  store: Store,
  tools: AnyTool[],
  exportDir: string,
  baseUrl: string,
  opts: ExportOptions = {},
): Promise<string[]> {
  const written: string[] = []
  // Temporary files a killed export left behind: never served, but not kept either. Only old ones:
  // another process (a command-line refresh beside the server) may be writing a feed right now, and
  // deleting its temporary file under it failed that export (ENOENT at the rename).
  for (const name of await readdir(exportDir).catch(() => [] as string[])) {
    if (!name.endsWith('.tmp')) continue
    const path = join(exportDir, name)
    const age = await stat(path).then(
      (s) => Date.now() - s.mtimeMs,
      () => 0,
    )
    if (age > STALE_TMP_MS) await unlink(path).catch(() => {})
  }
  for (const tool of tools) {
    if (!tool.feed || (opts.only && !opts.only.includes(tool.dataset ?? ''))) continue
    try {
      await writeFeed(tool, store, exportDir, baseUrl)
      written.push(tool.feed.file)
    } catch (error) {
      if (!opts.errors) throw error
      opts.errors.push(`feed ${tool.feed.file}: ${(error as Error).message}`)
    }
  }
  return written
}

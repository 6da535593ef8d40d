// Writes the open feeds under the export folder from the tools that declare one: the same handler
// and snapshot that REST and MCP serve, each file replaced atomically.
import { readdir, unlink } from 'node:fs/promises'
import { join } from 'node:path'
import { writeChunksAtomic, writeFileAtomic } from '../store/atomic.ts'
import type { Store } from '../store/types.ts'
import { TOOLS } from '../tools/index.ts'
import { runTool } from '../tools/run.ts'

/** Writes every tool's feed; returns the files written. */
export async function exportFeeds(store: Store, exportDir: string, baseUrl: string): Promise<string[]> {
  const written: string[] = []
  // Temporary files a killed export left behind: never served, but not kept either.
  for (const name of await readdir(exportDir).catch(() => [] as string[])) {
    if (name.endsWith('.tmp')) await unlink(join(exportDir, name)).catch(() => {})
  }
  for (const tool of TOOLS) {
    const feed = tool.feed
    if (!feed) continue
    const path = join(exportDir, feed.file)
    if (feed.render) {
      await writeChunksAtomic(path, feed.render({ store }))
    } else {
      const body = await runTool(tool, feed.input ?? {}, { store, baseUrl, citeAs: `${baseUrl}/data/${feed.file}` })
      await writeFileAtomic(path, JSON.stringify(body))
    }
    written.push(feed.file)
  }
  return written
}

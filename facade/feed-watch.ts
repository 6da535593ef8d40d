// Tells when a published feed file changes, whoever wrote it (this process's refresh, a
// command-line refresh, another instance on the same folder): a cheap stat of each file every few
// seconds, so MCP clients listening to a feed resource hear of it without polling the feed.
import { stat } from 'node:fs/promises'
import { join } from 'node:path'

/**
 * Calls `onChange` with the files whose size or modification time moved since the last look; returns the stop function.
 */
export function watchFeedFiles(
  dir: string,
  files: string[],
  everyMs: number,
  onChange: (changed: string[]) => void,
): () => void {
  const seen = new Map<string, string>()
  let running = false
  const look = async (report: boolean) => {
    if (running) return
    running = true
    try {
      const changed: string[] = []
      for (const file of files) {
        const info = await stat(join(dir, file)).catch(() => null)
        const version = info ? `${info.size}:${info.mtimeMs}` : ''
        if (seen.get(file) !== version) {
          if (report && version) changed.push(file)
          seen.set(file, version)
        }
      }
      if (changed.length) onChange(changed)
    } finally {
      running = false
    }
  }
  void look(false)
  const timer = setInterval(() => void look(true), everyMs)
  timer.unref()
  return () => clearInterval(timer)
}

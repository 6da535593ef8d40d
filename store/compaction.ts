// Merging a series' small segments into larger ones, so that a key's history stays a few reads
// however many days were appended. Each append writes one small segment; once the newest segments
// add up to the size of the one before them, they are merged (a binary counter: about log2 of the
// row count segments, each row rewritten as many times), up to LARGEST_MERGE rows a segment. The
// merged segment names the ones it replaces, so a reader that sees both counts each row once, and
// a crash between writing it and removing them loses and duplicates nothing. The embedded store
// runs this under the folder lock.
import { open, unlink } from 'node:fs/promises'
import { join } from 'node:path'
import type { AnySeries } from '../tools/series.ts'
import { replace } from './atomic.ts'
import { byKeyOrder, type KeyedSegment, type KeyRows, SegmentWriter } from './keyed-segment.ts'
import { Piece } from './piece.ts'

/** Small segments left as they are until there are this many: merging every day would rewrite too much. */
const SMALL_SEGMENTS = 8

/**
 * No merge makes a segment larger: a merge holds the folder lock, and other processes wait for it
 * at most a minute (store/folder-lock.ts); a million rows are written in seconds.
 */
export const LARGEST_MERGE = 1_500_000

/** How many of the newest segments (given oldest first by their row counts) to merge; 0 when none. */
export function segmentsToMerge(rows: number[]): number {
  let k = 1
  let sum = rows.at(-1) ?? 0
  while (k < rows.length && rows[rows.length - 1 - k] <= sum && sum + rows[rows.length - 1 - k] <= LARGEST_MERGE) {
    sum += rows[rows.length - 1 - k]
    k++
  }
  return k >= SMALL_SEGMENTS ? k : 0
}

/** One key's rows over several segments, in day order. */
function mergedRows(key: string, pieces: Piece[]): KeyRows {
  const at: [Piece, number][] = []
  for (const p of pieces) {
    p.load(0, p.n)
    for (let i = 0; i < p.n; i++) at.push([p, i])
  }
  // Days of one key never repeat across segments: an append adds only days not stored.
  at.sort((a, b) => a[0].day[a[1]] - b[0].day[b[1]])
  return {
    key,
    n: at.length,
    day: (i) => at[i][0].day[at[i][1]],
    text: (i, c) => at[i][0].text(at[i][1], c),
    number: (i, c) => at[i][0].number(at[i][1], c),
  }
}

/**
 * Writes `parts` merged into one segment at `path` (atomically: a temporary file, fsynced, renamed,
 * the folder fsynced), naming them as replaced. Reads and writes one key at a time.
 */
export async function writeMerged(series: AnySeries, parts: KeyedSegment[], path: string): Promise<void> {
  const keys = [...new Set(parts.flatMap((seg) => [...seg.keys.keys()]))].sort(byKeyOrder)
  const writer = new SegmentWriter(series)
  await replace(path, async (file) => {
    for (const key of keys) {
      const pieces = parts.flatMap((seg) => {
        const e = seg.keys.get(key)
        return e ? [new Piece(seg, e)] : []
      })
      writer.add(mergedRows(key, pieces))
      if (writer.buffered >= 1 << 20) await file.write(writer.take())
    }
    await file.write(writer.finish(parts.map((seg) => seg.name)))
  })
}

/** Removes segment files and makes the removal durable (the folder fsynced). */
export async function removeSegments(dir: string, names: string[]): Promise<void> {
  if (!names.length) return
  for (const name of names) await unlink(join(dir, name)).catch(() => {})
  const folder = await open(dir, 'r')
  try {
    await folder.sync()
  } finally {
    await folder.close()
  }
}

// The common shape every benchmark parser returns, and the ranking they share.
import type { DatasetSource } from '../../../tools/envelope.ts'

/** One row of a leaderboard as the source prints it: the model name, its score and its rank. */
export type BoardRow = {
  name: string
  score: number
  rank: number
  /** Run or row date when the source gives one per row (Aider runs), else null. */
  row_date: string | null
  /** Why this row may never be matched to a priced model (e.g. a web chat product), else null. */
  exclude_reason: string | null
}

/** One source's latest leaderboard, ranked. */
export type Board = {
  source: SourceId
  metric: string
  leaderboard_date: string
  url: string
  rows: BoardRow[]
}

export type SourceId = 'lmarena' | 'livebench' | 'aider_polyglot' | 'superclue'

/**
 * Competition ranking ("1224") by score, higher is better: tied scores share the best rank, so a
 * tie never makes one of two equal models look better than the other.
 */
export function rankRows(rows: Omit<BoardRow, 'rank'>[]): BoardRow[] {
  const sorted = [...rows].sort((a, b) => b.score - a.score || a.name.localeCompare(b.name))
  return sorted.map((row) => ({ ...row, rank: 1 + sorted.filter((other) => other.score > row.score).length }))
}

/** Where a rank sits on its leaderboard, unrounded: 1 = top, 0 = last (a one-row board's only row is 1). */
export const percentileOf = (rank: number, of: number) => (of > 1 ? 1 - (rank - 1) / (of - 1) : 1)

/**
 * A model's cross-source score, unrounded: the mean of its sources' percentiles, each recomputed from its
 * rank and row count. Ranks and floors compare this; the published mean_percentile is it rounded once
 * (averaging percentiles already rounded to 4 decimals moved the last digit of 8 models, grok-4-0709's to 0.7552).
 */
export const meanPercentileOf = (scores: { rank: number; of: number }[]) =>
  scores.reduce((sum, s) => sum + percentileOf(s.rank, s.of), 0) / scores.length

/** The upstream datasets (spec: every number carries where it came from). */
// `retrieved` is the date of the upstream commit the bundled file was taken from (SOURCES.md).
export const SOURCES: Record<SourceId, DatasetSource> = {
  lmarena: {
    name: 'LMArena text leaderboard (lmarena/arena-catalog data/leaderboard-text.json, category full)',
    url: 'https://github.com/lmarena/arena-catalog',
    retrieved: '2025-12-11',
    license: "no license file in the upstream repository (LMArena's published scores, cited)",
  },
  livebench: {
    name: 'LiveBench leaderboard (LiveBench/livebench.github.io public/table_*.csv)',
    url: 'https://github.com/LiveBench/livebench.github.io',
    retrieved: '2026-07-01',
    license: 'no license file in the site repository; the LiveBench benchmark code is Apache-2.0',
  },
  aider_polyglot: {
    name: 'Aider polyglot coding leaderboard (Aider-AI/aider aider/website/_data/polyglot_leaderboard.yml)',
    url: 'https://github.com/Aider-AI/aider',
    retrieved: '2025-10-04',
    license: 'Apache-2.0',
  },
  superclue: {
    name: 'SuperCLUE total leaderboard (CLUEbenchmark/SuperCLUE README.md, 2023-12)',
    url: 'https://github.com/CLUEbenchmark/SuperCLUE',
    retrieved: '2026-02-06',
    license: 'no license file in the upstream repository (published scores, cited)',
  },
}

// Parsers: each source's latest leaderboard as a ranked Board. Pure (text in, Board out).
import { z } from 'zod'
import { mean } from '../../../tools/stats.ts'
import { parseCsv } from '../../../tools/csv.ts'
import { rankRows, type Board, type BoardRow } from './board.ts'
import type { Rejected } from '../../../tools/rejected.ts'
import { roundTo } from '../../../tools/round.ts'

type Parsed = { board: Board; rejected: Rejected[] }
type Unranked = Omit<BoardRow, 'rank'>

const LIVEBENCH_COMMIT = '4bf96c8d9dc9b06c17d82dc76a54429975c2b2c2'
// polyglot_leaderboard.yml last changed at cb6a152e (2025-10-04); the file is the same at this HEAD.
const AIDER_COMMIT = '5dc9490bb35f9729ef2c95d00a19ccd30c26339c'

// The leaderboards' files, checked on read: a file of the wrong shape fails its source whole, a row
// without a number is rejected by name.
const LmarenaFile = z.object({ full: z.record(z.string(), z.unknown()).optional() })
const LmarenaEntry = z.object({ rating: z.number().finite() })
const LivebenchCategories = z.record(z.string(), z.array(z.string()))
const OtherScores = z.object({ 使用: z.string().optional() })

/**
 * LMArena: the `full` category of leaderboard-text.json (Arena rating, no style control). Its date
 * and commit are the newest `default` version in the catalogue's git history file.
 */
export function parseLmarena(leaderboardJson: string, historyCsv: string): Parsed {
  const full = LmarenaFile.parse(JSON.parse(leaderboardJson)).full ?? {}
  const versions = parseCsv(historyCsv).filter((row) => row.variant === 'default')
  const newest = versions.reduce((a, b) => (b.date > a.date ? b : a))
  const rejected: Rejected[] = []
  const rows: Unranked[] = []
  for (const [name, entry] of Object.entries(full)) {
    const rated = LmarenaEntry.safeParse(entry)
    if (rated.success) rows.push({ name, score: rated.data.rating, row_date: null, exclude_reason: null })
    else rejected.push({ source: 'lmarena', record: name, reason: 'no numeric rating' })
  }
  return {
    board: {
      source: 'lmarena',
      metric: 'Arena rating (Elo scale), text, all categories, default (no style control)',
      leaderboard_date: newest.date,
      rows: rankedThenRounded(rows, 1),
      url: `https://github.com/lmarena/arena-catalog/blob/${newest.source_commit}/data/leaderboard-text.json`,
    },
    rejected,
  }
}

/**
 * LiveBench: the global average the site shows, i.e. the mean over categories of the mean of each
 * category's tasks (categories_*.json). A row missing any task score is rejected, not averaged short.
 */
export function parseLivebench(tableCsv: string, categoriesJson: string, date: string): Parsed {
  const categories = Object.values(LivebenchCategories.parse(JSON.parse(categoriesJson)))
  const rejected: Rejected[] = []
  const rows: Unranked[] = []
  for (const row of parseCsv(tableCsv)) {
    const means = categories.map((tasks) => mean(tasks.map((task) => Number.parseFloat(row[task] ?? ''))))
    if (means.some((m) => !Number.isFinite(m))) {
      rejected.push({ source: 'livebench', record: row.model, reason: 'a task score is missing' })
      continue
    }
    rows.push({ name: row.model, score: mean(means), row_date: null, exclude_reason: null })
  }
  const file = `table_${date.replaceAll('-', '_')}.csv`
  return {
    board: {
      source: 'livebench',
      metric: 'LiveBench global average (0-100)',
      leaderboard_date: date,
      rows: rankedThenRounded(rows, 2),
      url: `https://github.com/LiveBench/livebench.github.io/blob/${LIVEBENCH_COMMIT}/public/${file}`,
    },
    rejected,
  }
}

/** Aider polyglot: one row per run, scored by pass_rate_2 (% of 225 exercises solved in two tries). */
export function parseAiderPolyglot(yaml: string): Parsed {
  const rejected: Rejected[] = []
  const rows: Unranked[] = []
  for (const run of parseFlatYamlList(yaml)) {
    const score = Number.parseFloat(run.pass_rate_2 ?? '')
    if (!run.model || !Number.isFinite(score) || !/^\d{4}-\d{2}-\d{2}$/.test(run.date ?? '')) {
      rejected.push({
        source: 'aider_polyglot',
        record: run.dirname ?? '?',
        reason: 'missing model, pass_rate_2 or date',
      })
      continue
    }
    rows.push({ name: run.model, score, row_date: run.date, exclude_reason: null })
  }
  return {
    board: {
      source: 'aider_polyglot',
      metric: 'Aider polyglot pass rate, second attempt (%)',
      // The leaderboard's date is its newest run (the file has no date of its own).
      leaderboard_date: rows
        .map((row) => row.row_date!)
        .sort()
        .at(-1)!,
      rows: rankRows(rows),
      url: `https://github.com/Aider-AI/aider/blob/${AIDER_COMMIT}/aider/website/_data/polyglot_leaderboard.yml`,
    },
    rejected,
  }
}

/**
 * SuperCLUE: the newest monthly total leaderboard. We rank every row ourselves because the source
 * leaves foreign models unranked ("-"). Rows tested through the web chat (使用 = 网页) are not API
 * models: they keep their place in the ranking but are never matched to a priced id.
 */
export function parseSuperclue(csv: string): Parsed {
  const all = parseCsv(csv)
  const month = all
    .map((row) => row.leaderboard_month)
    .sort()
    .at(-1)!
  const latest = all.filter((row) => row.leaderboard_month === month)
  const rejected: Rejected[] = []
  const rows: Unranked[] = []
  for (const row of latest) {
    const score = Number.parseFloat(row.total_score)
    if (!Number.isFinite(score)) {
      rejected.push({ source: 'superclue', record: row.model, reason: 'no total score' })
      continue
    }
    const channel = OtherScores.safeParse(JSON.parse(row.other_scores_json || '{}')).data?.使用
    const excluded = channel === '网页' ? 'tested through the web chat product (使用: 网页), not an API model' : null
    rows.push({ name: row.model, score, row_date: null, exclude_reason: excluded })
  }
  const commit = latest[0]?.source_commit
  return {
    board: {
      source: 'superclue',
      metric: 'SuperCLUE total score (总分, 0-100), Chinese-language',
      leaderboard_date: month,
      url: `https://github.com/CLUEbenchmark/SuperCLUE/blob/${commit}/${latest[0]?.source_path}`,
      rows: rankRows(rows),
    },
    rejected,
  }
}

/**
 * Ranked on the source's unrounded scores, then each score rounded for publication: rounding first
 * would tie models the source tells apart (1415.96 and 1416.04 both 1416.0) and move their ranks.
 */
function rankedThenRounded(rows: Unranked[], decimals: number): BoardRow[] {
  return rankRows(rows).map((row) => ({ ...row, score: roundTo(row.score, decimals) }))
}

/** The flat `- key: value` list the Aider leaderboard files use (no nesting beyond one level). */
function parseFlatYamlList(text: string): Record<string, string>[] {
  const items: Record<string, string>[] = []
  for (const line of text.split(/\r?\n/)) {
    const m = /^(- | {2})([A-Za-z0-9_]+):\s?(.*)$/.exec(line)
    if (!m) continue
    if (m[1] === '- ') items.push({})
    const item = items.at(-1)
    if (item) item[m[2]] = unquote(m[3].trim())
  }
  return items
}

function unquote(value: string): string {
  return /^(["']).*\1$/.test(value) ? value.slice(1, -1) : value
}

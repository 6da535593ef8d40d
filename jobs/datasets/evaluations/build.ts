// The pure builder: benchmark files + the current price list -> evaluations payload and run report.
import type { DatasetSource } from '../../../tools/envelope.ts'
import type { EvaluationItem, EvaluationScore } from '../../../tools/evaluations/schema.ts'
import { meanPercentileOf, percentileOf, SOURCES, type Board } from './board.ts'
import { createMatcher } from './match.ts'
import { parseAiderPolyglot, parseLivebench, parseLmarena, parseSuperclue } from './parse.ts'
import type { Rejected } from '../../../tools/rejected.ts'
import { roundPerMillion, roundRatio } from '../../../tools/round.ts'
import { blend } from '../price-index/blend.ts'
import { pointerOn, pointersOf, SNAPSHOT_ID } from '../../../tools/alias-pointers.ts'
import { canonicalModelId } from '../../../tools/vendors.ts'

/** The subset of PriceRecord the builder needs (last_observed optional). */
export type PriceInput = {
  model: string
  vendor: string
  country: 'CN' | 'US' | 'other'
  input_usd: number
  output_usd: number
  input_cny: number
  output_cny: number
  last_observed?: string
  /** The page the price list cites for this price. */
  source_url?: string
  /** The offer priced (model@seller/region): the price list's served offer. */
  offer?: string | null
  /** Other ids of the same record (dated snapshots folded into it at the same price). */
  aliases?: string[]
}

/** The bundled benchmark files as text. */
export type EvaluationFiles = {
  lmarenaLeaderboardJson: string
  lmarenaHistoryCsv: string
  livebenchTableCsv: string
  livebenchCategoriesJson: string
  livebenchDate: string
  aiderPolyglotYaml: string
  superclueCsv: string
}

type Unmatched = { source: string; name: string; rank: number; score: number; reason: string }
type Ambiguous = {
  source: string
  name: string
  rank: number
  score: number
  candidates: string[]
  reason: string
}

const DIVERGENCE_THRESHOLD = 0.3
const DIVERGENCE_BASIS =
  `assumption: sources placing a model more than ${DIVERGENCE_THRESHOLD * 100} percentile points apart disagree ` +
  'about it; a round level set by hand, not fitted. It flags the model (divergent) and changes no rank.'
const PRICE_BLEND = '(3 x input_usd + 1 x output_usd) / 4 per 1M tokens; usd_per_point = that / the source score'

/**
 * Parse the files, then build; `past` (models the history prices and the price list no longer does) get
 * the scores of the rows no priced model took.
 */
export function buildEvaluations({
  prices,
  files,
  past = [],
}: {
  prices: PriceInput[]
  files: EvaluationFiles
  past?: (PriceInput & { last_priced: string })[]
}) {
  const parsed = [
    parseLmarena(files.lmarenaLeaderboardJson, files.lmarenaHistoryCsv),
    parseLivebench(files.livebenchTableCsv, files.livebenchCategoriesJson, files.livebenchDate),
    parseAiderPolyglot(files.aiderPolyglotYaml),
    parseSuperclue(files.superclueCsv),
  ]
  const boards = parsed.map((p) => p.board)
  const built = buildFromBoards(prices, boards)
  const payload: typeof built.payload & { past_models?: ReturnType<typeof pastScores> } = past.length
    ? { ...built.payload, past_models: pastScores(past, boards, built.taken) }
    : built.payload
  return { ...built, payload, rejected: [...parsed.flatMap((p) => p.rejected), ...built.rejected] }
}

/** The scores of models no longer priced, from the rows the priced models did not take. */
function pastScores(past: (PriceInput & { last_priced: string })[], boards: Board[], taken: Set<string>) {
  const left = boards.map((b) => ({ ...b, rows: b.rows.filter((r) => !taken.has(`${b.source}|${r.name}`)) }))
  const lastPriced = new Map(past.map((p) => [p.model, p.last_priced]))
  return buildFromBoards(past, left).payload.items.map((i) => ({
    model: i.model,
    vendor: i.vendor,
    country: i.country,
    last_priced: lastPriced.get(i.model)!,
    scores: i.scores.map((s) => ({ source: s.source, benchmark_name: s.benchmark_name, score: s.score })),
  }))
}

/**
 * A dated snapshot's score belongs to the snapshot, and to a rolling id folded over it only for the
 * days the rolling id pointed there (data/registry/alias-pointers.csv): gpt-4-0314's LMArena score is
 * not gpt-4's while gpt-4 serves gpt-4-0613. Else the row is unmatched, with the reason.
 */
function snapshotOnDay<M extends { model: string; snapshot: string }>(
  m: M,
  date: string,
): M | { status: 'unmatched'; reason: string } {
  const dated = (id: string) => SNAPSHOT_ID.test(id) && !id.endsWith('-latest')
  if (m.snapshot === m.model || !dated(m.snapshot) || dated(m.model)) return m
  const pointers = pointersOf(m.model).filter((p) => p.snapshot)
  const named = (p: { snapshot: string }) => canonicalModelId(p.snapshot) === m.snapshot
  const on = pointerOn(pointers, date.length === 7 ? `${date}-01` : date)
  // Kept when a statement puts the rolling id on this snapshot that day, or when no statement names
  // another snapshot for it (the price list folded the two ids as one model at one price).
  if (on ? named(on) : pointers.every(named) || pointers.some(named)) return m
  const other = on ?? pointers[0]
  return {
    status: 'unmatched',
    reason:
      `dated snapshot ${m.snapshot}: its score is not ${m.model}'s, which ` +
      `${on ? `on ${date} pointed` : 'points'} to ${other.snapshot} (${other.source_url}), not to ${m.snapshot}`,
  }
}

/** Match every board row, keep each model's best row per source, rank across sources. */
export function buildFromBoards(prices: PriceInput[], boards: Board[]) {
  // A name may match a record's own id or one of its aliases; the score goes to that record.
  const owner = new Map<string, string>()
  for (const p of prices) owner.set(p.model, p.model)
  for (const p of prices) for (const alias of p.aliases ?? []) if (!owner.has(alias)) owner.set(alias, p.model)
  const matchId = createMatcher([...owner.keys()])
  const match = (name: string, source?: string) => {
    const result = matchId(name, source)
    return result.status === 'matched' ? { ...result, snapshot: result.model, model: owner.get(result.model)! } : result
  }
  const byModel = new Map(prices.map((p) => [p.model, p]))
  const unmatched: Unmatched[] = []
  const ambiguous: Ambiguous[] = []
  const rejected: Rejected[] = []
  const scores = new Map<string, EvaluationScore[]>()
  /** Every row a priced model took, as source|name. */
  const taken = new Set<string>()
  const coverage = boards.map((board) => {
    const best = new Map<string, { score: EvaluationScore; count: number }>()
    let matchedRows = 0
    for (const row of board.rows) {
      const at = { source: board.source, name: row.name, rank: row.rank, score: row.score }
      if (row.exclude_reason) {
        unmatched.push({ ...at, reason: row.exclude_reason })
        continue
      }
      const matched = match(row.name, board.source)
      const result =
        matched.status === 'matched' ? snapshotOnDay(matched, row.row_date ?? board.leaderboard_date) : matched
      if (result.status === 'unmatched') {
        unmatched.push({ ...at, reason: result.reason })
        continue
      }
      if (result.status === 'ambiguous') {
        ambiguous.push({ ...at, candidates: result.candidates, reason: result.reason })
        continue
      }
      matchedRows++
      taken.add(`${board.source}|${row.name}`)
      const price = byModel.get(result.model)!
      const of = board.rows.length
      const candidate: EvaluationScore = {
        source: board.source,
        metric: board.metric,
        benchmark_name: row.name,
        variant: result.variant,
        match_rule: result.rule,
        score: row.score,
        rank: row.rank,
        of,
        percentile: percentile(row.rank, of),
        rows_matched: 1,
        leaderboard_date: board.leaderboard_date,
        row_date: row.row_date,
        url: board.url,
        usd_per_point: row.score > 0 ? roundPerMillion(blendedUsd(price) / row.score) : null,
      }
      const held = best.get(result.model)
      // A model's score in a source is its best-scoring matched row (its best reported setting).
      if (!held) best.set(result.model, { score: candidate, count: 1 })
      else
        best.set(result.model, {
          score: candidate.score > held.score.score ? candidate : held.score,
          count: held.count + 1,
        })
    }
    for (const [model, { score, count }] of best)
      scores.set(model, [...(scores.get(model) ?? []), { ...score, rows_matched: count }])
    const counts = {
      unmatched: unmatched.filter((u) => u.source === board.source).length,
      ambiguous: ambiguous.filter((a) => a.source === board.source).length,
    }
    return {
      source: board.source,
      leaderboard_date: board.leaderboard_date,
      url: board.url,
      rows: board.rows.length,
      matched_rows: matchedRows,
      unmatched_rows: counts.unmatched,
      ambiguous_rows: counts.ambiguous,
      models: best.size,
    }
  })

  const items = rankItems([...scores].map(([model, list]) => toItem(byModel.get(model)!, list)))
  const payload = {
    // The newest observation the feed holds: a leaderboard's date or a price's, whichever is later.
    as_of: [...boards.map((b) => b.leaderboard_date), ...items.map((i) => i.price_observed ?? '')]
      .filter((d) => d.length === 10)
      .sort()
      .at(-1)!,
    sources: boards.map((b): DatasetSource => ({ ...SOURCES[b.source], url: b.url })),
    note:
      `${items.length} of ${prices.length} priced models have at least one public benchmark score; SWE-bench (CC ` +
      'BY-NC) is not used. Leaderboard dates differ by source (see coverage); as_of is the newest date the feed ' +
      "holds, a leaderboard's or a price's (price_observed per item).",
    items,
    coverage,
    divergence_threshold: DIVERGENCE_THRESHOLD,
    divergence_basis: DIVERGENCE_BASIS,
    price_blend: PRICE_BLEND,
  }
  return { payload, rejected, unmatched, ambiguous, taken }
}

function toItem(price: PriceInput, list: EvaluationScore[]): Omit<EvaluationItem, 'cross_source_rank'> {
  const pcts = list.map((s) => percentileOf(s.rank, s.of))
  const spread = list.length >= 2 ? roundRatio(Math.max(...pcts) - Math.min(...pcts)) : null
  return {
    id: slug(price.model),
    model: price.model,
    vendor: price.vendor,
    country: price.country,
    input_usd: price.input_usd,
    output_usd: price.output_usd,
    blended_usd_per_1m: roundPerMillion(blendedUsd(price)),
    price_observed: price.last_observed ?? null,
    price_source_url: price.source_url ?? null,
    ...(price.offer ? { offer: price.offer } : {}),
    scores: [...list].sort((a, b) => a.source.localeCompare(b.source)),
    n_sources: list.length,
    mean_percentile: roundRatio(meanPercentileOf(list)),
    divergent: spread !== null && spread > DIVERGENCE_THRESHOLD,
    percentile_spread: spread,
  }
}

/** A float's last bits aside (means of the same fractions summed in another order), two means are equal. */
const EQUAL_MEANS = 1e-12

// Competition ranking on the unrounded mean percentile: equal means share the best rank, and two means
// that only round alike are told apart, as the sources' own scores are.
function rankItems(items: Omit<EvaluationItem, 'cross_source_rank'>[]): EvaluationItem[] {
  const score = new Map(items.map((i) => [i, meanPercentileOf(i.scores)]))
  const sorted = [...items].sort((a, b) => score.get(b)! - score.get(a)! || a.model.localeCompare(b.model))
  return sorted.map((item) => ({
    ...item,
    cross_source_rank: 1 + sorted.filter((o) => score.get(o)! > score.get(item)! + EQUAL_MEANS).length,
  }))
}

/** The blended USD price per 1M tokens, weighted as the price index weighs it (3 input : 1 output). */
const blendedUsd = (p: PriceInput) => blend(p.input_usd, p.output_usd)
const percentile = (rank: number, of: number) => roundRatio(percentileOf(rank, of))

/** Lower-case ASCII slug; ids with other characters get a short hash so two never collide. */
function slug(model: string): string {
  const ascii = model
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
  if (ascii === model) return ascii
  let h = 0x811c9dc5
  for (const ch of model) {
    h ^= ch.codePointAt(0)!
    h = Math.imul(h, 0x01000193) >>> 0
  }
  return `${ascii}-${h.toString(16).padStart(8, '0').slice(0, 6)}`
}

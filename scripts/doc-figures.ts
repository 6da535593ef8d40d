// The figures the method documents state about the data, made from the built feeds: each document in
// docs/methods/ that reports results ends with a "Figures from the data" section, and `npm run
// docs:figures` seeds a fresh store from the bundled data, exports the feeds and writes those sections
// again. test/scripts/doc-figures.test.ts builds the feeds the same way and fails when a section
// differs from what they make (a figure the data no longer has), or when the prose outside it states a
// result of the data. Method constants (thresholds, assumptions, the sources' own words) stay in the prose.
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { DATASETS, TOOLS } from '../jobs/datasets/index.ts'
import { parseCsv } from '../tools/csv.ts'
import { exportFeeds } from '../jobs/export.ts'
import { loadFx } from '../jobs/fx.ts'
import { BUNDLED_ON } from '../jobs/bundled.ts'
import { seedStore } from '../jobs/seed.ts'
import { EmbeddedStore } from '../store/embedded.ts'

// biome-ignore lint/suspicious/noExplicitAny: feeds are read as plain JSON
type Json = any
export type Feeds = Record<string, Json> & { gpuRentalCsv: string }

export const METHODS_DIR = new URL('../docs/methods/', import.meta.url)
export const HEADING = '## Figures from the data'
const INTRO =
  'Made from the feeds built from the bundled data by `npm run docs:figures` (scripts/doc-figures.ts); a test ' +
  'rebuilds the feeds and fails when these lines differ from them.'

/** Seeds a store in `dir` from the bundled data and exports every feed into `dir/feeds`. */
export async function buildFeeds(dir: string): Promise<Feeds> {
  const store = new EmbeddedStore(join(dir, 'store'))
  await store.init()
  try {
    await seedStore({ store, datasets: DATASETS, fx: await loadFx(), date: BUNDLED_ON })
    await exportFeeds(store, TOOLS, join(dir, 'feeds'), 'https://example.test')
  } finally {
    await store.close()
  }
  return readFeeds(dir)
}

/** The JSON feeds by file name without `.json`, the GPU rental CSV, and the latest coding_pc snapshot (no feed). */
export function readFeeds(dir: string): Feeds {
  const feeds: Record<string, Json> = {}
  for (const file of readdirSync(join(dir, 'feeds'))) {
    if (file.endsWith('.json')) feeds[file.slice(0, -5)] = JSON.parse(readFileSync(join(dir, 'feeds', file), 'utf8'))
  }
  const snapshots = join(dir, 'store', 'snapshots', 'coding_pc')
  if (existsSync(snapshots)) {
    const latest = readFileSync(join(snapshots, 'LATEST'), 'utf8').trim()
    feeds.coding_pc = JSON.parse(readFileSync(join(snapshots, `${latest}.json`), 'utf8'))
  }
  return { ...feeds, gpuRentalCsv: readFileSync(join(dir, 'feeds', 'gpu_rental_history.csv'), 'utf8') }
}

const r = (x: number, digits: number) => Number(x.toFixed(digits)).toString()
const pct = (x: number) => `${(x * 100).toFixed(1)}%`
const range = (xs: number[]) => (xs.length ? `${Math.min(...xs)} to ${Math.max(...xs)}` : 'none')
const tally = (xs: string[]) => {
  const counts = new Map<string, number>()
  for (const x of xs) counts.set(x, (counts.get(x) ?? 0) + 1)
  return [...counts].sort(([a], [b]) => a.localeCompare(b)).map(([k, n]) => `${k} ${n}`)
}

function priceIndex(f: Feeds): string[] {
  const p = f.price_index
  const out = [`- as_of ${p.as_of}; base_date ${p.base_date} (every group's chain-linked index is 100 on it).`, '']
  out.push('| group | first day | index there | last day | index there | quality-adjusted: first day (100) | last |')
  out.push('|---|---|---|---|---|---|---|')
  for (const g of ['CN', 'US', 'ALL']) {
    const xs = p.items.filter((x: Json) => x.group === g)
    const qa = xs.filter((x: Json) => x.qa_index_usd !== null)
    const first = xs[0]
    const last = xs.at(-1)
    const qaCells = qa.length ? [qa[0].date, `${r(qa.at(-1).qa_index_usd, 1)} on ${qa.at(-1).date}`] : ['none', '—']
    out.push(
      `| ${g} | ${first.date} | ${r(first.index_usd, 1)} | ${last.date} | ${r(last.index_usd, 1)} | ` +
        `${qaCells.join(' | ')} |`,
    )
  }
  out.push('', 'Cost of capability (USD, cheapest qualifying model):', '')
  out.push('| series | first day: model, blended USD | last day: model, blended USD | yearly decline |')
  out.push('|---|---|---|---|')
  for (const c of p.cost_of_capability) {
    const a = c.points[0]
    const b = c.points.at(-1)
    const cell = (x: Json) => (x ? `${x.date}: ${x.model}, ${r(x.cheapest_blended_usd, 4)}` : 'none')
    const decline = c.yearly_decline === null ? 'null' : pct(c.yearly_decline)
    out.push(`| ${c.id} | ${cell(a)} | ${cell(b)} | ${decline} |`)
  }
  return out
}

function gpuPrices(f: Feeds): string[] {
  const g = f.gpu_prices
  const out = [
    `- as_of ${g.as_of}; ${g.items.length} GPU records, ${g.items.flatMap((x: Json) => x.prices).length} prices.`,
  ]
  const h100 = g.items.find((x: Json) => x.id === 'nvidia-h100-sxm')?.cloud_rental
  if (h100) {
    out.push(
      `- H100 SXM5 rental on ${h100.date} (${h100.providers} providers): min ${h100.min_usd}, ` +
        `median ${h100.median_usd} USD per GPU-hour; 7-day change from ${h100.change_7d_from}: ` +
        `min ${h100.change_7d_min}, median ${h100.change_7d_median}.`,
    )
  }
  const rows = parseCsv(f.gpuRentalCsv)
  for (const source of [...new Set(rows.map((r) => r.source_name))]) {
    const own = rows.filter((r) => r.source_name === source)
    const dates = own.map((r) => r.date).sort()
    const gpus = new Set(own.map((r) => r.gpu))
    out.push(
      `- Rental history from ${source}: ${own.length} rows, ${gpus.size} GPU${gpus.size === 1 ? '' : 's'}, ` +
        `${dates[0]} to ${dates.at(-1)}.`,
    )
  }
  return out
}

function procurement(f: Feeds): string[] {
  const d = f.budget_deal_rate
  const o = d.overall
  const notices = f.procurement_demands.items.length + f.procurement_deals.items.length
  return [
    `- ${notices} published notices: ${f.procurement_demands.items.length} tenders, ` +
      `${f.procurement_deals.items.length} awards and candidate lists; as_of ${f.procurement_summary.as_of}.`,
    `- Budget/award rate: ${d.items.map((x: Json) => `${x.match_key} ${x.rate}`).join(', ')}; overall n ${o.n}, ` +
      `mean ${o.mean}, median ${o.median}; ${d.unmatched.length} notices unmatched, each with its reason.`,
    `- Rate history: ${d.history.length} days, ${d.history[0]?.date} to ${d.history.at(-1)?.date}.`,
  ]
}

function roleTokenBudget(f: Feeds): string[] {
  const items = f.role_token_budget.items
  const named = items.filter((x: Json) => x.best_cn?.model)
  const out = [
    `- A best Chinese model is named in ${named.length} of ${items.length} cells ` +
      `(as_of ${f.role_token_budget.as_of}); ` +
      `picks: ${tally(named.map((x: Json) => x.best_cn.model)).join(', ')}.`,
  ]
  const reasons = tally(
    items.filter((x: Json) => !x.best_cn?.model).map((x: Json) => String(x.best_cn_reason?.value ?? x.best_cn_reason)),
  )
  for (const reason of reasons) {
    const n = reason.slice(reason.lastIndexOf(' ') + 1)
    out.push(`- ${n} cells without one: ${reason.slice(0, reason.lastIndexOf(' '))}`)
  }
  return out
}

function enterpriseAiCost(f: Feeds): string[] {
  const e = f.enterprise_ai_cost
  const m = e.open_model
  // The price as its seller states it (a CNY page's USD figures are converted, undated).
  const cny = m.input_cny_per_m?.date ? { i: m.input_cny_per_m, o: m.output_cny_per_m!, unit: 'CNY' } : undefined
  const stated = cny ?? { i: m.input_usd_per_m, o: m.output_usd_per_m, unit: 'USD' }
  const out = [
    `- API price of ${m.model} (record ${m.price.model}): ` +
      `${stated.i.value} / ${stated.o.value} ${stated.unit} ` +
      `per 1M input / output tokens, ${m.price.source_url}, page seen ${stated.i.date}` +
      (cny ? ` (${m.input_usd_per_m.value} / ${m.output_usd_per_m.value} USD).` : '.'),
    `- H100 rental ${e.gpu.rental_usd_per_gpu_hour.value} USD per GPU-hour (${e.gpu.rental_usd_per_gpu_hour.date}); ` +
      `purchase price ${e.gpu.purchase_price_usd?.value ?? 'none'} USD.`,
    '',
    '| sample | cheapest | break-even tokens/month: public cloud | private cloud | on-prem |',
    '|---|---|---|---|---|',
  ]
  const be = (x: Json) => {
    const v = x.break_even_tokens_per_month?.value ?? null
    return v === null ? 'never' : `${r(v / 1e9, 1)} bn`
  }
  for (const it of e.items) {
    const s = it.self_hosting
    out.push(`| ${it.id} | ${it.cheapest} | ${be(s.public_cloud)} | ${be(s.private_cloud)} | ${be(s.on_prem)} |`)
  }
  return out
}

function agents(f: Feeds): string[] {
  const a = f.agents
  const plans = a.items.flatMap((x: Json) => x.plans)
  const far = plans.filter((p: Json) => p.fx_note).map((p: Json) => p.fx_days_off)
  return [
    `- ${a.items.length} agents, ${plans.length} plans; as_of ${a.as_of}.`,
    `- Plans converted with a rate more than 7 days from their date: ${far.length} (${range(far)} days off).`,
  ]
}

function aiFunding(f: Feeds): string[] {
  const a = f.ai_funding
  return [`- ${a.items.length} published rounds of ${a.companies.length} companies; as_of ${a.as_of}.`]
}

function codingPc(f: Feeds): string[] {
  const items = f.coding_pc?.items ?? []
  return [`- ${items.length} configurations; tiers: ${tally(items.map((x: Json) => String(x.tier.tier))).join(', ')}.`]
}

function evaluations(f: Feeds): string[] {
  const e = f.evaluations_latest
  const out = ['| source | leaderboard date | rows | matched rows | models |', '|---|---|---|---|---|']
  for (const c of e.coverage) {
    out.push(`| ${c.source} | ${c.leaderboard_date} | ${c.rows} | ${c.matched_rows} | ${c.models} |`)
  }
  out.push('', `- ${e.items.length} priced models carry a score; as_of ${e.as_of}.`)
  return out
}

function workloadCost(f: Feeds): string[] {
  const o = f.official_prices
  return [
    `- Sellers' own rows: ${o.items.length} rows of ${o.coverage.length} sellers: ` +
      `${o.coverage.map((c: Json) => `${c.seller} ${c.rows} rows, ${c.models} models`).join('; ')}.`,
  ]
}

/** Each method document's figure lines, by file name. */
export const SECTIONS: Record<string, (f: Feeds) => string[]> = {
  'agents.md': agents,
  'ai-funding.md': aiFunding,
  'coding-pc.md': codingPc,
  'enterprise-ai-cost.md': enterpriseAiCost,
  'evaluations.md': evaluations,
  'gpu-prices.md': gpuPrices,
  'price-index.md': priceIndex,
  'procurement.md': procurement,
  'role-token-budget.md': roleTokenBudget,
  'workload-cost.md': workloadCost,
}

/** The document with its figures section (last, from HEADING to the next `## ` or the end) made again. */
export function withFigures(text: string, lines: string[]): string {
  const section = [HEADING, '', INTRO, '', ...lines].join('\n')
  const start = text.indexOf(`\n${HEADING}\n`)
  if (start < 0) return `${text.trimEnd()}\n\n${section}\n`
  const next = text.indexOf('\n## ', start + HEADING.length + 1)
  const tail = next < 0 ? '' : text.slice(next)
  return `${text.slice(0, start)}\n${section}\n${tail}`.replace(/\n{3,}/g, '\n\n')
}

/** The prose of a document: everything but its figures section. */
export function prose(text: string): string {
  const start = text.indexOf(`\n${HEADING}\n`)
  if (start < 0) return text
  const next = text.indexOf('\n## ', start + HEADING.length + 1)
  return text.slice(0, start) + (next < 0 ? '' : text.slice(next))
}

async function main() {
  const dir = await mkdtemp(join(tmpdir(), 'amd-doc-figures-'))
  try {
    const feeds = await buildFeeds(dir)
    for (const [file, make] of Object.entries(SECTIONS)) {
      const url = new URL(file, METHODS_DIR)
      writeFileSync(url, withFigures(readFileSync(url, 'utf8'), make(feeds)))
    }
    console.log(`figures written: ${Object.keys(SECTIONS).join(', ')}`)
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((err) => {
    console.error(err)
    process.exit(1)
  })
}

// "Price truth": the acceptance items on the bundled data (the seed), each with the real
// examples the audit named. Figures are printed so a run shows where the data stands.
import { readFileSync } from 'node:fs'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { buildFromBundled } from '../../../jobs/datasets/llm-prices/bundled.ts'
import { agreementReport } from '../../../jobs/datasets/llm-prices/agreement.ts'
import { foldSpellings } from '../../../jobs/datasets/llm-prices/derive.ts'
import { SOURCE_NAME as SECONDARY_SOURCE } from '../../../jobs/datasets/llm-prices/sources/secondary.ts'
import { BUNDLED_DIR } from '../../../jobs/bundled.ts'
import { parseCsv } from '../../../tools/csv.ts'
import { addDays, daysBetween } from '../../../tools/dates.ts'
import { STALE_DAYS } from '../../../tools/price-domain.ts'
import type { PriceRecord } from '../../../tools/schemas.ts'
import { CANONICAL_ID, canonicalModelId, modelIdOf } from '../../../tools/vendors.ts'

let loading: ReturnType<typeof buildFromBundled> | undefined
let built: Awaited<ReturnType<typeof buildFromBundled>>
/** The seed's build, once for every suite of this file. */
const load = async () => {
  built = await (loading ??= buildFromBundled())
}
const held = (model: string) => built.quarantine.filter((q) => q.record.startsWith(`${model} `))
const rows = (model: string) => built.history.filter((r) => r.model === model)

const gates = suite('quality gates :: the whole seeded history')
gates.before(load)

const EXAMPLES: [
  string,
  string,
  (r: {
    input_usd: number
    output_usd: number
    cache_read_usd: number | null
    input_cny: number
    output_cny: number
  }) => boolean,
][] = [
  ['claude-instant-1-2', 'ten_x_move', (r) => r.input_usd === 0.163],
  ['command-light', 'ten_x_move', (r) => r.input_usd === 15 || r.output_usd === 15],
  ['gemini-1-5-pro', 'ten_x_move', (r) => r.input_usd === 0.35],
  ['gemini-1-5-pro', 'zero_on_paid', (r) => r.input_usd === 0 && r.output_usd === 0],
  ['command-r7b-12-2024', 'swapped', (r) => r.input_usd > r.output_usd],
  ['claude-3-5-haiku-20241022', 'cache_read_not_below_input', (r) => r.cache_read_usd === 0.8],
  ['kimi-k2', 'ten_x_move', (r) => r.input_cny === 1 && r.output_cny === 1],
]
for (const [model, gate, bad] of EXAMPLES) {
  gates(`${model} (${gate}) :: in the quarantine report, absent from history`, () => {
    assert.ok(
      held(model).some((q) => q.reason.startsWith(`${gate}:`)),
      `${model} held by ${gate}`,
    )
    assert.ok(rows(model).length > 0, 'the model keeps its good rows')
    assert.not.ok(rows(model).some(bad), `no ${gate} row of ${model} in history`)
  })
}

gates('every class over all of history :: none left', () => {
  const bad = built.history.filter(
    (r) =>
      (r.output_usd < r.input_usd && r.output_usd > 0) ||
      (r.cache_read_usd !== null && r.input_usd > 0 && r.cache_read_usd >= r.input_usd),
  )
  assert.equal(bad.map((r) => `${r.model} ${r.date}`).slice(0, 5), [])
  const paid = new Set(built.history.filter((r) => r.input_usd > 0).map((r) => r.model))
  // Zero on a paid model only for a free period the seller's own page states (Devstral 2 before 2026-01-27).
  const zero = built.history.filter((r) => paid.has(r.model) && r.input_usd === 0 && r.output_usd === 0)
  assert.equal(
    zero
      .filter((r) => !/seller's own page/.test(r.source_name))
      .map((r) => `${r.model} ${r.date}`)
      .slice(0, 5),
    [],
    'no zero price on a paid model but a stated free period',
  )
  let moves = 0
  // The prices the sellers' own pages state, per model: a catalogue that showed one early is not a slip.
  const native = (r: (typeof built.history)[number]) =>
    r.native_currency === 'CNY'
      ? `${r.model} ${r.input_cny}/${r.output_cny} CNY`
      : `${r.model} ${r.input_usd}/${r.output_usd} USD`
  const stated = new Set(built.history.filter((r) => /seller's own page/.test(r.source_name)).map(native))
  for (let i = 1; i < built.history.length; i++) {
    const [a, b] = [built.history[i - 1], built.history[i]]
    if (a.model !== b.model || a.native_currency !== b.native_currency || !a.input_usd || !b.input_usd) continue
    // A repricing the seller's own page states is real (Mistral Small 2/6 USD in 2024, 0.1/0.3 later), and
    // so is one to a price it states later (qwen-max 40 -> 2.4 CNY, seen in a catalogue from 2025-02-06).
    if (/seller's own page/.test(a.source_name + b.source_name) || stated.has(native(b))) continue
    if (Math.max(a.input_usd / b.input_usd, b.input_usd / a.input_usd) >= 10 * (1 - 1e-9)) {
      moves++
      console.log(`  10x move: ${a.model} ${a.date} ${a.input_usd} -> ${b.date} ${b.input_usd}`)
    }
  }
  assert.is(moves, 0, "no day-to-day 10x move but one the seller's page states")
  const byGate: Record<string, number> = {}
  for (const q of built.quarantine) byGate[q.gate] = (byGate[q.gate] ?? 0) + 1
  console.log(`  quarantine report: ${built.quarantine.length} observations held back`, byGate)
})

gates.run()

const sellers = suite('seller and currency :: published rows')
sellers.before(load)

sellers('third-party hosts in the CNY tables :: held back with the seller named, none published', () => {
  const hosts = built.rejected.filter((r) => /resale price/.test(r.reason))
  assert.ok(
    ['DeepInfra', 'Nebius', 'openrouter', '硅基流动'].every((h) => hosts.some((r) => r.reason.includes(h))),
    'each host named',
  )
  const published = new Set(built.latest.map((r) => `${r.model}|${r.source_url}`))
  for (const r of hosts)
    assert.not.ok(
      [...published].some((p) => p.startsWith(`${canonicalModelId(r.record.slice(11))}|`) && p.includes('README')),
      r.record,
    )
  // Or another seller's own page, for a model its developer no longer sells (Alibaba Cloud's deepseek-r1).
  assert.ok(
    built.latest.every((r) => r.seller === r.vendor || / \(seller's own page\)$/.test(r.source_name)),
    "every published row is the vendor's own price or another seller's own page",
  )
  console.log(`  ${hosts.length} host rows held back`)
})

sellers('a Chinese vendor with a CNY price :: its CNY figure is never converted from a USD one', () => {
  // A catalogue's USD figure never heads a Chinese model that has a CNY price; the seller's own USD page
  // (Z.ai's international prices) may, and then a CNY list price seen within STALE_DAYS before rides along.
  const cny = built.observations.filter((o) => o.currency === 'CNY' && o.country === 'CN')
  const near = (r: PriceRecord) =>
    cny.some(
      (o) => o.model === r.model && o.observed <= r.last_observed && addDays(o.observed, STALE_DAYS) >= r.last_observed,
    )
  const converted = built.latest.filter(
    (r) => r.country === 'CN' && r.native_currency === 'USD' && r.converted_currency === 'CNY' && near(r),
  )
  assert.equal(
    converted.map((r) => r.model),
    [],
  )
  const usd = built.latest.filter(
    (r) => r.country === 'CN' && r.native_currency === 'USD' && cny.some((o) => o.model === r.model),
  )
  for (const r of usd)
    assert.match(
      r.source_name,
      /seller's own page/,
      `${r.model}: a USD headline for a model priced in CNY comes only from the seller's page`,
    )
})

sellers("a seller's own page as source_url :: via names the catalogue that carried it, with its date", () => {
  const secondary = (r: { source_name: string }) => r.source_name === SECONDARY_SOURCE
  const fromPages = built.latest.filter((r) => !/github\.com|githubusercontent/.test(r.source_url))
  assert.ok(fromPages.length >= 50, `${fromPages.length} rows cite the seller's page`)
  for (const r of fromPages) {
    // A row read from the seller's page itself (data/official) needs no via, or names the catalogue
    // that showed the same price again later; llm-prices-cn cites the page and is named in via.
    if (/seller's own page/.test(r.source_name))
      assert.ok(r.via === undefined || /, \d{4}-\d{2}-\d{2}$/.test(r.via), r.model)
    else if (secondary(r)) continue
    else assert.match(r.via ?? '', /^llm-prices-cn prices\.json .*verified \d{4}-\d{2}-\d{2}$/, r.model)
  }
  assert.ok(
    built.latest.filter((r) => /github\.com/.test(r.source_url) && !secondary(r)).every((r) => r.via === undefined),
    "a catalogue's own file needs no via",
  )
  // A third party's page quoting the seller (a tool's release notes on GitHub among them) names the seller's page.
  for (const r of built.latest.filter(secondary)) assert.match(r.via ?? '', /^the seller's page the quotes cite: http/)
})

sellers("every converted figure :: rate, date and source; the rate of the observation's own date", () => {
  // FRED daily to 2025-05-09, then the ECB's daily cross rate to 2026-08-21: every published row,
  // latest and history, converts at a rate dated within 7 days before its observation.
  const rows = [...built.latest, ...built.history]
  // Past the bundled rates' last day (2026-08-21), the latest rate is used and fx_note says so.
  const lastRate = rows.reduce((d, r) => (r.fx_date > d ? r.fx_date : d), '')
  const far = rows.filter(
    (r) =>
      !(
        r.fx_usd_cny > 0 &&
        r.fx_date <= r.last_observed &&
        r.fx_source.length > 0 &&
        (daysBetween(r.fx_date, r.last_observed) <= 7 || r.fx_date === lastRate)
      ),
  )
  assert.equal(
    far.slice(0, 5).map((r) => `${r.model} observed ${r.last_observed}, FX ${r.fx_date}`),
    [],
  )
  for (const r of built.latest.filter((r) => daysBetween(r.fx_date, r.last_observed) > 7))
    assert.match(r.fx_note ?? '', /no daily USD\/CNY rate within 7 days/, r.model)
  const bySource: Record<string, number> = {}
  for (const r of rows) bySource[r.fx_source.slice(0, 40)] = (bySource[r.fx_source.slice(0, 40)] ?? 0) + 1
  console.log(
    `  FX within 7 days of the observation: all ${built.latest.length} ` +
      `latest rows and ${built.history.length} history rows`,
    bySource,
  )
})

sellers.run()

const ids = suite('ids :: one canonical rule')
ids.before(load)

const ID_CASES: [string, string | RegExp][] = [
  ['gemini/gemini-2.5-flash', 'gemini-2-5-flash'],
  ['Qwen2.5-72B-Instruct', 'qwen2-5-72b-instruct'],
  ['qwen3-4b/1.7b/0.6b', /compound name/],
  ['通义千问闭源系列', /canonical id rule/],
]
for (const [raw, want] of ID_CASES) {
  ids(`${raw} :: ${want}`, () => {
    const got = modelIdOf(raw)
    if (typeof want === 'string') assert.equal(got, { id: want })
    else assert.match('reason' in got ? got.reason : '', want)
  })
}

ids('latest.json :: every id canonical; one row per model and seller; aliases folded', () => {
  assert.equal(
    built.latest.filter((r) => !CANONICAL_ID.test(r.model)).map((r) => r.model),
    [],
  )
  const keys = built.latest.map((r) => `${r.model}|${r.seller}`)
  assert.is(new Set(keys).size, keys.length)
  assert.is(
    foldSpellings(built.latest).length,
    built.latest.length,
    'no two rows are snapshots of one model at one price',
  )
  assert.ok(
    built.latest.some((r) => r.aliases?.length),
    'some aliases folded',
  )
  assert.ok(
    built.rejected.some((r) => r.record.includes('0.6b')),
    'qwen3-4b/1.7b/0.6b refused',
  )
})

ids.run()

const dated = suite('price changes :: real dated changes from the recorded history')
dated.before(load)

dated('litellm change events :: at least 12 appear within 2 days with the right before and after', () => {
  const events = parseCsv(readFileSync(`${BUNDLED_DIR}/litellm_price_change_events_2023_2026.csv`, 'utf8')).filter(
    (e) => e.event === 'changed' && e.prev_input_usd_per_mtok !== '',
  )
  let matched = 0
  const found: string[] = []
  for (const e of events) {
    const model = canonicalModelId(e.model)
    const hit = built.changes.find(
      (c) =>
        c.model === model &&
        Math.abs(daysBetween(e.date, c.date)) <= 2 &&
        c.input_before === Number(e.prev_input_usd_per_mtok) &&
        c.output_before === Number(e.prev_output_usd_per_mtok) &&
        c.input_after === Number(e.input_usd_per_mtok) &&
        c.output_after === Number(e.output_usd_per_mtok),
    )
    if (hit) {
      matched++
      found.push(
        `${e.date} ${model} ${e.prev_input_usd_per_mtok}/${e.prev_output_usd_per_mtok} -> ` +
          `${e.input_usd_per_mtok}/${e.output_usd_per_mtok}`,
      )
    }
  }
  console.log(
    `  ${matched} of ${events.length} litellm change events appear within 2 days, e.g.:\n    ` +
      `${found.filter((_, i) => i % Math.ceil(found.length / 6) === 0).join('\n    ')}`,
  )
  assert.ok(matched >= 12, `${matched} matched`)
  const claude2 = built.changes.find((c) => c.model === 'claude-2' && c.kind === 'cut')
  assert.equal(
    [claude2?.date, claude2?.input_before, claude2?.input_after],
    ['2023-11-22', 11.02, 8],
    'claude-2 cut on its day',
  )
})

dated.run()

const agree = suite('agreement :: each catalogue that did not supply the winning price')
agree.before(load)

agree('bundled data :: >= 98% within 1%, or every disagreement listed with a reason', () => {
  const report = agreementReport(
    built.latest,
    built.reference.catalogues,
    new Set(built.quarantine.map((q) => q.record.split(' ')[0])),
  )
  for (const a of report) {
    const reasons: Record<string, number> = {}
    for (const d of a.disputed) {
      const k = d.reason.split(':')[0]
      reasons[k] = (reasons[k] ?? 0) + 1
    }
    console.log(
      `  ${a.catalogue.padEnd(12)} ${a.overlap} pairs, ${a.within_1pct} ` +
        `within 1% (${a.share_within_1pct}%), disputed by reason`,
      reasons,
    )
    assert.ok(a.overlap > 50, `${a.catalogue} overlaps`)
    assert.ok(
      a.share_within_1pct >= 98 || a.disputed.every((d) => d.reason && !d.reason.startsWith('unexplained')),
      `${a.catalogue}: an unexplained disagreement`,
    )
  }
})

agree.run()

// On the served data: the sellers' own prices against what the service publishes (on the
// data's date and on each page's own date), the dated changes in /api/v1/price-changes on the day they
// took effect, and the coverage table (every catalogue model served or held back with its reason).
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { OFFER_HISTORY, PRICE_HISTORY } from '../../../tools/llm-prices/llm-price-history.ts'
import { addDays, daysBetween } from '../../../tools/dates.ts'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import {
  canonical,
  isHeadline,
  type OfficialCheck,
  type SellerCoverage,
} from '../../../jobs/datasets/llm-prices/coverage.ts'
import { observedOf } from '../../../jobs/datasets/llm-prices/sources/official.ts'
import { offerId, regionOf, STALE_DAYS, sellerOf } from '../../../tools/price-domain.ts'
import { BUNDLED_ON } from '../../../jobs/bundled.ts'
import { loadOfficialTables, type SellerPrices } from '../../../jobs/official.ts'
import type { OfficialPrice } from '../../../tools/official-price.ts'
import type { PriceChange, PriceRecord } from '../../../tools/schemas.ts'
import { PAGES_DIR } from '../../../jobs/sources/official/types.ts'
import { startTestServer, type TestServer } from '../../helpers/server.ts'

let server: TestServer
let sellers: SellerPrices[]
let report: { official_agreement: OfficialCheck[]; coverage: SellerCoverage[] }
let latest: PriceRecord[]
const served = suite('official prices :: served')
served.before(async () => {
  server = await startTestServer()
  sellers = (await loadOfficialTables()).sellers
  const seed = (await server.store.recentRuns(50)).find((r) => r.kind === 'seed')!
  report = seed.reports!.llm_prices as typeof report
  latest = (await (await server.get('/data/latest.json')).json()).items
})
served.after(() => server.close())

const near = (a: number, b: number) => a === b || Math.abs(a - b) / Math.max(a, b) <= 0.01
const same = (a: number | null, b: number | null) => a !== null && b !== null && near(a, b)
const own = (s: SellerPrices, r: OfficialPrice) =>
  r.developer === s.seller || (s.developer_of_models ?? []).includes(r.developer)

served("on the data's date :: the standard prices in force then are served within 1% (a missing one fails)", () => {
  let ok = 0
  let all = 0
  for (const c of report.official_agreement) {
    const failing = c.failing.map((f) => `${f.model} page ${f.page}, served ${f.served ?? 'none'}`).join('; ')
    console.log(
      `    ${c.seller.padEnd(14)} ${c.served_within_1pct}/${c.in_force} (${c.share_pct}%)` +
        `${c.failing.length ? `  failing: ${failing}` : ''}`,
    )
    ok += c.served_within_1pct
    all += c.in_force
  }
  console.log(`  official prices in force on as_of served within 1%: ${ok}/${all}`)
  assert.ok(all > 0 && ok / all >= 0.99, `${ok}/${all}`)
})

served("on each page's own date :: every headline row is the served price of that day, within 1%", async () => {
  let ok = 0
  let all = 0
  const failing: string[] = []
  for (const s of sellers) {
    let sOk = 0
    let sAll = 0
    for (const r of s.rows.filter((r) => own(s, r) && isHeadline(r))) {
      const id = canonical(r.model, r.developer)
      if (!id) continue
      const date = observedOf(r).observed
      // A price stated from a day after the seed's is scheduled, not served yet (bundled.ts).
      if (date > BUNDLED_ON) continue
      // The seller's own offer that day (a reseller's offer of the same model is a row of its own).
      const row = (
        await server.store.querySeries(PRICE_HISTORY, { key: id, since: date, until: date, limit: 20 })
      ).rows.find((h) => sellerOf(h.seller ?? s.seller) === sellerOf(s.seller))
      const cur = r.currency === 'USD' ? 'usd' : 'cny'
      sAll++
      // A price in the seller's other currency rides along on its native record (stated, not converted).
      const rec = latest.find((x) => x.model === id || x.aliases?.includes(id))
      const stated =
        rec &&
        rec.converted_currency === null &&
        near(rec[`input_${cur}`], r.input!) &&
        near(rec[`output_${cur}`], r.output!)
      if ((row && near(row[`input_${cur}`], r.input!) && near(row[`output_${cur}`], r.output!)) || stated) sOk++
      else
        failing.push(
          `${s.seller} ${r.model} ${date}: page ${r.input}/${r.output} ${r.currency}, served ` +
            `${row ? `${row[`input_${cur}`]}/${row[`output_${cur}`]}` : 'none'}`,
        )
    }
    if (sAll) console.log(`    ${s.seller.padEnd(14)} ${sOk}/${sAll}`)
    ok += sOk
    all += sAll
  }
  console.log(`  headline rows served on their own date: ${ok}/${all}`)
  if (failing.length) console.log(`  failing:\n    ${failing.join('\n    ')}`)
  assert.ok(ok / all >= 0.99, `${ok}/${all}`)
})

served("between two reads at one price :: a seller's row read months apart is served every day between", async () => {
  let whole = 0
  const holes: string[] = []
  for (const s of sellers)
    for (const r of s.rows.filter((r) => own(s, r) && isHeadline(r) && r.adapter && r.first_seen)) {
      const id = canonical(r.model, r.developer)
      const from = observedOf(r).observed
      // To the last copy, or the eve of the end the page states (retired, or the next price's day).
      const end = r.effective_until ? addDays(r.effective_until.slice(0, 10), -1) : r.page_date
      const to = end < r.page_date ? end : r.page_date
      // Spans longer than a price is carried unseen (STALE_DAYS): what a read in between would have shown.
      if (!id || to > BUNDLED_ON || daysBetween(from, to) <= STALE_DAYS) continue
      const offer = offerId(id, sellerOf(s.seller), regionOf(r.url, r.currency))
      const query = { since: from, until: to, limit: 1000 }
      const rows = [
        ...(await server.store.querySeries(PRICE_HISTORY, { key: id, ...query })).rows.filter((h) => h.offer === offer),
        ...(await server.store.querySeries(OFFER_HISTORY, { key: offer, ...query })).rows,
      ]
      const cur = r.currency === 'USD' ? 'usd' : 'cny'
      const priced = new Set(
        rows.filter((h) => near(h[`input_${cur}`], r.input!) && near(h[`output_${cur}`], r.output!)).map((h) => h.date),
      )
      const days = daysBetween(from, to) + 1
      if (priced.size === days) whole++
      else holes.push(`${offer} ${from}..${to}: ${priced.size}/${days} days`)
    }
  console.log(`  rows read months apart at one price, served every day between: ${whole}/${whole + holes.length}`)
  assert.ok(whole > 50, `${whole} rows`)
  assert.equal(holes, [])
})

/** The dated changes the tables state: a row ending on a day, and the same model's row starting that day. */
function datedChanges(): {
  seller: string
  model: string
  id: string
  date: string
  before: OfficialPrice
  after: OfficialPrice
}[] {
  const out = []
  for (const s of sellers) {
    // A free period the page states (mode free) is a price too: its end is a change.
    const rows = s.rows.filter(
      (r) => own(s, r) && (isHeadline(r) || (r.mode === 'free' && r.input === 0 && r.output === 0)),
    )
    for (const after of rows.filter((r) => r.effective_from)) {
      const date = after.effective_from!.slice(0, 10)
      if (date > BUNDLED_ON) continue
      const before = rows.find(
        (r) => r.model === after.model && r.currency === after.currency && r.effective_until?.slice(0, 10) === date,
      )
      const id = canonical(after.model, after.developer)
      if (before && id && (before.input !== after.input || before.output !== after.output))
        out.push({ seller: s.seller, model: after.model, id, date, before, after })
    }
  }
  return out
}

/** Every change /api/v1/price-changes lists (of the headline offers, or of those `only` asks), page after page. */
async function allChanges(only = ''): Promise<PriceChange[]> {
  const { secret } = await server.key()
  const changes: PriceChange[] = []
  for (let cursor: string | null = ''; cursor !== null; ) {
    const page: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''
    const body = await (
      await server.get(`/api/v1/price-changes?since=2023-01-01&limit=1000${only}${page}`, { key: secret })
    ).json()
    changes.push(...(body.items as PriceChange[]))
    cursor = body.next_cursor ?? null
  }
  return changes
}

served('additions :: an offer is added to tracking once, never again on the day its page retired it', async () => {
  const added = new Map<string, string[]>()
  for (const c of await allChanges())
    if (c.kind === 'added') added.set(c.offer ?? c.model, [...(added.get(c.offer ?? c.model) ?? []), c.date])
  const twice = [...added].filter(([, days]) => days.length > 1).map(([offer, days]) => `${offer} ${days.join(', ')}`)
  assert.ok(added.size > 100, `${added.size} offers added`)
  assert.equal(twice, [], 'offers added more than once')
})

served(
  'dated changes :: each in /api/v1/price-changes on the day it took effect, before and after as the pages say',
  async () => {
    const changes = (await allChanges()).filter((c) => c.kind !== 'added')
    const expected = datedChanges()
    let found = 0
    for (const e of expected) {
      const c = changes.find((c) => c.model === e.id && c.date === e.date)
      const right =
        c &&
        c.currency === e.after.currency &&
        same(c.input_before, e.before.input) &&
        same(c.output_before, e.before.output) &&
        same(c.input_after, e.after.input) &&
        same(c.output_after, e.after.output)
      const served = c
        ? `, served ${c.input_before}/${c.output_before} -> ${c.input_after}/${c.output_after} ${c.currency}`
        : ', not in price-changes'
      console.log(
        `    ${right ? 'ok ' : 'NO '} ${e.date} ${e.seller}/${e.model}: ${e.before.input}/${e.before.output} -> ` +
          `${e.after.input}/${e.after.output} ${e.after.currency}${right ? ` (date_basis ${c!.date_basis})` : served}`,
      )
      if (right) {
        found++
        assert.ok(c!.date_basis === 'effective' || c!.date_basis === 'commit', `${e.model}: ${c!.date_basis}`)
      }
    }
    console.log(`  dated official changes served on their day: ${found}/${expected.length}`)
    assert.is(found, expected.length, 'every dated change is served on its day')
    // 15 are wanted; the stored copies of sellers' pages and docs repositories gave 7 with both
    // sides and the day (docs/OFFICIAL-PRICES.md): every one of them is served on its day.
    assert.ok(found >= 7, `dated changes (${found})`)
  },
)

served("offline :: a seller's price is observed no later than its recorded copy, never on the run's day", () => {
  const manifest = JSON.parse(readFileSync(join(PAGES_DIR, 'manifest.json'), 'utf8')).sellers as Record<
    string,
    { recorded: string }
  >
  const late: string[] = []
  let checked = 0
  for (const r of latest) {
    const offer = r.offers?.find((o) => o.id === r.offer)
    const seller = offer?.adapter?.startsWith('official/') ? offer.adapter.slice('official/'.length) : undefined
    if (!seller || !manifest[seller] || !/seller's own page/.test(r.source_name)) continue
    checked++
    if (r.last_observed > manifest[seller].recorded) late.push(`${r.model} ${r.last_observed} > ${seller}`)
  }
  // Mistral's, Google's, StepFun's copies are older than the seed's day (2026-11-25): their records say so.
  assert.ok(checked > 100, `${checked} records`)
  assert.equal(late, [])
  assert.is(latest.find((r) => r.model === 'mistral-large-2512')?.last_observed, manifest.mistral.recorded)
})

served('a change across sources :: names the source of the price before; one of two reads does not', async () => {
  const changes = (await allChanges()).filter((c) => c.kind !== 'added')
  // litellm had claude-3-5-haiku-latest at $1 / $5; Anthropic's page, first read 2026-02-18, says $0.80 / $4.
  const haiku = changes.find((c) => c.offer === 'claude-3-5-haiku-latest@anthropic/intl' && c.date === '2026-02-18')
  assert.match(haiku?.previous_source_name ?? '', /^litellm /)
  // DeepSeek's page of 2026-05-23 and its next state: two reads of one page.
  const deepseek = changes.find((c) => c.offer === 'deepseek-v4-pro@deepseek/intl' && c.date === '2026-05-31')
  assert.ok(deepseek, 'the V4 Pro change of 2026-05-31')
  assert.is(deepseek.previous_source_name, undefined)
  for (const c of changes.filter((c) => c.previous_source_name))
    assert.is.not(c.previous_source_name, c.source_name, `${c.offer} ${c.date}`)
})

served("folded spellings :: the one the seller's page prices keeps the record, with the page's words", () => {
  // genai-prices lists 'codestral', Mistral's docs 'codestral-2508', at one price: the page's row is served.
  const codestral = latest.find((r) => r.model === 'codestral-2508' || r.aliases?.includes('codestral-2508'))
  assert.ok(codestral, 'codestral-2508 served')
  assert.is(codestral.model, 'codestral-2508')
  assert.equal(codestral.aliases, ['codestral'])
  assert.match(codestral.source_name, /seller's own page/)
  const offer = codestral.offers?.find((o) => o.id === 'codestral-2508@mistral/intl')
  assert.is(offer?.adapter, 'official/mistral')
})

served('each headline change :: its price after is what its model is served that day, from that offer', async () => {
  const changes = (await allChanges()).filter((c) => c.kind !== 'added')
  assert.ok(changes.length > 50, `${changes.length} changes`)
  const unserved: string[] = []
  for (const c of changes) {
    const { rows } = await server.store.querySeries(PRICE_HISTORY, {
      key: c.model,
      since: c.date,
      until: c.date,
      limit: 20,
    })
    const row = rows.find((r) => r.offer === c.offer)
    const cny = c.currency === 'CNY'
    const price = row && (cny ? [row.input_cny, row.output_cny] : [row.input_usd, row.output_usd])
    if (!price || !same(price[0], c.input_after) || !same(price[1], c.output_after))
      unserved.push(`${c.date} ${c.offer} ${c.kind} to ${c.input_after}/${c.output_after} ${c.currency}`)
  }
  // A price the day's history does not serve (its page's row too old to be carried there) moved nothing.
  assert.equal(unserved, [], 'changes to a price not served on their day')
})

served(
  "a rolling id's history :: a price typed from the seller's page stops when the seller moved the id",
  async () => {
    const days = async (key: string, since: string, until: string) =>
      (await server.store.querySeries(PRICE_HISTORY, { key, since, until, limit: 2000 })).rows
    // Mistral's docs of March 2024 priced mistral-large-latest at $8 / $24 (Mistral Large 2402); the id moved to
    // Large 2 on 2024-07-24. A row left in force would price the id again wherever no other source did.
    const large = await days('mistral-large-latest', '2024-07-24', '2026-11-25')
    assert.ok(large.length > 100, `${large.length} days`)
    assert.equal(
      large.filter((h) => h.input_usd === 8 && h.output_usd === 24).map((h) => h.date),
      [],
      'mistral-large-latest at $8 / $24 after the move',
    )
    // DeepSeek's page names DeepSeek-V3.2-Exp, upgraded from 2025-09-29 (its change log), at $0.28 / $0.42.
    const chat = (await days('deepseek-chat', '2025-09-01', '2026-01-15')).filter((h) => h.region === 'intl')
    const on = (date: string) => chat.filter((h) => h.date <= date).at(-1)
    for (const [date, input, output] of [
      ['2025-09-28', 0.56, 1.68],
      ['2025-09-29', 0.28, 0.42],
      ['2026-01-15', 0.28, 0.42],
    ] as const)
      assert.equal([date, on(date)?.input_usd, on(date)?.output_usd], [date, input, output])
  },
)

served(
  "a quoted offer :: Z.ai's USD price of GLM-5.3, beside bigmodel.cn's CNY one, in latest, history and changes",
  async () => {
    // No stored copy of docs.z.ai's price list shows GLM-5.3; third parties quote its row (data/secondary), from
    // the day its API took it, 2026-08-19. The model's served price stays bigmodel.cn's.
    const id = 'glm-5-3@zhipu/intl'
    const glm = latest.find((r) => r.model === 'glm-5-3')!
    const offer = glm.offers?.find((o) => o.id === id)
    assert.equal([offer?.currency, offer?.input, offer?.output, offer?.adapter], ['USD', 1.4, 4.4, 'secondary'])
    assert.is(glm.headline, 'glm-5-3@zhipu/cn')
    // history.csv: the served series' rows while it was the model's only price (before bigmodel.cn's copies),
    // then the offer's own rows, one a day.
    const served = (await server.store.querySeries(PRICE_HISTORY, { key: 'glm-5-3', since: '2026-08-01', limit: 200 }))
      .rows
    const own = (await server.store.querySeries(OFFER_HISTORY, { key: id, since: '2026-08-01', limit: 200 })).rows
    const rows = [...served.filter((r) => r.offer === id), ...own].sort((a, b) => a.date.localeCompare(b.date))
    assert.is(rows[0]?.date, '2026-08-19', 'its first day in history.csv')
    assert.is(new Set(rows.map((r) => r.date)).size, rows.length, 'one row a day')
    const asOf = (await (await server.get('/data/latest.json')).json()).as_of
    assert.is(rows.at(-1)?.date, asOf, "to the data's date")
    assert.is(rows.length, daysBetween('2026-08-19', asOf) + 1, 'every day')
    assert.ok(
      rows.every((r) => r.input_usd === 1.4 && r.output_usd === 4.4),
      'every day at $1.4 / $4.4',
    )
    // Not the headline offer: its changes are listed when seller and region ask for them.
    assert.not.ok((await allChanges()).some((c) => c.offer === id))
    const added = (await allChanges('&seller=zhipu&region=intl')).filter((c) => c.offer === id)
    assert.equal(
      added.map((c) => [c.kind, c.date]),
      [['added', '2026-08-19']],
    )
  },
)

served(
  'coverage :: per seller, served = listed by the catalogues less the models held back, each with its reason',
  () => {
    console.log('    seller          listed  served  held back by reason')
    for (const c of report.coverage.slice(0, 20))
      console.log(
        `    ${c.seller.padEnd(14)} ${String(c.listed).padStart(6)}  ${String(c.served).padStart(6)}  ` +
          `${JSON.stringify(c.held_back)}`,
      )
    for (const c of report.coverage) {
      const held = Object.values(c.held_back).reduce((a, b) => a + b, 0)
      assert.is(c.served, c.listed - held, c.seller)
      assert.equal(
        c.not_served.filter((n) => n.reason === 'unexplained').map((n) => n.model),
        [],
        `${c.seller}: every model not served has a reason`,
      )
    }
  },
)

served.run()

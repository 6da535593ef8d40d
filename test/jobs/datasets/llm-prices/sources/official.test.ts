// The sellers' own rows as observations (jobs/datasets/llm-prices/sources/official.ts): which rows
// stand for days, and which cannot.
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { officialObservations } from '../../../../../jobs/datasets/llm-prices/sources/official.ts'
import { loadOfficialTables, type SellerPrices } from '../../../../../jobs/official.ts'
import type { OfficialPrice } from '../../../../../tools/official-price.ts'

const test = suite('official rows as observations')
const PAGE = 'https://docs.example.test/pricing.md'
const row = (over: Partial<OfficialPrice>) =>
  ({
    model: 'test-only-model',
    developer: 'test-only',
    currency: 'USD',
    mode: 'standard',
    input: 1,
    output: 2,
    url: PAGE,
    evidence: 'test-only-model $1 / $2',
    page_date: '2026-11-25',
    effective_from: null,
    effective_until: null,
    ...over,
  }) as OfficialPrice
const table = (rows: OfficialPrice[]): SellerPrices => ({ seller: 'test-only', seller_name: 'Test', rows })
const days = (rows: OfficialPrice[], paired = true) =>
  officialObservations(table(rows), paired).observations.map((o) => [o.observed, o.currency, o.input])

test('an undated copy a later one superseded stands for no day; a price its page says ended on a day does', () => {
  const undated = row({
    page_date: '2026-11-25',
    effective_until: '2026-06-08',
    effective_basis: 'superseded: first seen changed 2026-06-08',
    input: 20,
    output: 60,
  })
  const later = row({ page_date: '2026-06-08', input: 2.4, output: 9.6 })
  const got = officialObservations(table([undated, later]))
  assert.equal(
    got.observations.map((o) => [o.observed, o.input]),
    [['2026-06-08', 2.4]],
  )
  assert.match(got.rejected[0].reason, /undated copy superseded by a later one/)
  // A retirement the page dates: the price held until then, so it stands on its last day.
  const retired = { ...undated, effective_basis: 'page: retired 2026-06-08' }
  assert.equal(
    officialObservations(table([retired])).observations.map((o) => [o.observed, o.input]),
    [['2026-06-07', 20]],
  )
})

test("as shipped: Alibaba's undated old qwen-max page (20/60 CNY) stands for no day", async () => {
  const alibaba = (await loadOfficialTables()).sellers.find((t) => t.seller === 'alibaba')!
  const got = officialObservations(alibaba)
  const qwenMax = got.observations.filter((o) => o.model === 'qwen-max' && o.currency === 'CNY')
  assert.ok(qwenMax.length > 0)
  assert.ok(
    qwenMax.every((o) => o.input !== 20),
    qwenMax.map((o) => `${o.observed} ${o.input}`).join(', '),
  )
  assert.ok(got.rejected.some((r) => r.record.startsWith('qwen-max CNY') && /undated copy/.test(r.reason)))
})

test('a row seen again stands from the first copy that showed it, and again on the last', () => {
  const seen = row({ first_seen: '2026-07-15', page_date: '2026-08-21', adapter: 'official/test-only' })
  assert.equal(days([seen]), [
    ['2026-07-15', 'USD', 1],
    ['2026-08-21', 'USD', 1],
  ])
  assert.match(officialObservations(table([seen])).observations[0].date_basis ?? '', /first seen 2026-07-15/)
})

test('a row seen again held from its first copy to its last; one whose end the page states, to that end', () => {
  const adapter = 'official/test-only'
  const heldUntil = (r: OfficialPrice) => officialObservations(table([r])).observations.map((o) => o.held_until)
  // Read months apart at one price, no read between showing another: it held between (not stale after 90 days).
  assert.equal(heldUntil(row({ first_seen: '2026-01-15', page_date: '2026-08-21', adapter })), [
    '2026-08-21',
    undefined,
  ])
  // Retired on a day the page states, read after it: it held to the eve of that day.
  const retired = { first_seen: '2026-01-15', page_date: '2026-11-25', adapter, effective_until: '2026-10-10' }
  assert.equal(heldUntil(row({ ...retired, effective_basis: 'page: retired 2026-10-10' })), ['2026-10-09'])
  // Gone from a read: when it left after the last copy showing it is unknown, so nothing is held past that copy.
  const gone = { ...retired, effective_basis: 'gone from the page, first missed 2026-10-10' }
  assert.equal(heldUntil(row(gone)), [undefined])
  // A row typed by hand from one copy: its one day.
  assert.equal(heldUntil(row({ first_seen: '2026-01-15', page_date: '2026-08-21' })), [undefined])
})

test('a promotion with no list price beside it is the price asked; beside one it is a component', () => {
  const promo = row({ mode: 'promotion', input: 4, output: 20, condition_text: 'promotional pricing' })
  const alone = officialObservations(table([promo])).observations
  assert.equal(
    alone.map((o) => [o.input, o.output]),
    [[4, 20]],
  )
  assert.match(alone[0].conditions ?? '', /^a promotional price, with no list price beside it/)
  const beside = officialObservations(table([row({ input: 5, output: 30 }), promo])).observations
  assert.equal(
    beside.map((o) => [o.input, o.output, o.components?.map((c) => c.name)]),
    [[5, 30, ['promotion']]],
  )
})

test('a promotion asked alone: not past its stated end, not beside a free price, not within hours, not twice', () => {
  const promo = row({
    mode: 'promotion',
    input: 4,
    output: 20,
    condition: { promotion_until: '2026-11-21' },
    first_seen: '2026-07-30',
    page_date: '2026-11-25',
    adapter: 'official/test-only',
  })
  const got = officialObservations(table([promo])).observations
  assert.equal(
    got.map((o) => [o.observed, o.input, o.valid_until]),
    [['2026-07-30', 4, '2026-11-22']],
  )
  // Promised 'at least through' that day, no end stated (GPT-5.6 Sol's): it stands after it, seen on the
  // page's day too, until a read shows otherwise.
  const promised = { ...promo, condition: { promotion_until: '2026-11-21', promotion_open_ended: true as const } }
  assert.equal(
    officialObservations(table([promised])).observations.map((o) => [o.observed, o.input, o.valid_until]),
    [
      ['2026-07-30', 4, undefined],
      ['2026-11-25', 4, undefined],
    ],
  )
  assert.equal(days([promo, row({ mode: 'free', input: 0, output: 0, page_date: '2026-07-01' })]), [
    ['2026-07-01', 'USD', 0],
  ])
  const hours = { ...promo, condition: { window: { start: '16:30', end: '00:30', tz: 'UTC' } } } as OfficialPrice
  assert.equal(days([hours]), [])
  // A list price from 2026-09-01: the promotion stands before it only.
  const list = row({ input: 3, output: 15, effective_from: '2026-09-01' })
  assert.equal(days([list, { ...promo, condition: null }]), [
    ['2026-09-01', 'USD', 3],
    ['2026-07-30', 'USD', 4],
  ])
})

test("unpaired: a developer's other-currency page seen after its home one keeps its own days (another offer)", () => {
  const cn = row({ developer: 'moonshot', currency: 'CNY', input: 4, output: 16, page_date: '2026-02-09' })
  const usd = row({ developer: 'moonshot', currency: 'USD', input: 0.6, output: 2.5, page_date: '2026-03-26' })
  assert.equal(days([cn, usd]), [['2026-02-09', 'CNY', 4]])
  assert.equal(days([cn, usd], false), [
    ['2026-02-09', 'CNY', 4],
    ['2026-03-26', 'USD', 0.6],
  ])
})

test("an offer's bands are its tiers, listed once; a promotion's band is named in its component", async () => {
  const { sellers } = await loadOfficialTables()
  const openai = sellers.find((t) => t.seller === 'openai')!
  const obs = officialObservations(openai).observations
  const on = (model: string, day: string) =>
    obs.filter((o) => o.model === model && o.observed <= day).sort((a, b) => b.observed.localeCompare(a.observed))[0]
  // gpt-5.4: its two bands as tiers, and no context_band component beside them.
  const g54 = on('gpt-5-4', '2026-11-25')
  assert.equal(
    g54.tiers?.map((t) => [t.up_to_input_tokens, t.input, t.output]),
    [
      [272000, 2.5, 15],
      [null, 5, 22.5],
    ],
  )
  assert.not.ok(g54.components?.some((c) => c.name === 'context_band'))
  // GPT-5.6 Sol's promotion (from 2026-08-21, the changelog's day): its long band's promotional price says which
  // requests it prices.
  const sol = on('gpt-5-6-sol', '2026-08-21')
  const promos = (sol.components ?? []).filter((c) => c.name === 'promotion').map((c) => [c.applies, c.input])
  assert.ok(
    promos.some(
      ([a, input]) => a === 'promised at least through 2026-11-21; requests over 272000 input tokens' && input === 8,
    ),
    JSON.stringify(promos),
  )
})

test.run()

import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { buildAiFunding, loadAiFundingInputs, produceAiFunding } from '../../../../jobs/datasets/ai-funding/build.ts'
import { mergeRounds } from '../../../../jobs/datasets/ai-funding/merge.ts'
import { FundingCompany, FundingRound, matchAiFunding } from '../../../../tools/ai-funding/schema.ts'

const { payload, rejected } = produceAiFunding()
const byId = (id: string) => {
  const found = payload.items.find((i) => i.id === id)
  if (!found) throw new Error(`no round ${id}`)
  return found
}
console.log(
  `ai-funding: ${payload.items.length} records (${payload.items.filter((i) => i.is_round).length} rounds), ` +
    `${payload.companies.length} companies, as_of ${payload.as_of}, rejected ${rejected.length}`,
)

const usd = suite('ai-funding :: USD by hand')
// Each: reported amount / the stated rate (CNY or HKD per USD), rounded to the dollar.
usd('Galbot angel 7亿元 (2024-06) :: 700,000,000 / 7.241 (DEXCHUS 2024-05-31) = $96,671,730', () => {
  const r = byId('galbot-2024-06-angel')
  assert.equal([r.amount_usd.fx_rate, r.amount_usd.fx_date], [7.241, '2024-05-31'])
  assert.is(r.amount_usd.value, 96_671_730) // 700000000 / 7.241 = 96671730.4
  assert.match(r.amount_usd.reason ?? '', /first day of the month/)
})
usd(
  'Zhipu strategic 10亿元 (2025-07-02) :: 1,000,000,000 / 7.1693 (ECB ' +
    '2025-07-02: 8.4275 CNY / 1.1755 USD per EUR) = $139,483,632',
  () => {
    const r = byId('zhipu-ai-2025-07-strategic')
    assert.equal([r.amount_usd.fx_rate, r.amount_usd.fx_date], [7.1693, '2025-07-02'])
    assert.is(r.amount_usd.value, 139_483_632) // 1e9 / 7.1693 = 139483631.6
    assert.match(r.amount_usd.fx_source ?? '', /^ECB /)
  },
)
usd('Zhipu HK IPO 43亿港元 (2026-01-08) :: 4,300,000,000 / 7.7965 HKD (FRED monthly 2026-01) = $551,529,532', () => {
  const r = byId('zhipu-ai-2026-01-ipo')
  assert.equal(
    [r.amount.currency, r.amount.qualifier, r.amount_usd.fx_rate, r.amount_usd.fx_date],
    ['HKD', 'about', 7.7965, '2026-01-01'],
  )
  assert.is(r.amount_usd.value, 551_529_532) // 4.3e9 / 7.7965 = 551529532.5 -> rounds half up
})
usd('a date known only to the year :: no rate picked, null with reason', () => {
  const r = byId('zhipu-ai-2019-founding-investment')
  assert.is(r.amount.value, 40_000_000)
  assert.is(r.amount_usd.value, null)
  assert.match(r.amount_usd.reason ?? '', /not precise to the month/)
})
usd.run()

const merge = suite('ai-funding :: merge')
merge('no two records share company, month and round :: none', () => {
  const keys = payload.items.map((i) => `${i.company_id}|${i.date_announced?.slice(0, 7)}|${i.round.toLowerCase()}`)
  assert.is(new Set(keys).size, keys.length)
  assert.is(new Set(payload.items.map((i) => i.id)).size, payload.items.length)
})
merge('every upstream record is in exactly one published record :: 71 + 36', () => {
  const refs = payload.items.flatMap((i) => i.sources.map((s) => `${s.dataset}:${s.record_id}`))
  assert.is(refs.length, 71 + 36)
  assert.is(new Set(refs).size, refs.length)
})
merge('Epoch twin rows (Mistral June 2024, same amount) :: one record, both sources, the graph-view row leads', () => {
  const r = byId('mistral-ai-2024-06-june-2024-6b')
  assert.equal(
    r.sources.map((s) => s.record_id),
    ['June 2024 6B', 'June 2024 Series B'],
  )
  assert.is(r.valuation_usd, 6_000_000_000)
  assert.match(r.notes ?? '', /other source gives valuation 640000000/)
})
merge('the two files overlap nowhere :: no record holds both datasets', () => {
  // funding_rounds_sourced.json states it repeats none of Epoch's rounds; the data agrees.
  assert.is(payload.items.filter((i) => new Set(i.sources.map((s) => s.dataset)).size > 1).length, 0)
})
merge('a cross-file overlap (test-only sample) :: merges into one record with both sources', () => {
  const base = byId('anthropic-2026-02-series-g')
  const { id: _id, company_id: _c, ...draft } = base
  const sample = {
    ...draft,
    round: 'Feb 2026 Series G',
    sources: [
      {
        dataset: 'epoch_ai_companies' as const,
        record_id: 'SAMPLE (test only)',
        url: 'https://example.org/sample',
        page_date: null,
        evidence: null,
      },
    ],
  }
  const out = mergeRounds([draft, sample])
  assert.is(out.length, 1)
  assert.equal(
    out[0].sources.map((s) => s.dataset),
    ['funding_rounds_sourced', 'epoch_ai_companies'],
  )
})
merge.run()

const shape = suite('ai-funding :: records')
shape('every record :: validates and has a source link', () => {
  for (const i of payload.items) {
    FundingRound.parse(i)
    assert.ok(
      i.sources.every((s) => /^https?:\/\//.test(s.url)),
      i.id,
    )
  }
  for (const c of payload.companies) FundingCompany.parse(c)
})
shape('DeepSeek :: no outside rounds, said so, registry fields present', () => {
  const c = payload.companies.find((x) => x.id === 'deepseek')!
  assert.equal([c.outside_funding, c.round_ids], [false, []])
  assert.match(c.funding_note ?? '', /no external funding/)
  assert.is(c.registry?.registered_address.value, null)
  assert.ok(c.registry?.registered_address.reason)
})
shape('Moore Threads :: registered address with its page; history lists its IPO', () => {
  const c = payload.companies.find((x) => x.id === 'moore-threads')!
  assert.match(c.registry?.registered_address.value ?? '', /北京市海淀区/)
  assert.ok(c.registry?.registered_address.source_url?.startsWith('http'))
  assert.equal(c.round_ids, ['moore-threads-2025-12-ipo'])
})
shape('non-Chinese company :: registry null', () => {
  assert.is(payload.companies.find((x) => x.id === 'openai')!.registry, null)
})
shape.run()

const filter = suite('matchAiFunding :: filters')
const count = (q: Parameters<typeof matchAiFunding>[1]) => payload.items.filter((i) => matchAiFunding(i, q)).length
filter('country CN :: the 41 sourced CN records', () => assert.is(count({ country: 'cn' }), 41))
filter("company 智谱 :: Zhipu's 8 events (README count)", () => assert.is(count({ company: '智谱' }), 8))
filter('since 2026-03-01 :: later rounds only', () => {
  assert.ok(
    payload.items
      .filter((i) => matchAiFunding(i, { since: '2026-03-01' }))
      .every((i) => (i.date_announced ?? '') >= '2026-03'),
  )
  assert.ok(count({ since: '2026-03-01' }) > 0)
})
filter('query Tencent :: rounds naming Tencent as investor', () => assert.ok(count({ query: 'tencent' }) >= 2))
filter.run()

const onRead = suite('funding_rounds_sourced.json :: each record checked against its schema on read')
onRead('a record of the wrong shape is rejected by id with the field, the others published', () => {
  const inputs = loadAiFundingInputs()
  const before = buildAiFunding(inputs).payload.items.length
  const [first, ...rest] = inputs.sourced.records as Record<string, unknown>[]
  const broken = { ...first, id: 'broken-round', lead_investors: 'many' }
  const { payload, rejected } = buildAiFunding({
    ...inputs,
    sourced: { ...inputs.sourced, records: [broken, first, ...rest] },
  })
  assert.is(payload.items.length, before)
  assert.equal(rejected.find((r) => r.record === 'broken-round')?.reason.startsWith('lead_investors:'), true)
})
onRead.run()

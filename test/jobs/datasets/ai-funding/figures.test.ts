// ai_funding: registry facts the records carry are served; as_of is the newest observation;
// every USD figure recomputes from the amount and the rate served beside it.
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { readFileSync } from 'node:fs'
import { AI_FUNDING_DIR, produceAiFunding } from '../../../../jobs/datasets/ai-funding/build.ts'
import { FundingRound } from '../../../../tools/ai-funding/schema.ts'

const { payload } = produceAiFunding()
const bySource = (recordId: string) => payload.items.find((i) => i.sources.some((s) => s.record_id === recordId))!
const fact = (recordId: string, field: string) =>
  bySource(recordId).registry_facts.find((f) => f.field === field && f.record_id === recordId)

const reg = suite('ai_funding :: registry facts the records carry are served')
reg('FR-017 MetaX IPO :: CSRC approval 证监许可〔2025〕2507号, with the pages the record cites', () => {
  const f = fact('FR-017', 'csrc_approval')!
  assert.is(f.value, '证监许可〔2025〕2507号')
  assert.equal(f.source_urls, [
    'http://www.cfi.cn/newspage.aspx?id=20251215003032',
    'https://www.cfi.cn/p20251211001461.html',
    'http://www.ddx.gubit.cn/mango/zhongda/688802.html',
  ])
  assert.is(fact('FR-017', 'shares_post_ipo')!.value, '400,100,000股')
})
reg('FR-038 Enflame :: sponsor and auditor', () => {
  assert.is(fact('FR-038', 'sponsor')!.value, '中信证券 (replaced 中金 as tutor 2025-11)')
  assert.is(fact('FR-038', 'auditor')!.value, '毕马威华振')
  // no registry sources: the record's page
  assert.equal(fact('FR-038', 'auditor')!.source_urls, ['http://www.cectop.cn/news/view_web?id=792954183'])
})
reg('FR-053 Cambricon placement :: share count after the placement', () => {
  const f = fact('FR-053', 'total_shares_after')!
  assert.is(f.value, '421,685,170')
  assert.equal(f.source_urls, ['http://njzyyy.cn/news/24320/5e0f3f69ca41a3e28c921a2b50dd012d.shtml'])
})
reg('every round :: schema-valid; no registry block key dropped', () => {
  for (const i of payload.items) FundingRound.parse(i)
  const file = JSON.parse(readFileSync(`${AI_FUNDING_DIR}/funding_rounds_sourced.json`, 'utf8')) as {
    records: { registry?: Record<string, unknown> }[]
  }
  const carried = file.records.reduce(
    (n, r) => n + Object.keys(r.registry ?? {}).filter((k) => k !== 'sources' && k !== 'source').length,
    0,
  )
  const served = payload.items.reduce((n, i) => n + i.registry_facts.length, 0)
  assert.is(served, carried)
  console.log(`  ${served} registry facts served of ${carried} carried`)
})
reg.run()

const asOf = suite('ai_funding :: as_of is the newest observation it contains')
asOf('as_of :: 2026-05-28 (Anthropic Series H, FR-067), not 2026-02-17; the basis says so', () => {
  assert.is(payload.as_of, '2026-05-28')
  assert.is(bySource('FR-067').observed, '2026-05-28')
  const newest = payload.items
    .map((i) => i.observed ?? '')
    .map((d) => (d.length === 7 ? `${d}-01` : d.length === 4 ? `${d}-01-01` : d))
    .sort()
    .at(-1)
  assert.is(payload.as_of, newest)
  assert.match(payload.as_of_basis, /newest observation/)
})
asOf(
  'per round :: observed = latest of announcement and page dates (FR-068: announced 2026-03-31, page 2026-05)',
  () => {
    assert.is(bySource('FR-068').observed, '2026-05')
  },
)
asOf.run()

const re = suite('ai_funding :: every USD figure recomputes from the served amount and rate')
re('converted rounds :: value = round(amount / fx_rate); USD rounds :: value = amount', () => {
  let n = 0
  for (const i of payload.items) {
    const { amount, amount_usd: u } = i
    if (u.value === null || !i.is_round) continue
    if (amount.currency === 'USD') assert.is(u.value, amount.value, i.id)
    else {
      assert.is(u.value, Math.round(amount.value! / u.fx_rate!), i.id)
      n++
    }
  }
  console.log(`  ${n} converted amounts recomputed`)
})
re.run()

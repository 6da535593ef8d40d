import { suite } from 'uvu'
import { bundledInputs } from './bundled.ts'
import * as assert from 'uvu/assert'
import {
  buildBudgetDealRate,
  buildProcurementDeals,
  buildProcurementSummary,
} from '../../../../jobs/datasets/procurement/build.ts'
import { topSuppliers } from '../../../../jobs/datasets/procurement/summary.ts'
import { produceProcurement } from '../../../../jobs/datasets/procurement/load.ts'

const inputs = bundledInputs()

const summary = suite('buildProcurementSummary :: hand-worked windows')
summary('as_of 2025-09-10, last 7 days (09-04..09-10) :: 79.6亿 budget, 50亿 award floor, 6 estimates left out', () => {
  // one award notice (CNAIP-005): CNAIP-006..012 are estimate records of its amounts, not notices
  const w = buildProcurementSummary(inputs, '2025-09-10').payload.windows.last_7_days
  assert.equal([w.start, w.end, w.days], ['2025-09-04', '2025-09-10', 7])
  // CNAIP-043 tender 预算总额高达79.6亿元 = 7,960,000,000
  assert.is(w.budget_total_cny, 7_960_000_000)
  // CNAIP-005 award 超过人民币50亿元 = 5,000,000,000 (a floor); CNAIP-007..012 are 粗略测算 estimates
  assert.is(w.award_total_cny, 5_000_000_000)
  assert.is(w.totals_include_lower_bounds, 1)
  assert.is(w.not_in_totals.estimate, 6)
  assert.is(w.candidate_total_cny, 0)
  assert.equal([w.tenders, w.awards, w.candidates], [1, 1, 0])
})
summary('as_of 2025-09-10, last 30 days (08-12..09-10) :: adds CNAIP-017 candidate 4620萬元', () => {
  const w = buildProcurementSummary(inputs, '2025-09-10').payload.windows.last_30_days
  assert.equal([w.start, w.end], ['2025-08-12', '2025-09-10'])
  assert.is(w.budget_total_cny, 7_960_000_000)
  assert.is(w.award_total_cny, 5_000_000_000)
  assert.is(w.candidate_total_cny, 46_200_000) // 4620 × 10,000
})
summary('as_of 2025-11-25 :: last 7 days empty; latest 7 days with records end 11-18 and sum three tenders', () => {
  const p = buildProcurementSummary(inputs, '2025-11-25').payload
  assert.equal(p.windows.last_7_days.record_ids, [])
  const w = p.windows.latest_7_days_with_records!
  assert.equal([w.start, w.end], ['2025-11-12', '2025-11-18'])
  // 12.42亿 (CNAIP-022) + 85000万 (CNAIP-023) + 78650万 (CNAIP-024) = 1,242,000,000 + 850,000,000 + 786,500,000
  assert.is(w.budget_total_cny, 2_878_500_000)
  // CNAIP-025 candidate 19284万元 = 192,840,000
  assert.is(w.candidate_total_cny, 192_840_000)
  // 30 days before 2025-11-25 (10-27..11-25) hold the same four notices
  assert.is(p.windows.last_30_days.budget_total_cny, 2_878_500_000)
})
summary('default as_of :: largest projects, no upcoming deadline (noted), links for all 56 records', () => {
  const p = buildProcurementSummary(inputs).payload
  assert.is(p.as_of, '2026-02-07')
  assert.equal(
    p.largest_projects.slice(0, 3).map((x) => [x.id, x.amount_cny]),
    [
      ['cnaip-004', 19_104_000_000],
      ['cnaip-013', 8_400_000_000],
      ['cnaip-043', 7_960_000_000],
    ],
  )
  assert.equal(p.upcoming_deadlines, [])
  assert.match(p.note ?? '', /No tender in the data has a deadline after as_of/)
  assert.is(p.items.length, 56)
  assert.ok(
    p.items.every((i) => i.page === `/${i.kind === 'tender' ? 'procurement-demands' : 'procurement-deals'}/${i.id}`),
  )
  assert.equal(
    buildProcurementSummary(inputs, '2024-08-01').payload.upcoming_deadlines.map((d) => d.id),
    ['cnaip-045'],
  )
})
summary('top suppliers :: award winners only; a candidate list is a bid, not a win', () => {
  const top = buildProcurementSummary(inputs).payload.top_suppliers
  // CNAIP-034: the winning consortium (华为 with 中国铁建电气化局, ranked first, 4.67亿元) counts; the
  // second candidate (中憬科技集团, 4.72亿元) does not.
  const huawei = top.find((t) => t.deal_ids.includes('cnaip-034'))!
  assert.is(huawei.name, '华为')
  // 4.67亿元 is the consortium's (shared with 中国铁建电气化局集团); CNAIP-056's 華為 3.2亿元 is its own
  assert.equal(
    [huawei.awards, huawei.consortium_awards, huawei.consortium_amount_cny, huawei.stated_amount_cny],
    [2, 1, 467_000_000, 320_000_000],
  )
  assert.not.ok(top.some((t) => /中憬/.test(t.name)))
  assert.ok(
    top.every((t) => t.awards > 0),
    'every listed supplier won something',
  )
  // 联通数字科技: the MG-02 包一 award (1.125亿) counts; its CNAIP-021 candidate bid (2638万) is listed beside it, not added.
  const unicom = topSuppliers(buildProcurementDeals(inputs).payload.items, 1000).find(
    (t) => t.supplier_id === 'unicom-digital',
  )!
  assert.equal([unicom.projects, unicom.stated_amount_cny, unicom.candidates], [1, 112_500_000, 1])
  // 中兴通讯 is among the unranked winners of the MG-08 award notice CNAIP-005; CNAIP-006/007 are estimates of that
  // award's amounts (测算), records of the notice, not notices: one project, one award.
  const zte = topSuppliers(buildProcurementDeals(inputs).payload.items, 1000).find((s) => s.supplier_id === 'zte')!
  assert.equal([zte.projects, zte.awards, zte.deal_ids], [1, 1, ['cnaip-005']])
})
summary.run()

const rate = suite('buildBudgetDealRate :: linked groups')
const r = buildBudgetDealRate(inputs).payload
rate('pairs :: exactly MG-02, MG-03, MG-04', () => {
  assert.equal(
    r.items.map((p) => p.match_key),
    ['MG-02', 'MG-03', 'MG-04'],
  )
})
rate('MG-02 湖南政务云 :: (1.125+1.137+1.137+1.15)亿 / 5亿 = 4.549/5 = 0.9098', () => {
  const p = r.items[0]
  assert.is(p.award_cny, 454_900_000)
  assert.is(p.budget_cny, 500_000_000)
  assert.is(p.rate, 0.9098)
  assert.is(p.packages, 4)
  assert.equal(p.deal_ids, ['cnaip-037', 'cnaip-038', 'cnaip-039', 'cnaip-040'])
})
rate('MG-03 贵阳机电 :: 4.67亿 / 5.03亿(含税) = 0.928429', () => {
  const p = r.items[1]
  assert.is(p.rate, Math.round((4.67 / 5.03) * 1e6) / 1e6)
  assert.is(p.rate, 0.928429)
  assert.is(p.budget_tax, 'incl')
  assert.is(p.pair_date, null)
})
rate('MG-04 电信算力一体机 :: first candidate 4620萬 / 4600萬 = 1.004348, flagged', () => {
  const p = r.items[2]
  assert.is(p.rate, 1.004348)
  assert.is(p.deal_kind, 'candidate')
  assert.ok(p.flags.includes('award above budget'))
  assert.ok(p.flags.includes('no award notice: first-ranked candidate bid used'))
})
rate('every pair :: both source links', () => {
  for (const p of r.items) {
    assert.match(p.tender_url, /^https?:/)
    assert.ok(p.deal_urls.length > 0)
  }
  assert.equal(r.items[0].deal_urls, ['http://www.cfyys.com.cn/show-list-104966.html'])
})
rate('MG-07 :: excluded as 废标 with the reason; MG-01/05/06/08 excluded with theirs', () => {
  const ex = Object.fromEntries(r.excluded.map((e) => [e.match_key, e.reason]))
  assert.match(ex['MG-07'], /^award cancelled \(废标\)/)
  assert.match(ex['MG-01'], /no budget/)
  assert.match(ex['MG-05'], /no budget/)
  assert.match(ex['MG-06'], /no award or candidate amount/)
  assert.match(ex['MG-08'], /no tender/)
  assert.equal(r.excluded.find((e) => e.match_key === 'MG-07')!.deal_ids, ['cnaip-042'])
})
rate('statistics :: overall and grouped n, mean, median, min, max', () => {
  // rates 0.9098, 0.928429, 1.004348: mean = 2.842577/3 = 0.947526
  assert.equal(r.overall, { n: 3, mean: 0.947526, median: 0.928429, min: 0.9098, max: 1.004348 })
  assert.equal(
    r.by_buyer_type.map((g) => [g.key, g.n]),
    [
      ['carrier', 2],
      ['government', 1],
    ],
  )
  assert.equal(
    r.by_region.map((g) => g.key),
    ['unknown', '湖南', '贵州'],
  )
})
rate("history :: grown from the notices' own dates, not only the 2 days a pair changed", () => {
  // one point per distinct page date of the 56 notices (27 days, 2020-02-18 .. 2026-02-07)
  assert.is(r.history.length, 27)
  assert.equal([r.history[0].date, r.history.at(-1)!.date], ['2020-02-18', '2026-02-07'])
  assert.equal(r.history[0].notice_ids, ['cnaip-002'])
  assert.equal([r.history[0].n, r.history[0].mean], [0, null])
  const at = (date: string) => r.history.find((h) => h.date === date)!
  assert.equal([at('2025-02-05').pair_ids, at('2025-02-05').mean], [['mg-02'], 0.9098])
  // (0.9098 + 1.004348) / 2
  assert.equal([at('2025-08-21').pair_ids, at('2025-08-21').mean], [['mg-02', 'mg-04'], 0.957074])
  assert.equal([r.history.at(-1)!.tenders_to_date, r.history.at(-1)!.deals_to_date], [12, 27])
  assert.match(r.note ?? '', /mg-03/)
})
rate('unmatched :: every bundled notice in no pair, with the reason', () => {
  const used = r.items.flatMap((p) => [p.tender_id, ...p.deal_ids])
  assert.is(used.length, 9)
  assert.is(r.unmatched.length, 56 - 9)
  const why = Object.fromEntries(r.unmatched.map((u) => [u.id, u.reason]))
  assert.is(
    why['cnaip-045'],
    'quotes project id 310110000240711114674-10134077, which no award or candidate notice in the bundled data quotes',
  )
  assert.is(why['cnaip-029'], 'quotes no project id and has no recorded link (match_group) to a tender notice')
  assert.match(why['cnaip-042'], /^linked group MG-07 gives no rate: award cancelled \(废标\)/)
  assert.match(why['cnaip-004'], /^linked group MG-01 gives no rate: tender states no budget/)
  assert.ok([...used, ...r.unmatched.map((u) => u.id)].length === 56)
})
rate('produceProcurement :: the async loader gives the same rate payload', async () => {
  const p = await produceProcurement()
  assert.equal(p.rate.payload, r)
})
rate.run()

import { suite } from 'uvu'
import { bundledInputs } from './bundled.ts'
import * as assert from 'uvu/assert'
import { buildProcurement } from '../../../../jobs/datasets/procurement/build.ts'
import type { NoticesFile, RawNotice } from '../../../../jobs/datasets/procurement/normalise.ts'
import {
  BudgetDealRatePayload,
  ProcurementDealsPayload,
  ProcurementDemandsPayload,
  ProcurementSummaryPayload,
  matchProcurementDeal,
  matchProcurementDemand,
} from '../../../../tools/procurement/schema.ts'

const inputs = bundledInputs()
const out = buildProcurement(inputs)
const demands = out.demands.payload.items
const deals = out.deals.payload.items
const byId = (id: string) => [...demands, ...deals].find((r) => r.id === id)!

const test = suite('buildProcurement :: bundled notices.json')
test('counts :: 15 tenders, 41 awards and candidates, none rejected', () => {
  assert.is(demands.length, 15)
  assert.is(deals.length, 41)
  assert.is(deals.filter((d) => d.kind === 'candidate').length, 13)
  assert.equal(out.demands.rejected, [])
})
test('payloads :: pass their zod schemas', () => {
  ProcurementDemandsPayload.parse(out.demands.payload)
  ProcurementDealsPayload.parse(out.deals.payload)
  ProcurementSummaryPayload.parse(out.summary.payload)
  BudgetDealRatePayload.parse(out.rate.payload)
})
test(
  "as_of :: each feed's newest page date, not the clock (issue " + "22: demands said 2026-02-07, an award's date)",
  () => {
    const newest = (rs: { page_date: string | null }[]) =>
      rs
        .map((r) => r.page_date ?? '')
        .sort()
        .at(-1)
    assert.is(out.demands.payload.as_of, newest(out.demands.payload.items))
    assert.is(out.demands.payload.as_of, '2025-11-18')
    assert.is(out.deals.payload.as_of, newest(out.deals.payload.items))
    assert.is(out.summary.payload.as_of, '2026-02-07')
  },
)
test('ids :: unique, lower-case, stable across two builds', () => {
  const ids = [...demands, ...deals].map((r) => r.id)
  assert.is(new Set(ids).size, 56)
  assert.ok(ids.every((id) => /^[a-z0-9-]+$/.test(id)))
  const again = buildProcurement(structuredClone(inputs))
  assert.equal(
    [...again.demands.payload.items, ...again.deals.payload.items].map((r) => r.id),
    ids,
  )
  assert.is(byId('cnaip-045').page, '/procurement-demands/cnaip-045')
})
test('tender :: budget parsed, raw words kept, deadline, project id', () => {
  const t = byId('cnaip-045')
  assert.ok(t.kind === 'tender')
  if (t.kind !== 'tender') return
  assert.is(t.budget?.value, 2_610_000)
  assert.is(t.budget_raw, '2610000.00 元')
  assert.equal([t.deadline, t.deadline_time], ['2024-09-02', '10:00'])
  assert.is(t.project_id, '310110000240711114674-10134077')
  assert.is(t.category, 'other')
})
test('estimates :: stay flagged', () => {
  assert.equal(
    deals.filter((d) => d.amount_is_estimate).map((d) => d.id),
    ['cnaip-006', 'cnaip-007', 'cnaip-008', 'cnaip-009', 'cnaip-010', 'cnaip-011', 'cnaip-012'],
  )
})
test('废标 :: only CNAIP-042 is cancelled', () => {
  assert.equal(
    deals.filter((d) => d.cancelled).map((d) => d.id),
    ['cnaip-042'],
  )
})
test('undated and month-only pages :: null with the reason', () => {
  const r = byId('cnaip-027')
  assert.is(r.page_date, null)
  assert.match(r.page_date_note ?? '', /no year/)
  assert.match(byId('cnaip-052').page_date_note ?? '', /only a month/)
})
test('bad records :: rejected with a reason, never published', () => {
  const good = inputs.notices.records[0] as RawNotice
  const file: NoticesFile = {
    ...inputs.notices,
    records: [
      good,
      { ...good },
      { ...good, id: 'X-1', source_url: '' },
      { ...good, id: 'X-2', kind: 'rumour' },
      { ...good, id: 'X-3', evidence: '' },
      { ...good, id: 'X-4', sample: true },
      { ...good, id: 'X-5', suppliers: 'several' },
    ],
  }
  const r = buildProcurement({ ...inputs, notices: file })
  assert.is(r.demands.payload.items.length, 1)
  assert.equal(
    r.demands.rejected.map((x) => x.reason),
    [
      'suppliers: Invalid input: expected array, received string',
      'duplicate id cnaip-001',
      'no source URL',
      'unknown kind: rumour',
      'no evidence quote',
      'test-only sample record',
    ],
  )
  assert.ok(r.demands.rejected.every((x) => x.source && x.record))
})
test('filters :: region, category, since, query, supplier, kind', () => {
  assert.equal(
    demands.filter((d) => matchProcurementDemand(d, { region: '新疆' })).map((d) => d.id),
    ['cnaip-023'],
  )
  assert.equal(
    demands.filter((d) => matchProcurementDemand(d, { category: 'gov_cloud' })).map((d) => d.id),
    ['cnaip-036'],
  )
  assert.equal(
    demands.filter((d) => matchProcurementDemand(d, { since: '2025-11-01' })).map((d) => d.id),
    ['cnaip-022', 'cnaip-023', 'cnaip-024'],
  )
  assert.equal(
    deals.filter((d) => matchProcurementDeal(d, { supplier: '华为云' })).map((d) => d.id),
    ['cnaip-040'],
  )
  assert.equal(deals.filter((d) => matchProcurementDeal(d, { query: '政务云', kind: 'award' })).length, 4)
  assert.is(deals.filter((d) => matchProcurementDeal(d, { include_cancelled: false })).length, 40)
})
test.run()

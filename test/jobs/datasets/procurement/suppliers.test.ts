import { readFileSync } from 'node:fs'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { buildProcurement } from '../../../../jobs/datasets/procurement/build.ts'
import { parseSupplierTable, resolveSupplier } from '../../../../jobs/datasets/procurement/suppliers.ts'
import { topSuppliers } from '../../../../jobs/datasets/procurement/summary.ts'
import { bundledInputs, SUPPLIERS_CSV } from './bundled.ts'

const inputs = bundledInputs()
const table = inputs.suppliers
const out = buildProcurement(inputs)
const deals = out.deals.payload.items
const everyone = topSuppliers(deals, 1000)
const ids = (name: string) => resolveSupplier(name, table).entities.map((e) => e.id)

const names = suite('suppliers.csv :: the names of the bundled notices')
names(
  'every name in the table :: is written in a bundled notice or its stored page (built from them, not from memory)',
  () => {
    const text =
      readFileSync(new URL('../../../../data/bundled/procurement/notices.json', import.meta.url), 'utf8') +
      ['1', '2', '3', '4', '5', '6', '7', '8']
        .map((n) => readFileSync(new URL(`../../../../data/bundled/procurement/raw/${n}.txt`, import.meta.url), 'utf8'))
        .join('\n')
    for (const e of table.entities) {
      for (const n of [e.legal_name, ...e.short_names, ...e.english_names])
        if (n) assert.ok(text.includes(n), `${e.id}: ${n} is in no bundled notice`)
    }
  },
)
names('every supplier of every notice :: resolves to a row', () => {
  assert.equal(out.report.suppliers_not_in_table, [])
  for (const d of deals) for (const s of d.suppliers) assert.ok(s.entities.length > 0, `${d.id}: ${s.name}`)
})
names('a spelling in two rows :: refused', () => {
  assert.throws(
    () => parseSupplierTable(`${SUPPLIERS_CSV}dup,,华为,,,"a second row claiming 华为"\n`),
    /华为 is in rows huawei and dup/,
  )
})
names.run()

const notices = suite('top suppliers :: award notices, not records')
notices('an estimate of an award (amount_is_estimate) :: credits no award; each supplier its notices only', () => {
  const estimates = new Set(deals.filter((d) => d.amount_is_estimate).map((d) => d.id))
  assert.ok(estimates.size > 0, 'the bundled notices include estimate records')
  for (const row of everyone) {
    assert.ok(
      row.deal_ids.every((id) => !estimates.has(id)),
      `${row.supplier_id} credited an estimate`,
    )
    assert.is(row.awards, row.deal_ids.length, row.supplier_id)
  }
  const won = (id: string) => everyone.find((r) => r.supplier_id === id)!
  // 华鲲振宇 and 河南昆仑 won the MG-01 标包1 and MG-08 notices; CNAIP-006/010/011/012 estimate MG-08's amounts.
  assert.equal([won('huakun-zhenyu').awards, won('huakun-zhenyu').deal_ids], [2, ['cnaip-004', 'cnaip-005']])
  assert.equal(won('kunlun').awards, 2)
  assert.ok(won('changjiang-computing').deal_ids.every((id) => !estimates.has(id)))
})
notices('the window counts :: award notices, estimates left out', () => {
  const w = out.summary.payload.windows.last_30_days
  const inside = deals.filter((d) => w.record_ids.includes(d.id))
  assert.is(w.awards, inside.filter((d) => d.kind === 'award' && !d.amount_is_estimate).length)
})
notices.run()

const one = suite('one name per company')
one('北京神州数码云科 :: CNAIP-044 names it once per lot; the lot note leaves the name and it counts once', () => {
  const d = deals.find((x) => x.id === 'cnaip-044')!
  assert.equal(
    d.suppliers.map((s) => s.entities.map((e) => e.id)),
    [['digital-china-yunke'], ['digital-china-yunke']],
  )
  assert.equal(
    d.suppliers.map((s) => s.name_notes),
    [['标包五第4中标候选人'], ['标包七第3中标候选人']],
  )
  assert.equal(
    d.suppliers.map((s) => s.entities[0].name),
    ['北京神州数码云科信息技术有限公司', '北京神州数码云科信息技术有限公司'],
  )
  assert.not.ok(
    everyone.some((r) => /神州数码云科/.test(r.name)),
    'a candidate list is not a win',
  )
  // were the two lot entries winners, they would still be one company with one notice
  const asAward = { ...d, kind: 'award' as const, suppliers: d.suppliers.map((s) => ({ ...s, rank: null })) }
  const rows = topSuppliers([asAward]).filter((r) => /神州数码云科/.test(r.name))
  assert.equal(
    rows.map((r) => [r.supplier_id, r.projects, r.awards, r.names_as_written.length]),
    [['digital-china-yunke', 1, 1, 2]],
  )
  // its parent, 神州数码集团股份有限公司 (证券简称 神州数码), is a row of its own
  assert.not.equal(ids('神州数码')[0], ids('北京神州数码云科信息技术有限公司(标包五第4中标候选人)')[0])
})
one('华鲲振宇 :: three spellings in the data, one company, one row of the summary', () => {
  for (const n of ['华鲲振宇 (Huakun Zhenyu)', '华鲲振宇', '四川华鲲振宇']) assert.equal(ids(n), ['huakun-zhenyu'], n)
  const rows = everyone.filter((r) => /华鲲振宇|Huakun/.test(r.names_as_written.join('|')))
  assert.is(rows.length, 1)
  // MG-01 (CNAIP-004) and MG-08 (CNAIP-005) won; CNAIP-006/011 estimate MG-08's amounts; CNAIP-026's 四川华鲲振宇
  // is a candidate list
  assert.equal([rows[0].projects, rows[0].awards, rows[0].candidates], [2, 2, 1])
  assert.equal(rows[0].deal_ids, ['cnaip-004', 'cnaip-005'])
})
one('中兴通讯 and 深圳市中兴通讯技术服务 :: a parent and its subsidiary stay apart', () => {
  assert.equal(ids('中兴通讯'), ['zte'])
  assert.equal(ids('中興通訊股份有限公司'), ['zte'])
  assert.equal(ids('中兴通讯股份有限公司'), ['zte'])
  const svc = deals.find((x) => x.id === 'cnaip-032')!.suppliers[0].entities
  assert.equal(
    svc.map((e) => [e.id, e.role, e.share]),
    [
      ['zte-technical-service', 'lead', '30%'],
      ['xiangjiang-system', 'member', '52.6%'],
      ['shanghai-posts-design', 'member', '0.4%'],
      ['shanghai-qisi-cloud', 'member', '17%'],
    ],
  )
  const zte = everyone.find((r) => r.supplier_id === 'zte')!
  // CNAIP-015, -017 and -025 are candidate lists naming 中兴通讯股份有限公司; MG-08's three notices are its one won project
  assert.equal([zte.name, zte.projects, zte.candidates], ['中兴通讯股份有限公司', 1, 3])
  assert.not.ok(
    everyone.some((r) => r.supplier_id === 'zte-technical-service'),
    'a candidate (CNAIP-032), never a winner',
  )
})
one('CNAIP-034 :: the winning consortium is 华为 (lead) with 中国铁建电气化局集团 (member), both credited', () => {
  const [win, second] = deals.find((x) => x.id === 'cnaip-034')!.suppliers
  assert.equal(
    win.entities.map((e) => [e.id, e.role]),
    [
      ['huawei', 'lead'],
      ['crcc-electrification', 'member'],
    ],
  )
  assert.equal(
    second.entities.map((e) => e.id),
    ['zhongjing-tech', 'zhongying-lvneng'],
  )
  const crcc = everyone.find((r) => r.supplier_id === 'crcc-electrification')!
  assert.equal([crcc.projects, crcc.consortium_amount_cny, crcc.stated_amount_cny], [1, 467_000_000, 0])
  assert.not.ok(everyone.some((r) => r.supplier_id === 'zhongjing-tech'))
  // 华为云 (CNAIP-040) is a name of its own, kept apart from 华为
  assert.equal(ids('华为云'), ['huawei-cloud'])
  assert.equal(ids('華為'), ['huawei'])
})
one('a bracket of the legal name :: stays (研揚科技(蘇州)有限公司, 中建新疆建工(集团)有限公司)', () => {
  assert.equal(resolveSupplier('研揚科技(蘇州)有限公司', table).notes, [])
  const r = resolveSupplier(
    '中建新疆建工(集团)有限公司(联合体成员:中建新远建设有限公司、中国建筑西北设计研究院有限公司、石家庄云集科技有限公司)',
    table,
  )
  assert.equal(
    r.entities.map((e) => [e.name, e.role]),
    [
      ['中建新疆建工(集团)有限公司', 'lead'],
      ['中建新远建设有限公司', 'member'],
      ['中国建筑西北设计研究院有限公司', 'member'],
      ['石家庄云集科技有限公司', 'member'],
    ],
  )
})
one('the deals filter :: supplier 华鲲振宇 finds all three spellings, Huakun finds them too', async () => {
  const { matchDeal } = await import('../../../../tools/procurement/procurement-deals.ts')
  const hits = (supplier: string) => deals.filter((d) => matchDeal(d, { supplier })).map((d) => d.id)
  assert.equal(hits('华鲲振宇'), ['cnaip-004', 'cnaip-005', 'cnaip-006', 'cnaip-011', 'cnaip-026'])
  assert.equal(hits('Huakun'), hits('华鲲振宇'))
})
one.run()

import { readFileSync } from 'node:fs'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { parseCcgpNotice } from '../../../../jobs/datasets/procurement/ccgp.ts'
import { parseGgzyNotice } from '../../../../jobs/datasets/procurement/ggzy.ts'

const sample = (name: string) =>
  readFileSync(new URL(`../../../fixtures/procurement/samples/${name}`, import.meta.url), 'utf8')
const raw = (n: number) =>
  readFileSync(new URL(`../../../../data/bundled/procurement/raw/${n}.txt`, import.meta.url), 'utf8')

const ccgp = suite('parseCcgpNotice :: test-only samples and raw pages')
ccgp('samples :: carry the test-only header', () => {
  for (const f of [
    'ccgp-tender-sample.txt',
    'ccgp-award-sample.txt',
    'ggzy-candidate-sample.txt',
    'ggzy-award-sample.txt',
  ])
    assert.match(sample(f).split('\n')[0], /^# TEST-ONLY SAMPLE/)
})
ccgp('tender sample :: id, title, buyer, agency, budget, ceiling, deadline from the section heading', () => {
  const r = parseCcgpNotice(sample('ccgp-tender-sample.txt'))
  assert.is(r.kind, 'tender')
  assert.is(r.project_id, 'SAMPLE-HCZB-2025-0412')
  assert.is(r.title, '示例大学人工智能算力平台(GPU服务器)采购项目')
  assert.is(r.buyer, '示例大学')
  assert.is(r.agency, '示例招标咨询有限公司')
  assert.is(r.budget?.value, 3_685_000)
  assert.is(r.max_price?.value, 3_685_000)
  assert.equal([r.deadline?.date, r.deadline?.time], ['2025-03-21', '09:30'])
  assert.equal(r.missing, [])
})
ccgp('award sample :: supplier and 中标（成交）金额 in full-width digits with (万元)', () => {
  const r = parseCcgpNotice(sample('ccgp-award-sample.txt'))
  assert.is(r.kind, 'award')
  assert.equal(
    r.suppliers.map((s) => [s.name, s.amount?.value]),
    [['示例计算科技有限公司', 3_452_000]],
  )
  assert.is(r.award_amount?.value, 3_452_000)
  assert.is(r.buyer, '示例大学')
})
ccgp('raw/5.txt (lawinsider tender document) :: real id, budget, ceiling, deadline', () => {
  const r = parseCcgpNotice(raw(5))
  assert.is(r.kind, 'tender')
  assert.is(r.project_id, '310110000240711114674-10134077')
  assert.is(r.title, 'AIGC 实训室建设项目')
  assert.is(r.buyer, '上海师范大学附属xx现代') // the page breaks the name across lines
  assert.is(r.budget?.value, 2_610_000)
  assert.is(r.max_price?.value, 2_610_000)
  assert.equal([r.deadline?.date, r.deadline?.time], ['2024-09-02', '10:00'])
})
ccgp('raw/1, 2, 8 (news prose) :: no labelled fields, listed as missing, nothing invented', () => {
  for (const n of [1, 2, 8]) {
    const r = parseCcgpNotice(raw(n))
    assert.is(r.project_id, null)
    assert.is(r.title, null)
    assert.ok(r.missing.includes('title'))
  }
})
ccgp.run()

const ggzy = suite('parseGgzyNotice :: test-only samples and raw pages')
ggzy('candidate sample :: ranked candidates with their bids, ceiling, opening time', () => {
  const r = parseGgzyNotice(sample('ggzy-candidate-sample.txt'))
  assert.is(r.kind, 'candidate')
  assert.is(r.project_id, 'E0000000000SAMPLE001')
  assert.is(r.buyer, '示例州数据投资有限公司')
  assert.is(r.max_price?.value, 128_000_000)
  assert.equal(
    r.suppliers.map((s) => [s.name, s.rank, s.amount?.value]),
    [
      ['示例云计算有限公司', 1, 126_543_210.5],
      ['示例数字技术有限公司', 2, 127_000_000],
    ],
  )
  assert.is(r.award_amount?.value, 126_543_210.5)
  assert.equal([r.deadline?.date, r.deadline?.time], ['2025-04-02', '09:30'])
})
ggzy('award sample :: approximate tax-inclusive budget and the award amount', () => {
  const r = parseGgzyNotice(sample('ggzy-award-sample.txt'))
  assert.is(r.kind, 'award')
  assert.equal([r.budget?.value, r.budget?.approx, r.budget?.tax], [120_000_000, true, 'incl'])
  assert.is(r.award_amount?.value, 110_000_000)
  assert.is(r.suppliers[0].name, '示例移动通信有限公司示例分公司')
})
ggzy('raw/4.txt (凉山 评标结果公示 quoted by 城地香江) :: title, 招标人, first candidate and its bid', () => {
  const r = parseGgzyNotice(raw(4))
  assert.is(r.kind, 'candidate')
  assert.is(r.title, '珑腾凉山州AI数据中心项目(一期)(设计施工总承包标段)')
  assert.is(r.buyer, '四川盐腾数据科技有限责任公司')
  assert.equal(
    r.suppliers.map((s) => [s.name, s.rank, s.amount?.value]),
    [['中建三局第一建设工程有限责任公司', 1, 595_409_563.55]],
  )
})
ggzy('raw/6.txt (神州数码 disclosure) :: (二)项目名称 and (三)招标人', () => {
  const r = parseGgzyNotice(raw(6))
  assert.is(r.title, '2022年中国联通通用服务器集中采购项目')
  assert.is(r.buyer, '中国联合网络通信有限公司及省分公司、联通数字科技有限公司等子公司')
})
ggzy.run()

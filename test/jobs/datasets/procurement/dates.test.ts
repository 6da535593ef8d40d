import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { parseDate, type DateContext } from '../../../../jobs/datasets/procurement/dates.ts'

type Row = [text: string, date: string | null, time?: string | null, ctx?: DateContext]

// Quoted from notices.json `published`/`deadline`/`other_dates` and raw/*.txt, then labelled synthetic cases.
const ROWS: Row[] = [
  ['2020-02-18 16:06', '2020-02-18', '16:06'], // CNAIP-002
  ['2024-09-02 10:00:00(北京时间)', '2024-09-02', '10:00'], // CNAIP-045 deadline
  ['2023年10月15日(候选人公布)', '2023-10-15'], // CNAIP-013
  ['2024年6月28日', '2024-06-28'], // CNAIP-014
  ['7月16日(2025年)', '2025-07-16'], // CNAIP-016: year written beside the day
  ['1月30日(2022年,C114报道日期)', '2022-01-30'], // CNAIP-001
  ['11月18日(2025年;周报日期2025-11-25)', '2025-11-18'], // CNAIP-022
  ['2024年8月12日(收到中标通知书);公告2024-08-13晚间', '2024-08-12'], // CNAIP-029: the first date
  ['公示日期:截至2023年2月20日', '2023-02-20'], // CNAIP-044
  ['2025年04月09日 至 2025年04月15日', '2025-04-09'], // CNAIP-028 公示期
  ['May 16 (2024)', '2024-05-16'], // CNAIP-004
  ['2026-02-07 (聯合報報道日期;中國政府採購網發布中標公告)', '2026-02-07'], // CNAIP-055
  ['12月3日(金融界报道;年份未在存档文本中给出)', null], // CNAIP-027: no year anywhere
  ['1月28日(报道称“截至1月底”完成集采)', null], // CNAIP-006
  ['December 2022', null], // CNAIP-052: month only
  ['In July (2022)', null], // CNAIP-048: month only
  ['2025年(第二批採購)', null], // CNAIP-056: year only
  ['[synthetic] 2025年3月14日 09:30', '2025-03-14', '09:30'],
  ['[synthetic] 3月14日', '2025-03-14', null, { date: '2025-06-01' }],
  ['[synthetic] 3月14日 (year given as a number)', '2024-03-14', null, { year: 2024 }],
  ['[synthetic] 2024/9/2', '2024-09-02'],
  ['[synthetic] ２０２５年３月１４日　０９：３０', '2025-03-14', '09:30'],
  ['[synthetic] 2025年03月21日 09点30分(北京时间)', '2025-03-21', '09:30'],
  ['[synthetic] 2025-02-30', null],
  ['[synthetic] 2024-02-29', '2024-02-29'],
]

const test = suite('parseDate :: table')
for (const [text, date, time, ctx] of ROWS) {
  test(`${text} :: ${date ?? 'null'}`, () => {
    const d = parseDate(text, ctx)
    assert.is(d.date, date)
    if (d.date === null) assert.ok('reason' in d && d.reason.length > 0)
    else if (time !== undefined) assert.is('time' in d && d.time, time)
  })
}
test('year-less date :: marked as taking its year from context', () => {
  const d = parseDate('3月14日', { date: '2025-06-01' })
  assert.ok('year_from_context' in d && d.year_from_context)
  assert.is(parseDate('3月14日').date, null)
})
test('failure reasons :: say what is missing', () => {
  assert.match((parseDate('December 2022') as { reason: string }).reason, /only a month/)
  assert.match((parseDate('2025年(第二批採購)') as { reason: string }).reason, /only a year/)
  assert.match((parseDate('2025-02-30') as { reason: string }).reason, /not a real calendar date/)
})
test.run()

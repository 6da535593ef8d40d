import { readFileSync } from 'node:fs'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { parseAmount, parseAmounts } from '../../../../jobs/datasets/procurement/amounts.ts'

type Row = [
  text: string,
  value: number | null,
  opts?: { cur?: 'USD'; approx?: true; lower?: true; tax?: 'incl' | 'excl'; upper?: number; count?: number },
]

// Quoted from notices.json (budget / award_amount / evidence / notes) and raw/*.txt, then labelled synthetic cases.
const REAL: Row[] = [
  ['55,054万元(不含税)', 550_540_000, { tax: 'excl' }], // CNAIP-001
  ['预算金额55,054万元(不含税)。', 550_540_000, { tax: 'excl' }], // raw/1.txt
  ['9亿元(不含税)', 900_000_000, { tax: 'excl' }], // CNAIP-002
  ['V1(推理型)产品预算2.5亿元(不含税),V2(训练型)产品预算6.5亿元(不含税)', 250_000_000, { tax: 'excl', count: 2 }], // raw/2.txt
  ['about 19.104 billion yuan (excluding tax)', 19_104_000_000, { approx: true, tax: 'excl' }], // CNAIP-004
  [
    '超过人民币50亿元(集采金额);标包1-4类CUDA生态总含税价超17亿元;标包5-6 CANN生态总含税价约34亿元',
    5_000_000_000,
    { lower: true, count: 3 },
  ], // CNAIP-005
  ['含税约51.387亿元', 5_138_700_000, { approx: true, tax: 'incl' }], // CNAIP-006
  ['约8.85亿元', 885_000_000, { approx: true }], // CNAIP-007
  ['约34.517亿元', 3_451_700_000, { approx: true }], // CNAIP-005 notes
  ['总集采金额超84亿元', 8_400_000_000, { lower: true }], // CNAIP-013
  ['1650萬元(不含税) (第一中标候选人报价)', 16_500_000, { tax: 'excl' }], // CNAIP-015
  ['投標報價是1602.5萬元(不含税)', 16_025_000, { tax: 'excl' }], // raw/8.txt
  ['4600萬元(採購金額)', 46_000_000], // CNAIP-016
  ['項目金額超1600萬元', 16_000_000, { lower: true }], // raw/8.txt
  ['研揚科技投標報價為4620萬元(不含税);中興通訊投標報價為4572萬元(不含税)', 46_200_000, { tax: 'excl', count: 2 }], // raw/8.txt
  ['标包1 6000万元(不含税);标包2 4000万元(不含税)', 60_000_000, { tax: 'excl', count: 2 }], // CNAIP-018
  ['2598.84万元(不含税) (第一中标候选人报价)', 25_988_400, { tax: 'excl' }], // CNAIP-021
  ['中移系统集成报价2703.61万元', 27_036_100], // CNAIP-021 evidence
  ['合同估算价12.42亿元', 1_242_000_000, { approx: true }], // CNAIP-022 (估算价 = estimated)
  ['资金来源为自筹资金 85000 万元', 850_000_000], // raw/3.txt
  ['预算 78650 万元', 786_500_000], // CNAIP-024
  ['中兴通讯股份有限公司以19284万元中标', 192_840_000], // raw/3.txt
  ['两个已公布标包不含税金额约20亿元', 2_000_000_000, { approx: true, tax: 'excl' }], // CNAIP-026
  ['约6.3311亿元', 633_110_000, { approx: true }], // CNAIP-026 supplier
  ['人民币 67,078.0672 万元', 670_780_672], // CNAIP-027
  ['5、经评审投标报价(元):595409563.55', 595_409_563.55], // raw/4.txt
  ['中标价格约为13亿元', 1_300_000_000, { approx: true }], // CNAIP-029
  ['总投资36094.44万元', 360_944_400], // CNAIP-030 evidence
  ['经评审投标报价16.32亿元', 1_632_000_000], // CNAIP-031
  ['投标报价达12.196亿元', 1_219_600_000], // CNAIP-032
  ['5.03亿元(含税)', 503_000_000, { tax: 'incl' }], // CNAIP-033
  ['4.67亿元', 467_000_000], // CNAIP-034
  ['总预算金额5亿元;4个标包,每个标包预算1.25亿元', 500_000_000, { count: 2 }], // CNAIP-036
  ['包一中标的是联通数字科技,成交金额1.125亿', 112_500_000], // raw/7.txt
  ['1.137亿', 113_700_000], // CNAIP-038
  ['总预算 5.54 亿', 554_000_000], // CNAIP-041
  ['35298 万元', 352_980_000], // CNAIP-042
  ['预算总额高达79.6亿元(不含税)', 7_960_000_000, { tax: 'excl' }], // CNAIP-043
  ['标包五的投标报价为954,270,193元(不含税)', 954_270_193, { tax: 'excl' }], // raw/6.txt
  ['483,304,480元(不含税)', 483_304_480, { tax: 'excl' }], // CNAIP-044
  ['预算金额:2610000.00 元', 2_610_000], // raw/5.txt
  ['最高限价: 包 1-2610000.00 元', 2_610_000], // raw/5.txt: "包 1" is a package number, not a range
  ['more than $400,000', 400_000, { cur: 'USD', lower: true }], // CNAIP-046
  ['about $250,000', 250_000, { cur: 'USD', approx: true }], // CNAIP-047
  ['nearly $100,000', 100_000, { cur: 'USD', approx: true }], // CNAIP-050
  ['人民幣1.5億元', 150_000_000], // CNAIP-055
  ['設備單價為人民幣4459.8萬元', 44_598_000], // CNAIP-055 evidence
  ['1.55億元人民幣', 155_000_000], // CNAIP-055 notes (yahoo)
  ['155 million yuan', 155_000_000], // CNAIP-055 notes (lavx)
  ['RMB15 billion ($2.1 billion)', 15_000_000_000, { count: 2 }], // CNAIP-003 notes
  ['Kunpeng 4.285 billion yuan', 4_285_000_000], // CNAIP-043 notes
]

const SYNTHETIC: Row[] = [
  ['[synthetic] １２３，４５６元', 123_456],
  ['[synthetic] 约３．５亿元（含税）', 350_000_000, { approx: true, tax: 'incl' }],
  ['[synthetic] 3000万元至5000万元', 30_000_000, { upper: 50_000_000 }],
  ['[synthetic] 100-200万元', 1_000_000, { upper: 2_000_000 }],
  ['[synthetic] 1亿~2亿元', 100_000_000, { upper: 200_000_000 }],
  ['[synthetic] US$ 300 million', 300_000_000, { cur: 'USD' }],
  ['[synthetic] $1.2 billion', 1_200_000_000, { cur: 'USD' }],
  ['[synthetic] 500万美元', 5_000_000, { cur: 'USD' }],
  ['[synthetic] 逾10亿元', 1_000_000_000, { lower: true }],
  ['[synthetic] 1000万元以上', 10_000_000, { lower: true }],
  ['[synthetic] 預算金額：１，２００萬元（不含稅）', 12_000_000, { tax: 'excl' }],
  ['[synthetic] 待定', null],
  ['[synthetic] 8054台,标包1-4', null],
  ['[synthetic] 2025年', null],
]

const test = suite('parseAmount :: table')
for (const [text, value, o = {}] of [...REAL, ...SYNTHETIC]) {
  test(`${text} :: ${value ?? 'null'}`, () => {
    const a = parseAmount(text)
    assert.is(a.value, value)
    if (a.value === null) {
      assert.ok('reason' in a && a.reason.length > 0)
      return
    }
    assert.ok('currency' in a)
    assert.is(a.currency, o.cur ?? 'CNY')
    assert.is(a.approx, o.approx === true, 'approx')
    assert.is(a.lower_bound, o.lower === true, 'lower_bound')
    assert.is(a.tax, o.tax ?? null, 'tax')
    assert.is(a.upper_bound, o.upper, 'upper_bound')
    if (o.count) assert.is(parseAmounts(text).length, o.count, 'amount count')
  })
}
test('empty :: null with reason', () => {
  assert.equal(parseAmount(null), { value: null, raw: '', reason: 'no amount given' })
})
test("second amount of a list :: its own clause's tax and qualifiers", () => {
  const all = parseAmounts(REAL[5][0])
  assert.equal(
    all.map((a) => [a.value, a.lower_bound, a.approx, a.tax]),
    [
      [5e9, true, false, null],
      [1.7e9, true, false, 'incl'],
      [3.4e9, false, true, 'incl'],
    ],
  )
  assert.equal(
    parseAmounts('RMB15 billion ($2.1 billion)').map((a) => a.currency),
    ['CNY', 'USD'],
  )
})
test.run()

const pages = suite('parseAmounts :: every raw/*.txt page text')
// amounts a reader finds in each stored page (after the URL and provenance lines), in page order
const PAGES: [number, number[]][] = [
  [1, [550_540_000]],
  [2, [900_000_000, 900_000_000, 250_000_000, 650_000_000]],
  [
    3,
    [
      1_242_000_000, 1_242_000_000, 850_000_000, 850_000_000, 790_000_000, 786_500_000, 190_000_000, 192_840_000,
      160_000_000,
    ],
  ],
  [4, [595_409_563.55]], // "6、其他需要说明的信息" is a list number, not yuan
  [5, [2_610_000, 2_610_000, 2_610_000]],
  [6, [954_270_193, 483_304_480, 954_270_193, 483_304_480]],
  [7, [500_000_000, 125_000_000, 112_500_000, 113_700_000, 113_700_000, 115_000_000]],
  [8, [16_000_000, 46_000_000, 125_700_000_000, 123_063_000_000, 16_500_000, 16_025_000, 46_200_000, 45_720_000]],
]
for (const [n, values] of PAGES) {
  pages(`raw/${n}.txt :: ${values.length} amounts`, () => {
    const text = readFileSync(new URL(`../../../../data/bundled/procurement/raw/${n}.txt`, import.meta.url), 'utf8')
    assert.equal(
      parseAmounts(text.split('\n').slice(2).join('\n')).map((a) => a.value),
      values,
    )
  })
}
pages.run()

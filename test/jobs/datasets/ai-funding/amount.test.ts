import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { parseAmount } from '../../../../jobs/datasets/ai-funding/amount.ts'

// Real strings from funding_rounds_sourced.json / the brief; [words, fallback currency, value, currency, qualifier].
const ROWS: [string, 'USD' | 'CNY' | 'HKD' | null, number, string, string | null][] = [
  ['$6.6 billion', null, 6_600_000_000, 'USD', null],
  ['US$500 million', 'USD', 500_000_000, 'USD', null],
  ['more than $700 million', 'USD', 700_000_000, 'USD', 'over'],
  ['approximately $2 billion', 'USD', 2_000_000_000, 'USD', 'about'],
  ['up to $200 million', 'USD', 200_000_000, 'USD', 'up_to'],
  ['超10亿元', 'CNY', 1_000_000_000, 'CNY', 'over'],
  ['超 50 亿元人民币', 'CNY', 5_000_000_000, 'CNY', 'over'],
  ['约5亿元人民币', null, 500_000_000, 'CNY', 'about'],
  ['近5亿 (人民币)', null, 500_000_000, 'CNY', 'nearly'],
  ['5,000万美元', 'USD', 50_000_000, 'USD', null],
  ['3亿美元(22亿元)', 'USD', 300_000_000, 'USD', null],
  ['融资 3000 万美元,估值 2 亿美元', 'USD', 30_000_000, 'USD', null],
  ['HK$4.19 billion (US$538 million) planned', 'HKD', 4_190_000_000, 'HKD', null],
  ['募资总额预计将达43亿港元 (3741.95万股H股 × 116.20港元)', 'HKD', 4_300_000_000, 'HKD', 'about'],
  ['共发行4010万股,发行价为104.66元/股,总募资规模约41.97亿元', 'CNY', 4_197_000_000, 'CNY', 'about'],
  ['发行价格:1,195.02元/股;募集资金总额:人民币 3,985,327,168.92元', 'CNY', 3_985_327_168.92, 'CNY', null],
  ['拟募资60亿', 'CNY', 6_000_000_000, 'CNY', null],
  ['2亿追加投资', 'CNY', 200_000_000, 'CNY', null],
  ['750 Millionen US-Dollar', 'USD', 750_000_000, 'USD', null],
  ['$30bn', 'USD', 30_000_000_000, 'USD', null],
  ['at least $600m', 'USD', 600_000_000, 'USD', 'over'],
  [
    '$40.00 per share; 36,590,000 primary shares (+910,000 by selling stockholders); raise cut to $1.5bn',
    'USD',
    1_500_000_000,
    'USD',
    null,
  ],
]

const table = suite('parseAmount :: table of real strings')
for (const [words, fallback, value, currency, qualifier] of ROWS) {
  table(`${words} :: ${value} ${currency} ${qualifier ?? 'exact'}`, () => {
    const got = parseAmount(words, fallback)
    assert.is(got.value, value)
    assert.is(got.currency, currency)
    assert.is(got.qualifier, qualifier)
  })
}
table.run()

const nulls = suite('parseAmount :: no number')
const NULL_ROWS: [string, RegExp][] = [
  ['数亿美元', /vague magnitude/],
  ['数亿元', /vague magnitude/],
  ['亿级人民币', /vague magnitude/],
  ['not disclosed (注册资本由约4847万元增至约5097万元)', /not disclosed/],
  ['not stated', /not disclosed/],
  ['', /no amount reported/],
]
for (const [words, reason] of NULL_ROWS) {
  nulls(`${words || '(empty)'} :: null with reason`, () => {
    const got = parseAmount(words, 'CNY')
    assert.is(got.value, null)
    assert.ok('reason' in got && reason.test(got.reason), JSON.stringify(got))
  })
}
nulls.run()

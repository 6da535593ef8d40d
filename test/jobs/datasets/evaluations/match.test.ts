import { readFileSync } from 'node:fs'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { createMatcher, normaliseName } from '../../../../jobs/datasets/evaluations/match.ts'
import { currentPrices } from './prices.ts'

type Pair = { source: string; name: string; model: string | null; note: string }
const pairs: Pair[] = JSON.parse(
  readFileSync(new URL('../../../fixtures/evaluations/labelled-pairs.json', import.meta.url), 'utf8'),
)
let match: ReturnType<typeof createMatcher>

const labelled = suite('createMatcher :: labelled benchmark names')
labelled.before(async () => {
  match = createMatcher((await currentPrices()).map((p) => p.model))
})

labelled('labelled set :: at least 150 pairs, positives and negatives', () => {
  assert.ok(pairs.length >= 150)
  assert.ok(pairs.filter((p) => p.model).length >= 50 && pairs.filter((p) => !p.model).length >= 50)
  assert.ok(pairs.every((p) => p.note.length > 0))
})

labelled('precision >= 0.98 and recall >= 0.90 :: on the hand-labelled set', () => {
  let truePositive = 0,
    predicted = 0
  const wrong: string[] = []
  for (const pair of pairs) {
    const result = match(pair.name, pair.source)
    const got = result.status === 'matched' ? result.model : null
    if (got) predicted++
    if (got && got === pair.model) truePositive++
    if (got !== pair.model) wrong.push(`${pair.source} ${pair.name}: got ${got}, labelled ${pair.model}`)
  }
  const precision = truePositive / predicted
  const recall = truePositive / pairs.filter((p) => p.model).length
  console.log(
    `evaluations matcher on ${pairs.length} labelled pairs: ` +
      `precision ${precision.toFixed(4)}, recall ${recall.toFixed(4)}`,
  )
  if (wrong.length) console.log(`disagreements:\n  ${wrong.join('\n  ')}`)
  assert.ok(precision >= 0.98, `precision ${precision}`)
  assert.ok(recall >= 0.9, `recall ${recall}`)
})

labelled.run()

const negatives = suite('createMatcher :: hard negatives')
const HARD: [string, string, string][] = [
  ['gpt-4o-mini', 'gpt-4o', 'mini is not the full model'],
  ['claude-3-5-sonnet-20240620', 'claude-3-5-sonnet-20241022', 'two snapshots'],
  ['qwen2.5-72b', 'qwen2.5-72b-instruct-turbo', 'instruct-turbo is another product'],
  ['o1', 'o1-mini', 'o1 vs o1-mini'],
  ['gemini-1.5-pro', 'gemini-1.5-pro-002', 'alias vs snapshot'],
  ['gpt-4o', 'gpt-4o-2024-08-06', 'dated snapshot never falls back to the alias'],
]
for (const [priced, name, why] of HARD) {
  negatives(`${name} vs priced ${priced} :: not matched (${why})`, () => {
    const result = createMatcher([priced])(name)
    assert.is.not(result.status, 'matched')
  })
}
negatives('both gemini-1.5-pro and -002 priced :: each name gets its own id', () => {
  const m = createMatcher(['gemini-1-5-pro', 'gemini-1-5-pro-002'])
  assert.equal(m('gemini-1.5-pro'), { status: 'matched', model: 'gemini-1-5-pro', rule: 'exact', variant: null })
  assert.equal(m('gemini-1.5-pro-002'), {
    status: 'matched',
    model: 'gemini-1-5-pro-002',
    rule: 'exact',
    variant: null,
  })
})
negatives('a name that fits two priced ids loosely :: ambiguous, not matched', () => {
  const result = createMatcher(['ernie-speed系列', 'ernie-speed（api）'])('ERNIE Speed')
  assert.is(result.status, 'ambiguous')
})
negatives(
  "issue 19's audit, each error class with its real example :: the snapshot measured, never its alias or a sibling",
  () => {
    // Priced ids as the served list has them: gpt-4o (2.5/10) beside gpt-4o-2024-05-13 (5/15), gpt-4 beside
    // no gpt-4-0314 record, magistral-medium-1-2-2509 beside magistral-medium, a Claude snapshot.
    const m = createMatcher([
      'gpt-4o',
      'gpt-4o-2024-05-13',
      'gpt-4',
      'magistral-medium',
      'magistral-medium-1-2-2509',
      'claude-3-7-sonnet-20250219',
    ])
    assert.equal(m('gpt-4o-2024-05-13', 'lmarena'), {
      status: 'matched',
      model: 'gpt-4o-2024-05-13',
      rule: 'exact',
      variant: null,
    })
    assert.is.not(
      m('gpt-4o-2024-08-06', 'lmarena').status,
      'matched',
      'a dated snapshot is not answered by the rolling alias',
    )
    assert.is.not(m('gpt-4-0314', 'lmarena').status, 'matched', 'gpt-4-0314 is not gpt-4')
    const magistral = m('magistral-medium-2506', 'livebench')
    assert.ok(
      magistral.status !== 'matched' || magistral.model !== 'magistral-medium-1-2-2509',
      'magistral-medium-2506 is not the 2509 release',
    )
    // A thinking setting of one priced model is a variant of it (not priced apart), and says so.
    assert.equal(m('claude-3-7-sonnet-20250219-thinking-32k', 'lmarena'), {
      status: 'matched',
      model: 'claude-3-7-sonnet-20250219',
      rule: 'setting',
      variant: 'thinking-32k',
    })
  },
)
negatives.run()

const names = suite('normaliseName :: spellings')
const SPELLINGS: [string, string][] = [
  ['openai/gpt-4o', 'gpt-4o'],
  ['anthropic.claude-3-haiku-20240307', 'claude-3-haiku-20240307'],
  ['models/gemini-2.5-pro', 'gemini-2-5-pro'],
  ['GPT3.5-Turbo', 'gpt-3-5-turbo'],
  ['gpt4all-13b-snoozy', 'gpt4all-13b-snoozy'],
  ['通义千问2.0', 'qwen2-0'],
  ['文心一言4.0(API)', 'ernie-4-0'],
  ['Grok 3 Mini Beta (high)', 'grok-3-mini-beta'],
  ['DeepSeek V3 (0324)', 'deepseek-v3-0324'],
]
for (const [raw, key] of SPELLINGS)
  names(`${raw} :: ${key}`, () => {
    assert.is(normaliseName(raw).key, key)
  })
names.run()

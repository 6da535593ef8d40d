import { readFileSync } from 'node:fs'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { buildFromBoards, type PriceInput } from '../../../../jobs/datasets/evaluations/build.ts'
import type { Board, SourceId } from '../../../../jobs/datasets/evaluations/board.ts'
import { createMatcher, normaliseName, snapshotsApart } from '../../../../jobs/datasets/evaluations/match.ts'
import { currentPrices } from './prices.ts'

// Every row of the four bundled leaderboards, judged by hand against the recorded price list: the model
// it names when that model is priced (else null), and why.
type Judged = { source: SourceId; name: string; model: string | null; note: string }
const judged: Judged[] = JSON.parse(
  readFileSync(new URL('../../../fixtures/evaluations/judged-names.json', import.meta.url), 'utf8'),
)

/** The model a leaderboard row is published under: the producer's own path (snapshots apart, then the build). */
function publishedModel(prices: PriceInput[], source: SourceId, name: string): string | null {
  const row = { name, score: 1, rank: 1, row_date: null, exclude_reason: null }
  const board: Board = { source, metric: 'm', leaderboard_date: '2026-01-01', url: 'https://x.test', rows: [row] }
  return buildFromBoards(prices, [board]).payload.items[0]?.model ?? null
}

const table = suite('evaluations matcher :: judged leaderboard names')
let prices: PriceInput[]
table.before(async () => {
  prices = snapshotsApart(await currentPrices())
})

table('judged table :: at least 400 names, each with its reason, priced and unpriced', () => {
  assert.ok(judged.length >= 400, `${judged.length} names`)
  assert.is(new Set(judged.map((j) => `${j.source}/${j.name}`)).size, judged.length)
  assert.ok(judged.filter((j) => j.model).length >= 150 && judged.filter((j) => !j.model).length >= 150)
  assert.ok(judged.every((j) => j.note.length >= 20))
  const ids = new Set(prices.map((p) => p.model))
  for (const j of judged) if (j.model) assert.ok(ids.has(j.model), `${j.name}: ${j.model} is not a priced id`)
})

table('precision >= 0.98 and recall >= 0.90 :: names to published models', () => {
  let right = 0
  let predicted = 0
  const wrong: string[] = []
  for (const j of judged) {
    const got = publishedModel(prices, j.source, j.name)
    if (got) predicted++
    if (got && got === j.model) right++
    if (got !== j.model) wrong.push(`${j.source} ${j.name}: got ${got}, judged ${j.model}`)
  }
  const precision = right / predicted
  const recall = right / judged.filter((j) => j.model).length
  console.log(
    `evaluations matcher on ${judged.length} judged names: ` +
      `precision ${precision.toFixed(4)}, recall ${recall.toFixed(4)}`,
  )
  if (wrong.length) console.log(`disagreements:\n  ${wrong.join('\n  ')}`)
  assert.ok(precision >= 0.98, `precision ${precision}`)
  assert.ok(recall >= 0.9, `recall ${recall}`)
})

table('a dated snapshot priced under a rolling record :: scored as the snapshot', () => {
  for (const [name, model] of [
    ['gpt-4o-2024-08-06', 'gpt-4o-2024-08-06'],
    ['claude-3-5-sonnet-20241022', 'claude-3-5-sonnet-20241022'],
    ['mistral-large-2411', 'mistral-large-2411'],
    ['gpt-4o', 'gpt-4o'],
    // OpenAI's page: "Model ID: gpt-4 ... Default snapshot: gpt-4-0613"; 0314 is another snapshot.
    ['gpt-4-0613', 'gpt-4'],
    ['gpt-4-0314', 'gpt-4-0314'],
  ])
    assert.is(publishedModel(prices, 'lmarena', name), model, name)
})

table.run()

const snapshots = suite('snapshotsApart :: a folded dated id is a record of its own')
const record = (model: string, aliases: string[]): PriceInput => ({
  model,
  vendor: 'v',
  country: 'US',
  input_usd: 2.5,
  output_usd: 10,
  input_cny: 18,
  output_cny: 72,
  aliases,
})
snapshots('dated aliases apart, at the same price; -latest and other spellings stay', () => {
  const out = snapshotsApart([
    record('gpt-4o', ['gpt-4o-2024-08-06', 'gpt-4o-latest']),
    record('claude-sonnet-4-20250514', ['claude-4-sonnet-20250514', 'claude-sonnet-4']),
  ])
  assert.equal(
    out.map((r) => [r.model, r.aliases, r.input_usd]),
    [
      ['gpt-4o', ['gpt-4o-latest'], 2.5],
      ['gpt-4o-2024-08-06', [], 2.5],
      ['claude-sonnet-4-20250514', ['claude-4-sonnet-20250514', 'claude-sonnet-4'], 2.5],
    ],
  )
})
snapshots(
  "the snapshot the seller says the record's id now is :: leaves the aliases, matched by rule 'snapshot'",
  () => {
    const out = snapshotsApart([record('gpt-4', ['gpt-4-0314', 'gpt-4-0613'])])
    assert.equal(
      out.map((r) => [r.model, r.aliases]),
      [
        ['gpt-4', []],
        ['gpt-4-0314', []],
      ],
    )
    const m = createMatcher(out.map((r) => r.model))
    assert.equal(m('gpt-4-0613'), { status: 'matched', model: 'gpt-4', rule: 'snapshot', variant: null })
  },
)
snapshots.run()

const rules = suite('createMatcher :: dated names')
rules("month-day spelling of a priced dated id :: that id (qwen-plus-0125 is Alibaba's qwen-plus-2025-01-25)", () => {
  const m = createMatcher(['qwen-plus', 'qwen-plus-2025-01-25', 'qwen-plus-2025-04-28'])
  assert.equal(m('qwen-plus-0125'), {
    status: 'matched',
    model: 'qwen-plus-2025-01-25',
    rule: 'normalised',
    variant: null,
  })
  assert.is(m('qwen-plus-1127').status, 'unmatched')
})
rules("the seller's word that the rolling id now is that snapshot :: the rolling id, by rule 'snapshot'", () => {
  // alias-pointers.csv: "qwen-max 当前等同qwen-max-2024-09-19" (Alibaba's own page).
  const m = createMatcher(['qwen-max'])
  assert.equal(m('qwen-max-0919'), { status: 'matched', model: 'qwen-max', rule: 'snapshot', variant: null })
  assert.equal(m('qwen-max-2024-09-19'), { status: 'matched', model: 'qwen-max', rule: 'snapshot', variant: null })
  assert.is(m('qwen-max-2025-01-25').status, 'unmatched')
})
rules("a pointer that has ended, or only a secondary source's :: not enough", () => {
  // mistral-large-latest pointed to mistral-large-2411 until 2025-08-27; gpt-4o -> 2024-08-06 is secondary.
  assert.is(createMatcher(['mistral-large-latest'])('mistral-large-2411').status, 'unmatched')
  assert.is(createMatcher(['gpt-4o'])('gpt-4o-2024-08-06').status, 'unmatched')
})
rules('a priced id :: never overruled by a hand alias', () => {
  const m = createMatcher(['mistral-small-2506', 'mistral-small-3-2-2506'])
  assert.is((m('mistral-small-2506') as { model: string }).model, 'mistral-small-2506')
})
rules('DeepSeek\'s "(Reasoner)" and "(Chat)" :: modes of one priced model', () => {
  const m = createMatcher(['deepseek-v3-2-exp'])
  assert.equal(m('DeepSeek-V3.2-Exp (Reasoner)'), {
    status: 'matched',
    model: 'deepseek-v3-2-exp',
    rule: 'setting',
    variant: 'reasoner',
  })
})
rules.run()

const negatives = suite('createMatcher :: hard negatives')
const HARD: [string, string, string][] = [
  ['gpt-4o-mini', 'gpt-4o', 'mini is not the full model'],
  ['claude-3-5-sonnet-20240620', 'claude-3-5-sonnet-20241022', 'two snapshots'],
  ['qwen2.5-72b', 'qwen2.5-72b-instruct-turbo', 'instruct-turbo is another product'],
  ['o1', 'o1-mini', 'o1 vs o1-mini'],
  ['gemini-1.5-pro', 'gemini-1.5-pro-001', 'the stable alias moved to -002'],
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
  'each error class of the first audit, with its real example :: the snapshot measured, never its alias',
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
    assert.is.not(m('gpt-4o-2024-08-06', 'lmarena').status, 'matched', 'a dated snapshot is not answered by the alias')
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

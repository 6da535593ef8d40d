// OpenAI's adapter on the stored copies of its per-model pages (the docs store's text: Markdown twins,
// English, Korean and Japanese renderings of the HTML page): each page's price block, its life marker ('Shut down',
// '사용 중단 예정'), a dated shutdown; a copy cut inside a block keeps that model's last good row.
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { recordedPages } from '../../../../jobs/sources/official/baseline.ts'
import { current } from '../../../../jobs/sources/official/keys.ts'
import openai from '../../../../jobs/sources/official/openai.ts'
import { readSeller } from '../../../../jobs/sources/official/read.ts'
import { rowProblems } from '../../../../tools/official-price.ts'
import { offersOfTable } from '../../../../tools/price-domain.ts'

const test = suite('official openai')
const seen = { date: '2026-11-25', basis: 'copy' }

test('every model page parses into a sound row: Markdown tables, English, Korean and Japanese renderings', () => {
  const read = openai.parse(recordedPages(openai), seen)
  assert.equal(read.problems, [])
  for (const r of read.rows) assert.equal(rowProblems(r), [], r.model)
  const row = (m: string) => read.rows.find((r) => r.model === m)!
  const prices = (m: string) => [row(m).input, row(m).cache_read, row(m).cache_write, row(m).output]
  assert.equal(prices('gpt-6.2-sol'), [2, 0.1, 2.5, 10])
  assert.equal(prices('gpt-5-nano'), [0.05, 0.005, null, 0.4])
  // The Korean page's labels: 입력 (input), 출력 (output).
  assert.equal(prices('gpt-5-mini'), [0.25, 0.025, null, 2])
  assert.equal(prices('gpt-5-pro'), [15, null, null, 120])
  // The Japanese page's labels: 入力, 出力; its long-prompt sentence makes the band.
  assert.equal(prices('gpt-6-luna'), [0.1, 0.01, 0.125, 0.5])
  assert.equal(row('gpt-6-luna').condition, { input_tokens_min: 0, input_tokens_max: 272_000 })
  assert.equal(row('gpt-5.6-luna').condition, { input_tokens_min: 0, input_tokens_max: 272_000 })
  assert.match(row('gpt-5.6-luna').condition_text ?? '', /Prompts with >272K input tokens/)
  assert.equal(
    ['gpt-5-mini', 'gpt-5-pro', 'gpt-4'].map((m) => row(m).status),
    ['deprecated', 'deprecated', 'listed'],
  )
  assert.match(read.complete ?? '', /each of the 13 model pages/)
})

test('a page that marks its model shut down retires it, on the day it states, else the day seen', () => {
  const read = openai.parse(recordedPages(openai), seen)
  const turbo = read.rows.find((r) => r.model === 'gpt-3.5-turbo')!
  assert.equal([turbo.status, turbo.status_date, turbo.effective_until], ['retired', '2026-10-23', '2026-10-23'])
  assert.match(turbo.effective_basis ?? '', /was shut down on October 23, 2026/)
  const codex = read.rows.find((r) => r.model === 'gpt-5-codex')!
  assert.equal([codex.status, codex.effective_until], ['retired', '2026-11-25'])
  // 서비스 종료: the Korean page's 'Shut down'.
  assert.is(read.rows.find((r) => r.model === 'gpt-4.1-nano')!.status, 'retired')
})

test('retired models are no current offer; their rows, with their prices, stay as history', () => {
  const got = readSeller(openai, recordedPages(openai), seen, [])
  assert.is(got.failure, undefined)
  const offers = offersOfTable({ seller: 'openai', adapter: 'official/openai', rows: got.rows }, '2026-11-26')
  for (const m of ['gpt-3-5-turbo', 'gpt-5-codex', 'gpt-4-1-nano']) {
    assert.not.ok(offers.has(m), `${m} is still offered`)
  }
  assert.ok(offers.has('gpt-6-2-sol') && offers.has('gpt-5-mini'))
  const kept = got.rows.filter((r) => r.status === 'retired')
  assert.equal(kept.map((r) => [r.model, r.input]).sort(), [
    ['gpt-3.5-turbo', 0.5],
    ['gpt-4.1-nano', 0.1],
    ['gpt-5-codex', 1.25],
  ])
})

test('a copy cut inside one price block keeps that model at its last good row, retires nothing, and says so', () => {
  const pages = recordedPages(openai)
  const last = readSeller(openai, pages, seen, [])
  const at = pages.findIndex((p) => p.url.endsWith('/gpt-6-sol.md'))
  const text = pages[at].text
  // TEST-ONLY: the gpt-6-sol page as if the transfer stopped inside its price table.
  const cut = { ...pages[at], text: text.slice(0, text.indexOf('| Cache writes')) }
  const later = { date: '2026-11-27', basis: 'copy' }
  const got = readSeller(
    openai,
    pages.map((p, i) => (i === at ? cut : p)),
    later,
    last.rows,
  )
  assert.is(got.failure, undefined)
  assert.ok(
    got.problems.some((p) => /completeness not proven .*gpt-6-sol/.test(p)),
    got.problems.join('; '),
  )
  assert.equal(
    got.events.filter((e) => e.kind === 'retirement'),
    [],
  )
  const sol = got.rows.filter((r) => r.model === 'gpt-6-sol' && current(r))
  assert.equal(
    sol.map((r) => [r.input, r.cache_write, r.output]),
    [[2, 2.5, 10]],
  )
})

test.run()

// Moonshot's adapter on two whole copies of its CNY chat price page, each dated by its own 'Last
// updated on' line (Markdown renderings kept in public repositories; the live page is unproven): the
// later copy launches kimi-k2.5 and, being proven whole, retires kimi-latest, whose bands stay history.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { recordedPages } from '../../../../jobs/sources/official/baseline.ts'
import { current } from '../../../../jobs/sources/official/keys.ts'
import moonshot, { lastUpdated } from '../../../../jobs/sources/official/moonshot.ts'
import { readSeller } from '../../../../jobs/sources/official/read.ts'
import { PAGES_DIR } from '../../../../jobs/sources/official/types.ts'
import { rowProblems } from '../../../../tools/official-price.ts'

const test = suite('official moonshot')
const early = [
  {
    url: moonshot.pages[0].url,
    text: readFileSync(join(PAGES_DIR, 'moonshot-history', '2025-11-11-chat.md'), 'utf8'),
  },
]

test('each copy: three tables, kimi-latest by request-context band, proven whole by its last line', () => {
  const read = moonshot.parse(early, { date: '2025-11-11', basis: 'copy' })
  assert.equal(read.problems, [])
  for (const r of read.rows) assert.equal(rowProblems(r), [], `${r.model}`)
  assert.equal(
    read.rows
      .filter((r) => r.model === 'kimi-latest')
      .map((r) => [r.condition?.input_tokens_min, r.condition?.input_tokens_max, r.input, r.output, r.cache_read]),
    [
      [0, 8192, 2, 10, 1],
      [8192, 32768, 5, 20, 1],
      [32768, 131072, 10, 30, 1],
    ],
  )
  assert.match(read.complete ?? '', /Last updated on 2025年11月11日/)
  assert.is(lastUpdated(recordedPages(moonshot)[0].text), moonshot.recorded)
})

test('two dated copies: kimi-k2.5 launched and kimi-latest retired on the later copy, its prices kept', () => {
  const a = readSeller(moonshot, early, { date: '2025-11-11', basis: 'copy' }, [])
  const b = readSeller(moonshot, recordedPages(moonshot), { date: '2026-02-09', basis: 'copy' }, a.rows)
  assert.is(b.failure, undefined)
  const launch = b.events.find((e) => e.kind === 'launch')!
  assert.equal(
    [launch.model, launch.date, launch.after?.input, launch.after?.output],
    ['kimi-k2.5', '2026-02-09', 4, 21],
  )
  const retired = b.events.filter((e) => e.kind === 'retirement')
  assert.equal([...new Set(retired.map((e) => `${e.model} ${e.date}`))], ['kimi-latest 2026-02-09'])
  const latest = b.rows.filter((r) => r.model === 'kimi-latest')
  assert.equal(
    latest.map((r) => [r.input, r.effective_until, current(r)]),
    [
      [2, '2026-02-09', false],
      [5, '2026-02-09', false],
      [10, '2026-02-09', false],
    ],
  )
  assert.ok(b.rows.some((r) => r.model === 'moonshot-v1-8k' && current(r) && r.input === 2))
})
test.run()

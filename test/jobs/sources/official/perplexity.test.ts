// Perplexity's adapter on its pricing page: the Sonar token price table of the late-2026 Markdown twin and
// of two 2025 renderings, the per-request fees left out, Sonar Reasoning retired the day the 2025 page
// dropped it (the day Perplexity's changelog names), the Sonar models deprecated as the notice says.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { baseline, recordedPages } from '../../../../jobs/sources/official/baseline.ts'
import perplexity from '../../../../jobs/sources/official/perplexity.ts'
import { PAGES_DIR } from '../../../../jobs/sources/official/types.ts'
import { rowProblems } from '../../../../tools/official-price.ts'

const test = suite('official perplexity')
const seen = { date: '2026-09-27', basis: 'copy' }

test('the token price table, every number in its words; request fees are not read', () => {
  const read = perplexity.parse(recordedPages(perplexity), seen)
  assert.equal(read.problems, [])
  for (const r of read.rows) assert.equal(rowProblems(r), [], r.model)
  assert.equal(
    read.rows.map((r) => [r.model, r.model_name_on_page, r.input, r.output]),
    [
      ['sonar', 'Sonar', 1, 1],
      ['sonar-pro', 'Sonar Pro', 3, 15],
      ['sonar-reasoning-pro', 'Sonar Reasoning Pro', 2, 8],
      ['sonar-deep-research', 'Sonar Deep Research', 2, 8],
    ],
  )
  assert.match(read.rows[3].condition_text ?? '', /Citation Tokens \(\$\/1M\) \$2, Reasoning Tokens \(\$\/1M\) \$3/)
  // The request fee tables ($5 / $8 / $12 per 1K requests) give no row.
  assert.not.ok(read.rows.some((r) => r.input === 5 || r.input === 12))
  assert.match(read.complete ?? '', /token price table ends after 4 rows/)
})

test("the notice 'Sonar will be supported until September 27, 2026' marks every Sonar model deprecated", () => {
  const read = perplexity.parse(recordedPages(perplexity), seen)
  assert.ok(read.rows.every((r) => r.status === 'deprecated' && r.status_date === '2026-09-27'))
  assert.match(read.rows[0].evidence, /Sonar will be supported until September 27, 2026/)
})

test('history: Sonar Reasoning ($1 / $5) ends 2025-12-15, the others at their 2025 prices until 2026-09-27', () => {
  const got = baseline(perplexity)
  assert.equal(got.failures, [])
  const reasoning = got.rows.filter((r) => r.model === 'sonar-reasoning')
  assert.equal(
    reasoning.map((r) => [r.input, r.output, r.status, r.effective_until]),
    [[1, 5, 'retired', '2025-12-15']],
  )
  assert.equal(
    got.events.filter((e) => e.kind !== 'launch').map((e) => [e.kind, e.model, e.date]),
    [['retirement', 'sonar-reasoning', '2025-12-15']],
  )
  // 'Sonar will be supported until September 27, 2026': each Sonar offer ends after that day, deprecated till then.
  const sonar = got.rows.filter((r) => r.model !== 'sonar-reasoning')
  assert.equal(
    sonar.map((r) => [r.model, r.input, r.output, r.status, r.effective_until]),
    [
      ['sonar', 1, 1, 'deprecated', '2026-09-28'],
      ['sonar-pro', 3, 15, 'deprecated', '2026-09-28'],
      ['sonar-reasoning-pro', 2, 8, 'deprecated', '2026-09-28'],
      ['sonar-deep-research', 2, 8, 'deprecated', '2026-09-28'],
    ],
  )
  for (const r of sonar) assert.match(r.effective_basis!, /'Sonar will be supported until September 27, 2026'/)
})

test('the 2025 rendering without leading pipes reads its five rows, Sonar Reasoning among them', () => {
  const copy = perplexity.earlier![0].copies[0]!
  const text = readFileSync(join(PAGES_DIR, copy.fixture), 'utf8')
  const read = perplexity.parse([{ url: copy.url, text }], { date: '2025-12-14', basis: 'copy' })
  assert.equal(read.problems, [])
  for (const r of read.rows) assert.equal(rowProblems(r), [], r.model)
  assert.equal(
    read.rows.map((r) => [r.model, r.input, r.output, r.status]),
    [
      ['sonar', 1, 1, 'listed'],
      ['sonar-pro', 3, 15, 'listed'],
      ['sonar-reasoning', 1, 5, 'listed'],
      ['sonar-reasoning-pro', 2, 8, 'listed'],
      ['sonar-deep-research', 2, 8, 'listed'],
    ],
  )
  assert.match(read.complete ?? '', /Token and Cost Glossary/)
})

test('a copy cut inside the token table proves nothing whole', () => {
  const page = recordedPages(perplexity)[0]
  const cut = { ...page, text: page.text.slice(0, page.text.indexOf('| **Sonar Deep Research**') + 40) }
  const read = perplexity.parse([cut], seen)
  assert.is(read.complete, undefined)
})
test.run()

// Writer's adapter on its pricing page's Markdown twin: the Base model table under its model ids, Palmyra
// Vision's per-token Text line, nothing of the per-page / per-GB / per-word tables nor the deprecated
// models without ids; a removal notice ends the named models' rows on its day, in its words.
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { recordedPages } from '../../../../jobs/sources/official/baseline.ts'
import writer from '../../../../jobs/sources/official/writer.ts'
import { rowProblems } from '../../../../tools/official-price.ts'

const test = suite('official writer')
const seen = { date: '2025-12-22', basis: 'copy' }

test('the base models and Palmyra Vision text, every number in its words, proven whole', () => {
  const read = writer.parse(recordedPages(writer).slice(0, 1), seen)
  assert.equal(read.problems, [])
  for (const r of read.rows) assert.equal(rowProblems(r), [], r.model)
  assert.equal(
    read.rows.map((r) => [r.model, r.input, r.output]),
    [
      ['palmyra-x5', 0.6, 6],
      ['palmyra-x4', 2.5, 10],
      ['palmyra-x-003-instruct', 7.5, 22.5],
      ['palmyra-med', 5, 12],
      ['palmyra-fin', 5, 12],
      ['palmyra-creative', 5, 12],
      ['palmyra-vision', 7.5, 22.5],
    ],
  )
  assert.match(read.rows[6].condition_text ?? '', /Image \$0\.005\/image/)
  assert.match(read.complete ?? '', /## WRITER Agent/)
  assert.ok(read.rows.every((r) => r.status === 'listed' && !r.effective_until))
})

test("the models overview's removal notice ends the named rows on July 13, 2026 in its words", () => {
  const read = writer.parse(recordedPages(writer), { date: '2026-07-12', basis: 'copy' })
  assert.equal(read.problems, [])
  const ended = read.rows.filter((r) => r.effective_until === '2026-07-13').map((r) => r.model)
  assert.equal(ended, ['palmyra-x-003-instruct', 'palmyra-med', 'palmyra-fin', 'palmyra-creative', 'palmyra-vision'])
  assert.match(read.rows[2].effective_basis ?? '', /will be removed on July 13, 2026.*models-overview/)
  // The price page's copy keeps its own date; the overview gives no price row.
  assert.ok(read.rows.every((r) => r.page_date === '2025-12-22' && r.url.endsWith('/pricing.md')))
  assert.not.ok(read.rows.some((r) => r.effective_until && /x5|x4/.test(r.model)))
})

test("a removal notice on the price page itself ends the named models' rows on its day", () => {
  const page = recordedPages(writer)[0]
  const notice =
    '<Warning>\n  **Deprecation notice**: The following models are deprecated and will be removed on **July 13, ' +
    '2026**: `palmyra-x-003-instruct`, `palmyra-vision`, `palmyra-med`, `palmyra-fin`, and ' +
    '`palmyra-creative`.\n</Warning>\n\n'
  const text = page.text.replace('<Info>', `${notice}<Info>`)
  const read = writer.parse([{ ...page, text }], { date: '2026-05-01', basis: 'copy' })
  assert.equal(read.problems, [])
  for (const r of read.rows) assert.equal(rowProblems(r), [], r.model)
  const ended = read.rows.filter((r) => r.effective_until).map((r) => [r.model, r.effective_until, r.status])
  assert.equal(ended, [
    ['palmyra-x-003-instruct', '2026-07-13', 'deprecated'],
    ['palmyra-med', '2026-07-13', 'deprecated'],
    ['palmyra-fin', '2026-07-13', 'deprecated'],
    ['palmyra-creative', '2026-07-13', 'deprecated'],
    ['palmyra-vision', '2026-07-13', 'deprecated'],
  ])
  assert.match(read.rows[3].effective_basis ?? '', /will be removed on July 13, 2026/)
  assert.equal(
    read.rows.filter((r) => !r.effective_until).map((r) => r.model),
    ['palmyra-x5', 'palmyra-x4'],
  )
})

test('a copy cut inside the base table proves nothing whole', () => {
  const page = recordedPages(writer)[0]
  const cut = { ...page, text: page.text.slice(0, page.text.indexOf('| [Palmyra Med]') + 30) }
  const read = writer.parse([cut], seen)
  assert.is(read.complete, undefined)
})
test.run()

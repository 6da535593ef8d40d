// Cohere's adapter on its docs repository's raw files: the model cards' prices, the launch day the
// changelog states for the same price, and the models overview's statuses, where 'Deprecated' (closed to
// new customers, as the deprecations page defines it) ends the public offer on its day, an alias's row
// included; a card of a deprecated model, or no definition of the word, never retires by itself.
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { recordedPages } from '../../../../jobs/sources/official/baseline.ts'
import cohere from '../../../../jobs/sources/official/cohere.ts'
import { rowProblems } from '../../../../tools/official-price.ts'

const test = suite('official cohere')
const seen = { date: '2026-08-20', basis: 'commit date' }
const pages = recordedPages(cohere)

test("the model cards' prices, every number in its words, launch prices dated by the changelog", () => {
  const read = cohere.parse(pages, seen)
  assert.equal(read.problems, [])
  for (const r of read.rows) assert.equal(rowProblems(r), [], r.model)
  assert.equal(
    read.rows.map((r) => [r.model, r.input, r.output, r.effective_from]),
    [
      ['command-a-03-2025', 2.5, 10, null],
      ['command-r-08-2024', 0.15, 0.6, '2024-08-30'],
      ['command-r-plus-08-2024', 2.5, 10, '2024-08-30'],
      ['command-r7b-12-2024', 0.0375, 0.15, null],
    ],
  )
  assert.match(read.rows[1].effective_basis ?? '', /input tokens are priced at \$0\.15\/M/)
  assert.ok(read.rows.every((r) => r.status === 'listed' && r.page_date === '2026-08-20' && r.currency === 'USD'))
})

test("the overview's Deprecated names are no offer from Sept 15, 2025, aliases by their own rows", () => {
  const lives = cohere.parse(pages, seen).lives ?? []
  const retired = lives.filter((l) => l.status === 'retired').map((l) => [l.model, l.status_date])
  assert.equal(retired, [
    ['command-r-03-2024', '2025-09-15'],
    ['command-r-plus-04-2024', '2025-09-15'],
    ['command-r-plus', '2025-09-15'],
    ['command-r', '2025-09-15'],
    ['command-light', '2025-09-15'],
    ['command', '2025-09-15'],
  ])
  const alias = lives.find((l) => l.model === 'command-r')!
  assert.match(alias.words, /Deprecated Sept 15, 2025 \| Alias for `command-r-03-2024`/)
  assert.match(alias.words, /no longer available to new customers/)
  const live = lives.filter((l) => l.status === 'listed').map((l) => l.model)
  assert.ok(live.includes('command-a-plus-05-2026') && live.includes('command-r-08-2024'), live.join())
})

test('without the definition of Deprecated, a deprecated name stays listed and the read says why', () => {
  const read = cohere.parse(
    pages.filter((p) => !p.url.endsWith('deprecations.mdx')),
    seen,
  )
  assert.ok(read.lives?.every((l) => l.status === 'listed'))
  assert.ok(read.problems.some((p) => /^command: 'Deprecated Sept 15, 2025' but no definition/.test(p)))
})

test('an overview without a Status column (before the deprecations) lists every name', () => {
  const overview = pages[0]
  const text = overview.text.replace(/\| Deprecated Sept 15, 2025 \|/g, '| Live |')
  const read = cohere.parse([{ ...overview, text }, ...pages.slice(1)], seen)
  assert.ok(read.lives?.every((l) => l.status === 'listed'))
  assert.is(read.rows.length, 4)
})

test('a card the overview marks deprecated gives no offer; a page without a card price is reported', () => {
  const card = pages.find((p) => p.url.endsWith('/command-r.mdx'))!
  const old = { ...card, text: card.text.replace("id: 'command-r-08-2024'", "id: 'command-r-03-2024'") }
  const read = cohere.parse([...pages.filter((p) => p !== card), old], seen)
  assert.not.ok(read.rows.some((r) => r.model === 'command-r-03-2024'))
  const bare = { ...card, text: card.text.replace(/\n\s*pricing: \{[^}]*\},/, '') }
  const cut = cohere.parse([...pages.filter((p) => p !== card), bare], seen)
  assert.ok(cut.problems.some((p) => /command-r\.mdx: no model id or pricing/.test(p)))
  assert.is(cut.rows.length, 3)
})
test.run()

// Cohere's adapter on its docs repository's raw files: the model cards' prices and the models overview's
// statuses, where 'Deprecated' (closed to new customers, as the deprecations page defines it) ends the
// public offer on its day, an alias's row included; no definition of the word retires nothing. Beside them
// a third party's captures of cohere.com/pricing, read for the Aya Expanse price of its FAQ.
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { baseline, recordedPages } from '../../../../jobs/sources/official/baseline.ts'
import cohere from '../../../../jobs/sources/official/cohere.ts'
import { readSeller } from '../../../../jobs/sources/official/read.ts'
import { rowProblems } from '../../../../tools/official-price.ts'

const test = suite('official cohere')
const seen = { date: '2026-08-20', basis: 'commit date' }
const pages = recordedPages(cohere)

test("the model cards' prices, every number in its words", () => {
  const read = cohere.parse(pages, seen)
  assert.equal(read.problems, [])
  for (const r of read.rows) assert.equal(rowProblems(r), [], r.model)
  assert.equal(
    read.rows.map((r) => [r.model, r.input, r.output, r.effective_from]),
    [
      ['command-a-03-2025', 2.5, 10, null],
      ['command-r-08-2024', 0.15, 0.6, null],
      ['command-r-plus-08-2024', 2.5, 10, null],
      ['command-r7b-12-2024', 0.0375, 0.15, null],
      ['c4ai-aya-expanse-32b', 0.5, 1.5, null],
    ],
  )
  // Each row dated by its own copy: the cards by the docs commit, Aya by the pricing page's capture.
  assert.equal(
    read.rows.map((r) => r.page_date),
    ['2026-08-20', '2026-08-20', '2026-08-20', '2026-08-20', '2026-10-10'],
  )
  assert.ok(read.rows.every((r) => r.status === 'listed' && r.currency === 'USD'))
})

test("the FAQ's Aya Expanse price: the size on sale only, first seen in the capture of 2026-09-02", () => {
  const read = cohere.parse(pages, seen)
  const aya = read.rows.filter((r) => r.url === 'https://cohere.com/pricing')
  // '(8B and 32B)': the overview marks 8B 'Retired Apr 4, 2026', so only 32B is an offer.
  assert.equal(
    aya.map((r) => [r.model, r.input, r.output]),
    [['c4ai-aya-expanse-32b', 0.5, 1.5]],
  )
  assert.match(aya[0].evidence, /Aya Expanse models \(8B and 32B\) on the API are charged at \$0\.50\/1M tokens/)
  // The legacy answer ('For existing customers') gives no row: Command's $1.00 / $2.00 is nowhere.
  assert.not.ok(read.rows.some((r) => r.model === 'command' || r.input === 1))
  const history = baseline(cohere)
  assert.equal(history.failures, [])
  const shipped = history.rows.find((r) => r.model === 'c4ai-aya-expanse-32b')!
  assert.equal([shipped.first_seen, shipped.page_date], ['2026-09-02', '2026-10-10'])
  // The cards keep their own day through the reads of the captures.
  assert.ok(history.rows.filter((r) => r.url !== shipped.url).every((r) => r.page_date === '2026-08-20'))
})

test('a pricing page without the Aya sentence is reported and gives no Aya row', () => {
  const pricing = pages.find((p) => p.url === 'https://cohere.com/pricing')!
  const text = pricing.text.replace(/Aya Expanse models \(8B and 32B\)/, 'Aya models')
  const read = cohere.parse([...pages.filter((p) => p !== pricing), { ...pricing, text }], seen)
  assert.not.ok(read.rows.some((r) => r.model.startsWith('c4ai-')))
  assert.ok(read.problems.some((p) => /no price of the Aya Expanse models/.test(p)))
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
    // The Aya table's own mark.
    ['c4ai-aya-expanse-8b', '2026-04-04'],
    ['c4ai-aya-vision-8b', '2026-04-04'],
  ])
  const alias = lives.find((l) => l.model === 'command-r')!
  // What Deprecated means opens the words (a held listing's reason quotes their first 120 characters).
  assert.match(
    alias.words.slice(0, 120),
    /Deprecated Sept 15, 2025 \(no longer available to new customers\) \| Alias for/,
  )
  assert.match(alias.words, /remain available to existing users until retirement/)
  const live = lives.filter((l) => l.status === 'listed').map((l) => l.model)
  assert.ok(live.includes('command-a-plus-05-2026') && live.includes('command-r-08-2024'), live.join())
})

test('without the definition of Deprecated, a deprecated name gives no life and the read says why', () => {
  const read = cohere.parse(
    pages.filter((p) => !p.url.endsWith('deprecations.mdx')),
    seen,
  )
  assert.not.ok(read.lives?.some((l) => /^command(-light|-r|-r-plus)?$/.test(l.model)))
  assert.ok(read.lives?.some((l) => l.model === 'command-r-08-2024' && l.status === 'listed'))
  assert.ok(read.problems.some((p) => /command is 'Deprecated Sept 15, 2025' but no definition/.test(p)))
})

test('an overview whose Status column is gone or renamed gives no life, never a listed one', () => {
  const overview = pages[0]
  // The real overview before 2025-09-16 had no Status column; a rename would read the same.
  for (const text of [
    overview.text.replace(/\| Status( +)\|/g, '| Model Status$1|'),
    overview.text.replace(/^\| Model Name( +)\|/gm, '| Model name$1|'),
  ]) {
    const read = cohere.parse([{ ...overview, text }, ...pages.slice(1)], seen)
    assert.ok(
      read.lives?.every((l) => !/^command/.test(l.model)),
      'a Command life read',
    )
    assert.ok(read.problems.some((p) => /no table with Model Name and Status columns/.test(p)))
    assert.is(read.rows.length, 4)
  }
})

test('a status not read whole (no full day) is reported, not guessed', () => {
  const overview = pages[0]
  const text = overview.text.replace(
    '| Deprecated Sept 15, 2025 | An instruction',
    '| Deprecated Sept 2025 | An instruction',
  )
  const read = cohere.parse([{ ...overview, text }, ...pages.slice(1)], seen)
  assert.not.ok(read.lives?.some((l) => l.model === 'command'))
  assert.ok(read.problems.some((p) => /no status read whole in "\| `command` /.test(p)))
})

test('a copy that marks priced models Deprecated ends their rows on that day; the guard takes it', () => {
  const overview = pages[0]
  const mark = (text: string, id: string) =>
    text.replace(new RegExp(`(\\| \`${id}\`\\s*\\|) Live( +)\\|`), '$1 Deprecated Nov 20, 2026 |')
  const text = ['command-r-08-2024', 'command-r-plus-08-2024', 'command-r7b-12-2024'].reduce(mark, overview.text)
  assert.ok(text !== overview.text)
  const lastGood = cohere.parse(pages, seen).rows
  const later = { date: '2026-11-21', basis: 'a later copy' }
  const read = readSeller(cohere, [{ ...overview, text }, ...pages.slice(1)], later, lastGood)
  assert.is(read.failure, undefined)
  assert.equal(
    read.rows.filter((r) => r.effective_until).map((r) => [r.model, r.effective_until]),
    [
      ['command-r-08-2024', '2026-11-20'],
      ['command-r-plus-08-2024', '2026-11-20'],
      ['command-r7b-12-2024', '2026-11-20'],
    ],
  )
  assert.equal(
    read.rows.filter((r) => !r.effective_until).map((r) => r.model),
    ['command-a-03-2025', 'c4ai-aya-expanse-32b'],
  )
})

test('a card priced but unlisted, or unpriced, is reported', () => {
  const card = pages.find((p) => p.url.endsWith('/command-r.mdx'))!
  const unlisted = { ...card, text: card.text.replace("id: 'command-r-08-2024'", "id: 'command-r-11-2026'") }
  const extra = cohere.parse([...pages.filter((p) => p !== card), unlisted], seen)
  assert.ok(extra.problems.some((p) => /command-r-11-2026: priced on its page but not in the overview/.test(p)))
  const bare = { ...card, text: card.text.replace(/\n\s*pricing: \{[^}]*\},/, '') }
  const cut = cohere.parse([...pages.filter((p) => p !== card), bare], seen)
  assert.ok(cut.problems.some((p) => /command-r\.mdx: no model id or pricing/.test(p)))
  assert.is(cut.rows.filter((r) => r.model.startsWith('command')).length, 3)
})
test.run()

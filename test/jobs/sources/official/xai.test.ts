// xAI's adapter on real stored copies of its pages: the 2025 models page (an archive's snapshot, price
// blocks), the spring-2026 models page (one pricing cell per model) and pricing page (Chat API table),
// the May 15, 2026 migration guide, and the late-2026 pricing page (short and long context bands).
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import xai, { launches, retirement } from '../../../../jobs/sources/official/xai.ts'
import { baseline, recordedPages } from '../../../../jobs/sources/official/baseline.ts'
import { current } from '../../../../jobs/sources/official/keys.ts'
import { rowProblems } from '../../../../tools/official-price.ts'
import { copyOf } from './copies.ts'

const test = suite('official xai')

const prices = (rows: { model: string; input: number | null; cache_read?: number | null; output: number | null }[]) =>
  rows.map((r) => [r.model, r.input, r.cache_read, r.output])

test('the 2025 models page: one row per price block, aliases kept, the image model left out', () => {
  const read = xai.parse(copyOf(xai, '2025-06-02'), { date: '2025-06-02', basis: 'archive' })
  assert.equal(read.problems, [])
  for (const r of read.rows) assert.equal(rowProblems(r), [], r.model)
  // The page's words: 'grok-3 | grok-3-latest | 131072 | Text Input | $3.00 | Cached Text Input | $0.75 | ...'
  assert.equal(prices(read.rows), [
    ['grok-3', 3, 0.75, 15],
    ['grok-3-fast', 5, 1.25, 25],
    ['grok-3-mini', 0.3, 0.075, 0.5],
    ['grok-3-mini-fast', 0.6, 0.15, 4],
    ['grok-2-vision-1212', 2, null, 10],
    ['grok-2-1212', 2, null, 10],
  ])
  assert.equal(read.lives!.find((l) => l.model === 'grok-2-vision-1212')!.aliases, [
    'grok-2-vision',
    'grok-2-vision-latest',
  ])
  // The store's copy stops after the blocks: nothing proven whole, nothing retired from it.
  assert.equal(read.complete, undefined)
})

test('the spring-2026 models page: "$2.00 ($0.20) / $6.00" read once per model, the cut table unproven', () => {
  const read = xai.parse(copyOf(xai, '2026-03-09'), { date: '2026-03-09', basis: 'copy' })
  assert.equal(read.problems, [])
  for (const r of read.rows) assert.equal(rowProblems(r), [], r.model)
  assert.equal(prices(read.rows), [
    ['grok-4.20-0309-reasoning', 2, 0.2, 6],
    ['grok-4.20-0309-non-reasoning', 2, 0.2, 6],
    ['grok-4-1-fast-reasoning', 0.2, 0.05, 0.5],
    ['grok-4-1-fast-non-reasoning', 0.2, 0.05, 0.5],
    ['grok-4.20-multi-agent-0309', 2, 0.2, 6],
  ])
  assert.equal(read.complete, undefined)
  assert.equal(read.lineup, undefined, 'a cut table shows no line-up')
})

test("the May 2026 pricing page and migration guide: the Chat API table whole, the guide's retirements dated", () => {
  const read = xai.parse(copyOf(xai, '2026-05-15'), { date: '2026-05-15', basis: 'copy' })
  assert.equal(read.problems, [])
  assert.equal(prices(read.rows).slice(0, 3), [
    ['grok-4.3', 1.25, 0.2, 2.5],
    ['grok-4.20-multi-agent-0309', 1.25, 0.2, 2.5],
    ['grok-4.20-0309-reasoning', 1.25, 0.2, 2.5],
  ])
  assert.match(read.complete ?? '', /Chat API table ends after 6 rows/)
  // The whole table, with every grok id the price page names (its image and video models too): the line-up.
  assert.ok(['grok-4.3', 'grok-4-1-fast-reasoning', 'grok-imagine-video'].every((m) => read.lineup?.models.includes(m)))
  assert.not.ok(read.lineup?.models.some((m) => /beta|grok-3/.test(m)))
  // The recorded copy of 2026-11-25 stops inside its Imagine table: its text table is whole, its line-up is not.
  const cut = xai.parse(recordedPages(xai), { date: '2026-11-25', basis: 'copy' })
  assert.ok(cut.complete)
  assert.equal(cut.lineup, undefined)
  assert.match(read.lineup?.words ?? '', /^grok-4\.3 \| grok-4\.20-multi-agent-0309/)
  const gone = read.lives!.filter((l) => l.status === 'retired')
  assert.equal(gone.length, 8)
  assert.ok(gone.every((l) => l.status_date === '2026-05-15' && /Effective May 15, 2026 at 12:00 PM PT/.test(l.words)))
  assert.equal(retirement('no retirement here'), undefined)
})

test('the copies in turn: the grok-4.20 cut dated by the first copy showing it, grok-4.1-fast ended on its day', () => {
  const { rows, events, failures } = baseline(xai)
  assert.equal(failures, [])
  const cut = events.filter((e) => e.kind === 'price_change' && e.model === 'grok-4.20-0309-reasoning')
  assert.equal(
    cut.map((e) => [e.date, e.before!.input, e.before!.output, e.after!.input, e.after!.output]),
    [['2026-05-15', 2, 6, 1.25, 2.5]],
  )
  const fast = rows.filter((r) => r.model === 'grok-4-1-fast-reasoning')
  assert.equal(
    fast.map((r) => [r.status, r.effective_until, r.effective_basis]),
    [['retired', '2026-05-15', 'page: retired 2026-05-15']],
  )
  // grok-3's 2025 price stays as history, ended when the whole May copy no longer lists it.
  const grok3 = rows.find((r) => r.model === 'grok-3')!
  assert.equal([grok3.input, grok3.status, grok3.effective_until], [3, 'retired', '2026-05-15'])
  assert.ok(
    rows.filter(current).every((r) => r.page_date === '2026-11-25'),
    'every current row is on the recorded copy',
  )
})

test("the reader's copy of 2026-09-29: model cells linked to their pages read as ids, the Text API table whole", () => {
  const [pricing] = copyOf(xai, '2026-09-29')
  const read = xai.parse([pricing], { date: '2026-09-29', basis: 'published' })
  assert.equal(read.problems, [])
  for (const r of read.rows) assert.equal(rowProblems(r), [], r.model)
  // The page's words: '| [grok-4.6](https://docs.x.ai/developers/models/grok-4.6) Long context ≥ 200k tokens | 500k |
  // $2.00 | $0.50 | $6.00 | $4.00 | $1.00 | $12.00 |'.
  assert.equal(prices(read.rows.filter((r) => r.model === 'grok-4.6')), [
    ['grok-4.6', 2, 0.5, 6],
    ['grok-4.6', 4, 1, 12],
  ])
  assert.equal(read.rows.find((r) => r.model === 'grok-4.6')!.model_name_on_page, 'grok-4.6 Long context ≥ 200k tokens')
  assert.equal(new Set(read.rows.map((r) => r.model)).size, 8)
  assert.match(read.complete ?? '', /Text API table ends after 9 rows/)
})

test("the release notes: each launch with a price on its stated day, the year from 'Last updated'", () => {
  const [, notes] = copyOf(xai, '2026-09-29')
  assert.equal(
    launches(notes.text).map((l) => [l.model, l.day, l.short, l.long]),
    [
      ['grok-4.7', '2026-09-21', { input: 2, cache_read: 0.5, output: 6 }, { input: 4, cache_read: 1, output: 12 }],
      ['grok-4.6', '2026-08-12', { input: 2, cache_read: 0.5, output: 6 }, { input: 4, cache_read: 1, output: 12 }],
      ['grok-4.5', '2026-07-08', { input: 2, output: 6 }, undefined],
    ],
  )
  const { rows, events } = baseline(xai)
  const launched = events.filter((e) => e.kind === 'launch' && /^grok-4\.[567]$/.test(e.model))
  assert.equal(
    launched.map((e) => [e.model, e.date]),
    [
      // 'September 21 | Grok 4.7 | ... is now available on the xAI API as grok-4.7. ... Pricing is $2 / $0.50 / $6'
      // (the notes as captured 2026-10-10); the table first shows it on 2026-09-29.
      ['grok-4.7', '2026-09-21'],
      ['grok-4.6', '2026-08-12'],
      ['grok-4.5', '2026-07-08'],
    ],
  )
  // Grok 4.5's note states no long-context price: that row holds from the day first seen, not the launch.
  const g45 = rows.filter((r) => r.model === 'grok-4.5').map((r) => [r.input, r.effective_from, r.first_seen])
  assert.equal(g45, [
    [2, '2026-07-08', '2026-09-29'],
    [4, null, '2026-09-29'],
  ])
  const g46 = rows.find((r) => r.model === 'grok-4.6')!
  assert.match(g46.effective_basis!, /'August 12 \| Grok 4\.6 \| .*\$2 \/ \$0\.50 \/ \$6 per 1M tokens/)
  // A launch whose stated price the table does not show dates nothing.
  const other = launches(notes.text.replace('Priced at $2 / 1M input', 'Priced at $3 / 1M input'))
  const read = xai.parse(
    copyOf(xai, '2026-09-29').map((p, i) => (i ? { ...p, text: p.text.replace('$2 / 1M', '$3 / 1M') } : p)),
    {
      date: '2026-09-29',
      basis: 'test',
    },
  )
  assert.equal(other[2].short.input, 3)
  assert.ok(read.rows.filter((r) => r.model === 'grok-4.5').every((r) => r.effective_from === null))
})

test.run()

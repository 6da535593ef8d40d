// A page that reads wrongly fails its seller loudly and keeps its last good rows: a copy cut to two
// rows (under half of the last read), a price 10x off with no date saying so, an empty answer. The
// official source names the seller in its failures, and its published prices stay the last good ones.
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import official from '../../../../jobs/datasets/llm-prices/sources/official.ts'
import anthropic from '../../../../jobs/sources/official/anthropic.ts'
import { recordedPages } from '../../../../jobs/sources/official/baseline.ts'
import { OFFICIAL_ADAPTERS } from '../../../../jobs/sources/official/index.ts'
import mistral from '../../../../jobs/sources/official/mistral.ts'
import { readSeller } from '../../../../jobs/sources/official/read.ts'

const seen = { date: '2026-11-26', basis: 'read 2026-11-26' }
const test = suite('official guard')

/** The recorded texts of every adapter in the source's order, `change` applied to one seller's. */
function texts(seller: string, change: (text: string, url: string) => string): string[] {
  return OFFICIAL_ADAPTERS.flatMap((a) =>
    recordedPages(a).map((p) => (a.seller === seller ? change(p.text, p.url) : p.text)),
  )
}

test('a truncated copy keeps the last good rows and names the seller; nothing is retired', () => {
  // The pages as a live read has them: every page seen on the day read (no recorded copy's own date).
  const pages = recordedPages(anthropic).map(({ seen: _, ...p }) => p)
  const good = readSeller(anthropic, pages, seen, [])
  // TEST-ONLY copy: the real price page cut after its first two model rows (its flattened table: a row ends
  // in its cache hit line, the second Claude Opus 5.5's '$0.20 / MTok'); the other pages as recorded.
  const cut = pages.map((p, i) => {
    if (i > 0) return p
    const lines = p.text.split('\n')
    return { ...p, text: lines.slice(0, lines.indexOf('$0.20 / MTok') + 1).join('\n') }
  })
  const got = readSeller(anthropic, cut, seen, good.rows)
  assert.match(got.failure ?? '', /under half of the \d+ current rows of the last good read/)
  assert.is(got.rows, good.rows)
  assert.equal(got.events, [])
})

test('a price 10x off with no date on the page fails the seller', () => {
  const good = readSeller(mistral, recordedPages(mistral), seen, [])
  // TEST-ONLY copy: Voxtral Small's output read as 4.0 instead of 0.4.
  const wrong = recordedPages(mistral).map((p) =>
    p.url.endsWith('voxtral-small-25-07.ts') ? { ...p, text: p.text.replace('price: 0.4,', 'price: 4.0,') } : p,
  )
  const got = readSeller(mistral, wrong, seen, good.rows)
  assert.match(got.failure ?? '', /voxtral-small-2507 output 0.4 -> 4 USD, 10x off/)
  assert.is(got.rows, good.rows)
})

test('the official source: the failing seller named, its last good prices still published, the others read', () => {
  const good = official.parse(
    texts('', (t) => t),
    { observed: '2026-11-26', url: official.url },
  )
  assert.equal(good.failures, [])
  const got = official.parse(
    texts('anthropic', () => '<html><body>Service unavailable</body></html>'),
    { observed: '2026-11-26', url: official.url },
  )
  assert.equal(
    got.failures?.map((f) => f.part),
    ['anthropic'],
  )
  assert.match(got.failures![0].reason, /no price table read from the page/)
  // Each model once: a price read again today also stands on the day it was first seen.
  const models = (r: typeof got) => [
    ...new Set(r.observations.filter((o) => o.vendor === 'anthropic').map((o) => o.model)),
  ]
  assert.equal(models(got).sort(), models(good).sort())
  assert.ok(
    got.observations.some((o) => o.source_model_id === 'voxtral-small-2507'),
    'Mistral still read',
  )
})
test.run()

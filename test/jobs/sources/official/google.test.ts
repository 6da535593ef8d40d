// Google's adapter on the pricing section of a dated scrape of its Gemini API docs (2026-03-30; a
// rendering of the HTML page, the live pricing.md.txt twin is unproven): bands, batch, the text price
// beside the audio one, and the Notes section as the proof the copy is whole; and a Google docs page
// (Firebase AI Logic, 2026-06-18) saying Gemini 2.0 Flash and Flash-Lite were shut down on June 1, 2026.
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { recordedPages } from '../../../../jobs/sources/official/baseline.ts'
import google, { shutDown } from '../../../../jobs/sources/official/google.ts'
import { current } from '../../../../jobs/sources/official/keys.ts'
import { readSeller } from '../../../../jobs/sources/official/read.ts'
import { type OfficialPrice, rowProblems } from '../../../../tools/official-price.ts'
import { OFFICIAL_DIR } from '../../../../jobs/official.ts'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'

const test = suite('official google')
const seen = { date: '2026-03-30', basis: 'copy' }

test('the recorded copy: every text model, bands and batch, every number in its words, proven whole', () => {
  const read = google.parse(recordedPages(google), seen)
  // Not read: two partner models notices (google-partner-models.test.ts).
  assert.equal(
    read.problems.map((p) => p.replace(/^.*: (.*)$/, '$1')),
    ['not a family the catalogues file as a resale here', 'no Model ID line (the copy ends first)'],
  )
  for (const r of read.rows) assert.equal(rowProblems(r), [], `${r.model} ${r.mode}`)
  assert.is(read.rows.length, 25)
  assert.equal(
    read.rows
      .filter((r) => r.model === 'gemini-2.5-pro')
      .map((r) => [r.mode, r.condition?.input_tokens_max, r.input, r.output, r.cache_read]),
    [
      ['standard', 200000, 1.25, 10, 0.125],
      ['standard', null, 2.5, 15, 0.25],
      ['batch', 200000, 0.625, 5, 0.125],
      ['batch', null, 1.25, 7.5, 0.25],
    ],
  )
  const flash = read.rows.find((r) => r.model === 'gemini-2.5-flash' && r.mode === 'standard')!
  assert.equal([flash.input, flash.output, flash.cache_read], [0.3, 2.5, 0.03])
  assert.match(flash.condition_text ?? '', /audio input is priced apart/)
  // Image, speech, live-audio and embedding models are not token-priced text rows.
  assert.not.ok(read.rows.some((r) => /image|tts|audio|embedding/.test(r.model)))
  assert.match(read.complete ?? '', /Notes section/)
})

test('a page that says Gemini 2.0 Flash and Flash-Lite were shut down retires both on that day, prices kept', () => {
  const [pricing, banner] = recordedPages(google)
  assert.equal(
    shutDown(banner).map((l) => [l.model, l.status, l.status_date]),
    [
      ['gemini-2.0-flash', 'retired', '2026-06-01'],
      ['gemini-2.0-flash-lite', 'retired', '2026-06-01'],
    ],
  )
  assert.equal(shutDown(pricing), [])
  assert.is(banner.seen?.date, '2026-06-18')
  const read = readSeller(google, [pricing, banner], seen, [])
  const flash = read.rows.filter((r) => r.model.startsWith('gemini-2.0-flash'))
  assert.equal(flash.length, 4)
  assert.ok(flash.every((r) => !current(r) && r.status === 'retired' && r.effective_until === '2026-06-01'))
  assert.ok(flash.some((r) => r.model === 'gemini-2.0-flash' && r.mode === 'standard' && r.input === 0.1))
  assert.ok(read.rows.some((r) => r.model === 'gemini-2.5-flash' && current(r)))
})

test('a copy cut after two models keeps the last good rows and names the reason', () => {
  const good = readSeller(google, recordedPages(google), seen, [])
  const page = recordedPages(google)[0]
  // TEST-ONLY: the copy cut inside the Gemini 3 Flash Preview section.
  const cut = { ...page, text: page.text.slice(0, page.text.indexOf('## Gemini 3 Flash Preview')) }
  const got = readSeller(google, [cut], { date: '2026-04-01', basis: 'copy' }, good.rows)
  assert.match(
    got.failure ?? '',
    /under half of the 18 current rows of the last good read; the last good rows are kept/,
  )
  assert.is(got.rows, good.rows)
  // Every last good row stays as it was: current, or ended where a page said so (Gemini 2.0 Flash, and the
  // models the release notes report shut down).
  const ended = /^gemini-(2\.0-flash|3\.1-flash-lite-preview|robotics-er-1\.5-preview)/
  assert.ok(got.rows.every((r) => current(r) || ended.test(r.model)))
})
test("rows typed from the page's May 2025 copy: one its whole copy of 2026-03-30 does not name retires then", () => {
  const table = JSON.parse(readFileSync(join(OFFICIAL_DIR, 'dated-google.json'), 'utf8')) as { rows: OfficialPrice[] }
  // As typed: no end yet.
  const typed = table.rows.map((r) => ({ ...r, status: 'listed' as const, status_date: null, effective_until: null }))
  const read = readSeller(google, recordedPages(google), seen, [], typed)
  const gone = read.byHand.filter((r) => !current(r))
  assert.equal([...new Set(gone.map((r) => r.model))].sort(), [
    'gemini-1.5-flash',
    'gemini-1.5-flash-8b',
    'gemini-1.5-pro',
    'gemini-2.5-flash-preview-05-20',
    'gemini-2.5-pro-preview-05-06',
  ])
  assert.ok(
    gone.every(
      (r) => r.effective_until === '2026-03-30' && /gone from the page, first missed/.test(r.effective_basis!),
    ),
  )
  assert.is(gone.length, typed.length, 'prices kept as history, none dropped')
  assert.is(read.events.filter((e) => e.kind === 'retirement' && e.date_basis.startsWith('gone')).length, typed.length)
  // A row typed from another page is not this read's to judge; a cut copy retires nothing by absence.
  const elsewhere = typed.map((r) => ({ ...r, url: 'https://ai.google.dev/gemini-api/docs/models' }))
  assert.ok(readSeller(google, recordedPages(google), seen, [], elsewhere).byHand.every(current))
  const page = recordedPages(google)[0]
  const cut = { ...page, text: page.text.slice(0, page.text.indexOf('## Notes')) }
  assert.ok(readSeller(google, [cut], seen, [], typed).byHand.every(current))
})

test.run()

// Google's adapter on the pricing section of a dated scrape of its Gemini API docs (2026-03-30; a
// rendering of the HTML page, the live pricing.md.txt twin is unproven): bands, batch, the text price
// beside the audio one, and the Notes section as the proof the copy is whole; and a Google docs page
// (Firebase AI Logic, 2026-06-18) saying Gemini 2.0 Flash and Flash-Lite were shut down on June 1, 2026.
// Then a third party's capture of the page of 2026-10-10 (one cell a line): Flex and Priority, prices that
// hold through December 31, 2026 (the next, a row from January 1, 2027, never served before its day), and the
// context bands its text lost, read from the part of the same day's HTML kept.
// And the same party's captures of 2026-09-04 and 09-09 between: launches and a price cut dated by them; and
// its capture of the models page of 2026-10-04, whose 'Computer Use (Shut down)' ends 2.5 Computer Use that day.
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { baseline, recordedPages } from '../../../../jobs/sources/official/baseline.ts'
import google, { shutDown } from '../../../../jobs/sources/official/google.ts'
import { markedShutDown, modelsLineup } from '../../../../jobs/sources/official/google-models.ts'
import { current } from '../../../../jobs/sources/official/keys.ts'
import { readSeller } from '../../../../jobs/sources/official/read.ts'
import { type OfficialPrice, rowProblems } from '../../../../tools/official-price.ts'
import { OFFICIAL_DIR } from '../../../../jobs/official.ts'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { copyOf } from './copies.ts'
import { priceAt } from '../../../../tools/price-at.ts'
import { inForceOn, offersOfTable } from '../../../../tools/price-domain.ts'

const test = suite('official google')
const seen = { date: '2026-03-30', basis: 'copy' }
const PRICING = 'https://ai.google.dev/gemini-api/docs/pricing'
/** The scrape of 2026-03-30 (an earlier copy), and the recorded pages that are not the price page. */
const [scrape] = copyOf(google, '2026-03-30')
const others = recordedPages(google).filter((p) => !p.url.startsWith(PRICING))
const banner = others.find((p) => p.url.includes('firebase'))!
/** The capture of 2026-10-10 and the part of the same day's HTML that keeps the context bands. */
const [capture, bands] = recordedPages(google).filter((p) => p.url.startsWith(`${PRICING}?`) || p.url === PRICING)
const october = { date: '2026-10-10', basis: 'capture' }

test('the scrape of 2026-03-30: every text model, bands and batch, every number in its words, proven whole', () => {
  const read = google.parse([scrape, ...others], seen)
  // Not read: four partner models notices (google-partner-models.test.ts): Codestral and Jamba 1.5 Large and
  // Mini are no resale the catalogues file, one copy ends before its Model ID.
  const resale = 'not a family the catalogues file as a resale here'
  assert.equal(
    read.problems.map((p) => p.replace(/^.*: (.*)$/, '$1')),
    [resale, 'no Model ID line (the copy ends first)', resale, resale],
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
  const pricing = scrape
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
  const good = readSeller(google, [scrape, ...others], seen, [])
  const page = scrape
  // TEST-ONLY: the copy cut inside the Gemini 3 Flash Preview section.
  const cut = { ...page, text: page.text.slice(0, page.text.indexOf('## Gemini 3 Flash Preview')) }
  const got = readSeller(google, [cut], { date: '2026-04-01', basis: 'copy' }, good.rows)
  assert.match(
    got.failure ?? '',
    /under half of the 14 current rows of the last good read; the last good rows are kept/,
  )
  assert.is(got.rows, good.rows)
  // Every last good row stays as it was: current, or ended where a page said so (Gemini 2.0 Flash, the
  // models the release notes report shut down, and 2.5 Computer Use, which the models page marks shut down).
  const ended =
    /^gemini-(2\.0-flash|3\.1-flash-lite-preview|robotics-er-1\.5-preview|2\.5-flash-lite-preview-09|2\.5-computer-use)/
  assert.ok(got.rows.every((r) => current(r) || ended.test(r.model)))
})
test("rows typed from the page's May 2025 copy: one its whole copy of 2026-03-30 does not name retires then", () => {
  const table = JSON.parse(readFileSync(join(OFFICIAL_DIR, 'dated-google.json'), 'utf8')) as { rows: OfficialPrice[] }
  // As typed: no end yet.
  const typed = table.rows.map((r) => ({ ...r, status: 'listed' as const, status_date: null, effective_until: null }))
  const read = readSeller(google, [scrape, ...others], seen, [], typed)
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
  assert.ok(readSeller(google, [scrape, ...others], seen, [], elsewhere).byHand.every(current))
  const page = scrape
  const cut = { ...page, text: page.text.slice(0, page.text.indexOf('## Notes')) }
  assert.ok(readSeller(google, [cut], seen, [], typed).byHand.every(current))
})

test('the capture of 2026-10-10: the 3.x models, Flex and Priority, and a price that holds through a day', () => {
  const read = google.parse([capture, bands], october)
  assert.equal(read.problems, [])
  for (const r of read.rows) assert.equal(rowProblems(r), [], `${r.model} ${r.mode}`)
  assert.match(read.complete ?? '', /Notes section/)
  const at = (model: string) =>
    read.rows
      .filter((r) => r.model === model)
      .map((r) => [r.mode, r.input, r.output, r.cache_read, r.effective_from ?? null, r.effective_until ?? null])
  // '$0.75 through December 31, 2026. $1.50 starting January 1, 2027.': the price ends on January 1, 2027,
  // and the next is a row from that day (input, output and cache, each as its cell states it).
  assert.equal(at('gemini-3.8-flash'), [
    ['standard', 0.75, 3.75, 0.075, null, '2027-01-01'],
    ['standard', 1.5, 7.5, 0.15, '2027-01-01', null],
    ['batch', 0.375, 1.875, 0.0375, null, '2027-01-01'],
    ['batch', 0.75, 3.75, 0.075, '2027-01-01', null],
    ['flex', 0.375, 1.875, 0.0375, null, '2027-01-01'],
    ['flex', 0.75, 3.75, 0.075, '2027-01-01', null],
    ['priority', 1.35, 6.75, 0.135, null, '2027-01-01'],
    ['priority', 2.7, 13.5, 0.27, '2027-01-01', null],
  ])
  const words = "page: '$0.75 through December 31, 2026. $1.50 starting January 1, 2027.'"
  const [flash, next] = read.rows.filter((r) => r.model === 'gemini-3.8-flash' && r.mode === 'standard')
  assert.equal([flash.effective_basis, next.effective_basis], [words, words])
  assert.match(flash.evidence, /\$7\.50 starting January 1, 2027\./)
  assert.is(next.evidence, flash.evidence)
  assert.equal(at('gemini-3.6-flash').slice(0, 2), [
    ['standard', 0.75, 3.75, 0.075, null, '2027-01-01'],
    ['standard', 1.5, 7.5, 0.15, '2027-01-01', null],
  ])
  // '$1.00 (text / image / video / audio) through December 31, 2026. $2.00 (...) starting January 1, 2027.'
  assert.equal(at('gemini-robotics-er-2-preview'), [
    ['standard', 1, 5, 0.1, null, '2027-01-01'],
    ['standard', 2, 10, 0.2, '2027-01-01', null],
    ['batch', 0.5, 2.5, 0.05, null, '2027-01-01'],
    ['batch', 1, 5, 0.1, '2027-01-01', null],
  ])
  assert.equal(at('gemini-robotics-er-2-streaming-preview'), [
    ['standard', 1, 5, null, null, '2027-01-01'],
    ['standard', 2, 10, null, '2027-01-01', null],
  ])
  assert.equal(at('gemini-3.5-flash-lite')[0], ['standard', 0.3, 2.5, 0.03, null, null])
  assert.equal(at('gemini-3.1-flash-lite')[0], ['standard', 0.25, 1.5, 0.025, null, null])
  const lite = read.rows.find((r) => r.model === 'gemini-3.1-flash-lite' && r.mode === 'standard')!
  assert.match(lite.condition_text ?? '', /audio input is priced apart/)
  // Gone from the page: the 3.7 and 3.5 Flash (their requests routed to 3.8 and 3.6 Flash).
  assert.not.ok(read.rows.some((r) => /^gemini-3\.[57]-flash$/.test(r.model)))
  // The bands the capture lost ('$2.00, prompts 200k tokens'), read from the part of the HTML kept.
  assert.equal(
    read.rows
      .filter((r) => r.model === 'gemini-3.1-pro-preview' && /standard|priority/.test(r.mode))
      .map((r) => [r.mode, r.condition?.input_tokens_max, r.input, r.output, r.cache_read, r.url]),
    [
      ['standard', 200000, 2, 12, 0.2, `${PRICING}?hl=en`],
      ['standard', null, 4, 18, 0.4, `${PRICING}?hl=en`],
      ['priority', 200000, 3.6, 21.6, 0.36, `${PRICING}?hl=en`],
      ['priority', null, 7.2, 32.4, 0.72, `${PRICING}?hl=en`],
    ],
  )
  assert.equal(at('gemini-2.5-pro')[0], ['standard', 1.25, 10, 0.125, null, null])
})

test('a band the capture lost is never read from it: without the HTML kept, those tabs go unread', () => {
  const read = google.parse([capture], october)
  assert.not.ok(read.rows.some((r) => r.model === 'gemini-3.1-pro-preview' || r.model === 'gemini-2.5-pro'))
  assert.match(read.partial ?? '', /gemini-3\.1-pro-preview standard/)
  assert.match(read.problems.join(' '), /context bands cut out of the copy and read from no other/)
})

test('the history: the 3.x Flash models served at their price through 2026, the 2027 one from its day', () => {
  const b = baseline(google)
  assert.equal(b.failures, [])
  const launch = b.events.find((e) => e.kind === 'launch' && e.model === 'gemini-3.8-flash' && e.mode === 'standard')
  assert.equal([launch?.date, launch?.after?.input], ['2026-09-04', 0.75])
  const rows = b.rows.filter((r) => r.model === 'gemini-3.8-flash')
  assert.is(priceAt(rows, 'gemini-3.8-flash', '2026-11-28T00:00:00Z')?.input, 0.75)
  assert.is(priceAt(rows, 'gemini-3.8-flash', '2027-01-02T00:00:00Z')?.input, 1.5)
  const standard = rows.filter((r) => r.mode === 'standard')
  const inForce = (day: string) => standard.filter((r) => inForceOn(r, day)).map((r) => [r.input, r.output])
  assert.equal(inForce('2026-11-25'), [[0.75, 3.75]])
  assert.equal(inForce('2027-01-01'), [[1.5, 7.5]])
  const offers = offersOfTable({ seller: 'google', rows: b.rows }, '2026-11-25')
  assert.is(offers.get('gemini-3-8-flash' as never)?.[0]?.input, 0.75)
  const next = offersOfTable({ seller: 'google', rows: b.rows }, '2027-01-01')
  assert.is(next.get('gemini-3-8-flash' as never)?.[0]?.input, 1.5)
  // Stated on every copy from 09-04, the 2027 price neither ends the current one early nor changes it before then.
  const changes = b.events.filter((e) => e.kind === 'price_change' && e.model === 'gemini-3.8-flash')
  assert.equal(
    changes.map((e) => [e.mode, e.date, e.before?.input, e.after?.input]),
    [
      ['standard', '2027-01-01', 0.75, 1.5],
      ['batch', '2027-01-01', 0.375, 0.75],
      ['flex', '2027-01-01', 0.375, 0.75],
      ['priority', '2027-01-01', 1.35, 2.7],
    ],
  )
  // Both seen on every copy, the first on 09-04 and the last on 10-10: the price through 2026 as much as the next.
  assert.equal(
    standard.map((r) => [r.input, r.effective_from ?? null, r.effective_until ?? null, r.first_seen, r.page_date]),
    [
      [0.75, null, '2027-01-01', '2026-09-04', '2026-10-10'],
      [1.5, '2027-01-01', null, '2026-09-04', '2026-10-10'],
    ],
  )
  // The release notes of 2026-10-10: every request to 3.7 and 3.5 Flash is routed to 3.8 and 3.6 Flash.
  for (const model of ['gemini-3.7-flash', 'gemini-3.5-flash']) {
    const life = b.lives.find((l) => l.model === model)
    assert.equal([life?.status, life?.status_date], ['retired', '2026-10-08'], model)
    assert.match(life?.words ?? '', /All requests to gemini-3\.[57]-flash are automatically routed to/)
    assert.not.ok(offers.has(model.replaceAll('.', '-') as never), model)
  }
  // What the scrape of 2026-03-30 listed and the capture does not: the dated notes' day, else first missed.
  const ended = (model: string) => b.rows.find((r) => r.model === model && r.mode === 'standard')?.effective_until
  assert.is(ended('gemini-2.5-flash-lite-preview-09-2025'), '2026-03-31')
  assert.is(ended('gemini-robotics-er-1.6-preview'), '2026-10-10')
})

test("the models page of 2026-10-04: 'Computer Use (Shut down)' ends 2.5 Computer Use at the page's update", () => {
  const models = recordedPages(google).find((p) => p.url.endsWith('/docs/models'))!
  assert.is(models.seen?.date, '2026-10-04')
  const problems: string[] = []
  // Every row the copy marks: the mark states no day, the copy of 2026-10-04 shows the page 'Last updated
  // 2026-10-01 UTC.' (the capture of 09-30, updated 2026-09-24, has no mark), so it stood so from 10-01.
  assert.equal(
    markedShutDown(models, '2026-10-04', problems).map((l) => [l.model, l.status, l.status_date]),
    [
      ['imagen-4.0-generate', 'retired', '2026-10-01'],
      ['gemini-2.5-computer-use-preview-10-2025', 'retired', '2026-10-01'],
      ['gemini-2.0-flash', 'retired', '2026-10-01'],
      ['gemini-2.0-flash-lite', 'retired', '2026-10-01'],
      ['gemini-3.1-flash-lite-preview', 'retired', '2026-10-01'],
      ['gemini-3-pro-preview', 'retired', '2026-10-01'],
    ],
  )
  // A copy without the line is dated by its own day.
  const bare = { ...models, text: models.text.replace(/^Last updated .*$/m, '') }
  assert.equal([...new Set(markedShutDown(bare, '2026-10-04', []).map((l) => l.status_date))], ['2026-10-04'])
  assert.equal(problems, [])
  const b = baseline(google)
  assert.equal(b.failures, [])
  // Gone from the price page first missed 2026-10-10; the models page marked it shut down, updated 2026-10-01.
  const use = b.rows.filter((r) => r.model === 'gemini-2.5-computer-use-preview-10-2025')
  assert.equal(
    use.map((r) => [r.input, r.output, r.status, r.effective_until, r.effective_basis]),
    [
      [1.25, 10, 'retired', '2026-10-01', 'page: retired 2026-10-01'],
      [2.5, 15, 'retired', '2026-10-01', 'page: retired 2026-10-01'],
    ],
  )
  const retired = b.events.filter((e) => e.kind === 'retirement' && e.model === use[0].model)
  assert.equal(
    retired.map((e) => e.date),
    ['2026-10-01', '2026-10-01'],
    'told once a band, on the marked day',
  )
  const life = b.lives.find((l) => l.model === use[0].model)
  assert.equal([life?.status, life?.status_date, life?.url], ['retired', '2026-10-01', models.url])
  assert.match(life?.words ?? '', /^Computer Use \(Shut down\) \| gemini-2\.5-computer-use-preview-10-2025 /)
  // A day the release notes state goes before the mark's: the other four keep theirs.
  const day = (model: string) => b.lives.find((l) => l.model === model)?.status_date
  assert.equal(['gemini-2.0-flash', 'gemini-3.1-flash-lite-preview', 'gemini-3-pro-preview'].map(day), [
    '2026-06-01',
    '2026-05-25',
    '2026-03-09',
  ])
})

test('a row the models page marks names no endpoint id: said, nothing retired', () => {
  const problems: string[] = []
  // TEST-ONLY: a marked row whose endpoint cell is empty.
  const page = { url: 'https://ai.google.dev/gemini-api/docs/models', text: '| Gemini X (Shut down)\n| Old.\n|\nNext' }
  assert.equal(markedShutDown(page, '2026-10-04', problems), [])
  assert.match(problems.join(' '), /'Gemini X \(Shut down\)': no endpoint id in its row/)
})

test('the captures of 2026-09-04 and 09-09: launches first seen 09-04, the Robotics ER 2 cut first seen 09-09', () => {
  const b = baseline(google)
  assert.equal(b.failures, [])
  const at = (kind: string, model: string, mode = 'standard') =>
    b.events.find((e) => e.kind === kind && e.model === model && e.mode === mode)
  // On the page of 09-04 (not on the scrape of 2026-03-30): first seen that day, at its prices.
  for (const [model, input, output] of [
    ['gemini-3.8-flash', 0.75, 3.75],
    ['gemini-3.7-flash', 0.75, 3.75],
    ['gemini-3.5-flash', 1.5, 9],
    ['gemini-robotics-er-2-preview', 2, 10],
  ] as const) {
    const e = at('launch', model)
    assert.equal(
      [e?.date, e?.date_basis, e?.after?.input, e?.after?.output],
      ['2026-09-04', 'first seen 2026-09-04', input, output],
      model,
    )
  }
  // '$1.00 (text / image / video / audio) through December 31, 2026.': first seen on 09-09, $2.00 before.
  for (const [model, mode, before, after] of [
    ['gemini-robotics-er-2-preview', 'standard', [2, 10, 0.2], [1, 5, 0.1]],
    ['gemini-robotics-er-2-preview', 'batch', [1, 5, 0.1], [0.5, 2.5, 0.05]],
    ['gemini-robotics-er-2-streaming-preview', 'standard', [2, 10, null], [1, 5, null]],
  ] as const) {
    const e = at('price_change', model, mode)
    const prices = (p: Record<string, number | null> | null | undefined) => [p?.input, p?.output, p?.cache_read]
    assert.equal([e?.date, prices(e?.before), prices(e?.after)], ['2026-09-09', before, after], `${model} ${mode}`)
  }
  const er2 = b.rows.filter((r) => r.model === 'gemini-robotics-er-2-preview' && r.mode === 'standard')
  assert.is(priceAt(er2, 'gemini-robotics-er-2-preview', '2026-09-08T12:00:00Z')?.input, 2)
  assert.is(priceAt(er2, 'gemini-robotics-er-2-preview', '2026-09-09T12:00:00Z')?.input, 1)
  // '$2.00 (text / image / video / audio) starting January 1, 2027.', first stated on 09-09.
  assert.is(priceAt(er2, 'gemini-robotics-er-2-preview', '2027-01-01T12:00:00Z')?.input, 2)
  // 3.7 Flash, priced 'through December 31, 2026', ends on the day the release notes retire it, not then; its
  // 2027 price, stated on 09-04 and 09-09, never takes effect.
  const flash = b.rows.filter((r) => r.model === 'gemini-3.7-flash' && r.mode === 'standard')
  assert.equal(
    flash.map((r) => [r.input, r.status, r.effective_until]),
    [[0.75, 'retired', '2026-10-08']],
  )
  assert.is(priceAt(flash, 'gemini-3.7-flash', '2026-10-07T12:00:00Z')?.input, 0.75)
  assert.is(priceAt(flash, 'gemini-3.7-flash', '2026-10-08T12:00:00Z'), undefined)
  assert.equal(
    [at('retirement', 'gemini-3.7-flash')?.date, at('retirement', 'gemini-3.5-flash')?.date],
    ['2026-10-08', '2026-10-08'],
  )
  // Their text lost the context bands (3.1 Pro Preview, 2.5 Pro, 2.5 Computer Use): they retire nothing by absence.
  assert.match(b.problems.join(' '), /2026-09-04: completeness not proven/)
  assert.is(at('retirement', 'gemini-robotics-er-1.6-preview')?.date, '2026-10-10')
})

test("the models page of 2026-10-04, whole, and the price page of 2026-10-10: the read's line-up", () => {
  const models = recordedPages(google).find((p) => p.url.endsWith('/docs/models'))!
  const ids = modelsLineup(models) ?? []
  // Every endpoint cell, shut-down rows too (their mark retires them), both ids of a two-id cell.
  for (const id of [
    'gemini-3.8-flash',
    'gemini-3.5-transcribe-live',
    'gemini-robotics-er-1.6-preview',
    'gemini-2.0-flash',
  ])
    assert.ok(ids.includes(id), id)
  // Not on it: the announced image previews, a Vertex AI id, Gemini 1.0; nor the price page's customtools variant.
  for (const id of ['gemini-3-pro-image-preview', 'gemini-live-2.5-flash', 'gemini-1.0-pro-vision-001'])
    assert.not.ok(ids.includes(id), id)
  assert.not.ok(ids.includes('gemini-3.1-pro-preview-customtools'))
  // A copy cut between the page's 'all the models' sentence and the heading after its sections proves nothing.
  const cut = { ...models, text: models.text.replace('| Gemini 2.5 Pro TTS\n', '[…]\n') }
  assert.is(modelsLineup(cut), undefined)
  // The read: the models page's ids and the price page's (the customtools variant, a deprecated preview).
  const read = google.parse(recordedPages(google), october)
  assert.is(read.lineup?.url, models.url)
  for (const id of ['gemini-3.1-pro-preview-customtools', 'gemini-omni-flash-preview', 'gemini-3.8-live'])
    assert.ok(read.lineup?.models.includes(id), id)
  assert.match(read.lineup?.words ?? '', /^the models page of 2026-10-04 \('This guide introduces all the models/)
  // A models page of another week says nothing of the read; the scrape proven whole keeps its own line-up.
  assert.is(google.parse(recordedPages(google), { date: '2026-10-20', basis: 'c' }).lineup, undefined)
  assert.is(google.parse([scrape, ...others], seen).lineup?.url, 'https://ai.google.dev/gemini-api/docs/pricing.md.txt')
})

test.run()

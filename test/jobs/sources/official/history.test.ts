// One read landed on the last good rows (jobs/sources/official/history.ts): a price seen again keeps the
// day it was first seen, a changed one starts on the day first seen changed.
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { applyRead, endByLives, restatedKey } from '../../../../jobs/sources/official/history.ts'
import type { OfficialPrice } from '../../../../tools/official-price.ts'

const test = suite('official history :: reads landed')
const row = (page_date: string, input: number) =>
  ({
    model: 'test-only-model',
    developer: 'test-only',
    currency: 'USD',
    mode: 'standard',
    input,
    output: input * 4,
    url: 'https://docs.example.test/pricing.md',
    evidence: `test-only-model $${input} / $${input * 4}`,
    page_date,
    page_date_basis: 'copy',
    effective_from: null,
    effective_until: null,
  }) as OfficialPrice

test('seen again: the first copy that showed it stays known (first_seen), the last is page_date', () => {
  const first = applyRead([], [row('2026-07-15', 1)], '2026-07-15').rows
  assert.is(first[0].first_seen, undefined)
  const again = applyRead(first, [row('2026-08-11', 1)], '2026-08-11').rows
  assert.equal([again[0].first_seen, again[0].page_date], ['2026-07-15', '2026-08-11'])
  const third = applyRead(again, [row('2026-08-21', 1)], '2026-08-21').rows
  assert.equal([third[0].first_seen, third[0].page_date], ['2026-07-15', '2026-08-21'])
  // Changed: the old price ends and the new one starts the day first seen changed.
  const changed = applyRead(third, [row('2026-09-01', 2)], '2026-09-01').rows
  assert.equal(
    changed.map((r) => [r.input, r.effective_from ?? null, r.effective_until ?? null]),
    [
      [1, null, '2026-09-01'],
      [2, '2026-09-01', null],
    ],
  )
})

test('seen again under other terms (a band the page now adds): first seen today, not before', () => {
  const flat = applyRead([], [row('2026-05-15', 1)], '2026-05-15').rows
  const banded = { ...row('2026-11-25', 1), condition: { input_tokens_min: 0, input_tokens_max: 200000 } }
  const got = applyRead(flat, [banded], '2026-11-25').rows
  assert.equal(
    [got[0].first_seen, got[0].page_date, got[0].condition?.input_tokens_max],
    [undefined, '2026-11-25', 200000],
  )
})

test('an offer seen undated, then with the end a later copy states: one offer, first seen on the first copy', () => {
  const offer = { ...row('2026-09-08', 1), mode: 'promotion' } as OfficialPrice
  const first = applyRead([], [offer], '2026-09-08').rows
  const ending = { promotion_until: '2026-09-09T16:00Z' }
  const dated = { ...offer, page_date: '2026-09-09', condition: ending, effective_until: '2026-09-09T16:00Z' }
  const got = applyRead(first, [dated], '2026-09-09').rows
  assert.equal(
    got.map((r) => [r.first_seen, r.page_date, r.effective_until]),
    [['2026-09-08', '2026-09-09', '2026-09-09T16:00Z']],
  )
})

test('a read proving whole some pages only: an offer last read from another page is not taken as gone', async () => {
  const { readSeller } = await import('../../../../jobs/sources/official/read.ts')
  const usd = row('2026-09-08', 1)
  const cny = { ...row('2026-09-08', 8), currency: 'CNY', url: 'https://cn.example.test/pricing' } as OfficialPrice
  // TEST-ONLY adapter: a whole copy of the USD page naming another model only.
  const other = { ...row('2026-11-25', 5), model: 'test-only-other' } as OfficialPrice
  const adapter = {
    seller: 'test-only',
    parse: () => ({ rows: [other], problems: [], complete: 'TEST-ONLY whole', wholePages: [usd.url] }),
  } as unknown as Parameters<typeof readSeller>[0]
  const got = readSeller(adapter, [], { date: '2026-11-25', basis: 'copy' }, [usd, cny])
  assert.equal(
    got.rows.filter((r) => r.model === 'test-only-model').map((r) => [r.currency, r.status, r.effective_until]),
    [
      ['USD', 'retired', '2026-11-25'],
      ['CNY', undefined, null],
    ],
  )
})

test('a cut read with a whole table: only an offer that table held is taken as gone', async () => {
  const { readSeller } = await import('../../../../jobs/sources/official/read.ts')
  const held = row('2026-09-08', 1)
  const cut = { ...row('2026-09-08', 8), model: 'test-only-cut' } as OfficialPrice
  // TEST-ONLY adapter: a copy cut in one table, whole in the one that held test-only-model, naming neither.
  const other = { ...row('2026-11-25', 5), model: 'test-only-other' } as OfficialPrice
  const wholeTables = { words: 'TEST-ONLY table', holds: (r: OfficialPrice) => r.model !== 'test-only-cut' }
  const adapter = {
    seller: 'test-only',
    parse: () => ({ rows: [other], problems: [], partial: 'TEST-ONLY cut', wholeTables }),
  } as unknown as Parameters<typeof readSeller>[0]
  const got = readSeller(adapter, [], { date: '2026-11-25', basis: 'copy' }, [held, cut])
  assert.equal(
    got.rows.filter((r) => r.model !== 'test-only-other').map((r) => [r.model, r.status, r.effective_until]),
    [
      ['test-only-model', 'retired', '2026-11-25'],
      ['test-only-cut', undefined, null],
    ],
  )
  assert.ok(got.problems.some((p) => /no retirement by absence, but of what TEST-ONLY table held/.test(p)))
})

/** TEST-ONLY: a model list saying the model closed on 2026-01-28. */
const CLOSED = {
  model: 'test-only-model',
  aliases: [],
  status: 'retired' as const,
  status_date: '2026-01-28',
  url: 'https://docs.example.test/models',
  words: 'test-only-model closed 2026-01-28',
}

test('a day another page of the read states moves an end by absence back to it, row by row, told once', () => {
  // TEST-ONLY rows: a list price and a promotion that began 2026-02-01, both gone from a whole copy of 02-09;
  // the read's model list says the model closed on 2026-01-28.
  const list = row('2025-11-11', 2)
  const promo = { ...row('2026-02-01', 1), mode: 'promotion', effective_from: '2026-02-01' } as OfficialPrice
  const landed = applyRead([list, promo], [], '2026-02-09')
  assert.equal(
    landed.rows.map((r) => r.effective_until),
    ['2026-02-09', '2026-02-09'],
  )
  const ended = endByLives(landed.rows, [CLOSED], '2026-02-09')
  // The promotion began after the stated day: its end stays the day it was first missed.
  assert.equal(
    ended.rows.map((r) => [r.mode, r.status, r.effective_until]),
    [
      ['standard', 'retired', '2026-01-28'],
      ['promotion', 'retired', '2026-02-09'],
    ],
  )
  // Of the absence events, only the moved row's is superseded (read.ts drops it by this key).
  const absent = landed.events.filter((e) => e.kind === 'retirement')
  assert.equal(
    absent.map((e) => [e.mode, ended.restated.has(restatedKey(e))]),
    [
      ['standard', true],
      ['promotion', false],
    ],
  )
  assert.equal(
    ended.events.map((e) => [e.mode, e.date]),
    [['standard', '2026-01-28']],
  )
})

test('an end announced ahead, stated otherwise by a later copy: the later end stands, told once', () => {
  // TEST-ONLY: filed 2026-07-01 to retire on 2026-12-31, then filed as retired on 2026-09-30.
  const ahead = { ...row('2026-07-01', 1), status: 'deprecated', effective_until: '2026-12-31' } as OfficialPrice
  const first = applyRead([], [ahead], '2026-07-01').rows
  const retired = { ...ahead, page_date: '2026-10-15', status: 'retired', effective_until: '2026-09-30' }
  const got = applyRead(first, [retired as OfficialPrice], '2026-10-15')
  assert.equal(
    got.rows.map((r) => [r.status, r.effective_until, r.page_date]),
    [['retired', '2026-09-30', '2026-10-15']],
  )
  assert.equal(
    got.events.map((e) => [e.kind, e.date]),
    [['retirement', '2026-09-30']],
  )
  // Read again: the same end, nothing new.
  assert.equal(applyRead(got.rows, [retired as OfficialPrice], '2026-10-16').events, [])
  // An end stated after its day (not ahead) stays as it is.
  const past = { ...ahead, page_date: '2027-01-05' } as OfficialPrice
  assert.equal(applyRead([past], [retired as OfficialPrice], '2027-01-06').rows[0].effective_until, '2026-12-31')
})

test('a price the page says holds through a day ahead, shown again before it: seen again, its end kept', () => {
  // TEST-ONLY: '$1 through December 31, 2026' on 2026-09-04, the same words on 2026-10-10.
  const through = { ...row('2026-09-04', 1), effective_until: '2027-01-01' } as OfficialPrice
  const first = applyRead([], [through], '2026-09-04').rows
  const got = applyRead(first, [{ ...through, page_date: '2026-10-10' }], '2026-10-10')
  assert.equal(
    got.rows.map((r) => [r.first_seen, r.page_date, r.effective_until]),
    [['2026-09-04', '2026-10-10', '2027-01-01']],
  )
  assert.equal(got.events, [], 'nothing changed')
  // Once its day has come, a copy repeating the words says nothing of the days since: the row stays as it was.
  const late = applyRead(got.rows, [{ ...through, page_date: '2027-01-05' }], '2027-01-05').rows
  assert.equal([late[0].page_date, late[0].effective_until], ['2026-10-10', '2027-01-01'])
})

test('a retirement the seller states ends a row whose page stated a later end, on the retirement day', () => {
  // TEST-ONLY: a price the page says holds through 2026-12-31, seen 2026-09-04; the model retired 2026-10-08.
  const through = "page: '$1 through December 31, 2026. $2 starting January 1, 2027.'"
  const dated = { ...row('2026-09-04', 1), effective_until: '2027-01-01', effective_basis: through } as OfficialPrice
  const retired = { ...CLOSED, status_date: '2026-10-08', words: 'test-only-model is deprecated' }
  const got = endByLives([dated], [retired], '2026-10-10')
  assert.equal(
    got.rows.map((r) => [r.status, r.status_date, r.effective_until]),
    [['retired', '2026-10-08', '2026-10-08']],
  )
  assert.is(got.rows[0].effective_basis, `page: retired 2026-10-08, before the end its page stated (${through})`)
  assert.equal(
    got.events.map((e) => [e.kind, e.date, e.before?.input]),
    [['retirement', '2026-10-08', 1]],
  )
  // Left as they are: a row that had ended by the day, and one that began after it.
  const ended = { ...dated, effective_until: '2026-10-01' }
  const later = { ...dated, page_date: '2026-10-09', effective_from: '2026-10-09' }
  for (const r of [ended, later]) assert.equal(endByLives([r], [retired], '2026-10-10').rows, [r])
})

test('rows alike but for their region: the one moved drops its own absence event, the other keeps it', async () => {
  const { readSeller } = await import('../../../../jobs/sources/official/read.ts')
  const us = { ...row('2025-11-11', 2), region: 'us' } as OfficialPrice
  const eu = { ...row('2026-02-01', 2), region: 'eu', effective_from: '2026-02-01' } as OfficialPrice
  // TEST-ONLY adapter: a whole copy naming another model only, with the model list's life beside it.
  const other = { ...row('2026-02-09', 5), model: 'test-only-other' } as OfficialPrice
  const adapter = {
    seller: 'test-only',
    parse: () => ({ rows: [other], lives: [CLOSED], problems: [], complete: 'TEST-ONLY whole copy' }),
  } as unknown as Parameters<typeof readSeller>[0]
  const got = readSeller(adapter, [], { date: '2026-02-09', basis: 'copy' }, [us, eu])
  const mine = got.rows.filter((r) => r.model === 'test-only-model')
  assert.equal(
    mine.map((r) => [r.region, r.effective_until]),
    [
      ['us', '2026-01-28'],
      ['eu', '2026-02-09'],
    ],
  )
  assert.equal(
    got.events
      .filter((e) => e.kind === 'retirement')
      .map((e) => e.date)
      .sort(),
    ['2026-01-28', '2026-02-09'],
  )
})

test('a row with a stated start, ended by what a later page says, keeps the words of its start', () => {
  // TEST-ONLY: a price the page dates from 2026-02-01, then the model marked retired (no day) on 2026-03-01.
  const dated = { ...row('2026-01-20', 1), effective_from: '2026-02-01', effective_basis: "page: 'from Feb 1'" }
  const got = endByLives([dated as OfficialPrice], [{ ...CLOSED, status_date: null }], '2026-03-01').rows[0]
  assert.equal([got.effective_from, got.effective_until], ['2026-02-01', '2026-03-01'])
  assert.is(got.effective_basis, "page: 'from Feb 1'; until page marks it retired, first seen 2026-03-01")
  // One without a stated start takes the end's words alone.
  const undated = endByLives([row('2026-01-20', 1)], [{ ...CLOSED, status_date: null }], '2026-03-01').rows[0]
  assert.is(undated.effective_basis, 'page marks it retired, first seen 2026-03-01')
})

test('an API name the page respells (mistral-medium-3.5, then mistral-medium-3-5) is the same offer', () => {
  // TEST-ONLY ids: one model's row under its first spelling, then under the canonical one at the same price.
  const first = applyRead([], [{ ...row('2026-04-29', 1), model: 'test-only-model-3.5' }], '2026-04-29').rows
  const got = applyRead(first, [{ ...row('2026-07-15', 1), model: 'test-only-model-3-5' }], '2026-07-15')
  assert.equal(got.events, [])
  assert.equal(
    got.rows.map((r) => [r.model, r.first_seen, r.page_date, r.effective_until ?? null]),
    [['test-only-model-3-5', '2026-04-29', '2026-07-15', null]],
  )
})

test.run()

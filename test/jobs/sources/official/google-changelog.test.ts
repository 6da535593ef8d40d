// Google's Gemini API release notes, as the stored openings in English, Portuguese and Chinese keep
// them: each entry saying a model has been shut down retires it on the entry's day; an announcement
// of a shutdown to come retires nothing; and the read ends the retired models' prices on that day.
// Then a third party's captures (2026-09-06, 2026-10-10), their lines wrapped: a shutdown named by the
// model's title and the id that now points elsewhere, and a model all of whose requests are routed to another.
// Last, a shutdown announced for a day now past: retired on it only where no page read since names the model.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { recordedPages } from '../../../../jobs/sources/official/baseline.ts'
import google from '../../../../jobs/sources/official/google.ts'
import { changelogAnnouncements, changelogShutdowns } from '../../../../jobs/sources/official/google-changelog.ts'
import { readSeller } from '../../../../jobs/sources/official/read.ts'
import { PAGES_DIR } from '../../../../jobs/sources/official/types.ts'
import { copyOf } from './copies.ts'

const test = suite('official google :: release notes')
const URL = 'https://ai.google.dev/gemini-api/docs/changelog'
const copy = (fixture: string) => ({ url: URL, text: readFileSync(join(PAGES_DIR, 'google', fixture), 'utf8') })
const said = (fixture: string) => changelogShutdowns(copy(fixture)).map((l) => [l.model, l.status_date])

test('the recorded copies: what each says has been shut down, on its day, in each language', () => {
  // English: the January 15 entry announces February 17 (not retired) and reports one shutdown.
  assert.equal(said('changelog-en.txt'), [
    ['gemini-2.5-flash-image-preview', '2026-01-15'],
    ['text-embedding-004', '2026-01-14'],
  ])
  // Portuguese: 'foram desativados' (were turned off) retires; 'foi encerrado' (ended) is not read, since a
  // free tier ends too (the English copy says text-embedding-004 was shut down).
  assert.equal(said('changelog-pt-br.txt'), [
    ['gemini-2.5-flash-preview-09-25', '2026-02-17'],
    ['imagen-4.0-generate-preview-06-06', '2026-02-17'],
    ['imagen-4.0-ultra-generate-preview-06-06', '2026-02-17'],
    ['gemini-2.5-flash-image-preview', '2026-01-15'],
  ])
  // Chinese: '已关停' (has been shut down) retires; '将于 … 关停' (will be) and the replacement do not.
  assert.equal(said('changelog-zh-cn-2026-05-19.txt'), [['gemini-robotics-er-1.5-preview', '2026-04-30']])
  assert.equal(said('changelog-zh-cn-2026-06-17.txt'), [
    ['gemini-2.0-flash', '2026-06-01'],
    ['gemini-2.0-flash-001', '2026-06-01'],
    ['gemini-2.0-flash-lite', '2026-06-01'],
    ['gemini-2.0-flash-lite-001', '2026-06-01'],
    ['gemini-3.1-flash-lite-preview', '2026-05-25'],
  ])
  const words = changelogShutdowns(copy('changelog-zh-cn-2026-06-17.txt')).at(-1)!.words
  assert.is(words, '2026 年 5 月 25 日: gemini-3.1-flash-lite-preview模型已关闭。')
})

test('only the past tense, only what was shut down: not a shutdown to come, a replacement or a feature', () => {
  const read = (...lines: string[]) =>
    changelogShutdowns({ url: URL, text: lines.join('\n') }).map((l) => [l.model, l.status_date])
  assert.equal(
    read(
      'March 3, 2026',
      'Deprecation announcement: The following models will be shut down April 1, 2026:',
      'gemini-9-progemini-9-flash',
      'March 2, 2026',
      'The',
      'gemini-8-previewhas been shut down, use',
      'gemini-8instead; gemini-7 will have been shut down by then.',
    ),
    [['gemini-8-preview', '2026-03-02']],
  )
  // A list under the statement, one id a line, up to the first line that is not ids; ids glued by 'and'.
  assert.equal(
    read(
      'March 2, 2026',
      'The following models have been shut down:',
      'gemini-a',
      'gemini-bandgemini-c',
      'See gemini-z.',
    ),
    [
      ['gemini-a', '2026-03-02'],
      ['gemini-b', '2026-03-02'],
      ['gemini-c', '2026-03-02'],
    ],
  )
  // A feature turned off is not the model: its free tier, its thinking ('思考功能已关闭').
  assert.equal(read('March 2, 2026', 'The free tier of gemini-a has been shut down.'), [])
  assert.equal(read('2026 年 3 月 2 日', 'gemini-a 的思考功能已关闭。'), [])
  assert.equal(read('2026 年 3 月 2 日', 'gemini-a现已关闭，请改用gemini-b。'), [['gemini-a', '2026-03-02']])
})

test('the read: a model the notes retire is priced until that day (gemini-3.1-flash-lite-preview)', () => {
  // The scrape of 2026-03-30 (an earlier copy) with every recorded page that is not the price page.
  const others = recordedPages(google).filter((p) => !p.url.includes('/docs/pricing'))
  const out = readSeller(google, [...copyOf(google, '2026-03-30'), ...others], { date: '2026-03-30', basis: 'c' }, [])
  const lite = out.rows.filter((r) => r.model === 'gemini-3.1-flash-lite-preview' && r.mode === 'standard')
  assert.equal(
    lite.map((r) => [r.input, r.output, r.status, r.effective_until]),
    [[0.25, 1.5, 'retired', '2026-05-25']],
  )
  assert.ok(
    out.rows.some((r) => r.model === 'gemini-2.5-flash' && !r.effective_until),
    'the others stay listed',
  )
})

test('the captures: wrapped lines, a shutdown named by its title, and requests routed to another model', () => {
  assert.equal(said('changelog-en-2026-09-06.txt'), [
    ['gemini-2.0-flash', '2026-06-01'],
    ['gemini-2.0-flash-001', '2026-06-01'],
    ['gemini-2.0-flash-lite', '2026-06-01'],
    ['gemini-2.0-flash-lite-001', '2026-06-01'],
    ['gemini-3.1-flash-lite-preview', '2026-05-25'],
    ['gemini-robotics-er-1.5-preview', '2026-04-30'],
    ['gemini-2.5-flash-lite-preview-09-2025', '2026-03-31'],
    ['gemini-3-pro-preview', '2026-03-09'],
  ])
  const pro = changelogShutdowns(copy('changelog-en-2026-09-06.txt')).at(-1)!.words
  assert.is(
    pro,
    'March 9, 2026: The Gemini 3 Pro Preview model has been shut down. ' +
      'The gemini-3-pro-preview now points to gemini-3.1-pro-preview.',
  )
  // October 8: deprecated, replaced, every request routed: no longer sold as itself, from that day.
  const routed = changelogShutdowns(copy('changelog-en-2026-10-10.txt'))
  assert.equal(
    routed.map((l) => [l.model, l.status, l.status_date]),
    [
      ['gemini-3.7-flash', 'retired', '2026-10-08'],
      ['gemini-3.5-flash', 'retired', '2026-10-08'],
    ],
  )
  assert.is(
    routed[0].words,
    'October 8, 2026: gemini-3.7-flash is deprecated and has been replaced by gemini-3.8-flash. ' +
      'All requests to gemini-3.7-flash are automatically routed to gemini-3.8-flash.',
  )
  // Its agent 'deprecated and will be shut down on October 23, 2026' retires nothing yet.
  assert.not.ok(routed.some((l) => l.model.startsWith('deep-research')))
})

test('announcements: the ids before the verb, or listed below its colon (a label line first), and the day', () => {
  const announced = (fixture: string) => changelogAnnouncements(copy(fixture)).map((a) => `${a.model} ${a.day}`)
  assert.equal(announced('changelog-en-2026-09-06.txt'), [
    'gemini-robotics-er-1.6-preview 2026-08-31',
    'imagen-4.0-generate-001 2026-08-17',
    'imagen-4.0-ultra-generate-001 2026-08-17',
    'imagen-4.0-fast-generate-001 2026-08-17',
    'veo-2.0-generate-001 2026-06-30',
    'veo-3.0-generate-001 2026-06-30',
    'veo-3.0-fast-generate-001 2026-06-30',
    'gemini-3.1-flash-image-preview 2026-06-25',
    'gemini-3-pro-image-preview 2026-06-25',
    // 'is' / 'deprecating on 5/11/26 and will be' / 'shut down on May 25, 2026.': wrapped over three lines
    'gemini-3.1-flash-lite-preview 2026-05-25',
    'gemini-robotics-er-1.5-preview 2026-04-30',
    'gemini-2.5-flash-lite-preview-09-2025 2026-03-31',
  ])
  // The ids glued together, no 'on' before the day; the list stops at the first line that is not ids only.
  assert.equal(announced('changelog-en.txt').slice(0, 4), [
    'gemini-2.0-flash 2026-03-31',
    'gemini-2.0-flash-001 2026-03-31',
    'gemini-2.0-flash-lite 2026-03-31',
    'gemini-2.0-flash-lite-001 2026-03-31',
  ])
  // Veo 3.1, named in the advice after the list, is not shut down; nor is a deprecation with no shutdown day.
  const all = changelogAnnouncements(copy('changelog-en-2026-09-06.txt')).map((a) => a.model)
  assert.not.ok(all.some((m) => m.startsWith('veo-3.1') || m === 'gemini-omni-flash-preview'))
})

test('the read: an announced day now past retires a model no page since names, never one a later page lists', () => {
  const lives = readSeller(google, recordedPages(google), { date: '2026-10-10', basis: 'c' }, []).lives ?? []
  const life = (model: string) => lives.find((l) => l.model === model)
  // Announced for June 25; neither the price page (2026-10-10) nor the whole models page (2026-10-04) names it.
  for (const model of ['gemini-3-pro-image-preview', 'gemini-3.1-flash-image-preview']) {
    assert.equal([life(model)?.status, life(model)?.status_date], ['retired', '2026-06-25'], model)
    assert.match(life(model)!.words, /^May 28, 2026: .* will be shut down on June 25, 2026; named on no page read/)
  }
  // Announced for August 31, still on the models page of 2026-10-04: the day moved, nothing retires it here.
  assert.not.equal(life('gemini-robotics-er-1.6-preview')?.status, 'retired')
  // Announced for March 31, shut down June 1 (the notes of that day say so): the stated day stands.
  assert.equal(life('gemini-2.0-flash')?.status_date, '2026-06-01')
  // GA successors, on the models page, stay listed.
  assert.not.ok(lives.some((l) => l.model === 'gemini-3-pro-image' && l.status === 'retired'))
})

test.run()

// DeepSeek's adapter on four real text renderings of its pricing page (search store; the live .md twin
// is unproven): an April 2026 archive of the V4 preview list (Pro at a dated limited-time discount), the
// flat list whose footnote dates its end, the peak/off-peak list after it, and the late-2026 list in which
// deepseek-flash replaces names the page says are retired.
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import deepseek, { offPeakWindows, offPeakWindowsCn } from '../../../../jobs/sources/official/deepseek.ts'
import { baseline, recordedPages } from '../../../../jobs/sources/official/baseline.ts'
import { current } from '../../../../jobs/sources/official/keys.ts'
import { readSeller } from '../../../../jobs/sources/official/read.ts'
import { rowProblems } from '../../../../tools/official-price.ts'
import { copyOf } from './copies.ts'
import { OFFICIAL_DIR } from '../../../../jobs/official.ts'
import type { OfficialPrice } from '../../../../tools/official-price.ts'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'

const test = suite('official deepseek')

test('the recorded copy: one column per model, peak and off-peak rows, every number in its words', () => {
  const read = deepseek.parse(recordedPages(deepseek), { date: '2026-11-25', basis: 'copy' })
  assert.equal(read.problems, [])
  for (const r of read.rows) assert.equal(rowProblems(r), [], `${r.model} ${r.mode}`)
  const flash = read.rows.filter((r) => r.model === 'deepseek-flash' && r.currency === 'USD')
  assert.equal(
    flash.map((r) => [r.mode, r.input, r.output, r.cache_read]),
    [
      ['off_peak', 0.15, 0.6, 0.003],
      ['standard', 0.3, 1.2, 0.006],
    ],
  )
  // The copy ends inside a footnote: no proof that it is whole.
  assert.equal(read.complete, undefined)
})

test('the zh-cn copy: the mainland offer in CNY, 元 per 百万tokens, peak and off-peak in Beijing time', () => {
  const [, cn] = recordedPages(deepseek)
  const read = deepseek.parse([cn], { date: '2026-11-26', basis: 'copy' })
  assert.equal(read.problems, [])
  for (const r of read.rows) assert.equal(rowProblems(r), [], `${r.model} ${r.mode}`)
  const byModel = (m: string) =>
    read.rows
      .filter((r) => r.model === m && !(r.condition?.window && r.condition.window.start !== '12:00'))
      .map((r) => [r.currency, r.mode, r.input, r.output, r.cache_read])
  // The page's words: '| 百万tokens输入 (缓存未命中) | 空闲时段 | 1元 | 4.5元 |', '| 高峰时段 | 9.0元 |' ...
  assert.equal(byModel('deepseek-flash'), [
    ['CNY', 'off_peak', 1, 4, 0.02],
    ['CNY', 'standard', 2, 8, 0.04],
  ])
  assert.equal(byModel('deepseek-v4-pro'), [
    ['CNY', 'off_peak', 4.5, 13.5, 0.15],
    ['CNY', 'standard', 9, 27, 0.3],
  ])
  assert.ok(read.rows.every((r) => r.url === 'https://api-docs.deepseek.com/zh-cn/quick_start/pricing.md'))
  // The recorded copy's own date, not the day of the parse.
  assert.ok(read.rows.every((r) => r.page_date === '2026-11-25' && /November 2026/.test(r.page_date_basis)))
  assert.match(read.rows.find((r) => r.mode === 'standard')!.evidence, /高峰时段 \| 2元 \| 9\.0元/)
})

test('the zh-cn hours: between the weekday peaks, and the whole weekend, in Asia/Shanghai', () => {
  const [, cn] = recordedPages(deepseek)
  assert.equal(
    offPeakWindowsCn(cn.text).map((w) => [w.window.start, w.window.end, w.window.tz, w.window.weekdays]),
    [
      ['12:00', '14:00', 'Asia/Shanghai', [1, 2, 3, 4, 5]],
      ['18:00', '09:00', 'Asia/Shanghai', [1, 2, 3, 4, 5]],
      ['00:00', '00:00', 'Asia/Shanghai', [6, 7]],
    ],
  )
  assert.match(offPeakWindowsCn(cn.text)[0].words, /不含中国法定节假日/)
})

test("each off-peak row keeps its own page's hours: the USD rows UTC, the CNY rows Beijing time", () => {
  const { rows } = baseline(deepseek)
  const zones = (currency: string) =>
    [
      ...new Set(
        rows
          .filter((r) => current(r) && r.mode === 'off_peak' && r.currency === currency)
          .map((r) => r.condition?.window?.tz),
      ),
    ].sort()
  assert.equal(zones('USD'), ['UTC'])
  assert.equal(zones('CNY'), ['Asia/Shanghai'])
})

test('the .md twin repeats spanned cells: the same prices are read from it', () => {
  // TEST-ONLY: the recorded rows as the .md twin writes them (its stored excerpt shows this header,
  // '| 模型 | 模型 | 模型 | deepseek-flash(1) | deepseek-v4-pro |', and ends before the prices).
  const text = [
    '| 模型 | 模型 | 模型 | deepseek-flash(1) | deepseek-v4-pro |',
    '| --- | --- | --- | --- | --- |',
    '| 价格(2) | 百万tokens输入 (缓存命中) | 空闲时段 | 0.02元 | 0.15元 |',
    '| 价格(2) | 百万tokens输入 (缓存命中) | 高峰时段 | 0.04元 | 0.30元 |',
    '| 价格(2) | 百万tokens输入 (缓存未命中) | 空闲时段 | 1元 | 4.5元 |',
    '| 价格(2) | 百万tokens输入 (缓存未命中) | 高峰时段 | 2元 | 9.0元 |',
    '| 价格(2) | 百万tokens输出 | 空闲时段 | 4元 | 13.5元 |',
    '| 价格(2) | 百万tokens输出 | 高峰时段 | 8元 | 27.0元 |',
    '| 并发限制(3) | 并发限制(3) | 并发限制(3) | 2500 | 500 |',
  ].join('\n')
  const read = deepseek.parse([{ url: 'https://api-docs.deepseek.com/zh-cn/quick_start/pricing.md', text }], {
    date: '2026-11-26',
    basis: 'live',
  })
  assert.equal(
    read.rows.filter((r) => r.model === 'deepseek-v4-pro').map((r) => [r.mode, r.input, r.output, r.cache_read]),
    [
      ['off_peak', 4.5, 13.5, 0.15],
      ['standard', 9, 27, 0.3],
    ],
  )
})

test('the hours the first copy states make the off-peak windows of the later copies, whose note is cut', () => {
  assert.equal(
    offPeakWindows(copyOf(deepseek, '2026-08-16')[0].text).map((w) => [w.window.start, w.window.end, w.window.tz]),
    [
      ['04:00', '06:00', 'UTC'],
      ['10:00', '01:00', 'UTC'],
    ],
  )
  const a = readSeller(deepseek, copyOf(deepseek, '2026-08-16'), { date: '2026-08-16', basis: 'copy' }, [])
  const b = readSeller(deepseek, copyOf(deepseek, '2026-09-10'), { date: '2026-09-10', basis: 'copy' }, a.rows)
  const offPeak = b.rows.filter((r) => r.model === 'deepseek-v4-flash' && r.mode === 'off_peak')
  assert.equal(
    offPeak.map((r) => [r.input, r.condition?.window?.start, r.condition?.window?.end, r.effective_from]),
    [
      [0.22, '04:00', '06:00', '2026-08-16T16:00Z'],
      [0.22, '10:00', '01:00', '2026-08-16T16:00Z'],
    ],
  )
  assert.match(offPeak[0].condition_text!, /Peak hours are 01:00 - 04:00 and 06:00 - 10:00 UTC/)
})

test('three copies in turn: the change on the day the page announced, launches, the retirement the page marks', () => {
  const a = readSeller(deepseek, copyOf(deepseek, '2026-08-16'), { date: '2026-08-16', basis: 'copy' }, [])
  const b = readSeller(deepseek, copyOf(deepseek, '2026-09-10'), { date: '2026-09-10', basis: 'copy' }, a.rows)
  const change = b.events.find((e) => e.kind === 'price_change' && e.model === 'deepseek-v4-pro')!
  assert.equal([change.date, change.before?.input, change.after?.input], ['2026-08-16', 0.435, 1.32])
  assert.match(change.date_basis, /take effect at 16:00 UTC on August 16, 2026/)
  assert.ok(b.events.some((e) => e.kind === 'launch' && e.model === 'deepseek-v4-flash-vision-exp'))
  const c = readSeller(deepseek, recordedPages(deepseek), { date: '2026-11-25', basis: 'copy' }, b.rows)
  assert.ok(c.events.some((e) => e.kind === 'launch' && e.model === 'deepseek-flash' && e.date === '2026-11-25'))
  // The copies are not proven whole, but the zh-cn note marks the two legacy names' models retired: a
  // mark stands from any copy. No date on the page: they end the day first seen, their prices kept.
  assert.ok(c.problems.some((p) => /completeness not proven/.test(p)))
  const retired = c.events.filter((e) => e.kind === 'retirement')
  assert.equal([...new Set(retired.map((e) => `${e.model} ${e.date}`))].sort(), [
    'deepseek-v4-flash 2026-11-25',
    'deepseek-v4-flash-vision-exp 2026-11-25',
  ])
  assert.ok(retired.every((e) => /仍可调用,但对应模型已下线/.test(e.words)))
  const flash = c.rows.filter((r) => r.model === 'deepseek-v4-flash' && r.effective_until === '2026-11-25')
  assert.equal(flash.map((r) => [r.mode, r.input, current(r)]).sort(), [
    ['off_peak', 0.22, false],
    ['off_peak', 0.22, false],
    ['standard', 0.44, false],
  ])
  assert.ok(c.rows.some((r) => r.model === 'deepseek-v4-pro' && current(r) && r.input === 1.32))
})

test('the same note on a whole copy retires both legacy names, on the day seen', () => {
  const b = readSeller(deepseek, copyOf(deepseek, '2026-09-10'), { date: '2026-09-10', basis: 'copy' }, [])
  const cut = recordedPages(deepseek)[0]
  // TEST-ONLY: the recorded copy with its cut sentence ended (as a whole page would be).
  const whole = { ...cut, text: `${cut.text}e served by deepseek-flash.` }
  const c = readSeller(deepseek, [whole], { date: '2026-11-25', basis: 'copy' }, b.rows)
  const retired = new Set(c.events.filter((e) => e.kind === 'retirement').map((e) => e.model))
  assert.equal([...retired].sort(), ['deepseek-v4-flash', 'deepseek-v4-flash-vision-exp'])
  assert.ok(c.rows.filter((r) => r.model === 'deepseek-v4-flash').every((r) => !current(r)))
})
test("the April 2026 archive: the V4 preview list, Pro at a limited-time discount until its note's instant", () => {
  const read = deepseek.parse(copyOf(deepseek, '2026-04-26'), { date: '2026-04-26', basis: 'archive' })
  assert.equal(read.problems, [])
  for (const r of read.rows) assert.equal(rowProblems(r), [], `${r.model} ${r.mode}`)
  // The page's words: '| 1M INPUT TOKENS (CACHE MISS) | $0.14 | $0.435 (limited-time 75% off*) | |'.
  assert.equal(
    read.rows.map((r) => [r.model, r.mode, r.input, r.cache_read, r.output, r.effective_until]),
    [
      ['deepseek-v4-flash', 'standard', 0.14, 0.028, 0.28, null],
      ['deepseek-v4-pro', 'promotion', 0.435, 0.03625, 0.87, '2026-05-05T15:59Z'],
    ],
  )
  const pro = read.rows[1]
  assert.equal(pro.condition, { promotion_until: '2026-05-05T15:59Z' })
  assert.match(pro.effective_basis ?? '', /valid until 2026\/05\/05 15:59 UTC/)
  assert.equal(read.complete, undefined, 'no Concurrency Limit row: the list is not proven whole')
})

test('the archive before the August copy: the offer ends on its own day, the later list is not dated by it', () => {
  const a = readSeller(deepseek, copyOf(deepseek, '2026-04-26'), { date: '2026-04-26', basis: 'archive' }, [])
  const b = readSeller(deepseek, copyOf(deepseek, '2026-08-16'), { date: '2026-08-16', basis: 'copy' }, a.rows)
  const pro = b.rows.filter((r) => r.model === 'deepseek-v4-pro' && r.currency === 'USD')
  assert.equal(
    pro.map((r) => [r.mode, r.input, r.effective_from, r.effective_until]),
    [
      ['promotion', 0.435, null, '2026-05-05T15:59Z'],
      ['standard', 0.435, null, '2026-08-16T16:00Z'],
    ],
  )
  // Flash's cache-hit price moved between the copies: dated the day first seen changed.
  const change = b.events.find((e) => e.kind === 'price_change' && e.model === 'deepseek-v4-flash')!
  assert.equal([change.date, change.before?.cache_read, change.after?.cache_read], ['2026-08-16', 0.028, 0.0028])
  assert.match(change.date_basis, /first seen changed 2026-08-16/)
})

test('the MODEL row lists every model sold, each with its version: the line-up, proven where each is priced', () => {
  const april = deepseek.parse(copyOf(deepseek, '2026-04-26'), { date: '2026-04-26', basis: 'archive' })
  // The two old names still served (the footnote), as deepseek-v4-flash's modes.
  assert.equal(april.lineup?.models, ['deepseek-v4-flash', 'deepseek-v4-pro', 'deepseek-chat', 'deepseek-reasoner'])
  assert.match(april.lineup!.words, /MODEL VERSION \| DeepSeek-V4-Flash \| DeepSeek-V4-Pro/)
  assert.match(april.lineup!.words, /For compatibility, they correspond to/)
  const now = deepseek.parse(recordedPages(deepseek), { date: '2026-11-25', basis: 'copy' })
  assert.equal(now.lineup?.models, [
    'deepseek-flash',
    'deepseek-v4-pro',
    'deepseek-v4.1-flash-1017',
    'deepseek-v4-pro-0813',
  ])
  // TEST-ONLY: a copy cut before its output row: no model has its price, no line-up is proven.
  const page = copyOf(deepseek, '2026-04-26')[0]
  const cut = { ...page, text: page.text.slice(0, page.text.indexOf('| 1M OUTPUT TOKENS')) }
  const got = deepseek.parse([cut], { date: '2026-04-26', basis: 'test' })
  assert.ok(got.problems.length > 0)
  assert.equal(got.lineup, undefined)
})

test("the footnote's words give the old names to V4 Flash from any copy: the 2025 list under them ends then", () => {
  const hand = JSON.parse(readFileSync(join(OFFICIAL_DIR, 'dated-deepseek.json'), 'utf8')).rows as OfficialPrice[]
  // As typed: the rows this read ends carry no end and no basis of it, only the words of their start.
  const ALIAS_END = /(^|; until )the name is now.*$/
  const typed = hand.map((r) =>
    ALIAS_END.test(r.effective_basis ?? '')
      ? { ...r, effective_until: null, effective_basis: r.effective_basis!.replace(ALIAS_END, '') || null }
      : r,
  )
  const april = readSeller(
    deepseek,
    copyOf(deepseek, '2026-04-26'),
    { date: '2026-04-26', basis: 'archive' },
    [],
    typed,
  )
  assert.ok(
    april.problems.some((p) => /completeness not proven/.test(p)),
    'a copy not proven whole',
  )
  // The last list of 2025 (DeepSeek-V3.2-Exp's, dated by the change log), its start's words kept.
  const chat = april.byHand.filter((r) => r.input === 0.28)
  assert.equal(
    chat.map((r) => [r.model, r.effective_from, r.effective_until, r.effective_basis?.replace(/^.*; until /, '')]),
    ['deepseek-chat', 'deepseek-reasoner'].map((m) => [
      m,
      '2025-09-29',
      '2026-04-26',
      'the name is now an alias of deepseek-v4-flash, first seen 2026-04-26',
    ]),
  )
  for (const r of chat)
    assert.match(r.effective_basis ?? '', /^DeepSeek's change log .*'Date: 2025-09-29 DeepSeek-V3\.2-Exp/)
  const flash = april.lives.find((l) => l.model === 'deepseek-v4-flash' && l.aliases.length)
  assert.match(flash?.words ?? '', /For compatibility, they correspond to .* of deepseek-v4-flash, respectively\./)
})

test("the May 2026 reader's copy, one cell per line: the notes date the cache cut and end the V4 Pro list", () => {
  const read = deepseek.parse(copyOf(deepseek, '2026-05-23'), { date: '2026-05-23', basis: 'fetched' })
  assert.equal(read.problems, [])
  for (const r of read.rows) assert.equal(rowProblems(r), [], `${r.model} ${r.mode}`)
  // The page's words: '$0.435 (75% off', '(3)', ')', '$1.74': the offer, then the list price struck beside it.
  assert.equal(
    read.rows.map((r) => [r.model, r.mode, r.input, r.output, r.cache_read, r.effective_from, r.effective_until]),
    [
      ['deepseek-v4-flash', 'standard', 0.14, 0.28, 0.0028, '2026-04-26T12:15Z', null],
      ['deepseek-v4-pro', 'promotion', 0.435, 0.87, 0.003625, '2026-04-26T12:15Z', '2026-05-31T15:59Z'],
      ['deepseek-v4-pro', 'standard', 1.74, 3.48, 0.0145, '2026-04-26T12:15Z', '2026-05-31T15:59Z'],
    ],
  )
  const list = read.rows[2]
  assert.match(list.effective_basis!, /^page: 'For all models, .* takes effect from 2026\/4\/26 12:15 UTC\.'; until /)
  assert.match(list.effective_basis!, /until page: 'The deepseek-v4-pro model API pricing will be officially adjusted/)
  assert.match(list.evidence, /\$0\.435 \(75% off \(3\) \) \$1\.74/)
  // Its notes run together ('The model namesdeepseek-chatand...'): no line-up, and no proof that it is whole.
  assert.equal([read.lineup, read.complete], [undefined, undefined])
})

test('the May copy between April and August: the cut on its stated instant, V4 Pro at 1/4 from the offer end', () => {
  const a = readSeller(deepseek, copyOf(deepseek, '2026-04-26'), { date: '2026-04-26', basis: 'archive' }, [])
  const may = readSeller(deepseek, copyOf(deepseek, '2026-05-23'), { date: '2026-05-23', basis: 'copy' }, a.rows)
  const b = readSeller(deepseek, copyOf(deepseek, '2026-08-16'), { date: '2026-08-16', basis: 'copy' }, may.rows)
  const cut = may.events.filter((e) => e.kind === 'price_change')
  assert.equal(
    cut.map((e) => [e.model, e.mode, e.date, e.before?.cache_read, e.after?.cache_read]),
    [
      ['deepseek-v4-flash', 'standard', '2026-04-26', 0.028, 0.0028],
      ['deepseek-v4-pro', 'promotion', '2026-04-26', 0.03625, 0.003625],
    ],
  )
  assert.ok(cut.every((e) => /takes effect from 2026\/4\/26 12:15 UTC/.test(e.date_basis)))
  const pro = b.rows.filter((r) => r.model === 'deepseek-v4-pro')
  assert.equal(
    pro.map((r) => [r.mode, r.input, r.cache_read, r.effective_from, r.effective_until]),
    [
      ['promotion', 0.435, 0.03625, null, '2026-04-26T12:15Z'],
      ['promotion', 0.435, 0.003625, '2026-04-26T12:15Z', '2026-05-31T15:59Z'],
      ['standard', 1.74, 0.0145, '2026-04-26T12:15Z', '2026-05-31T15:59Z'],
      ['standard', 0.435, 0.003625, '2026-05-31T15:59Z', '2026-08-16T16:00Z'],
    ],
  )
  const change = b.events.find((e) => e.kind === 'price_change' && e.model === 'deepseek-v4-pro')!
  assert.equal([change.date, change.before?.input, change.after?.input], ['2026-05-31', 1.74, 0.435])
  assert.match(change.date_basis, /after the 75% discount promotion ends on 2026\/05\/31 15:59 UTC/)
  // Both ends kept in the words: the next list still starts on the August note's instant.
  assert.match(pro[3].effective_basis!, /; until page: '\(1\) DeepSeek API pricing will be updated/)
  const flash = b.rows.find((r) => r.model === 'deepseek-v4-flash' && r.cache_read === 0.0028)!
  assert.equal([flash.effective_from, flash.effective_until], ['2026-04-26T12:15Z', '2026-08-16T16:00Z'])
  const c = readSeller(deepseek, copyOf(deepseek, '2026-09-10'), { date: '2026-09-10', basis: 'copy' }, b.rows)
  const peak = c.events.find((e) => e.kind === 'price_change' && e.model === 'deepseek-v4-pro')!
  assert.equal([peak.date, peak.before?.input, peak.after?.input], ['2026-08-16', 0.435, 1.32])
  const offPeak = c.rows.filter((r) => r.model === 'deepseek-v4-pro' && r.mode === 'off_peak')
  assert.ok(offPeak.every((r) => r.effective_from === '2026-08-16T16:00Z'))
})

test('the copy fetched 2026-09-11: deepseek-flash launched, the legacy names retired, peaks on weekdays only', () => {
  const [en, cn] = copyOf(deepseek, '2026-09-11')
  const read = deepseek.parse([en], { date: '2026-09-11', basis: 'fetched' })
  assert.equal(read.problems, [])
  assert.match(read.complete ?? '', /Concurrency Limit/)
  // The zh-cn capture of the same day: its label broken over two lines ('百万tokens输入' / '（缓存命中） | 空闲时段 |
  // 0.02元 | 0.15元'), its peak hours in the September wording ('高峰时段为北京时间周一至周五 9:00 - 12:00、14:00 -
  // 18:00（其余为空闲时段）').
  const mainland = deepseek.parse([cn], { date: '2026-09-11', basis: 'fetched' })
  assert.equal(mainland.problems, [])
  for (const r of mainland.rows) assert.equal(rowProblems(r), [], `${r.model} ${r.mode}`)
  const flash = mainland.rows.filter((r) => r.model === 'deepseek-flash')
  assert.equal(
    flash.map((r) => [r.currency, r.mode, r.input, r.output, r.cache_read, r.condition?.window?.weekdays ?? null]),
    [
      ['CNY', 'off_peak', 1, 4, 0.02, [1, 2, 3, 4, 5]],
      ['CNY', 'off_peak', 1, 4, 0.02, [1, 2, 3, 4, 5]],
      ['CNY', 'off_peak', 1, 4, 0.02, [6, 7]],
      ['CNY', 'standard', 2, 8, 0.04, null],
    ],
  )
  assert.equal(mainland.lives?.filter((l) => l.status === 'retired').length, 2)
  assert.equal(
    offPeakWindows(copyOf(deepseek, '2026-09-11')[0].text).map((w) => [
      w.window.start,
      w.window.end,
      w.window.weekdays,
    ]),
    [
      ['04:00', '06:00', [1, 2, 3, 4, 5]],
      ['10:00', '01:00', [1, 2, 3, 4, 5]],
      ['00:00', '00:00', [6, 7]],
      ['00:00', '01:00', [1]],
    ],
  )
  const a = readSeller(deepseek, copyOf(deepseek, '2026-09-10'), { date: '2026-09-10', basis: 'copy' }, [])
  const b = readSeller(deepseek, copyOf(deepseek, '2026-09-11'), { date: '2026-09-11', basis: 'copy' }, a.rows)
  assert.ok(b.events.some((e) => e.kind === 'launch' && e.model === 'deepseek-flash' && e.date === '2026-09-11'))
  const gone = new Set(b.events.filter((e) => e.kind === 'retirement').map((e) => `${e.model} ${e.date}`))
  assert.equal([...gone].sort(), ['deepseek-v4-flash 2026-09-11', 'deepseek-v4-flash-vision-exp 2026-09-11'])
  // Note (2)'s routing of V4 Pro to V4.1 Flash (withdrawn the next day) is no price: V4 Pro keeps its own.
  assert.ok(b.rows.some((r) => r.model === 'deepseek-v4-pro' && current(r) && r.input === 1.32))
})

test.run()

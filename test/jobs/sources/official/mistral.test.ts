// Mistral's adapter on real copies of its docs repository's model files: the recorded commit parsed
// into sound rows, and two earlier commits (2026-07-15, 2026-08-11) replayed in turn, showing the
// launch, the price change and the retirements between them, each dated, with its prices; and the docs'
// models overview of 2026-10-10, whose deprecation table dates retirements the files do not show yet.
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import mistral from '../../../../jobs/sources/official/mistral.ts'
import { recordedPages } from '../../../../jobs/sources/official/baseline.ts'
import { readSeller } from '../../../../jobs/sources/official/read.ts'
import { deprecationTable, type Retiring } from '../../../../jobs/sources/official/mistral-overview.ts'
import { current } from '../../../../jobs/sources/official/keys.ts'
import { rowProblems } from '../../../../tools/official-price.ts'
import { canonicalModelId } from '../../../../tools/vendors.ts'
import { offersOfTable } from '../../../../tools/price-domain.ts'
import { copyOf } from './copies.ts'
import { baseline } from '../../../../jobs/sources/official/baseline.ts'
import { changelogEntries, launchOffer } from '../../../../jobs/sources/official/mistral-changelog.ts'
import { PAGES_DIR, type PageText } from '../../../../jobs/sources/official/types.ts'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'

const recorded = suite('official mistral :: the recorded commit')

recorded('every model file parses into sound rows that cite the file and the words read', () => {
  const read = mistral.parse(recordedPages(mistral), { date: mistral.recorded, basis: mistral.recorded_basis })
  assert.equal(read.problems, [])
  assert.ok(read.rows.length >= 30, `${read.rows.length} rows`)
  for (const r of read.rows) {
    assert.equal(rowProblems(r), [], r.model)
    assert.ok(r.url.startsWith('https://raw.githubusercontent.com/mistralai/platform-docs-public/'), r.url)
    assert.is(r.adapter, 'official/mistral')
    // The snapshot's day, or the day Mistral's words give a later file's state (the code index's copies).
    const later = { 'zai-glm-5-3': '2026-09-15', 'mistral-large-4': '2026-10-06' }[r.model]
    assert.is(r.page_date, later ?? '2026-08-21', r.model)
  }
  const by = (id: string) => read.rows.find((r) => r.model === id)!
  assert.equal([by('voxtral-small-2507').input, by('voxtral-small-2507').output], [0.1, 0.4])
  assert.equal([by('zai-glm-5-2').developer, by('zai-glm-5-2').cache_read], ['zhipu', 0.14])
  // Retired on the page (status 'Retired', retirementDate): ended on that day, not a current offer.
  const codestral = by('codestral-2501')
  assert.equal(
    [codestral.status, codestral.status_date, codestral.effective_until],
    ['retired', '2025-11-30', '2025-11-30'],
  )
  assert.not.ok(current(codestral))
  // 'April 30, 2026' as the page writes it, read as a day; past its retirement day on the copy's date.
  assert.equal([by('magistral-small-2509').status, by('magistral-small-2509').status_date], ['retired', '2026-07-31'])
  // A deprecated model whose file announces its retirement day ahead of the copy (2026-08-31 after the
  // copy of 2026-08-21) is offered until that day and no later: never served at its last price after it.
  const medium = by('mistral-medium-2508')
  assert.equal([medium.status, medium.status_date, medium.effective_until], ['retired', '2026-08-31', '2026-08-31'])
  assert.match(medium.effective_basis ?? '', /announced ahead \(status 'Deprecated' on 2026-08-21\)/)
  const table = { seller: 'mistral', adapter: 'official/mistral', rows: read.rows }
  assert.ok(offersOfTable(table, '2026-08-30').has('mistral-medium-2508'))
  assert.not.ok(offersOfTable(table, '2026-08-31').has('mistral-medium-2508'))
})

recorded('every model file stating a retirement day on or before 2026-11-25 is no current offer then', () => {
  const read = mistral.parse(recordedPages(mistral), { date: mistral.recorded, basis: mistral.recorded_basis })
  const offers = offersOfTable({ seller: 'mistral', adapter: 'official/mistral', rows: read.rows }, '2026-11-25')
  const retiring = read.lives!.filter((l) => l.status_date && l.status === 'retired' && l.status_date <= '2026-11-25')
  assert.ok(retiring.length >= 40, `${retiring.length} models retired by their files`)
  for (const l of retiring) {
    assert.not.ok(offers.has(canonicalModelId(l.model)), `${l.model} (retired ${l.status_date}) is still offered`)
    for (const r of read.rows.filter((r) => r.model === l.model)) assert.not.ok(current(r), r.model)
  }
  // Those whose day falls after the files' snapshot (2026-08-21): medium 3 and 3.1 and Leanstral 1.5 by their
  // files, OCR 4.0 and Z.ai GLM 5.2 by the overview of 2026-10-10 alone.
  assert.equal(
    retiring
      .filter((l) => l.status_date! > '2026-08-21')
      .map((l) => [l.model, l.status_date, l.url.startsWith('https://docs.mistral.ai/')]),
    [
      ['labs-leanstral-1-5', '2026-09-30', false],
      ['mistral-medium-2508', '2026-08-31', false],
      ['mistral-medium-2505', '2026-08-31', false],
      ['mistral-ocr-4-0', '2026-09-30', true],
      ['zai-glm-5-2', '2026-10-31', true],
    ],
  )
})

recorded(
  "the overview's table dates what the files do not: Z.ai GLM 5.2 retired 2026-10-31, after its last price",
  () => {
    const read = mistral.parse(recordedPages(mistral), { date: mistral.recorded, basis: mistral.recorded_basis })
    const glm = read.rows.find((r) => r.model === 'zai-glm-5-2')!
    // Priced by its file of 2026-08-21 (still 'PublicPreview' there), ended on the day the overview states.
    assert.equal(
      [glm.page_date, glm.input, glm.output, glm.cache_read, glm.status, glm.effective_until],
      ['2026-08-21', 1.4, 4.4, 0.14, 'retired', '2026-10-31'],
    )
    assert.match(glm.effective_basis ?? '', /Retirement 2026-10-31 \(seen 2026-10-10\), announced ahead/)
    assert.match(glm.evidence, /\| zai-glm-5-2 \| 9\/29\/202610\/31\/2026 \| Z\.ai GLM 5\.3/)
    const table = { seller: 'mistral', adapter: 'official/mistral', rows: read.rows }
    assert.ok(offersOfTable(table, '2026-10-30').has('zai-glm-5-2'))
    assert.not.ok(offersOfTable(table, '2026-10-31').has('zai-glm-5-2'))
    // Every other row of the table agrees with its model's file: the overview moves no other day.
    const fromOverview = read.lives!.filter((l) => l.url === 'https://docs.mistral.ai/models').map((l) => l.model)
    assert.equal(fromOverview.sort(), ['mistral-ocr-4-0', 'zai-glm-5-2'])
  },
)

recorded('the deprecation table in both layouts: the capture (days run together) and a pipe table', () => {
  const capture = deprecationTable(
    ['| Model | Version | API |', 'Deprecation', 'Retirement | Alternative', 'Scroll for more']
      .concat(['| Z.ai GLM 5.2 ↗ | 5.2 | zai-glm-5-2 |', '9/29/202610/31/2026 | Z.ai GLM 5.3'])
      .concat(['| Mathstral 7B ↗ | 0.1 | |', '| Mistral Small 4'])
      .concat(['| Codestral ↗ | 24.05 | codestral-2405 |', '12/2/20246/16/2025 | Codestral'])
      .join('\n'),
  )
  const rendered = deprecationTable(
    [
      '| Model | Version | API | Deprecation | Retirement | Alternative |',
      '| --- | --- | --- | --- | --- | --- |',
      '| Z.ai GLM 5.2 ↗ | 5.2 | zai-glm-5-2 | 9/29/2026 | 10/31/2026 | Z.ai GLM 5.3 |',
    ].join('\n'),
  )
  const days = (t: Retiring[]) => t.map((r) => [r.api, r.deprecated, r.retired])
  assert.equal(days(capture), [
    ['zai-glm-5-2', '2026-09-29', '2026-10-31'],
    ['codestral-2405', '2024-12-02', '2025-06-16'],
  ])
  assert.equal(days(rendered), [['zai-glm-5-2', '2026-09-29', '2026-10-31']])
})
recorded.run()

const twoCommits = suite('official mistral :: two commits of the docs repository, read in turn')

twoCommits('the launch, the price change and the retirements, each with its date and prices', () => {
  const first = readSeller(mistral, copyOf(mistral, '2026-07-15'), { date: '2026-07-15', basis: 'commit' }, [])
  assert.is(first.failure, undefined)
  const second = readSeller(mistral, copyOf(mistral, '2026-08-11'), { date: '2026-08-11', basis: 'commit' }, first.rows)
  assert.is(second.failure, undefined)
  const of = (kind: string, model: string) => second.events.find((e) => e.kind === kind && e.model === model)
  const launch = of('launch', 'zai-glm-5-2')!
  assert.equal(
    [launch.date, launch.after?.input, launch.after?.output, launch.after?.cache_read],
    ['2026-08-11', 1.4, 4.4, 0.26],
  )
  assert.match(launch.date_basis, /first seen/)
  const change = of('price_change', 'voxtral-small-2507')!
  assert.equal([change.date, change.before?.output, change.after?.output], ['2026-08-11', 0.3, 0.4])
  assert.match(change.date_basis, /first seen changed 2026-08-11/)
  // devstral-2512's file announced its retirement day (2026-07-31) already on the copy of 2026-07-15: the
  // retirement is read then, dated that day, with the price it ends.
  const retired = first.events.find((e) => e.kind === 'retirement' && e.model === 'devstral-2512')!
  assert.equal([retired.date, retired.after, retired.words.includes('0.4')], ['2026-07-31', null, true])
  assert.match(retired.date_basis, /retirementDate '2026-07-31', announced ahead/)
  assert.not.ok(of('retirement', 'devstral-2512'), 'read once, not again')
  // History kept: the old voxtral price ends the day the new one starts; the retired model's row stays, ended.
  const voxtral = second.rows.filter((r) => r.model === 'voxtral-small-2507')
  assert.equal(
    voxtral.map((r) => [r.output, r.effective_from ?? null, r.effective_until ?? null]),
    [
      [0.3, null, '2026-08-11'],
      [0.4, '2026-08-11', null],
    ],
  )
  const devstral = second.rows.filter((r) => r.model === 'devstral-2512')
  assert.is(devstral.length, 1)
  assert.equal([devstral[0].input, devstral[0].effective_until, current(devstral[0])], [0.4, '2026-07-31', false])
})

twoCommits('the same copy read twice is no event', () => {
  const pages = copyOf(mistral, '2026-08-11')
  const first = readSeller(mistral, pages, { date: '2026-08-11', basis: 'commit' }, [])
  const again = readSeller(mistral, pages, { date: '2026-08-12', basis: 'commit' }, first.rows)
  assert.equal(again.events, [])
  // The same rows, seen in force again on the later day, and first seen on the first.
  const sorted = (rows: typeof first.rows) =>
    rows.map((r) => JSON.stringify({ ...r, page_date: '', first_seen: undefined })).sort()
  assert.equal(sorted(again.rows), sorted(first.rows))
  const current = again.rows.filter((r) => !r.effective_until)
  assert.ok(current.every((r) => r.page_date === '2026-08-12' && r.first_seen === '2026-08-11'))
})
twoCommits.run()

const later = suite('official mistral :: later model files and changelog days, from the code index')

const changelogCopy = (day: string) => readFileSync(join(PAGES_DIR, `mistral-index/changelog-${day}.mdx`), 'utf8')

later("the changelog's entries: each bullet's API names, and a launch discount's last day", () => {
  const entries = changelogEntries(changelogCopy('2026-10-06'))
  assert.equal(
    entries.map((e) => [e.day, e.apis]),
    [['2026-10-06', ['mistral-large-4']]],
  )
  // '50% off for 2 weeks' from Tuesday 2026-10-06: through Monday 2026-10-19.
  const offer = launchOffer(entries, ['mistral-large-4', 'mistral-large-4-0'])!
  assert.equal([offer.percentOff, offer.lastDay], [50, '2026-10-19'])
  assert.is(launchOffer(entries, ['zai-glm-5-3']), undefined)
  const deprecations = changelogEntries(changelogCopy('2026-09-29'))
  assert.equal(
    deprecations.map((e) => e.apis[0]),
    ['mistral-ocr-4-0', 'labs-leanstral-1-5', 'zai-glm-5-2'],
  )
  assert.equal(changelogEntries('- no front matter, no day'), [])
})

later(
  'Mistral Large 4: its list price from its launch day, and the launch discount in front of it for two weeks',
  () => {
    const read = mistral.parse(recordedPages(mistral), { date: mistral.recorded, basis: mistral.recorded_basis })
    assert.equal(read.problems, [])
    const large = read.rows.filter((r) => r.model === 'mistral-large-4')
    assert.equal(
      large.map((r) => [
        r.mode,
        r.input,
        r.output,
        r.cache_read,
        r.effective_from,
        r.condition?.promotion_until ?? null,
      ]),
      [
        ['standard', 1.36, 4.18, 0.14, '2026-10-06', null],
        ['promotion', 0.68, 2.09, 0.07, '2026-10-06', '2026-10-19'],
      ],
    )
    assert.match(
      large[0].effective_basis ?? '',
      /^page: releaseDate '2026-10-06'; changelog 2026-10-06: 'Mistral Large 4/,
    )
    assert.match(large[1].condition_text ?? '', /originalPrice' struck through.*Launch pricing: 50% off for 2 weeks/)
    for (const r of large) assert.equal(rowProblems(r), [], r.mode)
    // Served: the discount while it runs, the list price after it; the model never unpriced in between.
    const table = { seller: 'mistral', adapter: 'official/mistral', rows: read.rows }
    assert.not.ok(offersOfTable(table, '2026-10-05').has('mistral-large-4'))
    assert.ok(offersOfTable(table, '2026-10-10').has('mistral-large-4'))
    assert.ok(offersOfTable(table, '2026-11-25').has('mistral-large-4'))
  },
)

later("Z.ai GLM 5.3 resold by Mistral from its file's release day; GLM 5.2 ends when the overview says", () => {
  const read = mistral.parse(recordedPages(mistral), { date: mistral.recorded, basis: mistral.recorded_basis })
  const glm = read.rows.find((r) => r.model === 'zai-glm-5-3')!
  assert.equal(
    [glm.developer, glm.input, glm.output, glm.cache_read, glm.status, glm.effective_from],
    ['zhipu', 1.4, 4.4, 0.14, 'listed', '2026-09-15'],
  )
  assert.match(
    glm.effective_basis ?? '',
    /changelog 2026-09-28: 'Z\.ai GLM 5\.3 \(`zai-glm-5-3`\) is now Generally Available/,
  )
  const table = { seller: 'mistral', adapter: 'official/mistral', rows: read.rows }
  assert.ok(offersOfTable(table, '2026-11-25').has('zai-glm-5-3'))
  assert.not.ok(offersOfTable(table, '2026-11-25').has('zai-glm-5-2'))
})

later('every read in turn: the launches dated by the page, not by the day the copy was read', () => {
  const events = baseline(mistral).events
  const launch = (model: string) => events.find((e) => e.kind === 'launch' && e.model === model)!
  assert.equal([launch('mistral-large-4').date, launch('mistral-large-4').date_basis], ['2026-10-06', 'page'])
  assert.equal([launch('zai-glm-5-3').date, launch('zai-glm-5-3').after?.input], ['2026-09-15', 1.4])
  // Each on the day the commit filing its model file was made (a catalogue or a later read had them days to
  // months late), at the file's price.
  assert.equal(
    [
      'mistral-large-2512',
      'ministral-8b-2512',
      'labs-mistral-small-creative',
      'mistral-small-2603',
      'mistral-medium-3.5',
    ].map((m) => [m, launch(m).date, launch(m).after?.input, launch(m).after?.output]),
    [
      ['mistral-large-2512', '2025-12-02', 0.5, 1.5],
      ['ministral-8b-2512', '2025-12-02', 0.15, 0.15],
      ['labs-mistral-small-creative', '2025-12-16', 0.1, 0.3],
      ['mistral-small-2603', '2026-03-16', 0.15, 0.6],
      ['mistral-medium-3.5', '2026-04-29', 1.5, 7.5],
    ],
  )
  // Medium 3.5's API name respelled mistral-medium-3-5 on 2026-06-16: the same offer, neither retired nor launched.
  const lives = baseline(mistral).lives.filter((l) => /^mistral-medium-3[.-]5$/.test(l.model))
  assert.equal(
    lives.map((l) => [l.model, l.aliases_since?.['mistral-medium-3']]),
    [['mistral-medium-3-5', '2026-04-29']],
  )
  const medium = events.filter((e) => /^mistral-medium-3[.-]5$/.test(e.model))
  assert.equal(
    medium.map((e) => e.kind),
    ['launch'],
  )
})

later('earlier commits of the model data: a price from the day the docs first showed it', () => {
  const b = baseline(mistral)
  assert.equal(b.failures, [])
  // Mistral NeMo at $0.15 / $0.15 since 2025-10-20 (a catalogue kept $0.30 until the copies of 2026).
  const nemo = b.rows.filter((r) => r.model === 'open-mistral-nemo-2407' && r.mode === 'standard')
  assert.equal(
    nemo.map((r) => [r.input, r.output, r.first_seen ?? r.page_date]),
    [[0.15, 0.15, '2025-10-20']],
  )
  // Codestral 25.01: filed on 2025-10-20 to retire January 31, 2026, then retired on November 30, 2025 as the
  // later commits say: the later end stands.
  const codestral = b.rows.find((r) => r.model === 'codestral-2501' && r.mode === 'standard')!
  assert.equal(
    [codestral.status, codestral.effective_until, codestral.first_seen],
    ['retired', '2025-11-30', '2025-10-20'],
    'from the first copy that showed it to the end the later one states',
  )
  // Devstral 2 filed free of charge on 2025-12-09, paid from the commit of 2026-01-27: each file is read whole,
  // so the free line a later file no longer states has gone, though the read is in part.
  const devstral = b.rows.filter((r) => r.model === 'devstral-2512' && (r.mode === 'free' || r.mode === 'standard'))
  assert.equal(
    devstral.map((r) => [r.mode, r.input, r.output, r.first_seen ?? r.page_date, r.effective_until]),
    [
      ['free', 0, 0, '2025-12-09', '2026-01-27'],
      ['standard', 0.4, 2, '2026-01-27', '2026-07-31'],
    ],
  )
})

later("a discount the changelog's words do not bear out keeps no end, and is reported", () => {
  const pages: PageText[] = recordedPages(mistral).map((p) =>
    p.url.endsWith('/2026-10-06.mdx') ? { ...p, text: p.text.replace('50% off', '40% off') } : p,
  )
  const read = mistral.parse(pages, { date: mistral.recorded, basis: mistral.recorded_basis })
  const offer = read.rows.find((r) => r.model === 'mistral-large-4' && r.mode === 'promotion')!
  assert.equal([offer.input, offer.condition ?? null], [0.68, null])
  assert.match(offer.condition_text ?? '', /no end stated/)
  assert.equal(read.problems, [
    "mistral-large-4: the changelog's '2026-10-06: Mistral Large 4 (`mistral-large-4`) is now available in Public " +
      'Preview. For details, see the [Mistral Large 4 model card](/models/mistral-large-4-0). <Tag model/> - ' +
      'Mistral Large 4 is an open-weight, general-purpose multimodal model with a Mixture-of-Experts architecture ' +
      "and a 1M context window. - Open weights are coming soon. - Launch pricing: 40% off for 2 weeks.' does not " +
      'match the struck-through prices',
  ])
})
later.run()

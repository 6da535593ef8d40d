// What the pages say of models' lives, landed read after read (jobs/sources/official/lives.ts), and as
// the adapters' reads leave it in data/official and in a live run's tables.
import { readFileSync } from 'node:fs'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { landLives } from '../../../../jobs/sources/official/lives.ts'
import { OFFICIAL_PAGES, readSellers } from '../../../../jobs/sources/official/sellers.ts'
import type { ModelLife } from '../../../../jobs/sources/official/types.ts'
import type { OfficialPrice } from '../../../../tools/official-price.ts'

const test = suite('official adapters :: lives')
const PAGE = 'https://docs.example.test/models.md'
const life = (model: string, over: Partial<ModelLife> = {}): ModelLife => ({
  model,
  aliases: [],
  status: 'listed',
  status_date: null,
  url: PAGE,
  words: `${model} as the page lists it`,
  ...over,
})

test('a name stays known after the page drops it; the first day seen retired stays', () => {
  const first = landLives([], [life('grok-3', { aliases: ['grok-3-latest'] })], '2025-06-02', [])
  assert.equal(first[0], { ...life('grok-3', { aliases: ['grok-3-latest'] }), since: '2025-06-02' })
  const notice = life('grok-3', { status: 'retired', status_date: '2026-05-15', words: 'will be retired' })
  const second = landLives(first, [notice], '2026-05-15', [])
  assert.equal(second[0].aliases, ['grok-3-latest'])
  assert.is(second[0].status, 'retired')
  assert.is(second[0].status_date, '2026-05-15')
  assert.is(second[0].since, '2026-05-15')
  // Said again later without a day: the day stated and the day first seen stay.
  const third = landLives(second, [{ ...notice, status_date: null }], '2026-11-25', [])
  assert.is(third[0].status_date, '2026-05-15')
  assert.is(third[0].since, '2026-05-15')
})

test('one read naming a model twice: the retirement and its day win, the names are joined', () => {
  const got = landLives(
    [],
    [
      life('claude-sonnet-3-5', { status: 'retired', aliases: ['claude-3-5-sonnet-20240620'] }),
      life('claude-sonnet-3-5', { status: 'retired', status_date: '2025-10-28', aliases: ['x-20241022'] }),
      life('claude-sonnet-3-5'),
    ],
    '2026-11-25',
    [],
  )
  assert.is(got.length, 1)
  assert.is(got[0].status_date, '2025-10-28')
  assert.equal(got[0].aliases, ['claude-3-5-sonnet-20240620', 'x-20241022'])
})

test('a model the read does not name retires only with its rows (gone from a copy proven whole)', () => {
  const before = landLives([], [life('kimi-latest'), life('kimi-k2')], '2026-01-01', [])
  const row = (model: string, over: Partial<OfficialPrice>) => ({ model, url: PAGE, ...over }) as OfficialPrice
  const gone = row('kimi-latest', {
    status: 'retired',
    status_date: '2026-02-09',
    effective_until: '2026-02-09',
    effective_basis: 'gone from the page, first missed 2026-02-09',
  })
  const got = landLives(before, [], '2026-02-09', [gone, row('kimi-k2', { effective_until: null })])
  assert.equal(
    got.map((l) => [l.model, l.status, l.status_date, l.since]),
    [
      ['kimi-k2', 'listed', null, '2026-01-01'],
      ['kimi-latest', 'retired', '2026-02-09', '2026-02-09'],
    ],
  )
  assert.is(got[1].words, 'gone from the page, first missed 2026-02-09')
})

test('as shipped and as a live run lands them: the retirement notice of models no page prices', () => {
  const shipped = JSON.parse(readFileSync(new URL('../../../../data/official/xai.json', import.meta.url), 'utf8'))
  const texts = OFFICIAL_PAGES.map((p) => readFileSync(p.fixture, 'utf8'))
  const live = readSellers(texts, '2026-11-26').tables.find((t) => t.seller === 'xai')!
  for (const lives of [shipped.lives, live.lives] as { model: string; status: string; status_date: string }[][]) {
    const notice = lives.find((l) => l.model === 'grok-4-0709')
    assert.equal(notice && [notice.status, notice.status_date], ['retired', '2026-05-15'])
    assert.ok(!live.rows.some((r) => r.model === 'grok-4-0709'), 'no price row is made up for it')
  }
})

test.run()

// What the pages say of models' lives, landed read after read (jobs/sources/official/lives.ts), and as
// the adapters' reads leave it in data/official and in a live run's tables.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { landLives, mergeLives } from '../../../../jobs/sources/official/lives.ts'
import { OFFICIAL_PAGES, readSellers } from '../../../../jobs/sources/official/sellers.ts'
import type { ModelLife } from '../../../../jobs/sources/official/types.ts'
import type { OfficialPrice } from '../../../../tools/official-price.ts'
import { ownLives, ownRetirements, parseOfficialTable, type SellerPrices } from '../../../../jobs/official.ts'
import { endedBySeller, retiredBySeller } from '../../../../jobs/datasets/llm-prices/ended.ts'
import type { Observation } from '../../../../tools/observation.ts'

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

test('an id the page respells (test-only-model-3.5, then test-only-model-3-5) is one model, its names kept', () => {
  const first = landLives([], [life('test-only-model-3.5', { aliases: ['test-only-model-3'] })], '2026-04-29', [])
  const got = landLives(
    first,
    [life('test-only-model-3-5', { aliases: ['test-only-model-3', 'test-only-model-latest'] })],
    '2026-07-15',
    [],
  )
  assert.equal(
    got.map((l) => [l.model, l.aliases, l.aliases_since, l.since]),
    [
      [
        'test-only-model-3-5',
        ['test-only-model-3', 'test-only-model-latest'],
        { 'test-only-model-3': '2026-04-29', 'test-only-model-latest': '2026-07-15' },
        '2026-04-29',
      ],
    ],
  )
})

test('a name stays known after the page drops it; the first day seen retired stays', () => {
  const first = landLives([], [life('grok-3', { aliases: ['grok-3-latest'] })], '2025-06-02', [])
  assert.equal(first[0], {
    ...life('grok-3', { aliases: ['grok-3-latest'] }),
    aliases_since: { 'grok-3-latest': '2025-06-02' },
    since: '2025-06-02',
  })
  const notice = life('grok-3', { status: 'retired', status_date: '2026-05-15', words: 'will be retired' })
  const second = landLives(first, [notice], '2026-05-15', [])
  assert.equal(second[0].aliases, ['grok-3-latest'])
  assert.equal(second[0].aliases_since, { 'grok-3-latest': '2025-06-02' }, 'the day the name was first given')
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

test("a kept live read without lives: the shipped lives stay, the next run's kept file has them", () => {
  const state = mkdtempSync(join(tmpdir(), 'amd-lives-'))
  try {
    const shipped = JSON.parse(readFileSync(new URL('../../../../data/official/xai.json', import.meta.url), 'utf8'))
    // A last good read kept by a run from before lives were kept: its rows, no lives.
    mkdirSync(join(state, 'official'))
    const kept = { seller: 'xai', seller_name: 'xai', adapter: shipped.adapter, rows: shipped.rows }
    writeFileSync(join(state, 'official', 'xai.json'), JSON.stringify(kept))
    const texts = OFFICIAL_PAGES.map((p) => readFileSync(p.fixture, 'utf8'))
    const read = readSellers(texts, '2026-11-26', state)
    const grok3 = read.tables.find((t) => t.seller === 'xai')!.lives?.find((l) => l.model === 'grok-3')
    assert.equal(grok3?.aliases, ['grok-3-latest'], "the name xAI's 2025 page gave grok-3")
  } finally {
    rmSync(state, { recursive: true, force: true })
  }
})

test('a bad life is reported and left out; the seller keeps its prices', () => {
  const shipped = JSON.parse(readFileSync(new URL('../../../../data/official/xai.json', import.meta.url), 'utf8'))
  const bad = { ...shipped, lives: [...shipped.lives, { model: 'grok-x', aliases: [], status: 'gone' }] }
  const parsed = parseOfficialTable(JSON.stringify(bad), 'xai.json')
  assert.is(parsed.table?.rows.length, shipped.rows.length)
  assert.is(parsed.table?.lives?.length, shipped.lives.length)
  assert.equal(
    parsed.rejected.map((r) => r.record),
    [`xai life ${shipped.lives.length} grok-x`],
  )
})

/** A life first seen on 2026-05-01, retired that day when retired. */
const life2 = (model: string, status: 'listed' | 'retired', aliases: string[] = []) => ({
  ...life(model, { status, aliases, status_date: status === 'retired' ? '2026-05-01' : null }),
  since: '2026-05-01',
})
test("retirements are the seller's own models', less the names a model it still sells has", () => {
  const row = (model: string, developer: string, over: Partial<OfficialPrice> = {}) =>
    ({ model, developer, url: PAGE, page_date: '2026-06-01', effective_until: null, ...over }) as OfficialPrice
  // A reseller (alibaba) that dropped another developer's model: no retirement of the developer's.
  const reseller: SellerPrices = {
    seller: 'alibaba',
    seller_name: 'Alibaba',
    developer_of_models: ['alibaba'],
    rows: [row('deepseek-v3', 'deepseek', { effective_until: '2026-05-01', status: 'retired' })],
    lives: [life2('deepseek-v3', 'retired')],
  }
  assert.equal(ownRetirements(reseller), [])
  // Nor does its ended price end the developer's: the same numbers in DeepSeek's own sale stand.
  reseller.rows[0] = {
    ...reseller.rows[0],
    currency: 'USD',
    input: 0.27,
    output: 1.1,
    mode: 'standard',
    evidence: 'deepseek-v3 0.27 1.1',
  }
  const own = { model: 'deepseek-v3', vendor: 'deepseek', currency: 'USD', input: 0.27, output: 1.1 }
  assert.is(endedBySeller([reseller])({ ...own, observed: '2026-06-01' } as Observation), undefined)
  const developer = { ...reseller, seller: 'deepseek', seller_name: 'DeepSeek', developer_of_models: ['deepseek'] }
  assert.match(endedBySeller([developer])({ ...own, observed: '2026-06-01' } as Observation) ?? '', /ended on/)
  // Mistral: voxtral-mini-latest moved from the retired 2507 to the listed 2602.
  const mistral: SellerPrices = {
    seller: 'mistral',
    seller_name: 'Mistral AI',
    developer_of_models: ['mistral'],
    rows: [],
    lives: [life2('voxtral-mini-2507', 'retired', ['voxtral-mini-latest']), life2('voxtral-mini-2602', 'listed')],
  }
  mistral.lives![1].aliases = ['voxtral-mini-latest']
  assert.equal(
    ownRetirements(mistral).map((r) => r.names),
    [['voxtral-mini-2507']],
  )
  // A model still sold in one mode is sold: grok-9 while grok-9-non-reasoning is listed.
  const xai: SellerPrices = {
    seller: 'xai',
    seller_name: 'xAI',
    developer_of_models: ['xai'],
    rows: [],
    lives: [life2('grok-9-reasoning', 'retired'), life2('grok-9-non-reasoning', 'listed')],
  }
  const obs = { model: 'grok-9', vendor: 'xai', currency: 'USD', input: 1, output: 2, observed: '2026-05-01' }
  assert.is(retiredBySeller([xai])(obs as Observation), undefined)
  xai.lives![1] = life2('grok-9-non-reasoning', 'retired')
  assert.match(retiredBySeller([xai])(obs as Observation)?.reason ?? '', /grok-9 is a name of grok-9/)
})

test('the family name of numbered versions retires with the last of them, while none of the family is sold', () => {
  const anthropic: SellerPrices = {
    seller: 'anthropic',
    seller_name: 'Anthropic',
    developer_of_models: ['anthropic'],
    rows: [],
    lives: [life2('claude-2.0', 'retired'), life2('claude-2.1', 'retired'), life2('claude-2-5', 'listed')],
  }
  const obs = { model: 'claude-2', vendor: 'anthropic', currency: 'USD', input: 8, output: 24, observed: '2026-05-01' }
  // Claude 2.5 on sale: the family name may be its, so nothing is said.
  assert.is(retiredBySeller([anthropic])(obs as Observation), undefined)
  anthropic.lives!.pop()
  const retired = retiredBySeller([anthropic])(obs as Observation)
  assert.match(retired?.reason ?? '', /claude-2 is a name of claude-2-[01]/)
  assert.is(retired?.since, '2026-05-01')
  // A numbered member of the family on sale under a dated or suffixed id keeps the family name unjudged.
  for (const member of ['claude-2-5-20260101', 'claude-2-5-sonnet']) {
    const selling = { ...anthropic, lives: [...anthropic.lives!, life2(member, 'listed')] }
    assert.is(retiredBySeller([selling])(obs as Observation), undefined, member)
  }
  // So does a page giving the family name a model of its own (a row of claude-2 whose price ended): what
  // the pages say of that model decides, not the rule.
  const ended = { model: 'claude-2', developer: 'anthropic', url: PAGE, page_date: '2026-04-01' }
  const own = { ...anthropic, rows: [{ ...ended, effective_until: '2026-04-20' } as OfficialPrice] }
  assert.is(retiredBySeller([own])(obs as Observation), undefined)
  // Only the name itself: a -beta name built on the family (grok-beta) is no name of grok-3.
  const xai: SellerPrices = {
    seller: 'xai',
    seller_name: 'xAI',
    developer_of_models: ['xai'],
    rows: [],
    lives: [life2('grok-3', 'retired')],
  }
  const beta = { model: 'grok-beta', vendor: 'xai', currency: 'USD', input: 5, output: 15, observed: '2026-05-01' }
  assert.is(retiredBySeller([xai])(beta as Observation), undefined)
  assert.ok(retiredBySeller([xai])({ ...beta, model: 'grok' } as Observation))
  // grok-4.3 on sale: grok is the family of a numbered model still sold.
  xai.lives!.push(life2('grok-4.3', 'listed'))
  assert.is(retiredBySeller([xai])({ ...beta, model: 'grok' } as Observation), undefined)
})

test("a resold model's developer is carried read after read and over a kept state without it", () => {
  const notice = life('claude-3-7-sonnet', {
    status: 'retired',
    status_date: '2025-11-11',
    developer: 'anthropic',
    stated: true,
  })
  const landed = landLives([], [notice], '2026-05-10', [])
  assert.is(landed[0].developer, 'anthropic')
  // An older release's state: the same life, the field dropped, seen later.
  const { developer: _, ...old } = landed[0]
  const merged = mergeLives(landed, [{ ...old, since: '2026-06-01' }])
  assert.is(merged[0].developer, 'anthropic')
  // Kept apart from the seller's own lives: nothing of Anthropic's is retired by Google's page.
  const google = {
    seller: 'google',
    developer_of_models: ['google'],
    rows: [],
    lives: merged,
  } as unknown as SellerPrices
  assert.equal(ownLives(google), [])
  assert.equal(ownRetirements(google), [])
})

test.run()

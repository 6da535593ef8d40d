// The live fetch stage on its own (jobs/fetch.ts) against the loopback replay server: base URL,
// conditional requests, Retry-After, the size cap, what is and is not retried.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { fetchSource, retryAfterMs, sourceUrls, withBase, type LiveOptions, type UrlReport } from '../../jobs/fetch.ts'
import llmPrices from '../../jobs/datasets/llm-prices/sources/llm-prices.ts'
import type { SourceAdapter } from '../../jobs/source.ts'
import { startReplay, status, type Replay } from '../helpers/replay-server.ts'

const urls = suite('fetch :: source URLs and the base URL')

const BASES: [string, string | undefined, string][] = [
  [
    'https://raw.githubusercontent.com/a/b/main/c.json',
    'http://127.0.0.1:9',
    'http://127.0.0.1:9/raw.githubusercontent.com/a/b/main/c.json',
  ],
  [
    'https://openrouter.ai/api/v1/models?x=1',
    'http://127.0.0.1:9/',
    'http://127.0.0.1:9/openrouter.ai/api/v1/models?x=1',
  ],
  ['https://models.dev/api.json', 'http://mirror.test/replay/', 'http://mirror.test/replay/models.dev/api.json'],
  // One path on two hosts: two addresses on the mirror.
  [
    'https://platform.kimi.ai/docs/pricing/chat.md',
    'http://m.test',
    'http://m.test/platform.kimi.ai/docs/pricing/chat.md',
  ],
  [
    'https://platform.kimi.com/docs/pricing/chat.md',
    'http://m.test',
    'http://m.test/platform.kimi.com/docs/pricing/chat.md',
  ],
  ['https://models.dev/api.json', undefined, 'https://models.dev/api.json'],
]
for (const [url, base, expected] of BASES) {
  urls(`${url} on ${base ?? 'no base'} :: ${expected}`, () => assert.is(withBase(url, base), expected))
}

urls('a {vendor} URL :: one URL per recorded file', () => {
  const list = sourceUrls(llmPrices)
  assert.is(list.length, llmPrices.fixtures.length)
  assert.equal(
    list.find((u) => u.fixture === 'simonw-llm-prices/openai.json')?.url,
    'https://raw.githubusercontent.com/simonw/llm-prices/main/data/openai.json',
  )
})

urls('Retry-After :: seconds or an HTTP date; anything else ignored', () => {
  const now = Date.parse('2026-11-21T00:00:00Z')
  assert.is(retryAfterMs('3', now), 3000)
  assert.is(retryAfterMs('Sat, 21 Nov 2026 00:00:10 GMT', now), 10_000)
  assert.is(retryAfterMs('soon', now), undefined)
  assert.is(retryAfterMs(null, now), undefined)
})

urls.run()

// A TEST-ONLY source over a TEST-ONLY file (not a recording): the fetch mechanics, not the data.
const live = suite('fetch :: live, against the replay server')
let dir: string
let replay: Replay
const source: SourceAdapter = {
  name: 'test-only-x',
  title: 'TEST-ONLY x',
  license: 'test-only',
  url: 'https://example.test/data/x.json',
  fixtures: ['x.json'],
  parse: (texts) => ({ observations: [JSON.parse(texts[0])], rejected: [] }),
}
const BODY = JSON.stringify({ sample: true, note: 'TEST-ONLY', pad: 'x'.repeat(4000) })
const get = (o: LiveOptions = {}, s: SourceAdapter = source) =>
  fetchSource(s, {
    offline: false,
    fixturesDir: dir,
    date: '2026-11-21',
    live: { baseUrl: replay.url, backoffMs: 10, cacheDir: join(dir, 'cache'), ...o },
  })
const failure = async (p: Promise<unknown>) => {
  try {
    await p
  } catch (error) {
    return error as Error & { requests?: UrlReport[] }
  }
  throw new Error('expected the fetch to fail')
}

live.before(async () => {
  dir = await mkdtemp(join(tmpdir(), 'amd-live-fetch-'))
  await writeFile(join(dir, 'x.json'), BODY)
  await writeFile(join(dir, 'manifest.json'), JSON.stringify({ 'test-only-x': { recorded: '2026-08-01' } }))
  replay = await startReplay([source], dir)
})
live.after(async () => {
  await replay.close()
  await rm(dir, { recursive: true, force: true })
})
live.before.each(() => {
  replay.fault('/example.test/data/x.json', undefined)
  replay.answers.length = 0
})

live(
  'first fetch, commit, second fetch :: 200 then 304 with the remembered body, observed on the run day',
  async () => {
    await rm(join(dir, 'cache'), { recursive: true, force: true })
    const first = await get()
    assert.equal([first.texts, first.observed, first.unchanged], [[BODY], '2026-11-21', false])
    await first.commit!()
    const validators = JSON.parse(await readFile(join(dir, 'cache', 'validators.json'), 'utf8'))
    assert.ok(validators[`${replay.url}/example.test/data/x.json`].etag, 'the ETag is remembered')
    const second = await get()
    assert.equal([second.texts, second.unchanged, second.requests![0].not_modified], [[BODY], true, true])
    assert.equal(
      replay.answers.map(([, s]) => s),
      [200, 304],
    )
  },
)

live('a fetch never committed (its parse failed) :: the next one asks unconditionally', async () => {
  await rm(join(dir, 'cache'), { recursive: true, force: true })
  await get()
  const again = await get()
  assert.is(again.unchanged, false)
  assert.equal(
    replay.answers.map(([, s]) => s),
    [200, 200],
  )
})

live('429 with Retry-After past the bound :: given up after one attempt, the wait named', async () => {
  replay.fault('/example.test/data/x.json', status(429, { 'Retry-After': '120' }))
  const error = await failure(get({ maxRetryAfterMs: 1000 }))
  assert.match(error.message, /HTTP 429, asks to retry after 120 s, over the 1 s bound/)
  assert.is(replay.answers.length, 1)
})

live('503 with Retry-After: 1 :: waits the second, then the recording', async () => {
  let calls = 0
  replay.fault('/example.test/data/x.json', (hit) => (++calls === 1 ? status(503, { 'Retry-After': '1' })(hit) : false))
  const started = Date.now()
  const fetched = await get({ cacheDir: false })
  assert.ok(Date.now() - started >= 1000, `${Date.now() - started} ms`)
  assert.equal([fetched.requests![0].attempts, fetched.requests![0].retried], [2, ['attempt 1: HTTP 503']])
})

live('404 :: not retried', async () => {
  replay.fault('/example.test/data/x.json', status(404))
  const error = await failure(get())
  assert.match(error.message, /x\.json: HTTP 404$/)
  assert.is(replay.answers.length, 1)
})

const CAPS: [string, LiveOptions, Partial<SourceAdapter>, RegExp | null][] = [
  ['default cap (50 MB)', {}, {}, null],
  [
    'cap of the refresh, 1000 bytes',
    { maxBytes: 1000 },
    {},
    /\d+ bytes announced, over the 1000 bytes cap of test-only-x/,
  ],
  ["the source's own cap wins over the refresh's", { maxBytes: 1000 }, { maxBytes: 100_000 }, null],
  [
    "a cap by source name wins over the source's",
    { maxBytesBySource: { 'test-only-x': 2000 } },
    { maxBytes: 100_000 },
    /over the 2000 bytes cap of test-only-x/,
  ],
]
for (const [name, o, own, expected] of CAPS) {
  live(`${name} :: ${expected ? 'refused before reading, source and cap named' : 'read'}`, async () => {
    const s = { ...source, ...own } as SourceAdapter
    if (!expected) {
      assert.equal((await get({ ...o, cacheDir: false }, s)).texts, [BODY])
      return
    }
    assert.match((await failure(get({ ...o, cacheDir: false }, s))).message, expected)
    assert.is(replay.answers.length, 1, 'not retried')
  })
}

live('a recorded-only source asked online :: refused with its reason', async () => {
  const error = await failure(get({}, { ...source, live: false, liveNote: 'TEST-ONLY reason' }))
  assert.match(error.message, /test-only-x is recorded-only: TEST-ONLY reason/)
})

live.run()

import { execFile } from 'node:child_process'
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { canonicalModelId } from '../../tools/vendors.ts'
import { FIXTURES_DIR } from '../../jobs/fetch.ts'
import { refresh } from '../../jobs/refresh.ts'
import { loadFx } from '../../jobs/fx.ts'
import { seedStore } from '../../jobs/seed.ts'
import { DATASETS } from '../../jobs/datasets/index.ts'
import { EmbeddedStore } from '../../store/embedded.ts'
import llmPriceTool from '../../tools/llm-prices/llm-prices.ts'
import llmPrices from '../../jobs/datasets/llm-prices/index.ts'
import { removeDataDir, seededDataDir } from '../helpers/seeded.ts'

const run = promisify(execFile)
const BASE = 'https://data.example.test'
type Latest = {
  items: { model: string; input_usd: number; output_usd: number; input_cny: number; source_name: string }[]
}

// One data folder, day after day, as a deployment sees it: a copy of the run's seed (the same seedStore
// over DATASETS, made once) less one dataset the command line seeds, a command-line refresh over every
// dataset, then in-process refreshes (jobs/refresh.ts refresh()) of the prices alone: history.csv,
// latest.json and the quarantine are the price dataset's, and the datasets after it only read it.
// The tests run in order, each on the folder the one before left.
const LIST = [llmPrices]
let dir: string
let store: EmbeddedStore
let fx: Awaited<ReturnType<typeof loadFx>>
let first: Buffer
const go = (date: string, fixturesDir = FIXTURES_DIR) =>
  refresh({
    store,
    datasets: LIST,
    fx,
    date,
    offline: true,
    fixturesDir,
    exportDir: join(dir, 'export'),
    baseUrl: BASE,
  })
const latest = async () => JSON.parse(await readFile(join(dir, 'export', 'latest.json'), 'utf8')) as Latest
const csv = () => readFile(join(dir, 'export', 'history.csv'))

const days = suite('refresh :: one data folder, day after day')

days.before(async () => {
  dir = await seededDataDir({ feeds: false })
  // The smallest dataset left out of the copy: the command line seeds what is missing before it refreshes.
  await rm(join(dir, 'store', 'snapshots', 'coding_pc'), { recursive: true })
  fx = await loadFx()
})
days.after(async () => {
  await store?.close()
  await removeDataDir(dir)
})

days(
  'npm run refresh -- --offline :: seeds what is missing, builds every feed, progress per source, a summary',
  async () => {
    const { stdout } = await run('npm', ['run', '--silent', 'refresh', '--', '--offline', '--date', '2026-11-25'], {
      env: { ...process.env, DATA_DIR: dir, PUBLIC_BASE_URL: BASE },
    })
    assert.match(stdout, /seeded the empty store from the bundled data: coding_pc\n/)
    for (const source of [
      'llm-prices-cn',
      'litellm',
      'genai-prices',
      'models.dev',
      'llm-prices',
      'openrouter',
      'aliyun-bailian',
    ]) {
      assert.match(stdout, new RegExp(`${source.replace('.', '\\.')}\\s+\\d+ records\\s+\\d+ rejected\\s+\\d+ ms`))
    }
    assert.match(stdout, /^ok: run_2026-11-25_\w+ in [\d.]+ s; \d+ records from 9 sources/m)
    const feed = await latest()
    llmPriceTool.feed!.schema!.parse(feed)
    // The data's date is the newest observation (the sellers' pages read on 2026-11-25, data/official),
    // never the run's day.
    assert.is((feed as unknown as { as_of: string }).as_of, '2026-11-25')
    const text = (await csv()).toString()
    assert.ok(
      text.includes('\n2026-11-25,') && !text.includes('\n2026-11-26,'),
      'history ends at the newest observation',
    )
    store = new EmbeddedStore(join(dir, 'store'))
    await store.init()
    assert.is(await seedStore({ store, datasets: DATASETS, fx }), null, 'the folder holds every snapshot')
    // Per dataset, every record held back is counted by its reason, not only the listed ones.
    const stored = (await store.recentRuns(1))[0]
    assert.is(stored.id, /^ok: (run_\S+)/m.exec(stdout)![1])
    for (const [name, d] of Object.entries(stored.datasets ?? {})) {
      if (d.status !== 'ok') continue
      assert.is(
        Object.values(d.dropped_by_reason ?? {}).reduce((a, b) => a + b, 0),
        d.rejected,
        name,
      )
    }
  },
)

days('npm run refresh -- a future --date :: refused, exit code 2, nothing written', async () => {
  const empty = await mkdtemp(join(tmpdir(), 'amd-refresh-cli-'))
  try {
    await run('npm', ['run', '--silent', 'refresh', '--', '--offline', '--date', '2999-01-01'], {
      env: { ...process.env, DATA_DIR: empty },
    })
    assert.unreachable('must exit non-zero')
  } catch (error) {
    const e = error as { code?: number; stderr?: string }
    assert.is(e.code, 2)
    assert.match(e.stderr ?? '', /--date 2999-01-01 is in the future/)
  }
  assert.equal(await readdir(empty), [], 'nothing written')
  await rm(empty, { recursive: true, force: true })
})

days('twice on one day :: history.csv byte-identical; the next day, nothing newer :: no new row', async () => {
  first = await csv()
  assert.is((await go('2026-11-25')).status, 'ok')
  assert.ok((await csv()).equals(first), 'byte-identical to the command-line run of the day')
  // The next day with nothing newer recorded: nothing to add (no day is stamped by the run's clock).
  assert.is((await go('2026-11-26')).status, 'ok')
  assert.ok((await csv()).equals(first), 'no new observation, no new row')
})

days('a 1000x unit error and a broken record :: quarantined with reasons; published prices unchanged', async () => {
  const before = await latest()
  // TEST-ONLY corrupted copies of the recorded responses.
  const fixtures = join(dir, 'fixtures-corrupt')
  await cp(FIXTURES_DIR, fixtures, { recursive: true })
  // command-a's published price comes from genai-prices (it ranks before litellm, precedence.ts) and no
  // seller's page of ours prices it (gpt-4o and gpt-5.3-codex, the examples before, are priced by OpenAI's own
  // pages now).
  const genaiFile = join(fixtures, 'genai-prices_data_v2.json')
  const genai = JSON.parse(await readFile(genaiFile, 'utf8'))
  const commandA = genai
    .find((p: { id: string }) => p.id === 'cohere')
    .models.find((m: { id: string }) => m.id === 'command-a')
  const prices = Array.isArray(commandA.prices) ? commandA.prices.at(-1).prices : commandA.prices
  prices.input_mtok *= 1000 // per 1K tokens mistaken for per token
  prices.output_mtok *= 1000
  await writeFile(genaiFile, JSON.stringify(genai))
  const cnFile = join(fixtures, 'llm_prices_cn_szp2005.json')
  const cn = JSON.parse(await readFile(cnFile, 'utf8'))
  cn.models.find((m: { id: string }) => m.id === 'baichuan-m2').input_price_orig_per_m = '2 元' // schema broken
  await writeFile(cnFile, JSON.stringify(cn))

  const report = await go('2026-11-26', fixtures)
  assert.is(report.status, 'ok')
  const reasons = new Map(report.quarantined.map((q) => [q.record, q.reason]))
  assert.match(reasons.get('command-a') ?? '', /1000x.*over the 10x limit/, [...reasons.keys()].join(', '))
  const d = report.datasets!.llm_prices
  assert.is(
    Object.values(d.dropped_by_reason ?? {}).reduce((a, b) => a + b, 0),
    d.rejected,
    'every record held back counted by its reason',
  )
  assert.ok(Object.keys(d.dropped_by_reason ?? {}).length > 0, 'the price producer names why it held records back')
  assert.match(reasons.get('baichuan-m2') ?? '', /^invalid: /)
  assert.equal(
    (await store.recentRuns(1))[0].quarantined
      .map((q) => q.record)
      .filter((r) => ['command-a', 'baichuan-m2'].includes(r))
      .sort(),
    ['baichuan-m2', 'command-a'],
  )

  const after = await latest()
  for (const model of ['command-a', 'baichuan-m2']) {
    const a = before.items.find((r) => r.model === model)!
    const b = after.items.find((r) => r.model === model)!
    assert.equal([b.input_usd, b.output_usd], [a.input_usd, a.output_usd], `${model} unchanged`)
  }
  await rm(fixtures, { recursive: true, force: true })
})

days('newer recordings :: only appends whole lines up to their date; a day before the last is refused', async () => {
  // TEST-ONLY: the same responses as if recorded on 2026-11-27: the days up to it are appended.
  const fixtures = join(dir, 'fixtures')
  await cp(FIXTURES_DIR, fixtures, { recursive: true })
  const manifest = JSON.parse(await readFile(join(fixtures, 'manifest.json'), 'utf8'))
  for (const entry of Object.values(manifest) as { recorded?: string }[])
    if (typeof entry === 'object' && entry.recorded) entry.recorded = '2026-11-27'
  await writeFile(join(fixtures, 'manifest.json'), JSON.stringify(manifest))
  assert.is((await go('2026-11-27', fixtures)).status, 'ok')
  const next = await csv()
  assert.ok(next.subarray(0, first.length).equals(first), 'the old file is a prefix')
  const added = next.subarray(first.length).toString().split('\n').filter(Boolean)
  assert.ok(
    added.length > 300 && added.every((line) => line.slice(0, 10) > '2026-11-25'),
    `${added.length} new rows, all after the last published day`,
  )
  assert.ok(
    added.some((line) => line.startsWith('2026-11-27,')),
    "up to the new recordings' date",
  )
  assert.is((await go('2026-11-24')).status, 'failed', 'a day before the last published one is refused')
})

/**
 * USD input/output per 1M from two catalogues, read here independently of the adapters: only the
 * vendors' own entries (a reseller's price is not the list price we publish).
 */
async function independentCatalogues() {
  const firstParty = new Set([
    'openai',
    'anthropic',
    'google',
    'deepseek',
    'xai',
    'x-ai',
    'mistral',
    'mistralai',
    'alibaba',
    'qwen',
    'moonshotai',
    'zhipuai',
    'zai',
    'z-ai',
    'minimax',
  ])
  const prices = new Map<string, { source: string; input: number; output: number }[]>()
  const put = (id: string, source: string, input: number, output: number) => {
    const key = canonicalModelId(id)
    prices.set(key, [...(prices.get(key) ?? []), { source, input, output }])
  }
  const or = JSON.parse(await readFile(join(FIXTURES_DIR, 'openrouter_models_snapshot_via_modelsdev.json'), 'utf8'))
  for (const m of or.data)
    if (m.pricing && firstParty.has(m.id.split('/')[0]))
      put(m.id, 'OpenRouter models API', Number(m.pricing.prompt) * 1e6, Number(m.pricing.completion) * 1e6)
  const md = JSON.parse(await readFile(join(FIXTURES_DIR, 'modelsdev_providers_models.json'), 'utf8'))
  for (const [name, p] of Object.entries(md.providers) as [
    string,
    { models?: Record<string, { cost?: { input: number; output: number } }> },
  ][]) {
    if (!firstParty.has(name)) continue
    for (const [id, m] of Object.entries(p.models ?? {})) if (m.cost) put(id, 'models.dev', m.cost.input, m.cost.output)
  }
  return prices
}

days('20 models from the overlap :: within 1% of an independent catalogue, or listed as a disagreement', async () => {
  // The newest run that made the prices (the refused one before it wrote nothing), as stored, and the feed it wrote.
  const report = (await store.recentRuns(20)).find((r) => r.reports?.llm_prices)!
  assert.is(report.status, 'ok')
  const feed = await latest()
  const catalogues = await independentCatalogues()
  const disputed = new Set(
    (report.reports!.llm_prices as { disagreements: { model: string }[] }).disagreements.map((d) => d.model),
  )
  const overlap = feed.items.filter(
    (r) =>
      catalogues.has(r.model) && !r.source_name.startsWith('OpenRouter') && !r.source_name.startsWith('models.dev'),
  )
  assert.ok(overlap.length >= 20, `${overlap.length} models overlap`)
  // Spread over the list rather than the first 20 of one vendor.
  const picked = Array.from({ length: 20 }, (_, i) => overlap[Math.floor((i * overlap.length) / 20)])
  const within = (a: number, b: number) => Math.abs(a - b) <= 0.01 * Math.max(a, b)
  let agreeing = 0
  for (const record of picked) {
    const agrees = catalogues
      .get(record.model)!
      .some((c) => within(c.input, record.input_usd) && within(c.output, record.output_usd))
    assert.ok(
      agrees || disputed.has(record.model),
      `${record.model}: ${record.input_usd}/${record.output_usd} agrees with no catalogue and is not listed`,
    )
    if (agrees) agreeing++
  }
  assert.ok(agreeing >= 10, `${agreeing} of 20 agree outright`)
})

days.run()

// The official path as deployed: `npm run refresh` (online, not --offline) against a loopback server
// replaying the recorded pages at their live URLs (under each host), so fetch, conditional GET and parse run for real.
// A second run serves changed copies (TEST-ONLY: a Mistral price moved, Anthropic's page cut short):
// the moved price is published from the day seen, the unchanged files answer 304, and the cut page
// fails Anthropic loudly (run errors, /readyz) while its last good prices stay published.
import { execFile } from 'node:child_process'
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { TOOLS } from '../../../../jobs/datasets/index.ts'
import { SOURCES } from '../../../../jobs/datasets/llm-prices/sources/index.ts'
import { FIXTURES_DIR } from '../../../../jobs/fetch.ts'
import { PAGES_DIR } from '../../../../jobs/sources/official/types.ts'
import { OFFICIAL_DIR } from '../../../../jobs/official.ts'
import { readiness } from '../../../../facade/operator.ts'
import { EmbeddedStore } from '../../../../store/embedded.ts'
import { todayUtc } from '../../../../tools/dates.ts'
import { asHtml } from '../../../helpers/as-html.ts'
import { startReplay, type Replay } from '../../../helpers/replay-server.ts'
import { removeDataDir, seededDataDir } from '../../../helpers/seeded.ts'

const exec = promisify(execFile)
const live = suite('official :: npm run refresh online against the replayed pages')

let work: string
let data: string
let replay: Replay

/** One online CLI refresh; resolves with the output (a partial run exits 1: that is expected here). */
async function cliRefresh(date: string): Promise<string> {
  const args = ['--import', 'tsx', 'scripts/refresh.ts', '--sources-base-url', replay.url, '--date', date]
  const env = { ...process.env, DATA_DIR: data, OFFICIAL_DIR: join(work, 'official') }
  try {
    const { stdout, stderr } = await exec(process.execPath, args, { env, timeout: 300_000 })
    return stdout + stderr
  } catch (error) {
    const e = error as { stdout?: string; stderr?: string }
    return `${e.stdout ?? ''}${e.stderr ?? ''}`
  }
}

type Item = {
  model: string
  source_model_id: string
  source_url: string
  output_usd: number
  last_observed: string
}
const latest = async (): Promise<Item[]> =>
  JSON.parse(await readFile(join(data, 'export', 'latest.json'), 'utf8')).items

live.before(async () => {
  work = await mkdtemp(join(tmpdir(), 'amd-official-live-'))
  // The run's seed of the bundled data (the sellers' tables as copied here): the CLI's refresh is what is
  // tested, not its seed of an empty store.
  data = await seededDataDir()
  await cp(FIXTURES_DIR, join(work, 'sources'), { recursive: true })
  await cp(OFFICIAL_DIR, join(work, 'official'), { recursive: true })
  replay = await startReplay(SOURCES, join(work, 'sources'))
})
live.after(async () => {
  await replay.close()
  await rm(work, { recursive: true, force: true })
  await removeDataDir(data)
})

live(
  'the recorded pages read live publish the adapters rows; changed copies move one price and fail one seller',
  async () => {
    // The recorded pages' day (a refresh never rewrites a day already published), then today.
    const first = await cliRefresh('2026-11-25')
    assert.match(first, /official\s+\d+ records/)
    assert.not.match(first, /error: official/)
    const before = await latest()

    const official = (i: Item) => /platform-docs-public|platform\.claude\.com/.test(i.source_url)
    const voxtral = before.find((i) => i.source_model_id === 'voxtral-small-2507')!
    assert.ok(
      voxtral,
      before
        .filter((i) => /voxtral/.test(i.model))
        .map((i) => `${i.model} ${i.source_url}`)
        .join('\n'),
    )
    assert.equal([official(voxtral), voxtral.output_usd], [true, 0.4])
    const claude = before.filter((i) => official(i) && i.source_url.includes('platform.claude.com'))
    assert.ok(claude.length >= 10, `${claude.length} Anthropic prices published`)

    // TEST-ONLY copies: Voxtral Small's output 0.4 -> 0.45; Anthropic's page cut after two model rows.
    const changed = (path: string, body: string) =>
      replay.fault(path, (hit) => {
        hit.res.writeHead(200, { 'content-type': 'text/plain' }).end(body)
        return true
      })
    const voxtral25 = await readFile(join(PAGES_DIR, 'mistral', 'voxtral-small-25-07.ts'), 'utf8')
    changed(
      '/raw.githubusercontent.com/mistralai/platform-docs-public/main/src/schema/models/models/voxtral-small-25-07.ts',
      voxtral25.replace('price: 0.4,', 'price: 0.45,'),
    )
    // LongCat's page served as HTML (TEST-ONLY markup around its recorded text, as its site serves HTML): read
    // through html-text.ts, it reads as its recorded copy, so Meituan's read is taken, not failed.
    const longcat = await readFile(join(PAGES_DIR, 'meituan', 'pricing-longcat-2.0.txt'), 'utf8')
    replay.fault('/longcat.chat/platform/docs/pricing/longcat-2.0', (hit) => {
      hit.res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(asHtml(longcat))
      return true
    })
    const page = await readFile(join(PAGES_DIR, 'anthropic', 'pricing.md'), 'utf8')
    // Ten lines: the header, the rule and two model rows (4 rows, with the other pages' 8 under half of 24).
    changed('/platform.claude.com/docs/en/about-claude/pricing.md', page.split('\n').slice(0, 10).join('\n'))
    replay.answers.length = 0

    const second = await cliRefresh(todayUtc())
    assert.match(second, /error: official\/anthropic: .*under half of the \d+ current rows of the last good read/)
    assert.not.match(second, /official\/meituan/)
    assert.ok(replay.answers.some(([path, code]) => path.endsWith('/pricing/longcat-2.0') && code === 200))
    const answers = replay.answers.filter(([path]) => path.includes('/platform-docs-public/'))
    assert.ok(
      answers.some(([, code]) => code === 304),
      'unchanged model files answered 304 (conditional GET)',
    )
    assert.ok(
      answers.some(([path, code]) => path.endsWith('voxtral-small-25-07.ts') && code === 200),
      'the changed file is read again',
    )
    const after = await latest()
    const moved = after.find((i) => i.model === voxtral.model)!
    assert.equal([official(moved), moved.output_usd, moved.last_observed], [true, 0.45, todayUtc()])
    // No mass retirement: every current Anthropic price published before is published still, at the same price.
    const table = JSON.parse(await readFile(join(work, 'official', 'anthropic.json'), 'utf8')) as {
      rows: { model: string; effective_until?: string | null }[]
    }
    const listed = new Set(table.rows.filter((r) => !r.effective_until).map((r) => r.model))
    assert.ok(listed.size >= 10)
    for (const c of claude.filter((i) => listed.has(i.source_model_id))) {
      const now = after.find((i) => i.model === c.model)
      assert.equal(now && [now.output_usd, /claude\.com/.test(now.source_url)], [c.output_usd, true], c.model)
    }

    // The taken read is kept for the next run (the moved price in force, the old one ended); the refused
    // seller's kept read is the one before the cut copy.
    type Kept = {
      rows: {
        model: string
        output: number | null
        effective_until?: string | null
        url?: string
        page_date?: string
      }[]
    }
    const kept = async (seller: string): Promise<Kept> =>
      JSON.parse(await readFile(join(data, 'sources-cache', 'official', `${seller}.json`), 'utf8'))
    const vox = (await kept('mistral')).rows.filter((r) => r.model === 'voxtral-small-2507')
    assert.equal(vox.map((r) => [r.output, r.effective_until ?? null]).sort(), [
      [0.3, '2026-08-11'],
      [0.4, todayUtc()],
      [0.45, null],
    ])
    assert.ok((await kept('anthropic')).rows.filter((r) => !r.effective_until).length >= 10)
    // LongCat-2.0's rows were read today from the page served as HTML (unread, the Chinese page's copy of the
    // same tables would stand in for them, under its own URL).
    const longcatRows = (await kept('meituan')).rows.filter(
      (r) => r.url === 'https://longcat.chat/platform/docs/pricing/longcat-2.0',
    )
    assert.ok(longcatRows.length >= 2)
    assert.equal([...new Set(longcatRows.map((r) => r.page_date))], [todayUtc()])

    const store = new EmbeddedStore(join(data, 'store'))
    await store.init()
    const ready = (await readiness(store, TOOLS)).body as { last_refresh: { errors: string[] } }
    await store.close()
    assert.ok(ready.last_refresh.errors.some((e) => /^official\/anthropic: .*last good rows are kept/.test(e)))
  },
)
live.run()

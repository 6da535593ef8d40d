// A daily run after the newest line-up (ended.ts leftOffLineups): the catalogues read again on 2026-11-26, the
// day after the sellers' newest pages, still list models their sellers' whole pages left out (litellm's
// deepseek-v3 at DeepSeek's 2025 price, grok-beta, Gemini 3 Pro Preview). Listed long before those line-ups,
// they are no launch since: the daily run holds them back as the seed does, asking the stored listings.
// A name a seller moved or retired is judged past the seller's newest read while a catalogue repeats the
// price it showed before (gemini-flash-latest at Gemini 2.5 Flash's price after Google moved it on
// 2026-01-21; grok-3-latest after xAI retired grok-3): the repeat tells nothing newer than its first showing.
import { cp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { DATASETS } from '../../../jobs/datasets/index.ts'
import { FIXTURES_DIR } from '../../../jobs/fetch.ts'
import { loadFx } from '../../../jobs/fx.ts'
import { refresh } from '../../../jobs/refresh.ts'
import { EmbeddedStore } from '../../../store/embedded.ts'
import { type BasePayload, readPayload } from '../../../tools/snapshot.ts'
import { removeDataDir, seededDataDir } from '../../helpers/seeded.ts'
import { TEST_BASE_URL } from '../../helpers/server.ts'

type Item = { model: string; vendor: string; seller: string; input_usd: number; output_usd: number }
const test = suite('line-ups :: a daily run after the newest one')

test('catalogues read on 2026-11-26 :: the models the line-ups left out stay held back', async () => {
  const dir = await seededDataDir()
  const fixtures = join(tmpdir(), `amd-lineups-${process.pid}`)
  const store = new EmbeddedStore(join(dir, 'store'))
  await store.init()
  try {
    const seeded = (await readPayload<BasePayload & { items: Item[] }>(store, 'llm_prices')).items
    // The same recordings, every catalogue's dated the day of the run (the sellers' pages stay 2026-11-25).
    await cp(FIXTURES_DIR, fixtures, { recursive: true })
    const manifest = JSON.parse(await readFile(join(fixtures, 'manifest.json'), 'utf8'))
    for (const [name, m] of Object.entries(manifest))
      if (name !== '_about' && name !== 'official') (m as { recorded: string }).recorded = '2026-11-26'
    await writeFile(join(fixtures, 'manifest.json'), JSON.stringify(manifest))
    const run = await refresh({
      store,
      datasets: DATASETS,
      fx: await loadFx(),
      date: '2026-11-26',
      offline: true,
      fixturesDir: fixtures,
      exportDir: join(dir, 'export'),
      baseUrl: TEST_BASE_URL,
    })
    assert.is(run.status, 'ok')
    const latest = await readPayload<BasePayload & { items: Item[] }>(store, 'llm_prices')
    assert.is(latest.as_of, '2026-11-26', 'the catalogues were read that day')
    const own = (m: string) => latest.items.find((i) => i.model === m && (i.seller ?? i.vendor) === i.vendor)
    for (const m of ['deepseek-v3', 'deepseek-r1', 'deepseek-coder', 'grok-beta', 'gemini-3-pro-preview', 'chat-bison'])
      assert.is(own(m), undefined, `${m} served as its developer's own price`)
    // Listed in the seed's catalogues at the same prices as before the seller's word: held back again.
    for (const m of ['gemini-flash-latest', 'grok-3-latest'])
      assert.is(own(m), undefined, `${m} served at a price its catalogue showed before the seller's word`)
    // Nor as a resale: Alibaba Cloud's offer, which stood in, ended when Model Studio took it offline (2026-10-10).
    assert.is(
      latest.items.find((i) => i.model === 'deepseek-v3'),
      undefined,
    )
    // A model still on its seller's line-up is served from the day's listing.
    assert.ok(own('grok-4-5') && own('gemini-2-5-flash'))
    // Of the sellers with line-ups, only models the seed served or stale listings seen again come back.
    const back = latest.items.filter(
      (i) => ['deepseek', 'xai', 'google'].includes(i.vendor) && !seeded.some((s) => s.model === i.model),
    )
    console.log(`  back on 2026-11-26 (stale in the seed, listed again): ${back.map((i) => i.model).join(', ')}`)
  } finally {
    await store.close()
    await removeDataDir(dir)
    await rm(fixtures, { recursive: true, force: true })
  }
})

test.run()

// A change a seller has announced for a day still to come (the end of Gemini 4 Argon's and Carbon's
// introductory price on 2026-12-01, as third parties quote Google) is scheduled before that day and served
// from it: in the seed built as of a day (buildFromBundled), and in the daily refresh of a store seeded before it;
// until then the served record names it under `scheduled`.
import { join } from 'node:path'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { BUNDLED_ON } from '../../../../jobs/bundled.ts'
import { buildFromBundled } from '../../../../jobs/datasets/llm-prices/bundled.ts'
import { DATASETS } from '../../../../jobs/datasets/index.ts'
import { loadFx } from '../../../../jobs/fx.ts'
import { refresh } from '../../../../jobs/refresh.ts'
import { EmbeddedStore } from '../../../../store/embedded.ts'
import type { PriceChange, PriceRecord } from '../../../../tools/schemas.ts'
import { type BasePayload, readPayload } from '../../../../tools/snapshot.ts'
import { removeDataDir, seededDataDir } from '../../../helpers/seeded.ts'
import { TEST_BASE_URL } from '../../../helpers/server.ts'

const scheduled = suite('bundled prices :: a change announced for a later day')

const argonOf = (latest: PriceRecord[]) => {
  const r = latest.find((x) => x.model === 'gemini-4-argon')!
  return [r.input_usd, r.output_usd, r.cache_read_usd, r.last_observed]
}

scheduled('seeded the day before: scheduled, the introductory price served', async () => {
  const built = await buildFromBundled(undefined, undefined, '2026-11-30')
  const waiting = built.scheduled.filter((s) => s.model.startsWith('gemini-4-'))
  assert.equal(
    waiting.map((s) => [s.model, s.from, s.input, s.output]),
    [
      ['gemini-4-argon', '2026-12-01', 4, 20],
      ['gemini-4-carbon', '2026-12-01', 4, 20],
    ],
  )
  assert.ok(built.asOf <= '2026-11-30', `the data's date is never ahead of the seed's: ${built.asOf}`)
  assert.equal(argonOf(built.latest).slice(0, 3), [2, 10, 0.1])
  assert.not.ok(built.changes.some((c) => c.date === '2026-12-01'))
})

scheduled('seeded on its day: the new price from that day, the old one the day before, one dated change', async () => {
  const built = await buildFromBundled(undefined, undefined, '2026-12-01')
  assert.not.ok(built.scheduled.some((s) => s.model.startsWith('gemini-4-')))
  assert.is(built.asOf, '2026-12-01')
  assert.equal(argonOf(built.latest), [4, 20, 0.2, '2026-12-01'])
  const days = built.history.filter((h) => h.model === 'gemini-4-argon' && h.date >= '2026-11-30')
  assert.equal(
    days.map((h) => [h.date, h.input_usd, h.output_usd]),
    [
      ['2026-11-30', 2, 10],
      ['2026-12-01', 4, 20],
    ],
  )
  const change = built.changes.find((c) => c.model === 'gemini-4-carbon' && c.date === '2026-12-01')
  assert.equal(
    change && [change.input_before, change.output_before, change.input_after, change.output_after, change.kind],
    [2, 10, 4, 20, 'increase'],
  )
  assert.match(change!.source_name, /secondary/)
})

scheduled("the tests' seed, refreshed offline on the day: the daily run publishes it", async () => {
  assert.ok(BUNDLED_ON < '2026-12-01', 'the seed predates the change (else this says nothing)')
  const dir = await seededDataDir()
  const store = new EmbeddedStore(join(dir, 'store'))
  await store.init()
  try {
    const latestOf = async () => (await readPayload<BasePayload & { items: PriceRecord[] }>(store, 'llm_prices')).items
    const before = (await latestOf()).find((r) => r.model === 'gemini-4-argon')!
    // How the day is known and when it was said: the quotes, each publisher with its page's day.
    const { date_basis, ...announced } = before.scheduled![0]
    assert.match(date_basis, /^secondary: .*2026-12-01/)
    assert.equal(
      [announced],
      [
        {
          from: '2026-12-01',
          currency: 'USD',
          input: 4,
          output: 20,
          cache_read: 0.2,
          source_name: "third parties quoting the seller's price (secondary)",
          source_url: 'https://ai.google.dev/gemini-api/docs/generate-content/latest-model?authuser=0000&hl=zh-cn',
        },
      ],
    )
    assert.equal(argonOf(await latestOf()).slice(0, 3), [2, 10, 0.1])
    const run = await refresh({
      store,
      datasets: DATASETS,
      fx: await loadFx(),
      date: '2026-12-01',
      offline: true,
      exportDir: join(dir, 'export'),
      baseUrl: TEST_BASE_URL,
    })
    assert.is(run.status, 'ok', JSON.stringify(run.errors))
    assert.equal(argonOf(await latestOf()), [4, 20, 0.2, '2026-12-01'])
    // In force now: no longer announced; Google's rows from 2027-01-01 still are.
    const after = await latestOf()
    assert.is(after.find((r) => r.model === 'gemini-4-argon')!.scheduled, undefined)
    const flash = after.find((r) => r.model === 'gemini-3-6-flash')?.scheduled
    assert.equal(
      flash?.map((x) => [x.from, x.input, x.output]),
      [['2027-01-01', 1.5, 7.5]],
    )
    // Announced ahead on Google's page: the copies that showed it are named, the first of 2026-09-04.
    assert.match(flash![0].date_basis, /starting January 1, 2027\.'; announced ahead, on the copies of 2026-09-04 to /)
    const changes = (await readPayload<BasePayload & { items: PriceChange[] }>(store, 'price_changes')).items
    const argon = changes.filter((c) => c.model === 'gemini-4-argon' && c.date === '2026-12-01')
    assert.equal(
      argon.map((c) => [c.input_before, c.input_after]),
      [[2, 4]],
    )
  } finally {
    await store.close()
    await removeDataDir(dir)
  }
})

scheduled.run()

import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import schedule from 'node-schedule'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { fetchSource } from '../../jobs/fetch.ts'
import { FxTable } from '../../tools/fx.ts'
import type { Observation } from '../../tools/observation.ts'
import { observationOf, quarantine } from '../../jobs/datasets/llm-prices/quarantine.ts'
import { bySource, reconcile } from '../../jobs/datasets/llm-prices/reconcile.ts'
import { scheduleRefresh } from '../../jobs/schedule.ts'
import type { SourceAdapter } from '../../jobs/datasets/llm-prices/sources/types.ts'
import { priceRecord } from '../../jobs/datasets/llm-prices/derive.ts'

// Test-only sample observations: not real prices.
const fx = new FxTable([{ date: '2024-01-01', rate: 7, source: 'test' }])
const obs = (source: string, input: number, extra: Partial<Observation> = {}): Observation => ({
  model: 'm',
  source_model_id: 'm',
  vendor: 'v',
  country: 'US',
  currency: 'USD',
  input,
  output: input * 2,
  cache_read: null,
  cache_write: null,
  observed: '2024-01-01',
  source_name: source,
  source_url: 'https://example.test',
  ...extra,
})

const stages = suite('refresh stages')

stages('reconcile :: first source wins; a source over 1% away is a disagreement, within 1% is not', () => {
  const candidates = bySource(
    [
      { name: 'a', observations: [obs('a', 1)] },
      { name: 'b', observations: [obs('b', 1.005)] },
      { name: 'c', observations: [obs('c', 7.7, { currency: 'CNY' })] }, // 1.1 USD at 7
    ],
    '2024-01-02',
  )
  const { chosen, disagreements } = reconcile(candidates, fx, '2024-01-02')
  assert.is(chosen.get('m')!.source_name, 'a')
  assert.equal(
    disagreements.map((d) => [d.other.source, d.max_diff_pct]),
    [['c', 9.09]],
  )
})

stages('reconcile :: an observation after the refresh day is not used', () => {
  const candidates = bySource(
    [{ name: 'a', observations: [obs('a', 1), obs('a', 2, { observed: '2024-02-01' })] }],
    '2024-01-15',
  )
  assert.is(candidates.get('m')![0].input, 1)
})

stages('quarantine :: over the factor held back with the reason; within it, free to paid, and new models pass', () => {
  const published = new Map([
    ['m', priceRecord(obs('x', 2), fx)],
    ['f', priceRecord(obs('x', 0, { model: 'f' }), fx)],
  ])
  const chosen = new Map([
    ['m', obs('a', 2000)],
    ['f', obs('a', 1, { model: 'f' })],
    ['n', obs('a', 5, { model: 'n' })],
  ])
  const { accepted, held } = quarantine(chosen, published, 10)
  assert.equal([...accepted.keys()].sort(), ['f', 'n'])
  assert.is(held.length, 1)
  assert.match(held[0].reason, /1000x .*over the 10x limit, last published price kept/)
  assert.equal(observationOf(published.get('m')!).input, 2)
})

stages(
  'fetch offline :: recorded files with the manifest date; a source missing from the manifest is an error',
  async () => {
    const dir = await mkdtemp(join(tmpdir(), 'amd-fetch-'))
    await writeFile(join(dir, 'x.json'), '{"ok":true}')
    const source: SourceAdapter = {
      name: 'x',
      title: 'x',
      license: 'test-only',
      url: 'https://example.test/x',
      fixtures: ['x.json'],
      parse: () => ({ observations: [], rejected: [] }),
    }
    const fetched = await fetchSource(source, {
      offline: true,
      fixturesDir: dir,
      date: '2026-11-21',
      manifest: { x: { recorded: '2026-01-02' } },
    })
    assert.equal([fetched.texts, fetched.observed], [['{"ok":true}'], '2026-01-02'])
    try {
      await fetchSource(source, { offline: true, fixturesDir: dir, date: '2026-11-21', manifest: {} })
      assert.unreachable('must fail')
    } catch (error) {
      assert.match((error as Error).message, /no recorded date for x/)
    }
    await rm(dir, { recursive: true, force: true })
  },
)

stages('schedule :: one daily job at the UTC time; cancel removes it', () => {
  const before = Object.keys(schedule.scheduledJobs).length
  const cancel = scheduleRefresh('03:17', {} as never)
  const jobs = Object.values(schedule.scheduledJobs)
  assert.is(jobs.length, before + 1)
  const next = jobs.at(-1)!.nextInvocation()!
  assert.equal([next.getUTCHours(), next.getUTCMinutes()], [3, 17])
  cancel()
  assert.is(Object.keys(schedule.scheduledJobs).length, before)
})

stages.run()

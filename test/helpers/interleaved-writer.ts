// Child process for test/store/many-processes.test.ts: opens an embedded store and, `rounds` times,
// writes one of each kind (a history row, an observation, a key, a run record) under its own name,
// so two of these running at once on one folder interleave every kind of write.
import { OBSERVATIONS } from '../../tools/observation.ts'
import { PRICE_HISTORY } from '../../tools/llm-prices/llm-price-history.ts'
import { EmbeddedStore } from '../../store/embedded.ts'
import { row } from '../store/contract.ts'

const [dir, name, rounds] = process.argv.slice(2)
const store = new EmbeddedStore(dir)
await store.init()
process.stdout.write('ready\n')
for (let i = 0; i < Number(rounds); i++) {
  const date = new Date(Date.UTC(2024, 0, 1) + i * 86_400_000).toISOString().slice(0, 10)
  await store.appendSeries(PRICE_HISTORY, [row(`${name}-model`, date)])
  await store.addRecords(OBSERVATIONS, [
    {
      model: `${name}-model`,
      source_model_id: `${name}-model`,
      vendor: 'v',
      country: 'other',
      currency: 'USD',
      input: 1,
      output: 2,
      cache_read: null,
      cache_write: null,
      observed: date,
      source_name: `TEST-ONLY ${name}`,
      source_url: 'https://example.test/test-only',
    },
  ])
  await store.addKey({
    id: `${name}-key-${i}`,
    hash: `${name}-hash-${i}`,
    tier: 'test',
    active: true,
    created_at: new Date().toISOString(),
  })
  await store.putRun({
    id: `${name}-run-${i}`,
    kind: 'refresh',
    started_at: new Date().toISOString(),
    status: 'ok',
    counts: {},
    quarantined: [],
    errors: [],
  })
}
await store.close()
process.stdout.write('done\n')

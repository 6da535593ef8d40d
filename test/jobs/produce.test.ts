// The runner owns every write: a producer declares what it reads and writes, gets a read-only view of
// what it declared, and returns its snapshots, series rows and records; the runner checks them all
// and writes only when everything passed. Test-only producers on a real embedded store.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { z } from 'zod'
import { checkOrder, type Dataset, type Producer } from '../../jobs/dataset.ts'
import { loadFx } from '../../jobs/fx.ts'
import { runProducers } from '../../jobs/produce.ts'
import { EmbeddedStore } from '../../store/embedded.ts'
import type { RefreshRun } from '../../store/types.ts'
import { type RecordLog, seriesOf } from '../../tools/series.ts'
import type { BasePayload } from '../../tools/snapshot.ts'

const Row = z.object({ key: z.string(), date: z.string(), value: z.number() })
type Row = z.infer<typeof Row>
const ROWS = seriesOf(Row, { name: 'test_only_rows', key: 'key', date: 'date', filters: [] })
const OTHER = seriesOf(Row, { name: 'test_only_other', key: 'key', date: 'date', filters: [] })
const NOTES: RecordLog<{ id: string; at: string }> = {
  name: 'test_only_notes',
  id: (r) => r.id,
  owner: 'id',
  order: 'at',
}
const Payload = z.object({ as_of: z.string(), sources: z.array(z.unknown()), items: z.array(z.number()) })
const SNAP = 'test_only_snapshot'
const row = (value: number): Row => ({ key: 'k', date: '2024-01-01', value })
const payload = (items: number[]) => ({ as_of: '2024-01-01', sources: [], items })

/** A producer of SNAP and ROWS (and NOTES) with the given produce. */
const writer = (produce: Producer['produce'], extra: Partial<Producer> = {}): Dataset => ({
  tools: [],
  producer: {
    name: 'test_only_writer',
    writes: [{ name: SNAP, payload: Payload, staleAfterDays: 30 }],
    appendsSeries: [ROWS],
    appendsLogs: [NOTES],
    produce,
    ...extra,
  },
})

async function withStore(fn: (store: EmbeddedStore) => Promise<void>) {
  const dir = await mkdtemp(join(tmpdir(), 'amd-produce-'))
  const store = new EmbeddedStore(dir)
  await store.init()
  try {
    await fn(store)
  } finally {
    await store.close()
    await rm(dir, { recursive: true, force: true })
  }
}

async function run(store: EmbeddedStore, datasets: Dataset[]): Promise<RefreshRun> {
  const r = { id: 'r', started_at: '', status: 'running', counts: {}, quarantined: [], errors: [] } as RefreshRun
  await runProducers({ store, datasets, fx: await loadFx(), date: '2024-01-02', mode: 'refresh', offline: true }, r)
  return r
}

const stored = async (store: EmbeddedStore, series = ROWS) => (await store.querySeries(series, { limit: 10 })).rows

test('all outputs :: written when every one passes', async () => {
  await withStore(async (store) => {
    const r = await run(store, [
      writer(async () => ({
        payloads: { [SNAP]: payload([1]) },
        series: { [ROWS.name]: [row(1)] },
        records: { [NOTES.name]: [{ id: 'a', at: '2024-01-01' }] },
      })),
    ])
    assert.equal(r.errors, [])
    assert.equal((await store.latestEdition(SNAP))?.payload, payload([1]))
    assert.equal(await stored(store), [row(1)])
    assert.equal(await store.recordsOf(NOTES, 'a'), [{ id: 'a', at: '2024-01-01' }])
  })
})

test('a producer that throws after building rows :: writes nothing', async () => {
  await withStore(async (store) => {
    const r = await run(store, [
      writer(async () => {
        const rows = [row(1)]
        if (rows.length) throw new Error('TEST-ONLY: failed after building its rows')
        return { payloads: { [SNAP]: payload([1]) }, series: { [ROWS.name]: rows } }
      }),
    ])
    assert.match(r.errors.join('\n'), /TEST-ONLY: failed after building its rows/)
    assert.is(await store.latestEdition(SNAP), null)
    assert.equal(await stored(store), [])
  })
})

test('an invalid payload :: neither its snapshot nor its series rows nor its records written', async () => {
  await withStore(async (store) => {
    const r = await run(store, [
      writer(async () => ({
        payloads: { [SNAP]: { as_of: '2024-01-01', sources: [], items: ['not a number'] } as never },
        series: { [ROWS.name]: [row(1)] },
        records: { [NOTES.name]: [{ id: 'a', at: '2024-01-01' }] },
      })),
    ])
    assert.match(r.errors.join('\n'), /failed its schema, nothing written/)
    assert.is(r.datasets?.[SNAP]?.status, 'failed')
    assert.is(await store.latestEdition(SNAP), null)
    assert.equal(await stored(store), [])
    assert.equal(await store.recordsOf(NOTES, 'a'), [])
  })
})

test('an invalid series row :: nothing written', async () => {
  await withStore(async (store) => {
    const r = await run(store, [
      writer(async () => ({
        payloads: { [SNAP]: payload([1]) },
        series: { [ROWS.name]: [row(1), { key: 'k', date: '2024-01-02', value: 'x' } as never] },
      })),
    ])
    assert.match(r.errors.join('\n'), /a test_only_rows row failed its schema/)
    assert.is(await store.latestEdition(SNAP), null)
    assert.equal(await stored(store), [])
  })
})

test('an undeclared read :: throws, naming the declaration', async () => {
  await withStore(async (store) => {
    await store.appendSeries(OTHER, [row(1)])
    const r = await run(store, [
      writer(async (ctx) => {
        await ctx.data.querySeries(OTHER, { limit: 1 })
        return { payloads: { [SNAP]: payload([1]) } }
      }),
    ])
    assert.match(r.errors.join('\n'), /reads series test_only_other, which it does not declare in readsSeries/)
    const snapshot = await run(store, [
      writer(async (ctx) => {
        await ctx.read('test_only_elsewhere')
        return { payloads: { [SNAP]: payload([1]) } }
      }),
    ])
    assert.match(snapshot.errors.join('\n'), /reads test_only_elsewhere, which it does not declare in reads/)
    assert.is(await store.latestEdition(SNAP), null)
    // A snapshot written earlier in the same run is no exception.
    const undeclared: Dataset = {
      tools: [],
      producer: {
        name: 'test_only_undeclared',
        writes: [],
        produce: async (ctx) => ({ payloads: {}, report: { read: await ctx.read(SNAP) } }),
      },
    }
    const fresh = await run(store, [writer(async () => ({ payloads: { [SNAP]: payload([1]) } })), undeclared])
    assert.match(fresh.errors.join('\n'), /test_only_undeclared reads test_only_snapshot, which it does not declare/)
  })
})

test('an undeclared write :: refused, nothing written', async () => {
  await withStore(async (store) => {
    const r = await run(store, [
      writer(async () => ({ payloads: { [SNAP]: payload([1]) }, series: { [OTHER.name]: [row(1)] } })),
    ])
    assert.match(r.errors.join('\n'), /returned series test_only_other, which it does not declare/)
    assert.is(await store.latestEdition(SNAP), null)
    assert.equal(await stored(store, OTHER), [])
  })
})

test('a later producer :: reads the rows an earlier one appended in the same run', async () => {
  await withStore(async (store) => {
    let seen: Row[] = []
    const reader: Dataset = {
      tools: [],
      producer: {
        name: 'test_only_reader',
        writes: [{ name: 'test_only_read', payload: Payload, staleAfterDays: 30 }],
        reads: [SNAP],
        readsSeries: [ROWS],
        async produce(ctx) {
          seen = (await ctx.data.querySeries(ROWS, { limit: 10 })).rows
          return {
            payloads: { test_only_read: payload((await ctx.read<BasePayload & { items: number[] }>(SNAP))!.items) },
          }
        },
      },
    }
    const r = await run(store, [
      writer(async () => ({ payloads: { [SNAP]: payload([7]) }, series: { [ROWS.name]: [row(7)] } })),
      reader,
    ])
    assert.equal(r.errors, [])
    assert.equal(seen, [row(7)])
    assert.equal((await store.latestEdition('test_only_read'))?.payload, payload([7]))
  })
})

test('checkOrder :: refuses a series read nobody appends before', () => {
  const reader = (name: string): Dataset => ({
    tools: [],
    producer: { name, writes: [], readsSeries: [ROWS], produce: async () => ({ payloads: {} }) },
  })
  const appender = writer(async () => ({ payloads: {} }))
  assert.throws(() => checkOrder([reader('test_only_early'), appender]), /test_only_early reads series test_only_rows/)
  checkOrder([appender, reader('test_only_late')])
  // A producer reads the series it appends itself: its own stored days.
  checkOrder([writer(async () => ({ payloads: {} }), { readsSeries: [ROWS] })])
})

test.run()

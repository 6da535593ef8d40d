// the payload a producer's schema parsed is what is stored, so a default (or
// a transform) the schema adds reaches the snapshot.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { z } from 'zod'
import type { Dataset } from '../../jobs/dataset.ts'
import { runProducers } from '../../jobs/produce.ts'
import { loadFx } from '../../jobs/fx.ts'
import { EmbeddedStore } from '../../store/embedded.ts'
import type { RefreshRun } from '../../store/types.ts'

test('a schema default :: in the stored snapshot', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'amd-parsed-'))
  const store = new EmbeddedStore(dir)
  await store.init()
  try {
    const payload = z.object({
      as_of: z.string(),
      sources: z.array(z.unknown()),
      note: z.string().default('TEST-ONLY: a default the producer did not write'),
    })
    const list: Dataset[] = [
      {
        tools: [],
        producer: {
          name: 'test_only_defaults',
          writes: [{ name: 'test_only_defaults', payload, staleAfterDays: 30 }],
          produce: async () => ({ payloads: { test_only_defaults: { as_of: '2024-01-01', sources: [] } } }),
        },
      },
    ]
    const run = {
      id: 'r',
      started_at: new Date().toISOString(),
      status: 'running',
      counts: {},
      quarantined: [],
      errors: [],
    } as RefreshRun
    await runProducers(
      { store, datasets: list, fx: await loadFx(), date: '2024-01-02', mode: 'refresh', offline: true },
      run,
    )
    const stored = await store.latestEdition<{ note: string }>('test_only_defaults')
    assert.is(stored?.payload.note, 'TEST-ONLY: a default the producer did not write')
  } finally {
    await store.close()
    await rm(dir, { recursive: true, force: true })
  }
})

test.run()

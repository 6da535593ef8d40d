// A TEST-ONLY dataset whose daily run waits before it writes: a refresh to kill in the middle (the
// multi-instance lease tests, through test/helpers/serve-test-only.ts).
import { z } from 'zod'
import type { Dataset } from '../../jobs/dataset.ts'
import { todayUtc } from '../../tools/dates.ts'
import { testDatasets } from './test-only-datasets.ts'

export const SLOW = 'test_only_slow'

/** A dataset whose daily run waits `ms` before writing (a refresh to kill in the middle). */
function slowDataset(ms: number): Dataset {
  return {
    tools: [],
    producer: {
      name: SLOW,
      writes: [
        {
          name: SLOW,
          payload: z.object({
            as_of: z.string(),
            sources: z.array(z.unknown()),
            note: z.string(),
            written_by: z.number(),
          }),
          staleAfterDays: 30,
        },
      ],
      async produce(ctx) {
        if (ctx.mode === 'refresh') await new Promise((r) => setTimeout(r, ms))
        return { payloads: { [SLOW]: { as_of: todayUtc(), sources: [], note: 'TEST-ONLY', written_by: process.pid } } }
      },
    },
  }
}

/**
 * The TEST-ONLY datasets as a server process serves them: their source read under the name of the
 * real recording it reads (llm-prices-cn, dated in data/sources/manifest.json), and the slow one.
 */
export function leaseTestDatasets(slowMs: number): Dataset[] {
  const datasets = testDatasets().map((d) =>
    d.producer?.sources
      ? { ...d, producer: { ...d.producer, sources: d.producer.sources.map((s) => ({ ...s, name: 'llm-prices-cn' })) } }
      : d,
  )
  return [...datasets, slowDataset(slowMs)]
}

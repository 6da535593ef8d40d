// The price list the builder and matcher tests run on: the real latest prices as recorded when the
// leaderboard names were judged (test/fixtures/evaluations/price-list-2026-11-25.json, aliases kept), so the
// measured precision and recall do not drift when the published list changes (ids folded, stale
// models leaving it). The producer passes the live list; test/tools/surfaces.test.ts serves it.
import { readFileSync } from 'node:fs'
import type { PriceInput } from '../../../../jobs/datasets/evaluations/build.ts'

let cached: PriceInput[] | undefined

export async function currentPrices(): Promise<PriceInput[]> {
  cached ??= JSON.parse(
    readFileSync(new URL('../../../fixtures/evaluations/price-list-2026-11-25.json', import.meta.url), 'utf8'),
  ).items
  return cached!
}

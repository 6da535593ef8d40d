// The only I/O of the price-index dataset: the bundled price history (jobs/seed.ts) as its input.
import { BUNDLED_DIR } from '../../bundled.ts'
import { buildFromBundled, PRICE_SOURCES } from '../llm-prices/bundled.ts'
import { buildPriceIndex, type PriceIndexInputs } from './build.ts'
import type { ModelScores } from './capability.ts'
import type { ModelRank } from './frontier.ts'

/** Inputs from the bundled files; scores and ranks come from the evaluations dataset when wired. */
export async function loadPriceIndexInputs(dir = BUNDLED_DIR, evaluations: ModelScores[] = [], ranks: ModelRank[] = []): Promise<PriceIndexInputs> {
  const built = await buildFromBundled(dir)
  return { rows: built.history, sources: PRICE_SOURCES, evaluations, ranks }
}

/** Load + build. */
export async function producePriceIndex(dir = BUNDLED_DIR, evaluations: ModelScores[] = [], ranks: ModelRank[] = []) {
  return buildPriceIndex(await loadPriceIndexInputs(dir, evaluations, ranks))
}

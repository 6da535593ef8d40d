// The only I/O of the evaluations dataset: read the bundled benchmark files, then build.
import { readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { buildEvaluations, type EvaluationFiles, type PriceInput } from './build.ts'
import { snapshotsApart } from './match.ts'

const BUNDLED_DIR = fileURLToPath(new URL('../../../data/bundled/evaluations/', import.meta.url))
const LIVEBENCH_DATE = '2026-01-08'

/** The bundled benchmark files (latest leaderboard of each source) as text. */
async function loadEvaluationsInputs(dir = BUNDLED_DIR): Promise<EvaluationFiles> {
  const read = (name: string) => readFile(new URL(name, `file://${dir.endsWith('/') ? dir : `${dir}/`}`), 'utf8')
  const day = LIVEBENCH_DATE.replaceAll('-', '_')
  return {
    lmarenaLeaderboardJson: await read('arena_catalog_leaderboard-text.json'),
    lmarenaHistoryCsv: await read('arena_catalog_text_full_history.csv'),
    livebenchTableCsv: await read(`table_${day}.csv`),
    livebenchCategoriesJson: await read(`categories_${day}.json`),
    livebenchDate: LIVEBENCH_DATE,
    aiderPolyglotYaml: await read('polyglot_leaderboard.yml'),
    superclueCsv: await read('superclue_total_leaderboard_2023.csv'),
  }
}

/**
 * Load + build, with the current price list passed in (this dataset never reads prices itself); a
 * dated snapshot folded into a rolling id's record is scored as the snapshot it is (set apart again
 * here when the caller has already: snapshotsApart leaves a list it made as it is).
 */
export async function produceEvaluations(
  prices: PriceInput[],
  dir?: string,
  past: (PriceInput & { last_priced: string })[] = [],
) {
  return buildEvaluations({ prices: snapshotsApart(prices), files: await loadEvaluationsInputs(dir), past })
}

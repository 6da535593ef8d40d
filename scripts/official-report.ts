// docs/OFFICIAL-PRICES.md from a seed of the bundled data: per seller, the rows read from
// its own pages and what could not be found; its standard prices in force on the data's date against
// what is served; and the coverage table (models the catalogues list for its own API, served, held
// back by reason). `npx tsx scripts/official-report.ts` rewrites the file; the test of this script
// fails when the committed file differs from what the data makes.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { OfficialCheck, SellerCoverage } from '../jobs/datasets/llm-prices/coverage.ts'
import { DATASETS } from '../jobs/datasets/index.ts'
import { loadFx } from '../jobs/fx.ts'
import { loadOfficialTables } from '../jobs/official.ts'
import {
  parseSecondary,
  quotedBy,
  readSecondary,
  SECONDARY_FILE,
} from '../jobs/datasets/llm-prices/sources/secondary.ts'
import { BUNDLED_ON } from '../jobs/bundled.ts'
import { seedStore } from '../jobs/seed.ts'
import { EmbeddedStore } from '../store/embedded.ts'

export const REPORT_FILE = new URL('../docs/OFFICIAL-PRICES.md', import.meta.url)

interface PriceReport {
  official_agreement: OfficialCheck[]
  coverage: SellerCoverage[]
}

/** The seed's price report, from a store of its own that is removed afterwards. */
async function seedReport(): Promise<{ asOf: string; report: PriceReport }> {
  const dir = await mkdtemp(join(tmpdir(), 'amd-official-report-'))
  const store = new EmbeddedStore(join(dir, 'store'))
  await store.init()
  try {
    await seedStore({ store, datasets: DATASETS, fx: await loadFx(), date: BUNDLED_ON })
    const seed = (await store.recentRuns(10)).find((r) => r.kind === 'seed')!
    const latest = await store.latestEdition<{ as_of: string }>('llm_prices')
    return { asOf: latest!.payload.as_of, report: seed.reports!.llm_prices as PriceReport }
  } finally {
    await store.close()
    await rm(dir, { recursive: true, force: true })
  }
}

const cell = (s: string) => s.replace(/\|/g, '\\|').replace(/\s+/g, ' ').trim()

/** The Markdown of the report. */
export async function officialReport(): Promise<string> {
  const { sellers } = await loadOfficialTables()
  const { asOf, report } = await seedReport()
  const text = await readFile(SECONDARY_FILE, 'utf8')
  const { priced, retired, rejected } = readSecondary(text)
  const lines = [
    "# Official prices: what the sellers' own pages say, and what is served",
    '',
    'Made by `npx tsx scripts/official-report.ts` from a seed of the bundled data; a test fails',
    'when this file differs from what the data makes. Rows: `data/official/<seller>.json` (format in its',
    `README). The data's date (as_of): ${asOf}.`,
    '',
    '## Rows read per seller',
    '',
    '| seller | rows | models | currencies | pages found, and what was not |',
    '|---|---:|---:|---|---|',
    ...sellers.map(
      (s) =>
        `| ${s.seller} | ${s.rows.length} | ${new Set(s.rows.map((r) => r.model)).size} | ` +
        `${[...new Set(s.rows.map((r) => r.currency))].join(', ') || '—'} | ${cell(s.coverage_note ?? '')} |`,
    ),
    '',
    `## Standard prices in force on ${asOf}, served within 1%`,
    '',
    "A missing price counts as failing. Rows seen more than 90 days before the data's date say nothing",
    'of what is in force on it and are left out here (each is checked against the history of its own',
    'day by test/jobs/official/served.test.ts).',
    '',
    '| seller | in force | served within 1% | share | failing (page, served) |',
    '|---|---:|---:|---:|---|',
    ...report.official_agreement.map(
      (c) =>
        `| ${c.seller} | ${c.in_force} | ${c.served_within_1pct} | ${c.share_pct}% | ` +
        `${cell(c.failing.map((f) => `${f.model}: ${f.page}, ${f.served ?? 'not served'}`).join('; ')) || '—'} |`,
    ),
    '',
    "## Secondary quotes: prices no stored copy of the seller's page shows",
    '',
    "Read from `data/secondary/prices.json` (rules in its README): each seller's price as two publishers state it,",
    "one of them as the seller's own, published after the sellers' pages and before every catalogue.",
    '',
    "| seller's model | price (per 1M: input / output / cache read) | from | quoted by |",
    '|---|---|---|---|',
    // Each observation is one priced record's, in the file's order; one whose day is after the seed's waits for it.
    ...parseSecondary(text).observations.map(
      (o, i) =>
        `| ${o.vendor}: ${o.source_model_id} | ${o.input} / ${o.output} / ${o.cache_read ?? '—'} ${o.currency} | ` +
        `${o.observed}${o.observed > BUNDLED_ON ? ' (scheduled)' : ''} | ${cell(quotedBy(priced[i]).join(', '))} |`,
    ),
    ...retired.map(
      (r) =>
        `| ${r.id} | retired: no price from ${r.effective_from} on | ${r.effective_from} | ` +
        `${cell(quotedBy(r).join(', '))} |`,
    ),
    ...rejected.map((r) => `| ${r.record} | not published: ${cell(r.reason)} | | |`),
    '',
    "## Coverage: models the catalogues list for each developer's own API",
    '',
    'Served under their own id or as an alias of another, or held back for the reason the run gives',
    "(a gate, a price the seller ended, retired: not listed for 90 days before the data's clock).",
    '',
    '| seller | listed | served | held back by reason |',
    '|---|---:|---:|---|',
    ...report.coverage.map(
      (c) =>
        `| ${c.seller} | ${c.listed} | ${c.served} | ${
          Object.entries(c.held_back)
            .map(([k, n]) => `${k} ${n}`)
            .join(', ') || '—'
        } |`,
    ),
    '',
  ]
  return lines.join('\n')
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  // Not top-level await: the tests load this module as CommonJS.
  void officialReport().then(async (text) => {
    await writeFile(REPORT_FILE, text)
    console.log(`wrote ${REPORT_FILE.pathname}`)
  })
}

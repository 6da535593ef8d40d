// The bundled real price data (data/bundled, provenance in its PROVENANCE.md) turned into the
// observations, daily history, latest prices and changes the seed writes on first start: the same
// precedence (precedence.ts), id rule, gates and corrections as the daily refresh.
import { readFile } from 'node:fs/promises'
import type { DatasetSource } from '../../../tools/envelope.ts'
import type { FxTable } from '../../../tools/fx.ts'
import type { Observation } from '../../../tools/observation.ts'
import {
  asOfDate,
  creditSellers,
  withNativeCny,
  dailyHistory,
  firstSourceOnly,
  latestPrices,
  mergeByPrecedence,
  priceChanges,
} from './derive.ts'
import { parseCnyHistory } from './sources/cny-history.ts'
import { ECB_DATASET_SOURCES, loadFx } from '../../fx.ts'
import { citeCommit, parseLitellmHistory } from './sources/litellm-history.ts'
import { parseLitellmEvents } from './sources/litellm-events.ts'
import { parseLlmPricesCn } from './sources/llm-prices-cn.ts'
import { parseSecondary, retiredWithQuotes, SECONDARY_FILE } from './sources/secondary.ts'
import type { Rejected } from '../../../tools/rejected.ts'
import { applyCorrections, readCorrections } from './corrections.ts'
import { gateAll } from './gates.ts'
import { loadReference } from './reference.ts'
import { respell } from './spellings.ts'
import { BUNDLED_DIR } from '../../bundled.ts'
import { todayUtc } from '../../../tools/dates.ts'
import { loadOfficialTables } from '../../official.ts'
import { sellersObserved } from './sources/official.ts'
import { endedBySeller } from './ended.ts'

/** The upstream datasets behind the bundled prices, cited in every price output. */
export const PRICE_SOURCES: DatasetSource[] = [
  {
    name:
      'litellm model_prices_and_context_window.json, monthly snapshots and every price-changing commit of its git ' +
      'history (BerriAI/litellm; mirror RoCry/llm-api-price)',
    url: citeCommit('RoCry/llm-api-price', '8442b939a6ead479f7995b5d74d8dce488bd0966').source_url,
    license: 'MIT',
    retrieved: '2026-07-24',
  },
  {
    name: 'llm-prices-cn (szp2005, data from llmabacus.com)',
    url: 'https://github.com/szp2005/llm-prices-cn/blob/88b8e7b5c05b78b4a6f4d2f0fab94a0e4bb10fab/prices.json',
    license: 'CC-BY-4.0',
    retrieved: '2026-08-22',
  },
  {
    name:
      'LLM price tables of Chinese vendors, git history of ' +
      'flanker/llmprice.cn and syaoranwe/LLM-Price README tables',
    url: 'https://github.com/syaoranwe/LLM-Price/blob/069ada33373fab896cdb4f1de74db38ab5de4829/README.md',
    license: "no license file upstream (prices are facts from the vendors' pages)",
    retrieved: '2026-03-20',
  },
  {
    name: 'FRED DEXCHUS, daily CNY per USD (Board of Governors of the Federal Reserve System)',
    url: 'https://fred.stlouisfed.org/series/DEXCHUS',
    license: 'Public domain (US federal data)',
    retrieved: '2025-05-09',
  },
  ...ECB_DATASET_SOURCES,
  {
    name: 'FRED monthly exchange rates (datasets/exchange-rates)',
    url: 'https://github.com/datasets/exchange-rates/blob/fa7d949956d1db1d21102654b1f40d64d2568677/data/monthly.csv',
    license: 'ODC-PDDL-1.0',
    retrieved: '2026-06-01',
  },
]

/**
 * An event observation holds until litellm's next monthly snapshot, which re-observes the model if it is still listed.
 */
function untilNextSnapshot(events: Observation[], monthly: Observation[]): Observation[] {
  const snapshots = [...new Set(monthly.map((o) => o.observed))].sort()
  return events.map((o) => ({ ...o, valid_until: snapshots.find((d) => d > o.observed) }))
}

/**
 * An announced change whose day has not come is scheduled, not a price yet: the data's date is never in the
 * future (it waits in the run report and in official_prices with its effective_from).
 */
function dueBy(observations: Observation[], today: string) {
  return {
    due: observations.filter((o) => o.observed <= today),
    scheduled: observations.filter((o) => o.observed > today),
  }
}

/**
 * The sellers' own price rows (data/official) as dated observations: first-party offers, and a resale
 * only where it stands in for a model its developer no longer sells (resold.ts).
 */
async function officialFirstParty(today: string) {
  const tables = await loadOfficialTables()
  const rejected: Rejected[] = [...tables.rejected]
  const retired = retiredWithQuotes(tables.sellers)
  const got = sellersObserved(tables.sellers, retired)
  rejected.push(...got.rejected)
  const { due, scheduled } = dueBy(got.observations, today)
  return { observations: due, scheduled, rejected, sellers: tables.sellers, retired }
}

/**
 * Everything derived from the bundled files, plus the records that were refused or held back, as of `today`
 * (the seed's day): a price stated from a later day is scheduled.
 */
export async function buildFromBundled(dir = BUNDLED_DIR, given?: FxTable, today = todayUtc()) {
  const read = (name: string) => readFile(`${dir}/${name}`, 'utf8')
  const fx = given ?? (await loadFx(dir))
  const monthly = parseLitellmHistory(await read('litellm_monthly_first_party_prices_2023_2026.csv'))
  const events = parseLitellmEvents(await read('litellm_price_change_events_2023_2026.csv'))
  const cn = parseLlmPricesCn(await read('llm_prices_cn_szp2005.json'))
  const tables = parseCnyHistory(await read('cny_llm_price_tables_history_2024_2026.csv'))
  const syaoranwe = tables.get('syaoranwe/LLM-Price') ?? { observations: [], rejected: [] }
  const flanker = tables.get('flanker/llmprice.cn') ?? { observations: [], rejected: [] }
  const official = await officialFirstParty(today)
  const secondary = parseSecondary(await readFile(SECONDARY_FILE, 'utf8'))
  const quotes = dueBy(secondary.observations.map(respell), today)
  const quoted = quotes.due
  const corrections = readCorrections()
  const reference = await loadReference()

  const litellm = [...monthly.observations, ...untilNextSnapshot(events.observations, monthly.observations)].map(
    respell,
  )
  // syaoranwe first among the tables (more snapshots); flanker for the models it lacks.
  const cnyTables = firstSourceOnly(syaoranwe.observations, flanker.observations)
  const observations = [
    ...official.observations,
    ...quoted,
    ...litellm,
    ...cn.observations,
    ...syaoranwe.observations,
    ...flanker.observations,
  ]
  const corrected = applyCorrections([cn.observations.map(respell), litellm, cnyTables.map(respell)], corrections)
  // The order of precedence.ts: the sellers' own pages, third parties quoting them, llm-prices-cn, litellm,
  // cny-tables.
  const merged = mergeByPrecedence(official.observations, quoted, ...corrected.lists)
  const gated = gateAll(merged, {
    ...reference,
    ended: endedBySeller(official.sellers),
    retired: official.retired,
  })
  const byModel = creditSellers(gated.byModel)
  const cnyObs = observations.filter((o) => o.currency === 'CNY').map(respell)
  for (const [model, list] of byModel)
    byModel.set(
      model,
      list.map((o) => withNativeCny(o, cnyObs)),
    )
  const asOf = asOfDate(byModel)
  const history = dailyHistory(byModel, asOf, fx)
  const rejected: Rejected[] = [
    ...official.rejected,
    ...secondary.rejected,
    ...monthly.rejected,
    ...events.rejected,
    ...cn.rejected,
    ...syaoranwe.rejected,
    ...flanker.rejected,
    ...gated.rejected,
  ]
  return {
    asOf,
    observations,
    history,
    latest: latestPrices(history, asOf, byModel, fx),
    changes: priceChanges(byModel),
    rejected,
    quarantine: gated.rejected,
    corrections: corrected.applied,
    reference,
    byModel,
    scheduled: [...official.scheduled, ...quotes.scheduled].map((o) => ({
      model: o.model,
      from: o.observed,
      input: o.input,
      output: o.output,
      currency: o.currency,
      source_url: o.source_url,
    })),
  }
}

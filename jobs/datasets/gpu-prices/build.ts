// The pure gpu-prices builder: catalogue x (spec rows, sourced price points, spec-file list prices,
// rental series) -> one record per GPU, with every unmatched or unusable source record rejected.
import { parseCsv } from '../../../tools/csv.ts'
import type { DatasetSource } from '../../../tools/envelope.ts'
import type { GpuItem, GpuPrice } from '../../../tools/gpu-prices/schema.ts'
import { CATALOG, CATALOG_BY_ID } from './catalog.ts'
import type { FxTable } from '../../../tools/fx.ts'
import { ECB_DATASET_SOURCES } from '../../fx.ts'
import { type GpuFx, twdTable } from './fx.ts'
import { epochListPrice, wikipediaListPrice } from './list-prices.ts'
import { priceGapReason } from './gaps.ts'
import { normalisePricePoint, type PricePoint } from './price-points.ts'
import { RENTAL_FORMULA, RENTAL_URL, rentalsById } from './rental.ts'
import { LISTINGS_URL } from './rental-days.ts'
import { EPOCH_URL, type EpochRow, specsFor, WIKI_URL, type WikiEntry } from './specs.ts'
import type { Rejected } from '../../../tools/rejected.ts'
import { firstDay } from '../../../tools/dates.ts'

/** Everything the builder reads, as loaded from the bundled files. */
export interface GpuPricesInputs {
  pricePoints: { compiled_on: string; records: PricePoint[] }
  epochCsv: string
  wikipedia: Record<string, WikiEntry>
  rentalCsv: string
  /** One marketplace's host listings after the per-provider series ends (rental-days.ts, history only). */
  listingsCsv: string
  fredMonthlyCsv: string
  /** USD/CNY: the run's table (jobs/fx.ts). */
  cny: FxTable
}

export interface GpuPricesPayload {
  as_of: string
  as_of_basis: string
  sources: DatasetSource[]
  note: string
  rental_formula: string
  items: GpuItem[]
}

const GPU_PRICES_SOURCES: DatasetSource[] = [
  {
    name: 'Epoch AI Machine Learning Hardware (via joshyou/clod ml_hardware.csv)',
    url: EPOCH_URL,
    license: 'CC BY 4.0 (Epoch AI)',
    retrieved: '2025-12-24',
  },
  {
    name: 'Wikipedia GPU tables (via voidful/gpu-info-api gpu.json)',
    url: WIKI_URL,
    license: 'CC BY-SA 4.0 (Wikipedia content)',
    retrieved: '2025-06-16',
  },
  {
    name: 'Prime Intellect GPU marketplace prices (via tugot17/gpu-price-tracker)',
    url: RENTAL_URL,
    license: 'MIT',
    retrieved: '2025-11-16',
  },
  {
    name: 'CCIR CRI-H100 raw data: Vast.ai US host listings, H100 SXM (ccir-index/cri-h100), rental history only',
    url: LISTINGS_URL,
    license: 'MIT',
    retrieved: '2026-03-06',
  },
  {
    name: 'GPU price points compiled from stored public pages (each price carries its own source_url)',
    url: 'data/bundled/gpu-prices/gpu_price_points_sourced.json',
    license: 'facts with citations; see each source_url',
    retrieved: '2026-11-22',
  },
  {
    name: 'FRED DEXCHUS daily USD/CNY (via 1609457965/timealalyze)',
    url: 'https://fred.stlouisfed.org/series/DEXCHUS',
    license: 'public domain (US federal data)',
    retrieved: '2026-05-06',
  },
  {
    name: 'FRED monthly exchange rates, China and Taiwan (via datasets/exchange-rates)',
    url: 'https://github.com/datasets/exchange-rates/blob/fa7d949956d1db1d21102654b1f40d64d2568677/data/monthly.csv',
    license: 'ODC-PDDL 1.0',
    retrieved: '2026-07-21',
  },
  ...ECB_DATASET_SOURCES,
]

const NOTE =
  'Specs and prices per GPU model; conflicting price reports are listed side by side, not averaged. SXM parts in ' +
  'China are quoted per 8-GPU node; per-card figures are derived (node / 8) and say so. A price whose source ' +
  'does not state SXM, PCIe or NVL is on the part\'s "form factor not stated" record (e.g. nvidia-h800), never ' +
  "on a guessed form. kind list = the seller's own list price; estimates say who derived them and how; " +
  '"from"/"up to" figures carry bound min/max. Rental figures are from a marketplace aggregator, not list prices.'

const AS_OF_BASIS =
  'as_of = the newest observation in the feed: the latest `observed` date of any record (a ' +
  "price's observed = the later of its page date and the date it applied; a cloud rental's " +
  '= the last day of its series). A date known only to the month or year counts as its ' +
  'first day. It dates the newest price seen, not the day the feed was built.'

/** The FX tables of a build: the run's CNY table, TWD from FRED's monthly file. */
export function gpuFxOf(inputs: Pick<GpuPricesInputs, 'cny' | 'fredMonthlyCsv'>): GpuFx {
  return { cny: inputs.cny, twd: twdTable(inputs.fredMonthlyCsv) }
}

/** Builds the gpu-prices payload and the rejected source records. Deterministic: no clock. */
export function buildGpuPrices(inputs: GpuPricesInputs): { payload: GpuPricesPayload; rejected: Rejected[] } {
  const fx = gpuFxOf(inputs)
  const epoch = new Map<string, EpochRow>(parseCsv(inputs.epochCsv).map((row) => [row['Hardware name'], row]))
  const rejected: (Rejected & { part?: string })[] = []
  const pricesById = new Map<string, GpuPrice[]>()
  const add = (id: string, price: GpuPrice) => pricesById.set(id, [...(pricesById.get(id) ?? []), price])

  for (const point of inputs.pricePoints.records) {
    const result = normalisePricePoint(point, fx)
    if ('reason' in result) rejected.push({ ...result, part: point.part })
    else if (!CATALOG_BY_ID.has(result.id)) throw new Error(`name table maps ${point.id} to unknown id ${result.id}`)
    else add(result.id, result.price)
  }
  for (const entry of CATALOG) {
    const lists = [
      epochListPrice(entry, entry.epoch ? epoch.get(entry.epoch) : undefined, fx),
      wikipediaListPrice(entry, entry.wikipedia ? inputs.wikipedia[entry.wikipedia] : undefined, fx),
    ]
    for (const list of lists) {
      if (list && 'reason' in list) rejected.push(list)
      else if (list) add(entry.id, list)
    }
  }
  const rental = rentalsById(inputs.rentalCsv, fx)
  rejected.push(...rental.rejected)

  const items: GpuItem[] = CATALOG.map((entry) => {
    const prices = (pricesById.get(entry.id) ?? []).sort(
      (a, b) => a.date.localeCompare(b.date) || a.id.localeCompare(b.id),
    )
    const cloud_rental = rental.rentals.get(entry.id) ?? null
    const observed = [...prices.map((p) => p.observed), cloud_rental?.date ?? ''].reduce(
      (a, b) => (firstDay(b) > firstDay(a) ? b : a),
      '',
    )
    return {
      id: entry.id,
      name: entry.name,
      vendor: entry.vendor,
      category: entry.category,
      form_factor: entry.form_factor,
      china_part: entry.china_part,
      specs: specsFor(entry, epoch, inputs.wikipedia),
      prices,
      cloud_rental,
      prices_null_reason: prices.length ? null : priceGapReason(entry, pricesById, rejected, epoch),
      forms: entry.forms ?? [],
      observed: observed || null,
    }
  })
  const as_of = items.map((item) => firstDay(item.observed ?? '')).reduce((a, b) => (b > a ? b : a), '')
  return {
    payload: {
      as_of,
      as_of_basis: AS_OF_BASIS,
      sources: GPU_PRICES_SOURCES,
      note: NOTE,
      rental_formula: RENTAL_FORMULA,
      items,
    },
    rejected: rejected.map(({ part: _, ...r }) => r),
  }
}

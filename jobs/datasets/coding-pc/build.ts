// The coding-PC dataset: configs.json records with a tier by the stated rule and every observed
// price kept side by side (headline first), never averaged.
import { readFileSync } from 'node:fs'
import { z } from 'zod'
import { fileURLToPath } from 'node:url'
import type { DatasetSource } from '../../../tools/envelope.ts'
import { type CodingPc, PC_CATEGORIES } from '../../../tools/coding-pc/schema.ts'
import { memoryKind, tierOf } from './tier.ts'
import { checkedRecords, RecordsFile, type Rejected } from '../../../tools/rejected.ts'

const CODING_PC_DIR = fileURLToPath(new URL('../../../data/bundled/coding-pc/', import.meta.url))

const Obs = z.object({
  price: z.number().nonnegative().optional(),
  price_low: z.number().nonnegative().optional(),
  price_high: z.number().nonnegative().optional(),
  currency: z.string(),
  basis: z.string(),
  source_url: z.string(),
})
/** A record of configs.json as compiled: specs, the headline price with its page, other prices seen. */
const RawConfig = z.object({
  id: z.string().min(1),
  name: z.string(),
  vendor: z.string(),
  category: z.string(),
  cpu_soc: z.string().nullable(),
  memory_gb: z.number().positive().nullable(),
  memory_type: z.string(),
  memory_bandwidth_gbs: z.number().positive().nullable(),
  storage: z.string().nullable(),
  gpu: z.string().nullable(),
  list_price: z.number().nonnegative().nullable(),
  price_low: z.number().nonnegative().optional(),
  price_high: z.number().nonnegative().optional(),
  currency: z.string(),
  market: z.string(),
  price_type: z.string(),
  source_url: z.string(),
  extra_sources: z.array(z.string()),
  page_date: z.string().nullable(),
  date_basis: z.string(),
  evidence: z.array(z.string()),
  notes: z.string(),
  other_price_observations: z.array(Obs).optional(),
})
type RawConfig = z.infer<typeof RawConfig>
export interface CodingPcInputs {
  file: z.infer<typeof RecordsFile>
}
export interface CodingPcPayload {
  as_of: string
  sources: DatasetSource[]
  note?: string
  items: CodingPc[]
}

const CODING_PC_SOURCES: DatasetSource[] = [
  {
    name: 'configs.json (hand-compiled from stored public pages; every price links its page)',
    url: 'data/bundled/coding-pc/configs.json (compiled 2026-11-22; origin in PROVENANCE.md)',
    license: 'facts with citations; each price links its source page',
    retrieved: '2026-11-22',
  },
]

const CURRENCIES = ['USD', 'EUR', 'CNY'] as const
const asCurrency = (c: string) =>
  (CURRENCIES as readonly string[]).includes(c) ? (c as CodingPc['prices'][number]['currency']) : null

/** The headline price and every other observation, each with its own source. */
function pricesOf(r: RawConfig, observed: string): CodingPc['prices'] | string {
  const headline = asCurrency(r.currency)
  if (!headline) return `currency ${r.currency} not handled`
  if (r.list_price === null && (r.price_low ?? null) === null) return 'no price'
  const list: CodingPc['prices'] = [
    {
      price: r.list_price,
      price_low: r.price_low ?? null,
      price_high: r.price_high ?? null,
      currency: headline,
      basis: r.price_type,
      market: r.market,
      source_url: r.source_url,
      page_date: r.page_date,
      observed,
    },
  ]
  for (const o of r.other_price_observations ?? []) {
    const currency = asCurrency(o.currency)
    if (!currency) return `observation currency ${o.currency} not handled`
    // The page date of another observation is not in the file: null rather than borrowing the headline's.
    list.push({
      price: o.price ?? null,
      price_low: o.price_low ?? null,
      price_high: o.price_high ?? null,
      currency,
      basis: o.basis,
      market: null,
      source_url: o.source_url,
      page_date: null,
      observed,
    })
  }
  return list
}

/** Pure: the payload and the refused records. as_of = the newest full page date. */
export function buildCodingPc(inputs: CodingPcInputs): { payload: CodingPcPayload; rejected: Rejected[] } {
  const rejected: Rejected[] = []
  const items: CodingPc[] = []
  for (const r of checkedRecords('configs.json', inputs.file.records, RawConfig, rejected)) {
    const category = r.category.replace(/ \(component\)$/, '')
    const prices = pricesOf(r, inputs.file.compiled_on)
    const reason = !(PC_CATEGORIES as readonly string[]).includes(category)
      ? `unknown category ${r.category}`
      : typeof prices === 'string'
        ? prices
        : !/^https?:\/\//.test(r.source_url)
          ? 'no source URL'
          : null
    if (reason || typeof prices === 'string') {
      rejected.push({ source: 'configs.json', record: r.id, reason: reason ?? 'bad prices' })
      continue
    }
    const kind = memoryKind(r.memory_type)
    items.push({
      id: r.id,
      name: r.name,
      vendor: r.vendor,
      category: category as CodingPc['category'],
      cpu_soc: r.cpu_soc,
      gpu: r.gpu,
      memory_gb: r.memory_gb,
      memory_kind: kind,
      memory_type: r.memory_type,
      memory_bandwidth_gbs: r.memory_bandwidth_gbs,
      storage: r.storage,
      prices,
      tier: tierOf(r.memory_gb, kind),
      page_date: r.page_date,
      date_basis: r.date_basis,
      source_url: r.source_url,
      extra_sources: r.extra_sources,
      evidence: r.evidence,
      notes: r.notes || null,
    })
  }
  const dates = items
    .map((i) => i.page_date ?? '')
    .filter((d) => /^\d{4}-\d{2}-\d{2}$/.test(d))
    .sort()
  return { payload: { as_of: dates.at(-1) ?? inputs.file.compiled_on, sources: CODING_PC_SOURCES, items }, rejected }
}

/** Reads the bundled file (the only I/O). */
export function loadCodingPcInputs(dir = CODING_PC_DIR): CodingPcInputs {
  return { file: RecordsFile.parse(JSON.parse(readFileSync(`${dir}/configs.json`, 'utf8'))) }
}

/** Load + build. */
export function produceCodingPc(dir?: string) {
  return buildCodingPc(loadCodingPcInputs(dir))
}

// Wire schemas of the gpu-prices dataset: one record per GPU model with its specs (each field with
// its source, or null with a reason), every sourced price side by side, and the cloud rental summary.
import { z } from 'zod'
import { isoDate } from '../schemas.ts'

const GPU_CATEGORIES = ['datacenter', 'workstation', 'consumer'] as const

/** Where one spec figure comes from: the bundled file, its row key, and the upstream URL behind it. */
const SpecSource = z
  .object({
    file: z.string().describe('Bundled upstream file the figure was read from'),
    row: z.string().describe('Row key in that file (Epoch `Hardware name`, Wikipedia dump key)'),
    url: z.string().describe("Citable URL: the row's datasheet link, or the upstream file at its commit"),
    license: z
      .string()
      .describe(
        "Licence of the figure's source: Wikipedia content stays CC " +
          "BY-SA 4.0 (share-alike), whatever the compilation's licence",
      ),
  })
  .describe('Source of one spec figure')

/** One spec figure: a value with its source, or null with the reason it is missing. */
export const SpecNumber = z
  .object({
    value: z.number().nullable().describe('The figure, or null when no bundled source states it'),
    source: SpecSource.nullable().describe('Where the figure comes from (null when value is null)'),
    null_reason: z.string().nullable().describe('Why the value is null (null when there is a value)'),
  })
  .describe('A sourced spec figure')

const SpecDate = SpecNumber.extend({
  value: isoDate.nullable().describe('Release (launch) date, or null when no bundled source states it'),
}).describe('A sourced release date')

export const GpuSpecs = z
  .object({
    vram_gb: SpecNumber.describe('Memory per GPU in GB, as the vendor quotes it'),
    memory_bandwidth_gbs: SpecNumber.describe('Memory bandwidth in GB/s'),
    fp16_tensor_dense_tflops: SpecNumber.describe('Dense (non-sparse) FP16/BF16 tensor throughput in TFLOPS'),
    tdp_w: SpecNumber.describe('Board power (TDP) in watts'),
    release_date: SpecDate.describe('Release (launch) date'),
  })
  .describe('Specs of one GPU, each with its source')

/** An amount as a point or as a range; a bound-only quote keeps the bound in `low` or `high`. */
export const Money = z
  .object({
    amount: z.number().nullable().describe('Point figure (null when the source gives a range)'),
    low: z.number().nullable().describe('Low end of a quoted range (null for a point figure)'),
    high: z.number().nullable().describe('High end of a quoted range (null for a point figure)'),
  })
  .describe('An amount, point or range')

export const FxUsed = z
  .object({
    rate: z.number().positive().describe('CNY per 1 USD used for the converted figures'),
    date: isoDate.describe('Date of that rate (the last real rate on or before the lookup date)'),
    source: z.string().describe('Where the rate comes from'),
    lookup_date: isoDate.describe(
      'Date the rate was looked up for (the price date, or the first day of its month/year)',
    ),
    assumption: z
      .string()
      .nullable()
      .describe('Labelled assumption behind the lookup date, when the price is dated to a month or year only'),
    twd_per_usd: z
      .number()
      .positive()
      .nullable()
      .describe('TWD per 1 USD (FRED monthly), for prices quoted in TWD only'),
  })
  .describe('FX used to convert one price')

const PRICE_KINDS = ['list', 'china_market', 'street', 'cloud', 'estimate'] as const
const PRICE_BASES = [
  'per_card',
  'per_8gpu_node',
  'per_server',
  'per_gpu_hour',
  'per_instance_hour',
  'per_card_year_rental',
  'per_8gpu_node_year_rental',
] as const

/** One sourced price report. Conflicting reports are separate entries, never averaged. */
export const GpuPrice = z
  .object({
    id: z.string().describe('Stable id of this price within the GPU record (source record id, lower case)'),
    kind: z
      .enum(PRICE_KINDS)
      .describe(
        "list: the seller's own list/MSRP; china_market: China channel, grey-market or rental quote; street: " +
          'retail or reseller price outside China; cloud: cloud price per hour; estimate: a figure someone derived ' +
          '(see estimate), not a price anyone quoted',
      ),
    estimate: z
      .object({
        method: z.string().describe('How the figure was derived, in the words of whoever derived it'),
        by: z.string().describe('Who derived it'),
        source_url: z.string().describe('Where the inputs of the estimate come from'),
      })
      .nullable()
      .describe('For kind estimate: the method and its source (null for quoted prices)'),
    form_factor: z
      .string()
      .describe(
        "The form factor the source record states, or 'not stated' " +
          "(then the price sits on the part's form-not-stated record)",
      ),
    part: z
      .string()
      .describe('The part as the source names it (e.g. "NVIDIA A100 40GB" on the A100 form-not-stated record)'),
    market: z.string().describe('Channel as the source describes it'),
    region: z.string().describe('Market region (CN, US/global, TW, ...)'),
    basis: z
      .enum(PRICE_BASES)
      .describe('What one quoted amount buys (card, 8-GPU node, server, GPU-hour, instance-hour, year of rental)'),
    unit_as_reported: z.string().describe('The unit as the source record states it'),
    price_reported: z.string().describe('The price as reported, verbatim or near-verbatim'),
    currency: z.enum(['CNY', 'USD', 'TWD']).describe('Currency the price was quoted in'),
    quoted: Money.describe('The amount in the quoted currency'),
    usd: Money.nullable().describe('The amount in USD at the FX below (null when no rate exists)'),
    cny: Money.nullable().describe('The amount in CNY at the FX below (null when no rate exists)'),
    fx: FxUsed.nullable().describe('FX used for the conversion (null only when no rate exists for the date)'),
    per_card: z
      .object({
        usd: Money.nullable().describe('Per-card (or per-GPU-hour) figure in USD'),
        cny: Money.nullable().describe('Per-card (or per-GPU-hour) figure in CNY'),
        derived_from: z.string().describe("How it was derived, e.g. '8-GPU node price / 8'"),
      })
      .nullable()
      .describe(
        'Per-card (per GPU) figure derived from a node, server or instance ' +
          'price; null when the quote is already per card or cannot be split',
      ),
    per_card_null_reason: z.string().nullable().describe('Why a node/server quote has no per-card figure'),
    bound: z
      .enum(['min', 'max'])
      .nullable()
      .describe(
        'min: the source gives the figure as a floor ("from", 起, 以上, at least, more ' +
          'than); max: as a ceiling ("up to", less than). A bounded figure is left out of ' +
          'every median and of the cost inputs; null: stated as a point or range',
      ),
    date: z.string().describe('Date the price applied, as precise as the source (YYYY, YYYY-MM or YYYY-MM-DD)'),
    page_date: z.string().nullable().describe('Date of the source page'),
    source_url: z
      .string()
      .describe('Citable URL of the source (the original page when the record was read from a copy)'),
    via_url: z
      .string()
      .nullable()
      .describe(
        'The stored copy the figure was read from, when it is not source_url (e.g. a mirror of the vendor page)',
      ),
    license: z
      .string()
      .nullable()
      .describe(
        "Licence of this figure when it is not the compilation's: Wikipedia content is CC BY-SA 4.0 " +
          "(share-alike), Epoch AI's CC BY 4.0; null: a fact with its citation",
      ),
    observed: z
      .string()
      .describe(
        'Date this price was last seen: the later of its page date and its own date (may be partial: YYYY or YYYY-MM)',
      ),
    evidence: z.string().nullable().describe("The source's own words backing the figure"),
    caveats: z.array(z.string()).describe('Caveats from the source record (notes, reliability, stale list prices)'),
  })
  .describe('One sourced price of a GPU')

/** Cloud rental per GPU-hour on the latest day of the daily series, with its 7-day change. */
export const GpuRental = z
  .object({
    series: z.string().describe('Upstream GPU name in the rental series (gpu_type/socket_type)'),
    date: isoDate.describe('Latest day of the series'),
    currency: z.literal('USD').describe('Currency the series is quoted in'),
    providers: z.number().int().describe('Providers with an offer on that day'),
    min_usd: z.number().describe('Lowest provider daily-minimum price that day, USD per GPU-hour'),
    median_usd: z.number().describe("Median across providers of each provider's daily minimum, USD per GPU-hour"),
    min_cny: z.number().describe('min_usd in CNY at the FX below'),
    median_cny: z.number().describe('median_usd in CNY at the FX below'),
    fx: FxUsed.describe('FX used for the CNY figures'),
    change_7d_min: z.number().nullable().describe('7-day change of min_usd as a fraction: (p_d - p_{d-7}) / p_{d-7}'),
    change_7d_median: z
      .number()
      .nullable()
      .describe('7-day change of median_usd as a fraction: (p_d - p_{d-7}) / p_{d-7}'),
    change_7d_from: isoDate.nullable().describe('The day d-7 used for the change'),
    change_7d_null_reason: z.string().nullable().describe('Why the change is null (no observation on day d-7)'),
    formula: z.string().describe('How the figures are computed'),
    match_assumption: z
      .string()
      .nullable()
      .describe('Labelled assumption behind matching this series to this GPU, if any'),
    source_url: z.string().describe('Upstream rental dataset at its commit'),
  })
  .describe('Cloud rental price summary')

export const GpuItem = z
  .object({
    id: z.string().describe('Stable id of the GPU model, e.g. nvidia-h100-sxm'),
    name: z.string().describe('GPU model name'),
    vendor: z.string().describe('Vendor id (nvidia, huawei)'),
    category: z.enum(GPU_CATEGORIES).describe('datacenter, workstation or consumer'),
    form_factor: z.string().describe('Form factor (SXM, PCIe, NVL, HGX module, consumer card)'),
    china_part: z
      .boolean()
      .describe(
        'A part made for the China market (A800, H800, H20, RTX ' +
          '4090D/5090D, RTX Pro 6000D) or a Chinese-made accelerator',
      ),
    specs: GpuSpecs,
    prices: z.array(GpuPrice).describe('Every sourced price, side by side (list, China market, street, cloud)'),
    cloud_rental: GpuRental.nullable().describe(
      'Cloud rental summary from the daily marketplace series (null: GPU not in the series)',
    ),
    prices_null_reason: z
      .string()
      .nullable()
      .describe(
        'Why prices is empty: what the bundled sources hold for this part and ' +
          'why none of it is a price of it (null when there is a price)',
      ),
    forms: z
      .array(z.string())
      .describe("For a form-not-stated record: the ids of the same part's form-specific records; otherwise empty"),
    observed: z
      .string()
      .nullable()
      .describe(
        'Newest observation in this record: the latest observed date of its prices and its rental day (may be ' +
          'partial); null when it has neither',
      ),
  })
  .describe('One GPU model with specs and prices')

/** Payload fields besides as_of, sources, note and items. */
export const gpuPricesExtras = {
  rental_formula: z.string().describe('How the cloud rental figures and their 7-day change are computed'),
  as_of_basis: z.string().describe('What as_of dates'),
}

export type GpuItem = z.infer<typeof GpuItem>
export type GpuPrice = z.infer<typeof GpuPrice>
export type GpuRental = z.infer<typeof GpuRental>
export type GpuSpecs = z.infer<typeof GpuSpecs>
export type SpecNumber = z.infer<typeof SpecNumber>
export type FxUsed = z.infer<typeof FxUsed>
export type Money = z.infer<typeof Money>

/** Query filter of the gpu-prices tool (limit/cursor are added by the tool). */
export const gpuPricesFilter = {
  category: z.enum(GPU_CATEGORIES).optional().describe('datacenter, workstation or consumer'),
  vendor: z.string().min(1).max(60).optional().describe('Vendor id, e.g. nvidia, huawei'),
  query: z
    .string()
    .min(1)
    .max(100)
    .optional()
    .describe('Case-insensitive text found in the id or name, e.g. h100, 4090'),
}

const filterObject = z.object(gpuPricesFilter)
export type GpuPricesQuery = z.infer<typeof filterObject>

/** True when a GPU record passes every filter given. */
export function matchGpuPrices(item: GpuItem, query: GpuPricesQuery): boolean {
  if (query.category && item.category !== query.category) return false
  if (query.vendor && item.vendor !== query.vendor.trim().toLowerCase()) return false
  if (query.query) {
    const needle = query.query.trim().toLowerCase()
    const hay = `${item.id} ${item.name}`.toLowerCase()
    if (!hay.includes(needle) && !hay.replace(/[\s-]+/g, '').includes(needle.replace(/[\s-]+/g, ''))) return false
  }
  return true
}

// Wire schemas of the price-index dataset (spec 4.2 /price-index: group takes CN, US or ALL; since
// is a date): the daily chain-linked series, cost of capability, the price-score frontier, and the
// query filter. Pure: zod and tools/ only.
import { z } from 'zod'
import { DatasetSource } from '../envelope.ts'
import { isoDate } from '../schemas.ts'

/** The groups the index is published for: the developer's country, or every model. */
export const PRICE_INDEX_GROUPS = ['CN', 'US', 'ALL'] as const
export const IndexGroup = z
  .enum(PRICE_INDEX_GROUPS)
  .describe('CN: models of Chinese developers; US: of US developers; ALL: every tracked model (CN, US and other)')
export type IndexGroup = z.infer<typeof IndexGroup>

/** One day of one group's index. */
export const PriceIndexPoint = z
  .object({
    id: z.string().describe('Stable id: <group>-<date>, lower case'),
    date: isoDate.describe('The day'),
    group: IndexGroup,
    index_usd: z.number().positive().describe('Chain-linked Jevons index of blended USD list prices; 100 on base_date'),
    index_cny: z
      .number()
      .positive()
      .describe('The same index on the CNY columns (USD-billed models move with the USD/CNY rate)'),
    link_usd: z
      .number()
      .positive()
      .describe(
        'Elementary link from the previous day: geometric mean of blended-price relatives (1 on the first day or ' +
          'when no model is priced on both days)',
      ),
    link_cny: z.number().positive().describe('The same link on CNY prices'),
    median_blended_usd: z
      .number()
      .nonnegative()
      .describe('Median blended price, USD per 1M tokens, over the models listed this day (free models included)'),
    median_blended_cny: z.number().nonnegative().describe('Median blended price, CNY per 1M tokens'),
    models: z.number().int().nonnegative().describe('Models of the group with a price row this day'),
    link_models: z
      .number()
      .int()
      .nonnegative()
      .describe('Models in the link: priced above zero both this day and the day before'),
    qa_index_usd: z
      .number()
      .positive()
      .nullable()
      .describe(
        'Quality-adjusted index (time-dummy hedonic on a capability score, blended USD prices): what the average ' +
          'model of fixed capability costs, 100 on base_date; null before any scored model is priced',
      ),
    qa_index_cny: z.number().positive().nullable().describe('The same on CNY prices'),
    qa_models: z
      .number()
      .int()
      .nonnegative()
      .describe('Scored models priced above zero this day (the quality-adjusted sample)'),
  })
  .describe('One day of a price index')
export type PriceIndexPoint = z.infer<typeof PriceIndexPoint>

/** The cheapest qualifying model on one day. */
const CapabilityPoint = z
  .object({
    date: isoDate.describe('The day'),
    cheapest_blended_usd: z
      .number()
      .positive()
      .describe('Lowest blended USD price per 1M tokens among models scoring at or above the threshold'),
    model: z.string().describe('The model with that price (first by id on a tie)'),
    qualifying_models: z.number().int().positive().describe('Models at or above the threshold priced this day'),
  })
  .describe('Cheapest price of a capability level on one day')

/** Cost of one capability level (benchmark, threshold) for one group, with its fitted decline. */
export const CapabilitySeries = z
  .object({
    id: z.string().describe('Stable id: <source>-<threshold>-<group>, lower case'),
    source: z.string().describe('Benchmark source the threshold applies to'),
    threshold: z.number().describe('Score at or above which a model qualifies'),
    group: IndexGroup,
    yearly_decline: z
      .number()
      .nullable()
      .describe(
        'Fitted yearly rate of decline of the cheapest price: 1 - exp(365 * slope) of a least-squares fit of ' +
          'ln(price) on the day; null with fit_note when under 2 days',
      ),
    slope_per_day: z.number().nullable().describe('The fitted slope of ln(price) per day'),
    fit_days: z.number().int().nonnegative().describe('Days in the fit'),
    fit_note: z.string().optional().describe('Why the fit is missing, when it is'),
    points: z
      .array(CapabilityPoint)
      .describe('Daily cheapest price, oldest first; days with no qualifying model are absent'),
  })
  .describe('Cost of capability over time')
export type CapabilitySeries = z.infer<typeof CapabilitySeries>

/** A model on the price-score frontier of its group on the last day. */
export const FrontierEntry = z
  .object({
    id: z.string().describe('Stable id: <group>-<model>'),
    group: IndexGroup,
    date: isoDate.describe('Day of the price used (as_of)'),
    model: z.string().describe('Canonical model id'),
    offer: z.string().optional().describe('Offer priced (model@seller/region)'),
    vendor: z.string().describe('Vendor id'),
    blended_usd: z.number().positive().describe('Blended price, USD per 1M tokens'),
    blended_cny: z.number().positive().describe('Blended price, CNY per 1M tokens'),
    cross_rank: z.number().positive().describe('Cross-source rank from the evaluations dataset (1 is best)'),
  })
  .describe('A model no other model of its group beats on both price and rank')
export type FrontierEntry = z.infer<typeof FrontierEntry>

/** The stated parameters of the method, published with the numbers. */
const PriceIndexMethod = z
  .object({
    blend: z.string().describe('Blended price formula'),
    input_weight: z.number().describe('Weight of the input price in the blend'),
    output_weight: z.number().describe('Weight of the output price in the blend'),
    unit: z.string().describe('Unit of every price'),
    link: z.string().describe('Elementary link formula'),
    base: z.string().describe('How the base date is chosen'),
    zero_prices: z.string().describe('Rule for models with a zero list price'),
    thresholds: z.record(z.string(), z.array(z.number())).describe('Capability thresholds per benchmark source'),
    constants_basis: z.string().describe('Basis of weights and thresholds'),
    decline_fit: z.string().describe('How the yearly decline is fitted'),
    frontier: z.string().describe('Frontier rule'),
    quality_adjustment: z.string().describe('How the quality-adjusted index is estimated'),
  })
  .describe('Method parameters')

/** The estimated capability premium of one group's quality-adjusted index. */
const QualityPremium = z
  .object({
    group: IndexGroup,
    slope_usd: z
      .number()
      .nullable()
      .describe(
        'd ln(blended USD price) per unit of capability (one standard ' +
          'deviation of benchmark score); null without scored models',
      ),
    slope_cny: z.number().nullable().describe('The same on CNY prices'),
    models: z.number().int().nonnegative().describe('Scored models in the regression'),
  })
  .describe('Capability premium of the hedonic regression')

/** The published payload of /data/price_index.json. */
export const PriceIndexPayload = z
  .object({
    as_of: isoDate.describe('Last day of the price history used'),
    sources: z.array(DatasetSource).describe('Upstream datasets the numbers come from'),
    note: z.string().optional().describe('Why a part is empty or partial, when it is'),
    method: PriceIndexMethod,
    base_date: isoDate.describe('The day every group index equals 100'),
    items: z.array(PriceIndexPoint).describe('Daily index per group, by date then group'),
    cost_of_capability: z.array(CapabilitySeries).describe('Cheapest price per capability level, per group'),
    frontier: z.array(FrontierEntry).describe('Price-score frontier per group on as_of, cheapest first'),
    quality_premium: z
      .array(QualityPremium)
      .describe('Per group: the capability premium the quality-adjusted index holds fixed'),
  })
  .describe('Chain-linked LLM price index')
export type PriceIndexPayload = z.infer<typeof PriceIndexPayload>

export type PriceIndexQuery = { group?: IndexGroup; since?: string }

/** True when a series point belongs to the query's group (ALL by default) and is on or after since. */
export function matchPriceIndex(item: Pick<PriceIndexPoint, 'group' | 'date'>, query: PriceIndexQuery): boolean {
  return item.group === (query.group ?? 'ALL') && (!query.since || item.date >= query.since)
}

// What a month of tokens costs at each model's headline offer (or the seller and region asked), at any
// date, in USD or CNY, beside its other offers: every part (uncached input, cache reads, cache writes
// by TTL, output, reasoning) of every slice (standard, batch, off-peak) at the unit price in force,
// with its source and date, ranked cheapest first.
import { z } from 'zod'
import { defineTool } from '../define.ts'
import { envelope } from '../envelope.ts'
import { AppError } from '../errors.ts'
import { LLM_PRICES, type LlmPricesPayload } from '../llm-prices/llm-prices.ts'
import { compareAt, costAt, type CostEnv, offerOf } from './offer-cost.ts'
import { type Candidate, compareOffers, lmarenaOn } from './cheapest-offer.ts'
import type { DataReader } from '../data.ts'
import { EVALUATIONS } from '../evaluations/tool.ts'
import type { EvaluationItem } from '../evaluations/schema.ts'
import { PRICE_HISTORY } from '../llm-prices/llm-price-history.ts'
import { OFFICIAL_PRICES, type OfficialPricesPayload } from './official-prices.ts'
import { offerId, parseOfferId, REGIONS } from '../price-domain.ts'
import { country, isoDate, type PriceRecord } from '../schemas.ts'
import { readPayload } from '../snapshot.ts'
import { canonicalModelId } from '../vendors.ts'
import { closestHint } from '../closest-ids.ts'
import { SLICES, type Workload } from '../workload.ts'
import { resolveModel } from '../alias-pointers.ts'

const tokens = (what: string) => z.number().int().nonnegative().max(1e13).default(0).describe(`${what} per month`)
const share = (what: string) => z.number().min(0).max(1).default(0).describe(`Share ${what} (0-1)`)

const input = z.strictObject({
  models: z.string().min(1).max(2000).optional().describe('Ids, comma-separated, max 20 (default: all)'),
  developer: z.string().min(1).max(40).optional().describe('Developer id'),
  country: country.optional(),
  input_tokens: z.number().int().positive().max(1e13).describe('Input tokens per month, cached too'),
  cached_share: share('of input read from the cache'),
  cached_tokens: z.number().int().nonnegative().max(1e13).optional().describe('Instead of cached_share'),
  cache_write_tokens: tokens('Cache-write tokens'),
  cache_write_ttl: z.enum(['5m', '1h']).default('5m').describe('Cache-write TTL'),
  output_tokens: tokens('Output tokens'),
  reasoning_tokens: tokens('Reasoning tokens'),
  batch_share: share('sent by batch'),
  off_peak_share: share('sent off-peak'),
  context_tokens: z.number().int().positive().max(1e8).optional().describe('Input tokens per request'),
  output_tokens_per_request: z.number().int().positive().max(1e8).optional().describe('Output tokens per request'),
  date: isoDate.optional().describe('Price date (default: latest)'),
  currency: z.enum(['USD', 'CNY']).default('USD').describe('Answer currency'),
  limit: z.number().int().min(1).max(50).default(10).describe('Offers returned'),
  min_lmarena: z.number().min(0).max(5000).optional().describe('Min LMArena score that day'),
  billed_in: z.enum(['USD', 'CNY']).optional().describe('Seller currency'),
  seller: z
    .string()
    .regex(/^[a-z0-9-]{1,40}$/)
    .optional()
    .describe('Seller of the offer'),
  region: z.enum(REGIONS).optional().describe('Region of the offer'),
})

const Line = z.object({
  slice: z.enum(SLICES).describe('Which slice of the workload'),
  part: z.enum(['input', 'cache_read', 'cache_write', 'output', 'reasoning']).describe('Which tokens'),
  tokens: z.number().describe('Tokens in this line'),
  price_per_1m: z.number().describe('Per 1M tokens, answer currency'),
  native_price_per_1m: z.number().describe('As the seller states it'),
  cost: z.number().describe('tokens / 1M x price_per_1m'),
})

const Offer = z.object({
  model: z.string().describe('Canonical model id'),
  resolved: z.string().optional().describe('How the id resolved'),
  qualified: z.string().optional().describe('Why it qualified'),
  developer: z.string().describe('Who made it'),
  offer: z.string().optional().describe('Offer priced'),
  billed_in: z.enum(['USD', 'CNY']).describe("The seller's currency"),
  total: z.number().describe('Cost of the month'),
  lines: z.array(Line).describe('Parts by slice; total is their sum'),
  fx: z
    .object({ cny_per_usd: z.number(), date: isoDate, source: z.string() })
    .nullable()
    .describe('Rate used; null: none'),
  prices: z
    .array(
      z.object({
        slice: z.string(),
        basis: z.string(),
        source_url: z.string(),
        observed: isoDate,
        applied: z.array(z.string()),
      }),
    )
    .describe("Source of each slice's prices"),
  notes: z.array(z.string()).describe('How unpriced parts were billed'),
  offers: z
    .array(
      z.object({
        offer: z.string(),
        billed_in: z.enum(['USD', 'CNY']).optional(),
        native_total: z.number().optional(),
        total: z.number().optional(),
        unpriced: z.string().optional(),
      }),
    )
    .optional()
    .describe('A model with several offers: the month at each, native and converted'),
  cheapest_offer: z.string().optional(),
})

const output = envelope.extend({
  date: isoDate.describe('The day priced'),
  currency: z.enum(['USD', 'CNY']),
  total: z.number().int().describe('Offers priced'),
  count: z.number().int().describe('Offers in this answer'),
  items: z.array(Offer).describe('Cheapest first'),
  unpriced: z.array(z.object({ model: z.string(), reason: z.string() })).describe('Models left out, and why'),
})

type Input = z.output<typeof input>

/** Resolves the workload's tokens and refuses an impossible one by parameter. */
function workloadOf(q: Input): Workload {
  const cached = q.cached_tokens ?? Math.round(q.input_tokens * q.cached_share)
  if (cached > q.input_tokens)
    throw new AppError('INVALID_PARAMETER', "Invalid parameter 'cached_tokens': it exceeds input_tokens.", {
      parameter: 'cached_tokens',
    })
  if (q.batch_share + q.off_peak_share > 1)
    throw new AppError(
      'INVALID_PARAMETER',
      "Invalid parameter 'off_peak_share': batch_share + off_peak_share exceeds 1.",
      { parameter: 'off_peak_share' },
    )
  return {
    input_tokens: q.input_tokens,
    cached_tokens: cached,
    cache_write_tokens: q.cache_write_tokens,
    cache_write_ttl: q.cache_write_ttl,
    output_tokens: q.output_tokens,
    reasoning_tokens: q.reasoning_tokens,
    batch_share: q.batch_share,
    off_peak_share: q.off_peak_share,
  }
}

type OfferItem = z.output<typeof Offer>

/**
 * The offer id naming the model asked for: a dated snapshot priced through the record it is folded into
 * (qwen-plus-2025-01-25 through qwen-plus) is that seller's offer of the snapshot, under its own id.
 */
function ownOffer(offer: string, id: string, record: PriceRecord | undefined): string {
  const p = parseOfferId(offer)
  const own = canonicalModelId(id)
  return p && record && p.model === record.model && (record.aliases ?? []).includes(own)
    ? offerId(own, p.seller, p.region)
    : offer
}

/** The priced offers as candidates of the comparison, each with its LMArena score as it stood on `date`. */
async function candidatesOf(store: DataReader, items: OfferItem[], scored: Map<string, string>, date: string) {
  const evaluations = await store.latestEdition<{ items: EvaluationItem[] }>(EVALUATIONS)
  const byModel = new Map((evaluations?.payload.items ?? []).map((e) => [e.model, e]))
  return items.map((item) => {
    const s = byModel.get(scored.get(item.model) ?? item.model)?.scores.find((x) => x.source === 'lmarena')
    // The published score where its leaderboard is not newer than the day, else the leaderboard's row of that day.
    const score =
      s && s.leaderboard_date <= date
        ? { source: 'lmarena', score: s.score, date: s.leaderboard_date, name: s.benchmark_name, url: s.url }
        : s && lmarenaOn(s.benchmark_name, date)
    const candidate: Candidate & { item: OfferItem } = {
      item,
      model: item.model,
      seller: parseOfferId(item.offer ?? '')?.seller ?? item.developer,
      region: parseOfferId(item.offer ?? '')?.region ?? null,
      currency: item.billed_in,
      total: item.total,
      scores: score ? [score] : [],
    }
    return candidate
  })
}

export default defineTool({
  name: 'get_workload_cost',
  title: 'Cost of a workload',
  description:
    "Monthly cost of a token workload at each model's headline offer (or seller, region), any date, USD or " +
    'CNY: cache reads/writes, reasoning, batch/off-peak, bands; per line price, source, date, FX. ' +
    'Cheapest first; left-out models say why; offers: each of a model. min_lmarena, billed_in: qualifying ' +
    'offers only.',
  about: 'monthly cost of a token workload on several models, at any date, in USD or CNY',
  // The prices it costs with: readiness follows them, and an MCP answer cites their page.
  dataset: LLM_PRICES,
  auth: 'none',
  rest: true,
  example: {
    models: 'claude-sonnet-4-5,deepseek-chat,qwen-plus',
    input_tokens: 40_000_000,
    cached_share: 0.6,
    output_tokens: 8_000_000,
    currency: 'CNY',
  },
  input,
  output,
  async handler(q, { store }) {
    const prices = await readPayload<LlmPricesPayload>(store, LLM_PRICES)
    const official = await store.latestEdition<OfficialPricesPayload>(OFFICIAL_PRICES).then((s) => s?.payload ?? null)
    const w = workloadOf(q)
    const date = q.date ?? prices.as_of
    const latest = date >= prices.as_of
    const wanted = q.models
      ?.split(',')
      .map((m) => canonicalModelId(m.trim()))
      .filter(Boolean)
    if (wanted && wanted.length > 20)
      throw new AppError('INVALID_PARAMETER', "Invalid parameter 'models': at most 20 models.", { parameter: 'models' })
    const sellers = new Set(prices.items.flatMap((r) => (r.offers ?? []).map((o) => o.seller)))
    if (q.seller && !sellers.has(q.seller))
      throw new AppError(
        'INVALID_PARAMETER',
        `Invalid parameter 'seller': no offer is sold by '${q.seller}'.${closestHint('sellers', q.seller, sellers)}`,
        { parameter: 'seller' },
      )
    const firstParty = prices.items.filter((r) => !r.seller || r.seller === r.vendor)
    const pick = (r: PriceRecord | undefined) => offerOf(r, q.seller, q.region)
    const records = firstParty.filter(
      (r) =>
        (!q.developer || r.vendor === q.developer) &&
        (!q.country || r.country === q.country) &&
        (!(q.seller || q.region) || 'offer' in pick(r)),
    )
    // Every model that had a price that day: the records, and the ids of that day's history rows
    // (deepseek-chat in January 2025), each resolved below; history holds no seller or region.
    const dayRows =
      wanted || q.seller || q.region
        ? []
        : (
            await store.querySeries(PRICE_HISTORY, {
              where: { vendor: q.developer, country: q.country },
              since: latest ? prices.as_of : date,
              until: latest ? prices.as_of : date,
              limit: 5000,
            })
          ).rows
    const candidates = wanted ?? [...records.map((r) => r.model), ...dayRows.map((r) => r.model)]
    const items: OfferItem[] = []
    const unpriced: { model: string; reason: string }[] = []
    const env: CostEnv = {
      store,
      records: firstParty,
      official,
      asOf: prices.as_of,
      date,
      w,
      currency: q.currency,
      usage: {
        input_tokens: q.context_tokens,
        output_tokens: q.output_tokens_per_request,
        cache_write_ttl: q.cache_write_ttl,
      },
      billedIn: q.billed_in,
    }
    const scored = new Map<string, string>()
    for (const id of [...new Set(candidates)]) {
      const record = resolveModel(id, firstParty, date).record
      const chosen = pick(record)
      if ('why' in chosen) {
        unpriced.push({ model: id, reason: chosen.why })
        continue
      }
      const at = await costAt(env, id, chosen.offer, record?.offer)
      scored.set(id, at.resolvedId)
      if (at.status !== 'priced') {
        unpriced.push({ model: id, reason: at.reason })
        continue
      }
      const { native_total: _, ...cost } = at.cost
      const item: OfferItem = {
        model: id,
        ...cost,
        developer: cost.developer === 'unknown' ? (q.developer ?? cost.developer) : cost.developer,
        ...(chosen.offer ? { offer: ownOffer(chosen.offer.id, id, record) } : {}),
      }
      if (record?.offers && record.offers.length > 1) {
        const compared = await compareAt(env, id, record)
        Object.assign(item, {
          offers: compared.offers.map((o) => ({ ...o, offer: ownOffer(o.offer, id, record) })),
          ...(compared.cheapest_offer ? { cheapest_offer: ownOffer(compared.cheapest_offer, id, record) } : {}),
        })
      }
      items.push(item)
    }
    items.sort((a, b) => a.total - b.total || a.model.localeCompare(b.model))
    if (q.min_lmarena !== undefined || q.billed_in) {
      // The cheapest offers that meet the constraints, each saying why; the others say why not.
      const verdicts = compareOffers(await candidatesOf(store, items, scored, date), {
        min_lmarena: q.min_lmarena,
        billed_in: q.billed_in,
      })
      items.splice(
        0,
        items.length,
        ...verdicts.filter((v) => v.qualified).map((v) => ({ ...v.offer.item, qualified: v.why })),
      )
      unpriced.unshift(
        ...verdicts.filter((v) => !v.qualified).map((v) => ({ model: v.offer.item.model, reason: v.why })),
      )
    }
    const shown = items.slice(0, q.limit)
    return {
      as_of: latest ? prices.as_of : date,
      sources: [...prices.sources, ...(official?.sources ?? [])].filter(
        (s, i, all) => all.findIndex((x) => x.name === s.name) === i,
      ),
      date,
      currency: q.currency,
      total: items.length,
      count: shown.length,
      items: shown,
      unpriced: wanted ? unpriced : unpriced.slice(0, 20),
    }
  },
})

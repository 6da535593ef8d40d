import { z } from 'zod'
import { type AtomFeed, atomDocument } from './atom.ts'
import { defineTool } from '../define.ts'
import { envelope } from '../envelope.ts'
import { PriceChange, isoDate, seller } from '../schemas.ts'
import { AppError } from '../errors.ts'
import { parseOfferId, REGIONS, type Region } from '../price-domain.ts'
import { page, pagingOutput, pagingShape, payloadEnvelope, readPayload } from '../snapshot.ts'

/** The dataset name its editions are stored under, shared by the producer and this tool. */
export const PRICE_CHANGES = 'price_changes'

/** What the producer writes: every recorded change, oldest first. */
export const PriceChangesPayload = payloadEnvelope.extend({
  items: z.array(PriceChange).describe('Every recorded change, oldest first'),
})
export type PriceChangesPayload = z.infer<typeof PriceChangesPayload>

/** The two feeds of changes: every change, and the cuts and increases apart from models newly tracked. */
function changeFeeds(baseUrl: string): { all: AtomFeed; moves: AtomFeed } {
  const dir = `${baseUrl}/data/price_changes`
  return {
    all: {
      title: 'LLM API list-price changes',
      subtitle: 'Official list-price cuts and increases per 1M tokens, and models newly tracked, each with its source',
      current: `${baseUrl}/data/price_changes.atom`,
      archive: (n) => `${dir}/archive-${n}.atom`,
      related: `${dir}/moves.atom`,
    },
    moves: {
      title: 'LLM API list-price cuts and increases',
      subtitle: 'Official list-price cuts and increases per 1M tokens (no models newly tracked), each with its source',
      current: `${dir}/moves.atom`,
      archive: (n) => `${dir}/moves-archive-${n}.atom`,
      related: `${baseUrl}/data/price_changes.atom`,
    },
  }
}

/**
 * The feeds carry what the API answers by default: the changes of each model's served series (an entry
 * id names model and day, so an entry once published keeps its id).
 */
const served = (changes: PriceChange[]) => changes.filter((c) => c.headline !== false)

/**
 * Which changes an answer keeps: without seller and region, the models' headline series (a change of
 * another offer is marked headline: false); with either, every offer of that seller or region. A seller
 * no change names is refused, naming the parameter.
 */
function offerFilter(changes: PriceChange[], input: { seller?: string; region?: Region }) {
  if (!input.seller && !input.region) return (c: PriceChange) => c.headline !== false
  const parts = (c: PriceChange) => (c.offer ? parseOfferId(c.offer) : undefined)
  if (input.seller && !changes.some((c) => parts(c)?.seller === input.seller))
    throw new AppError('INVALID_PARAMETER', `no change of seller ${input.seller}; get_llm_prices lists offers`, {
      parameter: 'seller',
    })
  return (c: PriceChange) => {
    const p = parts(c)
    return !!p && (!input.seller || p.seller === input.seller) && (!input.region || p.region === input.region)
  }
}

export default defineTool({
  name: 'get_price_changes',
  title: 'LLM price changes',
  description:
    'List-price cuts and increases (input or output per 1M tokens, native currency, both prices, percent) ' +
    'and models newly tracked, per offer; a switch of offer is no change. Newest first.',
  about: 'recent price cuts and increases, and models newly tracked',
  dataset: PRICE_CHANGES,
  auth: 'none',
  rest: true,
  feed: {
    file: 'price_changes.atom',
    contentType: 'application/atom+xml',
    about:
      "Atom 1.0 feed of the recorded price changes of each model's served price (other offers' changes: the API " +
      'with seller or region), one entry per change, newest first: the newest in this ' +
      'document, older ones in RFC 5005 archives (prev-archive). Cuts and increases alone, without models newly ' +
      'tracked: /data/price_changes/moves.atom.',
    async *render({ store, baseUrl = '' }) {
      const payload = await readPayload<PriceChangesPayload>(store, PRICE_CHANGES)
      yield atomDocument(served(payload.items), changeFeeds(baseUrl).all, 'current', baseUrl, payload.as_of)!
    },
    async document({ store, baseUrl }, name) {
      const doc = /^(moves-)?archive-(\d{1,6})\.atom$/.exec(name)
      if (name !== 'moves.atom' && !doc) return null
      const payload = await readPayload<PriceChangesPayload>(store, PRICE_CHANGES)
      const moves = name === 'moves.atom' || doc?.[1] !== undefined
      const feeds = changeFeeds(baseUrl)
      const changes = moves ? served(payload.items).filter((c) => c.kind !== 'added') : served(payload.items)
      return atomDocument(
        changes,
        moves ? feeds.moves : feeds.all,
        doc ? Number(doc[2]) : 'current',
        baseUrl,
        payload.as_of,
      )
    },
  },
  input: z.strictObject({
    since: isoDate.optional().describe('Only changes on or after this day, YYYY-MM-DD'),
    min_change_pct: z
      .number()
      .min(0)
      .max(100000)
      .default(0)
      .describe(
        'Only changes whose larger absolute percent move is at least this (default 0; above 0 leaves additions out)',
      ),
    seller: seller.optional(),
    region: z.enum(REGIONS).optional().describe('Region'),
    // 40 changes are about 20 KB: a default answer stays inside 25 KB.
    ...pagingShape(40, 1000),
  }),
  output: envelope.extend({
    ...pagingOutput,
    items: z.array(PriceChange).describe('Newest first'),
  }),
  async handler(input, { store }) {
    const payload = await readPayload<PriceChangesPayload>(store, PRICE_CHANGES)
    const ofOffer = offerFilter(payload.items, input)
    const matches = payload.items.filter(
      (c) =>
        ofOffer(c) &&
        (!input.since || c.date >= input.since) &&
        (input.min_change_pct === 0 || (c.change_pct !== null && Math.abs(c.change_pct) >= input.min_change_pct)),
    )
    return {
      as_of: payload.as_of,
      sources: payload.sources,
      ...page(matches.reverse(), payload.as_of, input.limit, input.cursor),
    }
  },
})

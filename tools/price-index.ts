import { z } from 'zod'
import { defineTool } from './define.ts'
import { envelope } from './envelope.ts'
import { matchPriceIndex, PriceIndexPayload, priceIndexQuery, type PriceIndexQuery } from './schemas/price-index.ts'
import { readPayload } from './snapshot.ts'

/** Snapshot name shared by the producer and this tool. */
export const PRICE_INDEX = 'price_index'

const { as_of: _a, sources: _s, note: _n, ...body } = PriceIndexPayload.shape

/** One group's full series since `since`, with that group's cost-of-capability series and frontier. */
export function selectGroup(payload: z.infer<typeof PriceIndexPayload>, query: PriceIndexQuery) {
  const group = query.group ?? 'ALL'
  return {
    ...payload,
    items: payload.items.filter((item) => matchPriceIndex(item, query)),
    cost_of_capability: payload.cost_of_capability.filter((s) => s.group === group)
      .map((s) => ({ ...s, points: query.since ? s.points.filter((p) => p.date >= query.since!) : s.points })),
    frontier: payload.frontier.filter((f) => f.group === group),
  }
}

export default defineTool({
  name: 'get_price_index',
  title: 'LLM price index',
  description: 'Daily chain-linked LLM list-price index (Jevons links on a 3:1 input:output blend, USD with a CNY variant, base 100) for the developers of one country group, CN, US or ALL, with the median blended price and the model count per day, the cost of capability (cheapest model at or above a benchmark score, with its fitted yearly decline) and the price-score frontier. Reproducible from /data/history.csv (method in the answer).',
  about: 'chain-linked price index by country group (CN, US, ALL), cost of capability and price-score frontier',
  dataset: PRICE_INDEX,
  auth: 'none',
  rest: true,
  feed: { file: 'price_index.json', contentType: 'application/json', whole: true },
  input: z.strictObject(priceIndexQuery),
  output: envelope.extend(body),
  async handler(input, { store }) {
    return selectGroup(await readPayload<z.infer<typeof PriceIndexPayload>>(store, PRICE_INDEX), input)
  },
})

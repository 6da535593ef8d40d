import { z } from 'zod'
import { defineTool } from '../define.ts'
import { envelope } from '../envelope.ts'
import { IndexGroup, matchPriceIndex, PriceIndexPayload } from './schema.ts'
import { addDays } from '../dates.ts'
import { isoDate } from '../schemas.ts'
import { budgetedPage, budgetedPagingShape, pagingOutput, readPayload } from '../snapshot.ts'

/** The dataset name its editions are stored under, shared by the producer and this tool. */
export const PRICE_INDEX = 'price_index'

const { as_of: _a, sources: _s, note: _n, ...body } = PriceIndexPayload.shape

/** Days of series a default answer carries: a year stays well inside an assistant's context. */
const DEFAULT_DAYS = 365

const input = z.strictObject({
  group: IndexGroup.default('ALL').describe('CN, US or ALL (default ALL)'),
  since: isoDate
    .optional()
    .describe(`First day, inclusive (default ${DEFAULT_DAYS} days before as_of; 2023-01-01: the whole series)`),
  capability_points: z
    .boolean()
    .default(false)
    .describe('Each cost-of-capability series day by day since `since` (default: its fit, first and last point)'),
  ...budgetedPagingShape(DEFAULT_DAYS, 5000),
})

/** One group's full series since `since`, with that group's cost-of-capability series and frontier. */
function selectGroup(
  payload: z.infer<typeof PriceIndexPayload>,
  query: Omit<z.output<typeof input>, 'limit' | 'cursor'>,
) {
  const since = query.since ?? addDays(payload.as_of, -DEFAULT_DAYS)
  const filter = { group: query.group, since }
  return {
    ...payload,
    items: payload.items.filter((item) => matchPriceIndex(item, filter)),
    cost_of_capability: payload.cost_of_capability
      .filter((s) => s.group === query.group)
      .map((s) => {
        const points = s.points.filter((p) => p.date >= since)
        return {
          ...s,
          points: query.capability_points
            ? points
            : ([points[0], points.at(-1)].filter((p, i, all) => p && all.indexOf(p) === i) as typeof points),
        }
      }),
    frontier: payload.frontier.filter((f) => f.group === query.group),
  }
}

export default defineTool({
  name: 'get_price_index',
  title: 'LLM price index',
  description:
    'Daily chain-linked LLM list-price index (Jevons links on a 3:1 input:output blend, USD with a CNY variant, ' +
    'base 100) for one developer country group (CN, US or ALL), with the median blended price and the ' +
    'model count per day, the cost of capability (cheapest model at or above a benchmark score, with its fitted ' +
    'yearly decline) and the price-score frontier, reproducible from /data/history.csv. ' +
    "Default: the last year's newest days that fit 24 KB, newest first; since, limit and capability_points widen it.",
  about: 'chain-linked price index by country group (CN, US, ALL), cost of capability and price-score frontier',
  dataset: PRICE_INDEX,
  auth: 'none',
  rest: true,
  feed: { file: 'price_index.json', contentType: 'application/json', whole: true },
  input,
  output: envelope.extend({
    ...body,
    ...pagingOutput,
    items: body.items.describe('Days of the group since `since`, newest first; next_cursor pages back'),
  }),
  async handler(input, { store }) {
    const { limit, cursor, ...query } = input
    const { items, ...rest } = selectGroup(
      await readPayload<z.infer<typeof PriceIndexPayload>>(store, PRICE_INDEX),
      query,
    )
    return { ...rest, ...budgetedPage(items.reverse(), rest.as_of, limit, DEFAULT_DAYS, cursor, rest) }
  },
})

// every feed's as_of is the newest observation it holds (a date known to the
// month counts as its first day), read over the served feeds of a fresh seed. Each feed names the
// fields that date its observations; a compile or retrieval date is not one.
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { startTestServer, type TestServer } from '../helpers/server.ts'

const OBSERVATION_FIELDS: Record<string, string[]> = {
  'latest.json': ['last_observed'],
  'official_prices.json': ['page_date'],
  'evaluations_latest.json': ['leaderboard_date', 'price_observed'],
  'price_index.json': ['date'],
  'gpu_prices.json': ['observed'],
  'ai_funding.json': ['observed'],
  'agents.json': ['page_date'],
  'procurement_demands.json': ['page_date'],
  'procurement_deals.json': ['page_date'],
}

/** Every value of the named fields, anywhere in the payload but its envelope, as a day. */
function datesOf(value: unknown, fields: Set<string>, out: string[] = []): string[] {
  if (Array.isArray(value)) for (const v of value) datesOf(v, fields, out)
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (fields.has(k) && typeof v === 'string' && /^\d{4}-\d{2}(-\d{2})?$/.test(v))
        out.push(v.length === 7 ? `${v}-01` : v)
      else if (typeof v === 'object') datesOf(v, fields, out)
    }
  }
  return out
}

let server: TestServer
const asOf = suite('feeds :: as_of is the newest observation each holds')
asOf.before(async () => {
  server = await startTestServer()
})
asOf.after(() => server.close())

for (const [feed, fields] of Object.entries(OBSERVATION_FIELDS)) {
  asOf(`${feed} :: as_of = the newest of ${fields.join(', ')}`, async () => {
    const payload = await (await server.get(`/data/${feed}`)).json()
    const { as_of, sources: _s, ...body } = payload
    const dates = datesOf(body, new Set(fields)).sort()
    assert.ok(dates.length > 0, `${feed} has dated observations`)
    assert.is(as_of, dates.at(-1), `${feed}: as_of ${as_of}, newest observation ${dates.at(-1)}`)
  })
}

asOf.run()

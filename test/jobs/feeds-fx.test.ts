// no converted figure uses an FX rate more than 7 days from the date it
// converts for, unless the row says how far it is and why (fx_note, the labelled assumption of a
// month-dated price, or the conversion's reason). Read over the served feeds of a fresh seed, whatever their shape.
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { startTestServer, type TestServer } from '../helpers/server.ts'

const FEEDS = [
  'latest.json',
  'agents.json',
  'gpu_prices.json',
  'ai_funding.json',
  'enterprise_ai_cost.json',
  'role_token_budget.json',
]
// The date a converted figure is for: the nearest of these on the object or an ancestor.
const DATE_FIELDS = ['lookup_date', 'last_observed', 'page_date', 'date_announced', 'price_observed']

const day = (v: unknown) =>
  typeof v === 'string' && /^\d{4}-\d{2}(-\d{2})?$/.test(v) ? (v.length === 7 ? `${v}-01` : v) : undefined
const gap = (a: string, b: string) => Math.abs(Date.parse(a) - Date.parse(b)) / 864e5

interface Found {
  checked: number
  far: string[]
}

function walk(o: unknown, path: string, dateFor: string | undefined, explained: boolean, found: Found) {
  if (Array.isArray(o)) {
    for (const [i, v] of o.entries()) walk(v, `${path}[${i}]`, dateFor, explained, found)
    return
  }
  if (!o || typeof o !== 'object') return
  const r = o as Record<string, unknown>
  const own = DATE_FIELDS.map((k) => day(r[k])).find(Boolean)
  const at = own ?? dateFor
  const why =
    explained || Boolean(r.fx_note) || Boolean(r.assumption) || (typeof r.reason === 'string' && /rate/.test(r.reason))
  // A rate: fx_date beside a converted figure, or an FX object (rate, date, lookup_date).
  const fx = day(r.fx_date) ?? (typeof r.rate === 'number' ? day(r.date) : undefined)
  if (fx && at) {
    found.checked++
    if (gap(fx, at) > 7 && !why) found.far.push(`${path}: rate of ${fx} for ${at}`)
  }
  for (const [k, v] of Object.entries(r)) if (v && typeof v === 'object') walk(v, `${path}.${k}`, at, why, found)
}

let server: TestServer
const fx = suite('feeds :: FX within 7 days, or the row says why')
fx.before(async () => {
  server = await startTestServer()
})
fx.after(() => server.close())

for (const feed of FEEDS) {
  fx(`${feed} :: every rate within 7 days of its date, or explained`, async () => {
    const { sources: _s, fx: _f, ...body } = await (await server.get(`/data/${feed}`)).json()
    const found: Found = { checked: 0, far: [] }
    walk(body, '', undefined, false, found)
    assert.ok(found.checked > 0, `${feed} has converted figures`)
    console.log(`  ${feed}: ${found.checked} converted figures checked, ${found.far.length} far without a reason`)
    assert.equal(found.far.slice(0, 5), [])
  })
}

fx.run()

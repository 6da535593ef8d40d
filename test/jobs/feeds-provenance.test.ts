// Every number a derived feed publishes says where it comes from: walking each feed's payload, a number
// needs a provenance field on its own object or on one between it and the payload (a source URL or
// dataset, an assumption's rationale, a formula, or the ids of the records it is made of). An aggregate
// the payload computes from its own items (an index day, a summary total) is covered by the payload field
// that states its rule, named below per feed; that field must be a non-empty text.
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import type { Feeds } from '../../scripts/doc-figures.ts'
import { seededFeeds } from '../helpers/seeded-feeds.ts'

type Json = unknown

/** Fields that name where a number comes from, when present and not empty. */
const PROVENANCE = [
  'source_url',
  'source_urls',
  'price_source_url',
  'url',
  'urls',
  'source',
  'sources',
  'rationale',
  'formula',
  'estimate',
  'record_ids',
  'deal_ids',
  'notice_ids',
  'pair_ids',
]

/** Per feed: a top-level field of the payload -> the payload field (dotted path) that states its rule. */
const RULES: Record<string, Record<string, string>> = {
  evaluations_latest: { divergence_threshold: 'divergence_basis' },
  enterprise_ai_cost: {},
  role_token_budget: {},
  gpu_prices: {},
  price_index: {
    items: 'method.link',
    frontier: 'method.frontier',
    quality_premium: 'method.quality_adjustment',
    cost_of_capability: 'method.decline_fit',
    method: 'method.constants_basis',
  },
  agents: {},
  coding_pc: {},
  ai_funding: {},
  procurement_deals: {},
  procurement_demands: {},
  procurement_summary: { windows: 'note', category_split: 'note' },
  budget_deal_rate: { overall: 'note', by_category: 'note', by_region: 'note', by_buyer_type: 'note', history: 'note' },
}

const get = (root: Json, path: string): Json =>
  path.split('.').reduce<Json>((o, k) => (o == null ? undefined : (o as Record<string, Json>)[k]), root)

const cites = (o: Record<string, Json>) =>
  PROVENANCE.some((k) => {
    const v = o[k]
    return v != null && v !== '' && !(Array.isArray(v) && v.length === 0)
  })

/** Paths (array indices as []) of numbers with no provenance field in reach, with one example value. */
export function unsourcedNumbers(payload: Record<string, Json>, rules: Record<string, string>): Map<string, Json> {
  const bare = new Map<string, Json>()
  const visit = (node: Json, path: string, chain: Record<string, Json>[]) => {
    if (typeof node === 'number') {
      if (!chain.some(cites)) bare.set(path, node)
    } else if (Array.isArray(node)) for (const n of node) visit(n, `${path}[]`, chain)
    else if (node && typeof node === 'object') {
      const o = node as Record<string, Json>
      for (const [k, v] of Object.entries(o)) visit(v, `${path}.${k}`, [...chain, o])
    }
  }
  for (const [key, value] of Object.entries(payload)) {
    const rule = rules[key]
    if (rule) {
      const stated = get(payload, rule)
      if (typeof stated !== 'string' || stated.trim() === '') bare.set(`${key} (rule ${rule} missing)`, value)
      continue
    }
    visit(value, key, [])
  }
  return bare
}

let feeds: Feeds
const test = suite('derived feeds :: every number names where it comes from')
test.before(async () => {
  const seeded = await seededFeeds()
  await seeded.remove()
  feeds = seeded.feeds
})

for (const [feed, rules] of Object.entries(RULES)) {
  test(`${feed} :: no number without a source, rationale, formula or records in reach`, () => {
    const payload = feeds[feed]
    assert.ok(payload?.items?.length, `${feed} has items`)
    const bare = unsourcedNumbers(payload, rules)
    assert.equal(
      [...bare].map(([path, v]) => `${path} = ${JSON.stringify(v)?.slice(0, 60)}`),
      [],
      feed,
    )
  })
}

test('the walker :: fails on a constant without a rationale, passes it with one', () => {
  const bare = unsourcedNumbers({ assumptions: { utilisation: { value: 0.6 } }, items: [] }, {})
  assert.equal([...bare.keys()], ['assumptions.utilisation.value'])
  const stated = { assumptions: { utilisation: { value: 0.6, rationale: 'assumption: a shared cluster' } }, items: [] }
  assert.is(unsourcedNumbers(stated, {}).size, 0)
  assert.is(unsourcedNumbers({ items: [{ index: 100 }], method: {} }, { items: 'method.link' }).size, 1)
})

test.run()

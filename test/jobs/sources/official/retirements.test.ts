// Retired models, seller by seller, as shipped (data/official, the adapters' reads): a model whose
// page marks it retired (Mistral's retirementDate, OpenAI's 'Shut down', Anthropic's '(retired, ...)',
// from any copy, cut or whole) or that left a page proven whole (Moonshot's kimi-latest) is no current
// offer after that day, its rows stay with their prices as history, and latest.json serves its last
// price only as ended ('in force until').
import { readFileSync } from 'node:fs'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { loadOfficialTables } from '../../../../jobs/official.ts'
import { OFFICIAL_ADAPTERS, adapterName } from '../../../../jobs/sources/official/index.ts'
import { current } from '../../../../jobs/sources/official/keys.ts'
import { retiredBySeller, retiredModels } from '../../../../jobs/datasets/llm-prices/ended.ts'
import { offerId, offersOfTable, regionOf } from '../../../../tools/price-domain.ts'
import { canonicalModelId } from '../../../../tools/vendors.ts'
import { SNAPSHOT_ID } from '../../../../tools/alias-pointers.ts'
import type { Observation } from '../../../../tools/observation.ts'

const test = suite('official adapters :: retirements')
const TODAY = '2026-11-26'

type Item = {
  model: string
  offer: string
  last_observed: string
  date_basis?: string
  aliases?: string[]
  native_currency: string
}
const items: Item[] = JSON.parse(
  readFileSync(new URL('../../../fixtures/golden/latest.json', import.meta.url), 'utf8'),
).items

test('per seller whose page marks a retirement: no current offer, history kept, latest.json says ended', async () => {
  const { sellers } = await loadOfficialTables()
  const marked: string[] = []
  for (const adapter of OFFICIAL_ADAPTERS) {
    const table = sellers.find((s) => s.seller === adapter.seller)!
    const own = table.rows.filter((r) => r.adapter === adapterName(adapter))
    const retired = [...new Set(own.filter((r) => r.status === 'retired').map((r) => r.model))]
    // Models the page retired that no other row of the seller still offers.
    const gone = retired.filter((m) => table.rows.filter((r) => r.model === m).every((r) => !current(r)))
    if (!gone.length) continue
    marked.push(adapter.seller)
    const offers = offersOfTable(table, TODAY)
    for (const m of gone) {
      const rows = table.rows.filter((r) => r.model === m)
      const ended = rows.reduce((a, r) => ((r.effective_until ?? '') > a ? (r.effective_until ?? '') : a), '')
      if (ended.slice(0, 10) > TODAY) continue
      const id = canonicalModelId(m)
      assert.not.ok(offers.has(id), `${adapter.seller} ${m}: still a current offer`)
      assert.ok(
        rows.some((r) => r.input != null || r.output != null),
        `${adapter.seller} ${m}: its priced rows are gone`,
      )
      const retiredOffers = new Set(rows.map((r) => offerId(id, adapter.seller, regionOf(r.url, r.currency))))
      const item = items.find((i) => i.model === id && retiredOffers.has(i.offer))
      if (item)
        assert.match(
          item.date_basis ?? '',
          /in force until/,
          `${adapter.seller} ${m}: latest.json serves it as current`,
        )
    }
  }
  // Perplexity: Sonar Reasoning left the page proven whole on 2025-12-15 (the day its changelog names).
  assert.equal(marked.sort(), [
    'anthropic',
    'deepseek',
    'google',
    'minimax',
    'mistral',
    'moonshot',
    'openai',
    'perplexity',
    'xai',
    'zhipu',
  ])
})
test('no catalogue keeps current a model its seller retired, in any region or currency (every seller)', async () => {
  const { sellers } = await loadOfficialTables()
  const retired = retiredModels(sellers)
  const asOf = '2026-11-25'
  const kept: string[] = []
  for (const [id, r] of retired) {
    if (r.since > asOf) continue
    const item = items.find((i) => i.model === id)
    // Served at all, it is the seller's own last price, said ended ('in force until'), never a catalogue's.
    if (item && !/in force until/.test(item.date_basis ?? '')) kept.push(`${id} (${item.offer}, ${r.since})`)
    // Nor under its rolling name (magistral-medium for magistral-medium-2509) at its last price.
    const stem = SNAPSHOT_ID.exec(id)?.[1]
    const rolling = items.find(
      (i) =>
        !!stem &&
        (i.model === stem || i.model === `${stem}-latest`) &&
        i.aliases?.includes(id) &&
        r.last?.currency === i.native_currency &&
        !/in force until/.test(i.date_basis ?? ''),
    )
    if (rolling) kept.push(`${id} as ${rolling.model} (${rolling.offer}, ${r.since})`)
  }
  assert.ok(retired.has('kimi-latest'), "Moonshot's .cn page dropped kimi-latest on 2026-02-09")
  assert.ok(retired.size >= 25, `${retired.size} models retired by their sellers' pages`)
  assert.equal(kept, [])
})

test('the rule :: a catalogue listing after the retirement is held, one before it or a resale is not', async () => {
  const { sellers } = await loadOfficialTables()
  const check = retiredBySeller(sellers)
  // litellm's kimi-latest (moonshot, USD 2/5) as recorded on 2026-07-24, and as of 2026-01-31.
  const obs: Observation = {
    model: 'kimi-latest',
    source_model_id: 'moonshot/kimi-latest',
    vendor: 'moonshot',
    seller: 'moonshot',
    country: 'CN',
    currency: 'USD',
    input: 2,
    output: 5,
    cache_read: 0.15,
    cache_write: null,
    observed: '2026-07-24',
    source_name: 'litellm',
    source_url: 'https://raw.githubusercontent.com/BerriAI/litellm/main/model_prices_and_context_window.json',
  }
  assert.match(check(obs)?.reason ?? '', /retired kimi-latest on 2026-02-09/)
  assert.is(check({ ...obs, observed: '2026-01-31' }), undefined)
  assert.is(check({ ...obs, seller: 'openrouter' }), undefined)
  // A rolling name at the last price of the snapshot its seller retired (read from Mistral's own rows).
  const last = retiredModels(sellers).get('magistral-medium-2509')!.last!
  const rolling = { ...obs, model: 'magistral-medium', vendor: 'mistral', seller: undefined, observed: '2026-08-21' }
  assert.match(check({ ...rolling, ...last, currency: 'USD' })?.reason ?? '', /is magistral-medium-2509's price/)
  assert.is(check({ ...rolling, ...last, currency: 'USD', input: last.input * 2 }), undefined)
})

test.run()

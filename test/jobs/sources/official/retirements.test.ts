// Retired models, seller by seller, as shipped (data/official, the adapters' reads): a model whose
// page marks it retired (Mistral's retirementDate, OpenAI's 'Shut down') or that left a page proven whole
// (Moonshot's kimi-latest) is no current offer after that day, its rows stay with their prices as
// history, and latest.json serves its last price only as ended ('in force until').
import { readFileSync } from 'node:fs'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { loadOfficialTables } from '../../../../jobs/official.ts'
import { OFFICIAL_ADAPTERS, adapterName } from '../../../../jobs/sources/official/index.ts'
import { current } from '../../../../jobs/sources/official/keys.ts'
import { offerId, offersOfTable, regionOf } from '../../../../tools/price-domain.ts'
import { canonicalModelId } from '../../../../tools/vendors.ts'

const test = suite('official adapters :: retirements')
const TODAY = '2026-11-26'

type Item = { model: string; offer: string; last_observed: string; date_basis?: string }
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
      // The offer the page retired (its region); another region's page, unread, may still sell the model:
      // Moonshot's .cn page dropped kimi-latest, and a catalogue's USD price of its .ai offer is still served.
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
  assert.equal(marked.sort(), ['mistral', 'moonshot', 'openai'])
})
test.run()

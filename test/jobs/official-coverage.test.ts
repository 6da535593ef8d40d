// Coverage of what the adapters read: every standard price an adapter reads from its recorded copies that is
// in force on the data's date (not ended, not retired) is an offer of latest.json at that price within 1%, in
// each of its context bands; or it is a known gap, listed below with its reason. latest.json is the golden
// copy, which test/jobs/feeds-golden.test.ts holds equal to what the feeds build.
import { readFileSync } from 'node:fs'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { loadOfficialTables } from '../../jobs/official.ts'
import { SPELLINGS } from '../../tools/spellings.ts'
import { adapterName, OFFICIAL_ADAPTERS } from '../../jobs/sources/official/index.ts'
import type { OfficialPrice } from '../../tools/official-price.ts'
import { type Band, type Offer, inForceOn, regionOf, sellerOf, withinPriceTolerance } from '../../tools/price-domain.ts'
import { canonicalModelId } from '../../tools/vendors.ts'

type Item = { model: string; aliases?: string[]; offers: Offer[] }
const latest: { as_of: string; items: Item[] } = JSON.parse(
  readFileSync(new URL('../fixtures/golden/latest.json', import.meta.url), 'utf8'),
)

/** A Google Cloud resale with no record to attach to: its developer's pages read here do not price that id. */
const byCloud = (id: string, developer: string) =>
  `no record of ${id}: Google Cloud resells it, and no page of ${developer} read here prices it under that id`

/**
 * Rows read but not served, each with its reason: `seller model >band` -> why. A gap fixed leaves this list
 * (the test fails while it stays), and a new gap fails until it is fixed or listed here.
 */
const GAPS: Record<string, string> = {
  // Priced on the international USD list only: its offers (seller alibaba-intl, not the developer's own table)
  // attach to a record, and none exists until a mainland page read here lists the model.
  'alibaba-intl qwen3.8-omni-flash >0':
    'no record of qwen3.8-omni-flash: only the international price list (2026-09-02) prices it; no mainland copy ' +
    'read lists it',
  'alibaba deepseek-v4.1-flash >0':
    "no record of deepseek-v4.1-flash: DeepSeek's own page sells DeepSeek-V4.1-Flash as deepseek-flash, and a " +
    'resale stands in for a model only where its developer sells it no more',
  'alibaba deepseek-v4-pro-0813 >0':
    "no record of deepseek-v4-pro-0813: DeepSeek's own page sells DeepSeek-V4-Pro-0813 as deepseek-v4-pro, which " +
    'Alibaba prices apart (12/24 元 beside 9/27 元 at peak), so the snapshot is no offer of that record',
  'baidu deepseek-v4.1-flash >0':
    "no record of deepseek-v4.1-flash: DeepSeek's own page sells DeepSeek-V4.1-Flash as deepseek-flash, and a " +
    'resale stands in for a model only where its developer sells it no more',
  'baidu deepseek-v4-pro-0813 >0':
    "no record of deepseek-v4-pro-0813: DeepSeek's own page sells DeepSeek-V4-Pro-0813 as deepseek-v4-pro; the " +
    "dated id a reseller prices (Qianfan's 国庆 block, 9/27 元 at peak) is no offer of that record",
  'alibaba glm-5.2-fast-preview >0':
    'no record of glm-5.2-fast-preview: no page of Zhipu (its developer) read here prices it, so there is no ' +
    'model record for the resale to be an offer of',
  'baidu glm-5.2-fast >0':
    "no record of glm-5.2-fast: Baidu's Qianfan page resells it, and no page of Zhipu (its developer) read here " +
    'prices it, so there is no model record for the resale to be an offer of',
  'volcengine deepseek-v4-1-flash >0':
    "no record of deepseek-v4-1-flash: Volcengine Ark resells it, and no page of DeepSeek's read here prices it",
  'volcengine deepseek-v4-pro预览版 >0':
    'no record of the preview Volcengine Ark resells beside deepseek-v4-pro (正式版): its page names it ' +
    "'deepseek-v4-pro预览版' and states no id of its own, which is no canonical model id",
  // Google Cloud resells these, and no page of their developer read here prices them under that id.
  'google-cloud grok-4.20-reasoning >0': byCloud(
    'grok-4.20-reasoning',
    'xAI (its own page spells it grok-4.20-0309-reasoning)',
  ),
  'google-cloud grok-4.20-reasoning >200000': byCloud(
    'grok-4.20-reasoning',
    'xAI (its own page spells it grok-4.20-0309-reasoning)',
  ),
  'google-cloud grok-4.20-non-reasoning >0': byCloud(
    'grok-4.20-non-reasoning',
    'xAI (its own page spells it grok-4.20-0309-non-reasoning)',
  ),
  'google-cloud grok-4.20-non-reasoning >200000': byCloud(
    'grok-4.20-non-reasoning',
    'xAI (its own page spells it grok-4.20-0309-non-reasoning)',
  ),
  'google-cloud qwen3-next-80b-thinking >0': byCloud('qwen3-next-80b-thinking', 'Alibaba'),
  'google-cloud qwen3-next-80b-instruct >0': byCloud('qwen3-next-80b-instruct', 'Alibaba'),
  'google-cloud gpt-oss-120b >0': byCloud('gpt-oss-120b', 'OpenAI'),
  'google-cloud llama-4-scout >0': byCloud('llama-4-scout', 'Meta'),
  'google-cloud llama-4-maverick >0': byCloud('llama-4-maverick', 'Meta'),
  'google-cloud mistral-small-3.1-25.03 >0': byCloud('mistral-small-3.1-25.03', 'Mistral'),
  'google-cloud codestral-2 >0': byCloud('codestral-2', 'Mistral'),
}

/** The model id a seller's row is served under: its canonical id, respelled by data/registry/spellings.csv. */
const servedId = (r: OfficialPrice) => {
  const id = canonicalModelId(r.model)
  return SPELLINGS.get(id)?.canonical ?? id
}

/** The rows an adapter read that state a standard price in force on `day`. */
function readInForce(rows: OfficialPrice[], adapter: string, day: string) {
  return rows.filter(
    (r) =>
      r.adapter === adapter &&
      r.mode === 'standard' &&
      !r.condition?.window &&
      !r.condition?.promotion_until &&
      r.status !== 'retired' &&
      r.page_date <= day &&
      inForceOn(r, day) &&
      (r.input != null || r.output != null),
  )
}

/** The served band of an offer that the row's band is (the offer's own prices when it has no bands). */
const bandOf = (o: Offer, min: number, outputMin: number | undefined): Pick<Band, 'input' | 'output'> | undefined =>
  o.bands
    ? o.bands.find((b) => b.input_tokens_min === min && b.output_tokens_min === outputMin)
    : min === 0 && !outputMin
      ? o
      : undefined

const within = (served: number | null | undefined, page: number | null) =>
  page == null || withinPriceTolerance(served ?? null, page)

const test = suite('official prices :: every price an adapter reads is served')

test('each standard price in force on as_of is an offer of latest.json within 1%, or a listed gap', async () => {
  const { sellers } = await loadOfficialTables()
  const byName = new Map<string, Item>()
  for (const item of latest.items) for (const n of [item.model, ...(item.aliases ?? [])]) byName.set(n, item)
  const gaps = new Map<string, string>()
  let all = 0
  for (const adapter of OFFICIAL_ADAPTERS) {
    const table = sellers.find((s) => s.seller === adapter.seller)!
    for (const r of readInForce(table.rows, adapterName(adapter), latest.as_of)) {
      all++
      const min = r.condition?.input_tokens_min ?? 0
      const outputMin = r.condition?.output_tokens_min
      const item = byName.get(servedId(r)) ?? byName.get(canonicalModelId(r.model))
      const offer = item?.offers.find(
        (o) =>
          o.seller === sellerOf(adapter.seller) &&
          o.region === regionOf(r.url, r.currency) &&
          o.currency === r.currency,
      )
      const band = offer && bandOf(offer, min, outputMin)
      if (band && within(band.input, r.input) && within(band.output, r.output)) continue
      const served = !item ? 'no record' : !offer ? `no ${adapter.seller} offer on ${item.model}` : JSON.stringify(band)
      gaps.set(
        `${adapter.seller} ${r.model} >${min}${outputMin ? ` output >${outputMin}` : ''}`,
        `page ${r.input}/${r.output} ${r.currency}, served ${served}`,
      )
    }
  }
  console.log(`  ${all - gaps.size}/${all} read prices in force served within 1%`)
  const unlisted = [...gaps].filter(([k]) => !(k in GAPS)).map(([k, v]) => `${k}: ${v}`)
  const fixed = Object.keys(GAPS).filter((k) => !gaps.has(k))
  assert.equal(unlisted, [], 'gaps not listed')
  assert.equal(fixed, [], 'listed gaps now served: take them off the list')
  assert.ok(all > 200, `${all} rows read in force`)
})

test('bands :: no offer has a band without a price, nor two bands from the same token count', () => {
  // Anthropic's 1-hour cache-write row (a standard row with no input or output price) once made a second
  // 0-∞ band with null prices beside each Claude offer's own.
  const bad = latest.items.flatMap((i) =>
    i.offers
      .filter(
        (o) =>
          o.bands?.some((b) => b.input == null && b.output == null) ||
          new Set(o.bands?.map((b) => `${b.input_tokens_min} ${b.output_tokens_min}`)).size !== (o.bands?.length ?? 0),
      )
      .map((o) => o.id),
  )
  assert.equal(bad, [])
})

test("a seller's own spelling :: Mistral's zai-glm-5-2 is its offer of glm-5-2, no model of its own", () => {
  const glm = latest.items.find((i) => i.model === 'glm-5-2')!
  // Mistral's docs models overview retired its resale on 2026-10-31: on as_of the spelling names no offer.
  assert.not.ok(glm.offers.some((o) => o.id === 'glm-5-2@mistral/intl'))
  assert.ok(glm.aliases?.includes('zai-glm-5-2'))
  assert.not.ok(latest.items.some((i) => i.model === 'zai-glm-5-2' || i.offers.some((o) => o.id.startsWith('zai-'))))
})

test.run()

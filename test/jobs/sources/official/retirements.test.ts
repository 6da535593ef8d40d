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
import { endedBySeller, retiredBySeller, retiredModels } from '../../../../jobs/datasets/llm-prices/ended.ts'
import { offerId, offersOfTable, regionOf } from '../../../../tools/price-domain.ts'
import { canonicalModelId } from '../../../../tools/vendors.ts'
import { ALIAS_POINTERS, SNAPSHOT_ID } from '../../../../tools/alias-pointers.ts'
import type { Observation } from '../../../../tools/observation.ts'

const test = suite('official adapters :: retirements')

/** litellm's listing of a model (USD, as recorded on 2026-07-24), with the fields given. */
const litellm = (
  o: Pick<Observation, 'model' | 'source_model_id' | 'vendor' | 'country' | 'input' | 'output'> & Partial<Observation>,
): Observation => ({
  currency: 'USD',
  cache_read: null,
  cache_write: null,
  observed: '2026-07-24',
  source_name: 'litellm',
  source_url: 'https://raw.githubusercontent.com/BerriAI/litellm/main/model_prices_and_context_window.json',
  ...o,
})
const TODAY = '2026-11-26'
// The shipped tables, read once: every test asks the same sellers.
const { sellers } = await loadOfficialTables()
const check = retiredBySeller(sellers)
/** Served as another seller's offer than its developer's (model@seller/region). */
const resold = (i: { vendor: string; offer: string }) => !i.offer.includes(`@${i.vendor}/`)

type Item = {
  model: string
  vendor: string
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
  // Alibaba: notice 731 retires qwen-turbo, qwq-plus, qvq-max, qwen-vl-max and -plus on 2026-10-10 on the
  // Beijing and Singapore sites (alibaba-intl's qwen-turbo too). Baidu: DeepSeek-V3.2-Think and V4-Flash leave
  // Qianfan's whole 深度思考 table, first missed 2026-10-10. Tencent: the old Hunyuan platform stops on 2026-09-30
  // (its offline notice), and TokenHub will not carry hunyuan-a13b and the two translation models (its guide).
  // Google Cloud: its page of open models retires the DeepSeek, GLM, Kimi, Llama and MiniMax resales on 2026-10-21.
  assert.equal(marked.sort(), [
    'alibaba',
    'alibaba-intl',
    'anthropic',
    'baidu',
    'deepseek',
    'google',
    'google-cloud',
    'minimax',
    'mistral',
    'moonshot',
    'openai',
    'perplexity',
    'tencent',
    'xai',
    'zhipu',
  ])
})
test('no catalogue keeps current a model its seller retired, in any region or currency (every seller)', async () => {
  const retired = retiredModels(sellers)
  const asOf = '2026-11-25'
  const kept: string[] = []
  for (const [id, r] of retired) {
    if (r.since > asOf) continue
    // Another seller's own page may still sell it (Alibaba Cloud's deepseek-v4-flash): its offer, not the developer's.
    const item = items.find((i) => i.model === id && !resold(i))
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
  assert.ok(retired.has('kimi-latest'), "Moonshot's model list closed kimi-latest to new users on 2026-01-28")
  assert.ok(retired.has('kimi-thinking-preview'), "Moonshot's model list took kimi-thinking-preview offline")
  assert.ok(retired.size >= 25, `${retired.size} models retired by their sellers' pages`)
  assert.equal(kept, [])
})

test('the rule :: a catalogue listing after the retirement is held, one before it or a resale is not', async () => {
  // litellm's kimi-latest (moonshot, USD 2/5) as recorded on 2026-07-24, and as of 2026-01-27 (Moonshot's
  // model list closed it to new users on 2026-01-28).
  const obs = litellm({
    model: 'kimi-latest',
    source_model_id: 'moonshot/kimi-latest',
    vendor: 'moonshot',
    seller: 'moonshot',
    country: 'CN',
    input: 2,
    output: 5,
    cache_read: 0.15,
  })
  assert.match(check(obs)?.reason ?? '', /retired kimi-latest on 2026-01-28/)
  assert.is(check({ ...obs, observed: '2026-01-27' }), undefined)
  assert.is(check({ ...obs, seller: 'openrouter' }), undefined)
  // A rolling name at the last price of the snapshot its seller retired (read from Mistral's own rows).
  const last = retiredModels(sellers).get('magistral-medium-2509')!.last!
  const rolling = { ...obs, model: 'magistral-medium', vendor: 'mistral', seller: undefined, observed: '2026-08-21' }
  assert.match(check({ ...rolling, ...last, currency: 'USD' })?.reason ?? '', /magistral-medium-2509/)
  // At another price: up to Mistral's newest read (2026-10-10, its docs models overview) it sold no version of
  // magistral-medium; a listing after that read may show a version no read has seen, unless it repeats the
  // retired price.
  const other: Observation = { ...rolling, ...last, currency: 'USD', input: last.input * 2 }
  assert.match(check(other)?.reason ?? '', /magistral-medium is a name of magistral-medium-2509/)
  assert.match(check({ ...other, observed: '2026-10-10' })?.reason ?? '', /magistral-medium is a name of/)
  assert.is(check({ ...other, observed: '2026-10-11' }), undefined)
  assert.match(
    check({ ...rolling, ...last, currency: 'USD' as const, observed: '2026-10-11' })?.reason ?? '',
    /2509's price/,
  )
})

test("Cohere's Deprecated names (closed to new customers) are held from their day; a resale is not", async () => {
  // genai-prices' command and command-r (cohere, USD 1/2 and 0.15/0.6), as recorded on 2026-08-21.
  const command = litellm({
    model: 'command',
    source_model_id: 'command',
    vendor: 'cohere',
    country: 'other',
    input: 1,
    output: 2,
    observed: '2026-08-21',
    source_name: 'genai-prices (pydantic)',
  })
  assert.match(check(command)?.reason ?? '', /Cohere's page retired command on 2025-09-15 .*new customers/)
  const alias = check({ ...command, model: 'command-r', input: 0.15, output: 0.6 })
  assert.is(alias?.since, '2025-09-15')
  assert.match(alias?.reason ?? '', /`command-r` \| Deprecated Sept 15, 2025 \(no longer available to new customers\)/)
  assert.is(check({ ...command, observed: '2025-09-14' }), undefined)
  assert.is(check({ ...command, seller: 'amazon' }), undefined)
  // The models Cohere still sells under their dated ids are not touched.
  assert.is(check({ ...command, model: 'command-r-08-2024', input: 0.15, output: 0.6 }), undefined)
})

test("a reseller's page that closes a resold model holds that resale only, from its day", async () => {
  // genai-prices lists Claude 3.7 Sonnet under Google (Vertex AI), recorded 2026-08-21; Google Cloud's
  // partner models page: deprecated as of 2025-11-11, 'available to existing customers only'.
  const vertex = litellm({
    model: 'claude-3-7-sonnet',
    source_model_id: 'claude-3-7-sonnet',
    vendor: 'anthropic',
    seller: 'google',
    country: 'US',
    input: 3,
    output: 15,
    observed: '2026-08-21',
    source_name: 'genai-prices (pydantic)',
  })
  const held = check(vertex)
  assert.is(held?.since, '2025-11-11')
  assert.match(
    held?.reason ?? '',
    /Google's page closed its resale of claude-3-7-sonnet to new customers on 2025-11-11 .*既存のお客様のみ/,
  )
  assert.is(check({ ...vertex, observed: '2025-11-10' }), undefined)
  // Another reseller's listing, and Anthropic's own sale before its own retirement (2026-02-19), are not Google's.
  assert.is(check({ ...vertex, seller: 'amazon' }), undefined)
  assert.is(check({ ...vertex, seller: undefined, observed: '2026-01-15' }), undefined)
  // Anthropic's own Claude 3.5 Haiku ends on Anthropic's day (2026-02-19), not Google's (2026-01-05).
  const own = { ...vertex, seller: undefined, model: 'claude-3-5-haiku', input: 0.8, output: 4 }
  assert.is(check({ ...own, observed: '2026-01-15' }), undefined)
  assert.match(
    check({ ...own, observed: '2026-03-01' })?.reason ?? '',
    /Anthropic's page retired claude-haiku-3-5 on 2026-02-19/,
  )
})

test("a catalogue's context band of a retired model retires with it, whatever the seller's last read", async () => {
  // llm-prices lists Gemini 1.5 Flash's over-128k prompts as a model of its own, recorded 2026-08-05 (after
  // Google's newest read); Google's page of 2026-03-30, proven whole, no longer names Gemini 1.5 Flash.
  const band = litellm({
    model: 'gemini-1-5-flash-128k',
    source_model_id: 'gemini-1.5-flash-128k',
    vendor: 'google',
    country: 'US',
    input: 0.15,
    output: 0.6,
    observed: '2026-08-05',
    source_name: 'llm-prices (simonw)',
  })
  assert.match(
    check(band)?.reason ?? '',
    /context band of gemini-1-5-flash: .*gone from the page, first missed 2026-03-30/,
  )
  // Before that day it was the band of Gemini 1.5 Flash's offer on Google's page (its capture of May 2025).
  assert.match(check({ ...band, observed: '2026-03-29' })?.reason ?? '', /within gemini-1.5-flash's own offer/)
  assert.is(check({ ...band, observed: '2025-05-19' }), undefined)
  // A band of a model on sale whose page prices that band is that offer's band, not a model (next test).
  assert.match(
    check({ ...band, model: 'gemini-2-5-pro-200k', input: 2.5, output: 15 })?.reason ?? '',
    /context band of gemini-2-5-pro named as a model: Google's page lists the price of requests over 200000 /,
  )
})

test("a catalogue's context band named as a model is served as the band of the model's own offer", async () => {
  // llm-prices' gpt-5-4-272k (5/22.5, recorded 2026-08-05): OpenAI's model page of 2026-11-25 lists the price of
  // prompts over 272K within gpt-5.4's own Standard offer (its sentence: 2x input, 1.5x output). The pricing
  // page's Batch band of 2026-07-30 is no list price: before 2026-11-25 the name is a listing of its own.
  const band = litellm({
    model: 'gpt-5-4-272k',
    source_model_id: 'gpt-5.4-272k',
    vendor: 'openai',
    country: 'US',
    input: 5,
    output: 22.5,
    observed: '2026-11-25',
    source_name: 'llm-prices (simonw)',
  })
  const held = check(band)
  assert.is(held?.since, '2026-11-25')
  assert.match(held?.reason ?? '', /requests over 272000 input tokens within gpt-5.4's own offer from 2026-11-25/)
  assert.is(check({ ...band, observed: '2026-08-05' }), undefined, 'before the page listed it: a listing of its own')
  // xAI's band starts over 199999 tokens: within 1% of 200k.
  const grok = check({ ...band, model: 'grok-4-5-200k', vendor: 'xai', input: 4, output: 12 })
  assert.match(grok?.reason ?? '', /context band of grok-4-5 .* requests over 199999 input tokens within grok-4.5's/)
  // Another currency is another offer: Alibaba's mainland page prices qwen3.6-plus's bands in CNY, not USD.
  const qwen = { ...band, model: 'qwen3-6-plus-256k', vendor: 'alibaba', country: 'CN' as const, input: 2, output: 6 }
  assert.is(check(qwen), undefined)
  // A band no page of its seller prices stays a listing of its own (Anthropic's >200K Sonnet 4.5 prices).
  assert.is(check({ ...band, model: 'claude-sonnet-4-5-200k', vendor: 'anthropic', input: 6 }), undefined)
})

test("a model off the line-up a seller's page shows whole is not its seller's from that day", async () => {
  // litellm's deepseek/deepseek-v3 at the 2025 list price, recorded 2026-07-24: DeepSeek's page lists its
  // models in one row (MODEL, with the MODEL VERSION behind each), and no copy from 2026-04-26 on names V3.
  const v3 = litellm({
    model: 'deepseek-v3',
    source_model_id: 'deepseek/deepseek-v3',
    vendor: 'deepseek',
    country: 'CN',
    input: 0.27,
    output: 1.1,
  })
  const held = check(v3)
  assert.is(held?.since, '2026-04-26')
  assert.match(
    held?.reason ?? '',
    /DeepSeek's page of 2026-04-26 lists every model it sells, deepseek-v3 not among them/,
  )
  assert.is(check({ ...v3, observed: '2026-04-25' }), undefined)
  // A resale is not the developer's to end; a model on the line-up is sold.
  assert.is(check({ ...v3, seller: 'alibaba' }), undefined)
  assert.is(check({ ...v3, model: 'deepseek-v4-pro', input: 1.32, output: 3.96 }), undefined)
  // deepseek-chat, still served as V4 Flash's mode on 2026-04-26, is on no later line-up.
  assert.is(check({ ...v3, model: 'deepseek-chat', observed: '2026-05-01' }), undefined)
  assert.is(check({ ...v3, model: 'deepseek-chat', observed: '2026-08-20' })?.since, '2026-08-16')
  // After the newest line-up (2026-11-25) a listing may be a model launched since: judged only of a model
  // listed on or before the newest line-up (the daily run asks the stored listings; the seed, every series).
  const late = { ...v3, observed: '2026-11-26' }
  assert.is(check(late), undefined)
  const listed = (m: string, day: string) => m === 'deepseek-v3' && day >= '2023-12-26'
  assert.is(check(late, late.observed, listed)?.since, '2026-04-26')
  assert.is(
    check({ ...late, model: 'deepseek-v5' }, late.observed, (_, day) => day >= '2026-11-26'),
    undefined,
  )
  // xAI's whole price tables (the copy of 2026-05-15; the newer one is cut inside its Imagine table): grok-beta
  // (litellm, $5 / $15, 2026-07-24) was listed before that line-up and is not on it; a name of a model on it
  // is: the undated grok-4-20 (grok-4.20-0309-*), a catalogue's -200k band; a rolling -latest is on none.
  const beta = { ...v3, model: 'grok-beta', vendor: 'xai', country: 'US' as const, input: 5, output: 15 }
  const before = () => true
  assert.match(
    check(beta, beta.observed, before)?.reason ?? '',
    /xAI's page of 2026-05-15 lists every model it sells, grok-beta not among them/,
  )
  for (const model of ['grok-4-20', 'grok-4-3-latest', 'grok-4-3-200k', 'grok-imagine-image'])
    assert.is(check({ ...beta, model, input: 2, output: 6 }, beta.observed, before), undefined, model)
  // Google's price page of 2026-03-30, whole to its Notes: every section names the models on sale. Listed
  // before it and not on it: PaLM's chat-bison; Gemini 3 Pro Preview and its -200k band, which the release
  // notes say were shut down on March 9 (the page's own day rules first); a Gemini 3.5 Flash first listed in
  // May is a launch since; the page names no alias (gemini-flash-latest).
  const google = { ...v3, vendor: 'google', country: 'US' as const, input: 2, output: 12 }
  assert.match(
    check({ ...google, model: 'chat-bison' }, google.observed, before)?.reason ?? '',
    /Google's page of 2026-03-30 lists every model it sells/,
  )
  for (const model of ['gemini-3-pro-preview', 'gemini-3-pro-preview-200k'])
    assert.match(
      check({ ...google, model }, google.observed, before)?.reason ?? '',
      /Google's page retired gemini-3-pro-preview on 2026-03-09/,
      model,
    )
  const may = (_: string, day: string) => day >= '2026-05-19'
  assert.is(check({ ...google, model: 'gemini-3-5-flash' }, google.observed, may), undefined)
  assert.is(
    check({ ...google, model: 'gemini-flash-lite-latest', input: 0.1, output: 0.4 }, google.observed, before),
    undefined,
  )
  assert.is(
    check({ ...google, model: 'gemini-2-5-flash', input: 0.3, output: 2.5 }, google.observed, before),
    undefined,
  )
  // The read of 2026-10-10: the models page of 2026-10-04 (every model section) with the price page's models.
  // genai-prices' Gemini 1.0 Pro Vision and gemini-live-2.5-flash (a Vertex AI id) of 2026-08-21, listed before
  // it, are on neither line-up; the Vertex AI offer of a model is another seller's, not judged here.
  const august = { ...google, observed: '2026-08-21', source_name: 'genai-prices (pydantic)' }
  for (const model of ['gemini-1-0-pro-vision-001', 'gemini-live-2-5-flash'])
    assert.match(
      check({ ...august, model }, august.observed, before)?.reason ?? '',
      /Google's page of 2026-03-30 lists every model it sells/,
      model,
    )
  for (const model of ['gemini-3-1-pro-preview-customtools', 'gemini-omni-flash-preview', 'gemini-2-5-pro-preview-tts'])
    assert.is(check({ ...august, model }, august.observed, before), undefined, model)
  assert.is(
    check({ ...august, model: 'gemini-live-2-5-flash', seller: 'google-cloud' }, august.observed, before),
    undefined,
  )
  // Volcengine Ark's 大语言模型 tables, whole on 2026-09-24: llm-prices-cn's Doubao 1.5 Pro (2026-07-03) is on none.
  const doubao = {
    ...v3,
    model: 'doubao-1-5-pro',
    vendor: 'bytedance',
    currency: 'CNY' as const,
    input: 0.8,
    output: 2,
  }
  const july = { ...doubao, observed: '2026-07-03', source_name: 'llm-prices-cn (llmabacus.com)' }
  assert.is(check(july), undefined, 'a listing before the line-up is not judged by it')
  const carried = check({ ...july, observed: '9999-12-31' }, july.observed, before)
  assert.is(carried?.since, '2026-09-24')
  assert.match(carried?.reason ?? '', /page of 2026-09-24 lists every model it sells, doubao-1-5-pro not among/)
  assert.is(check({ ...july, model: 'doubao-seed-2-0-pro', observed: '9999-12-31' }, july.observed, before), undefined)
})

test('retired with no price on the page :: a retirement notice, a model file without a price', async () => {
  const retired = retiredModels(sellers)
  // xAI's migration guide names models no stored xAI page prices.
  for (const id of ['grok-4-0709', 'grok-code-fast-1', 'grok-4-fast-reasoning', 'grok-4-fast-non-reasoning']) {
    assert.is(retired.get(id)?.since, '2026-05-15', id)
    assert.match(retired.get(id)!.reason, /the following models will be retired/)
  }
  // Mistral's model file of Codestral 24.05: status Retired, retirementDate 2025-06-16, an empty price list.
  assert.is(retired.get('codestral-2405')?.since, '2025-06-16')
  assert.is(retired.get('codestral-2405')?.last, undefined)
  const held = items.filter((i) => retired.has(i.model) && retired.get(i.model)!.since <= '2026-11-25' && !resold(i))
  assert.equal(
    held.filter((i) => !/in force until/.test(i.date_basis ?? '')).map((i) => i.model),
    [],
  )
})

test('the names a page gives a retired model retire with it; a name now given to another model moves on', async () => {
  const obs = litellm({
    model: 'grok-3-latest',
    source_model_id: 'xai/grok-3-latest',
    vendor: 'xai',
    country: 'US',
    input: 3,
    output: 15,
  })
  // xAI's 2025 models page lists grok-3 as 'grok-3 / grok-3-latest'; its migration guide retires grok-3.
  assert.match(check(obs)?.reason ?? '', /retired grok-3 \(which it names grok-3-latest too\) on 2026-05-15/)
  assert.is(check({ ...obs, observed: '2026-05-14' }), undefined)
  // A pre-release name and a catalogue's context band of a retired model whose seller sells no version.
  assert.match(check({ ...obs, model: 'grok-3-beta' })?.reason ?? '', /grok-3-beta is a name of grok-3/)
  assert.match(check({ ...obs, model: 'grok-4-128k', input: 6, output: 30 })?.reason ?? '', /name of grok-4-0709/)
  // Both API ids of Claude Sonnet 3.5 (the deprecations page's status table and its history section).
  const sonnet = { ...obs, vendor: 'anthropic', model: 'claude-3-5-sonnet-20241022', observed: '2026-07-02' }
  assert.match(check(sonnet)?.reason ?? '', /retired claude-sonnet-3-5 \(which it names claude-3-5-sonnet-20241022/)
  // Mistral's model files give codestral-latest to codestral-2508 (0.3/0.9): 1/3 under it is another price.
  const latest = { ...obs, vendor: 'mistral', model: 'codestral-latest', input: 1, output: 3 }
  assert.match(check(latest)?.reason ?? '', /gives the name codestral-latest to codestral-2508 \(0.3\/0.9 USD\)/)
  assert.is(check({ ...latest, input: 0.3, output: 0.9 }), undefined)
  assert.is(check({ ...latest, observed: '2026-10-11' }), undefined, "after Mistral's newest read (2026-10-10)")
  // A preview's undated name: OpenAI shut gpt-4.5-preview down on 2025-07-14 (llm-prices' gpt-4-5, 75/150).
  const preview = { ...obs, vendor: 'openai', model: 'gpt-4-5', input: 75, output: 150, observed: '2026-08-05' }
  assert.match(check(preview)?.reason ?? '', /gpt-4-5 is a name of gpt-4-5-preview/)
  // The name of a retired model's modes: grok-4-1-fast for grok-4-1-fast-reasoning and -non-reasoning.
  assert.match(check({ ...obs, model: 'grok-4-1-fast', input: 0.2, output: 0.5 })?.reason ?? '', /reasoning/)
  // The undated name of a dated version at a price its seller ended: grok-4.20-multi-agent-0309 went from
  // 2/6 to 1.25/2.5 (first seen changed on 2026-05-15); genai-prices still had 2/6 under the undated name.
  const ended = endedBySeller(sellers)
  const undated = { ...obs, model: 'grok-4-20-multi-agent', input: 2, output: 6, observed: '2026-08-21' }
  assert.match(ended(undated) ?? '', /2\/6 USD for grok-4.20-multi-agent-0309 .* ended on 2026-05-15/)
  assert.is(ended({ ...undated, input: 1.25, output: 2.5 }), undefined)
  assert.is(ended({ ...undated, observed: '2026-05-01' }), undefined)
})

test("a retired model's name, until its day :: a catalogue's other price under it is held", () => {
  // Mistral's file of Mistral NeMo (2025-10-20 on): apiNames ['open-mistral-nemo-2407', 'open-mistral-nemo'] at
  // $0.15 / $0.15, retired 2026-07-31. litellm listed open-mistral-nemo at $0.30 / $0.30 until then.
  const nemo = litellm({
    model: 'open-mistral-nemo',
    source_model_id: 'mistral/open-mistral-nemo',
    vendor: 'mistral',
    country: 'other',
    input: 0.3,
    output: 0.3,
    observed: '2026-01-31',
  })
  assert.match(
    check(nemo, '2025-09-30')?.reason ?? '',
    /gives the name open-mistral-nemo to open-mistral-nemo-2407 \(0\.15\/0\.15 USD\) since 2025-10-20/,
  )
  assert.is(check({ ...nemo, input: 0.15, output: 0.15 }, '2025-09-30'), undefined, "the model's own price")
  assert.is(check({ ...nemo, observed: '2025-09-30' }, '2025-09-30'), undefined, 'before the file gave the name')
  // Small 3.2 gave mistral-small-latest its name until Small 4 took it (2026-03-16): litellm's 0.06/0.18 of
  // 2026-03-02 is not Small 3.2's $0.10 / $0.30.
  const small = { ...nemo, model: 'mistral-small-latest', input: 0.06, output: 0.18, observed: '2026-03-02' }
  assert.match(check(small, '2026-03-02')?.reason ?? '', /to mistral-small-2506 \(0\.1\/0\.3 USD\)/)
  // Medium 3.1 gave mistral-medium-latest its name until the commit of 2026-06-16 gave it to Medium 3.5: litellm's
  // 1.5/7.5 of 06-26 is Medium 3.5's, its 0.4/2 repeated on 06-28 no longer the name's.
  const medium = { ...nemo, model: 'mistral-medium-latest', input: 1.5, output: 7.5, observed: '2026-06-26' }
  assert.is(check(medium, '2026-06-26'), undefined)
  assert.match(
    check({ ...medium, input: 0.4, output: 2, observed: '2026-06-28' }, '2025-05-29')?.reason ?? '',
    /gives the name mistral-medium-latest to mistral-medium-3-5 \(1\.5\/7\.5 USD\) since 2026-06-16/,
  )
})

test('a name its seller moved :: a catalogue repeating the price it showed before the move is held', async () => {
  // Google's release notes: on 2026-01-21 gemini-flash-latest switched to gemini-3-flash-preview (0.5/3 on
  // Google's page of 2026-03-30). litellm listed it at Gemini 2.5 Flash's 0.3/2.5 from 2025-09-26 to 2026-07-24.
  const obs = litellm({
    model: 'gemini-flash-latest',
    source_model_id: 'gemini/gemini-flash-latest',
    vendor: 'google',
    country: 'US',
    input: 0.3,
    output: 2.5,
  })
  assert.match(
    check(obs, '2025-09-26')?.reason ?? '',
    /moved gemini-flash-latest to gemini-3-flash-preview on 2026-01-21 .* unchanged since 2025-09-26, before the move/,
  )
  assert.is(check(obs, '2025-09-26')?.since, '2026-01-21')
  assert.is(check({ ...obs, observed: '2026-01-20' }, '2025-09-26'), undefined, 'before the move')
  // First shown after the move, past Google's newest read: it may be what the name serves now.
  assert.is(check(obs, '2026-06-01'), undefined)
  // At the price of the model it named then: the catalogue followed the move, until the next one (2026-05-19:
  // "This is now the model behind gemini-flash-latest", gemini-3.5-flash at 1.5/9).
  const followed = { ...obs, input: 0.5, output: 3 }
  assert.is(check({ ...followed, observed: '2026-05-18' }, '2025-09-26'), undefined)
  assert.match(
    check(followed, '2026-01-21')?.reason ?? '',
    /moved gemini-flash-latest to gemini-3.5-flash on 2026-05-19 .* whose pages give it 1.5\/9 USD/,
  )
  // Moves to a model the pages price as before: mistral-small-latest to 2503 (2025-03-17) and
  // mistral-medium-latest to 2508 (2025-08-12), litellm's 0.1/0.3 and 0.4/2 listed since 2024.
  const mistral = { ...obs, vendor: 'mistral', observed: '2025-10-01' }
  assert.is(check({ ...mistral, model: 'mistral-small-latest', input: 0.1, output: 0.3 }, '2024-09-17'), undefined)
  assert.is(check({ ...mistral, model: 'mistral-medium-latest', input: 0.4, output: 2 }, '2025-05-07'), undefined)
  // A move to a model the pages give no price in that currency: nothing said (deepseek-chat to V3.1-Terminus,
  // the name's own 0.56/1.68 USD list in force from 2025-09-05).
  const chat = { ...obs, vendor: 'deepseek', model: 'deepseek-chat', input: 0.56, output: 1.68 }
  assert.is(check({ ...chat, observed: '2025-10-01' }, '2025-09-06'), undefined)
  // A restatement is no move: mistral-small-latest's second statement of 2603 (2026-04-30) after the move
  // (2026-03-16) says nothing of a price first shown between the two. Mistral's own file does: from the
  // commit of 2026-03-16 it names mistral-small-latest as Small 4's, at 0.15/0.6.
  const small = { ...mistral, model: 'mistral-small-latest', input: 0.1, output: 0.3, observed: '2026-06-01' }
  const between = check(small, '2026-04-01')
  assert.match(
    between?.reason ?? '',
    /gives the name mistral-small-latest to mistral-small-2603 \(0\.15\/0\.6 USD\) since 2026-03-16/,
  )
  assert.not.match(between?.reason ?? '', /2026-04-30/)
  assert.match(check(small, '2026-03-01')?.reason ?? '', /mistral-small-latest to mistral-small-2603 .*2026-03-16/)
  // codestral-latest moved to codestral-2501 (0.3/0.9): Codestral 2405's 1/3, listed since 2024, is held.
  const codestral = { ...mistral, model: 'codestral-latest', input: 1, output: 3, observed: '2025-02-01' }
  assert.match(check(codestral, '2024-06-01')?.reason ?? '', /moved codestral-latest to codestral-2501 on 2025-01-13/)
})

test('every rule retires at least as much for a price first shown earlier (the daily run relies on it)', async () => {
  // The served models and every name a seller's statements or pages retire or move, at their served
  // prices and a few others, asked on days across the data's span and at the end of their price.
  const names = new Set([
    ...items.map((i) => i.model),
    ...retiredModels(sellers).keys(),
    ...ALIAS_POINTERS.map((p) => p.alias),
  ])
  const vendorOf = new Map(items.map((i) => [i.model, i.vendor]))
  // The earliest day is the one the daily run asks with (produce.ts storedListings).
  const days = ['0000-00-00', '2024-06-01', '2025-06-01', '2026-02-01', '2026-07-24', '2026-11-26', '9999-12-31']
  let turning = 0
  for (const model of names) {
    const vendor = vendorOf.get(model) ?? model.split('-')[0]
    for (const [input, output] of [
      [0.3, 2.5],
      [1, 3],
      [2, 6],
      [0.1, 0.3],
    ])
      for (const observed of days) {
        const obs = litellm({ model, source_model_id: model, vendor, country: 'US', input, output, observed })
        const verdicts = days.filter((d) => d <= observed).map((d) => !!check(obs, d, () => true))
        if (verdicts.some(Boolean) && !verdicts.every(Boolean)) turning++
        // Retired when first shown on a day, it is retired when first shown on any day before.
        assert.ok(
          verdicts.every((v, i) => !v || verdicts.slice(0, i).every(Boolean)),
          `${model} ${input}/${output} observed ${observed}: ${verdicts}`,
        )
      }
  }
  // Verdicts that turn on the day asked: the property is put to the test.
  assert.ok(turning > 100, `${turning} verdicts turn on the day`)
})

test.run()

import { readFileSync } from 'node:fs'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { BUNDLED_DIR } from '../../jobs/bundled.ts'
import { readEcbRates } from '../../jobs/fx.ts'
import { startTestServer, TEST_BASE_URL, type TestServer } from '../helpers/server.ts'

let server: TestServer
type Price = Record<string, number | string | null>

const bundled = (name: string) => readFileSync(`${BUNDLED_DIR}/${name}`, 'utf8')

/** The latest row of a model in the bundled litellm CSV, read independently of the app's parser. */
function litellmLatest(model: string) {
  const [header, ...lines] = bundled('litellm_monthly_first_party_prices_2023_2026.csv').trim().split('\n')
  const cols = header.split(',')
  const rows = lines.map((l) => Object.fromEntries(l.split(',').map((v, i) => [cols[i], v])))
  return rows
    .filter((r) => r.model === model)
    .sort((a, b) => a.date.localeCompare(b.date))
    .at(-1)!
}

const latest = suite('/data/latest.json :: equals the bundled source records')
latest.before(async () => {
  server = await startTestServer()
})

latest(
  'gpt-5-search-api (litellm, USD) and baichuan-m2 (llm-prices-cn, CNY) :: same ' + 'numbers, CNY = USD x stated rate',
  async () => {
    const res = await server.get('/data/latest.json')
    assert.is(res.status, 200)
    assert.match(res.headers.get('content-type') ?? '', /^application\/json/)
    const feed = await res.json()
    assert.is(feed.source_url, `${TEST_BASE_URL}/data/latest.json`)
    assert.ok(feed.as_of && feed.license && feed.sources.length >= 2)
    const byModel = new Map<string, Price>(feed.items.map((r: Price) => [r.model, r]))

    // A model whose published price is litellm's (gpt-4o-2024-05-13 was one until OpenAI shut it down on
    // 2026-10-23, gpt-4-0125-preview until 2026-03-26; claude-3-opus-20240229 until Anthropic retired it on
    // 2026-01-05; command-a-03-2025 until Cohere's own model card was read; gemini-pro-latest until Google's
    // changelog put gemini-3.1-pro-preview behind it on 2026-03-09).
    const model = 'gpt-5-search-api'
    const source = litellmLatest(model)
    const record = byModel.get(model)!
    assert.ok(record, model)
    assert.is(record.native_currency, 'USD')
    assert.is(record.input_usd, Number(source.input_usd_per_mtok), `${model} input`)
    assert.is(record.output_usd, Number(source.output_usd_per_mtok), `${model} output`)
    assert.is(
      record.cache_read_usd,
      source.cache_read_usd_per_mtok === '' ? null : Number(source.cache_read_usd_per_mtok),
    )
    assert.is(record.last_observed, source.date)
    // The bundled history cites the commit; the recording of litellm's JSON (the same numbers, read
    // by the first start too) cites the file it was fetched from; where the seller's own page states the
    // same price (data/official), the record cites that page and names litellm in via.
    const cites =
      String(record.source_url).includes(source.source_commit) ||
      /BerriAI\/litellm/.test(String(record.source_url)) ||
      (/seller's own page/.test(String(record.source_name)) && /litellm/.test(String(record.via)))
    assert.ok(cites, `${String(record.source_url)} via ${String(record.via)}`)

    const cn = JSON.parse(bundled('llm_prices_cn_szp2005.json')).models.find(
      (m: { id: string }) => m.id === 'baichuan-m2',
    )
    // (doubao-1-6 was the example until Volcengine Ark's whole price tables of 2026-09-24 left it out.)
    const baichuan = byModel.get('baichuan-m2')!
    assert.is(baichuan.native_currency, 'CNY')
    assert.is(baichuan.input_cny, cn.input_price_orig_per_m)
    assert.is(baichuan.output_cny, cn.output_price_orig_per_m)
    assert.is(baichuan.cache_read_cny, cn.cached_input_price_orig_per_m)
    assert.is(baichuan.last_observed, cn.last_verified)
    assert.is(baichuan.source_url, cn.source)

    // Every converted figure: CNY = USD x the stated rate (to the 6 decimals we publish), and the
    // stated rate is the real rate of the stated date in the stated source.
    const monthly = bundled('exchange_rates_monthly_fred_all_countries.csv')
    for (const record of [byModel.get('command-a-03-2025')!, byModel.get('gpt-5-search-api')!, baichuan]) {
      const rate = record.fx_usd_cny as number
      for (const part of ['input', 'output', 'cache_read']) {
        const usd = record[`${part}_usd`] as number | null
        const cny = record[`${part}_cny`] as number | null
        if (usd === null) {
          assert.is(cny, null)
          continue
        }
        assert.ok(Math.abs(usd * rate - cny!) <= 5e-6 * rate, `${record.model} ${part}: ${usd} x ${rate} != ${cny}`)
      }
      // The rate of the stated date in the stated source: the ECB cross rate (CNY per EUR / USD per EUR) or FRED's.
      const ecb = readEcbRates().find((r) => r.date === record.fx_date)
      if (String(record.fx_source).startsWith('ECB'))
        assert.equal(
          [ecb?.rate, ecb?.source],
          [rate, record.fx_source],
          `rate ${rate} on ${record.fx_date} is the ECB's`,
        )
      else
        assert.ok(
          new RegExp(`^${record.fx_date},China,${rate}\\r?$`, 'm').test(monthly),
          `rate ${rate} on ${record.fx_date} is FRED's`,
        )
    }
  },
)
latest.after(() => server.close())
latest.run()

const http = suite('/data :: http behaviour')
http.before(async () => {
  server = await startTestServer()
})

http('ETag :: If-None-Match answers 304 with no body', async () => {
  const first = await server.get('/data/latest.json')
  const etag = first.headers.get('etag')!
  await first.arrayBuffer()
  assert.match(etag, /^"[\w-]+"$/)
  assert.is(first.headers.get('cache-control'), 'public, max-age=300, stale-while-revalidate=3600')
  const again = await server.get('/data/latest.json', { headers: { 'If-None-Match': etag } })
  assert.is(again.status, 304)
  assert.is(await again.text(), '')
})

http('CORS and HEAD :: any origin; HEAD has the headers and no body', async () => {
  const res = await server.get('/data/latest.json', { method: 'HEAD', headers: { Origin: 'https://anyone.example' } })
  assert.is(res.status, 200)
  assert.is(res.headers.get('access-control-allow-origin'), '*')
  assert.ok(Number(res.headers.get('content-length')) > 1000)
  assert.is(await res.text(), '')
  const preflight = await server.get('/data/latest.json', {
    method: 'OPTIONS',
    headers: { Origin: 'https://anyone.example', 'Access-Control-Request-Method': 'GET' },
  })
  assert.is(preflight.status, 204)
  assert.match(preflight.headers.get('access-control-allow-methods') ?? '', /GET/)
})

http('compression :: br and gzip when asked, identical content', async () => {
  const { request } = await import('node:http')
  const raw = (encoding: string) =>
    new Promise<{ enc?: string; body: Buffer }>((resolve, reject) => {
      request(`${server.url}/data/latest.json`, { headers: { 'Accept-Encoding': encoding } }, (res) => {
        const chunks: Buffer[] = []
        res
          .on('data', (c) => chunks.push(c))
          .on('end', () => resolve({ enc: res.headers['content-encoding'], body: Buffer.concat(chunks) }))
      })
        .on('error', reject)
        .end()
    })
  const plain = await raw('identity')
  const br = await raw('gzip, br')
  const gz = await raw('gzip, br;q=0')
  assert.is(plain.enc, undefined)
  assert.is(br.enc, 'br')
  assert.is(gz.enc, 'gzip')
  assert.ok(brotliDecompressSync(br.body).equals(plain.body))
  assert.ok(gunzipSync(gz.body).equals(plain.body))
})

http('history.csv :: text/csv, header then one row per offer per day, one served row per model per day', async () => {
  const res = await server.get('/data/history.csv')
  assert.is(res.status, 200)
  assert.match(res.headers.get('content-type') ?? '', /^text\/csv/)
  const lines = (await res.text()).trimEnd().split('\n')
  assert.ok(lines[0].startsWith('date,model,'), lines[0])
  assert.ok(lines[0].endsWith(',seller,region,offer,served'), lines[0])
  // The last columns (offer, served) are never quoted.
  const fields = lines.slice(1).map((l) => l.split(','))
  const offers = new Set(fields.map((f) => `${f[0]},${f.at(-2)}`))
  assert.is(offers.size, lines.length - 1, 'no duplicate offer+day')
  const served = fields.filter((f) => f.at(-1) === '1')
  assert.is(new Set(served.map((f) => `${f[0]},${f[1]}`)).size, served.length, 'no duplicate served model+day')
  assert.ok(served.length < fields.length, 'other offers have rows')
  assert.ok(lines.length > 100_000)
  assert.ok(lines[1].startsWith('2023-09-'), 'history starts in September 2023')
})

http('only the feeds of the list :: unlisted paths and traversal 404', async () => {
  for (const path of [
    '/data/secret.json',
    '/data/..%2Fpackage.json',
    '/data/../package.json',
    '/data/latest.json.tmp',
    '/data/',
    '/data/history.csv/x',
  ]) {
    const res = await server.get(path)
    assert.is(res.status, 404, path)
    const text = await res.text()
    assert.not.match(text, /"name": "ai-market-data"/)
  }
  const unlisted = await server.get('/data/not_a_feed.json')
  assert.is(unlisted.status, 404)
  assert.match((await unlisted.json()).error.message, /No feed/)
})
http('methods other than GET, HEAD, OPTIONS :: 405 with Allow and a JSON error naming the method', async () => {
  for (const method of ['DELETE', 'PUT', 'POST', 'PATCH']) {
    const res = await server.get('/data/latest.json', { method })
    assert.is(res.status, 405, method)
    assert.is(res.headers.get('allow'), 'GET, HEAD, OPTIONS')
    const body = await res.json()
    assert.is(body.error.code, 'METHOD_NOT_ALLOWED')
    assert.match(body.error.message, new RegExp(`^${method} `))
  }
  assert.is((await server.get('/data/latest.json')).status, 200) // and the feed is still there
})
http.after(() => server.close())
http.run()

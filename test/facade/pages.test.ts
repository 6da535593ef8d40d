// 4 and 5 over the real app and the bundled data: hostile text renders
// inert, the CSP header is present and pages answer 304; every record page shows its source URL and
// observed date and every dataset page's cite block has URL, as_of and license; datapackage.json
// validates against the Frictionless profile and lists every feed with its fields.
import { readFileSync } from 'node:fs'
import { Ajv } from 'ajv'
import addFormatsModule from 'ajv-formats'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { viewsOf } from '../../jobs/dataset.ts'
import { DATASETS, TOOLS } from '../../jobs/datasets/index.ts'
import { chartSvg } from '../../facade/pages/charts.ts'
import { datasetPage } from '../../facade/pages/dataset.tsx'
import { parseTableQuery } from '../../facade/pages/query.ts'
import { recordPage } from '../../facade/pages/record.tsx'
import { defineView, field, pagePath, recordPath } from '../../tools/page.ts'
import { startTestServer, TEST_BASE_URL, type TestServer } from '../helpers/server.ts'

const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv
const VIEWS = viewsOf(DATASETS)
let server: TestServer
const html = (path: string, headers: Record<string, string> = {}) =>
  server.get(path, { headers: { Accept: 'text/html', ...headers } })

// ---------------------------------------------------------------- 3. inert, CSP, 304
const hostile = suite('pages :: hostile values render inert')
const EVIL = '<script>alert(1)</script><img src=x onerror=alert(2)>'
const evilRecord = { id: 'x"><script>alert(3)</script>', name: EVIL, note: `"'&${EVIL}`, url: 'javascript:alert(4)' }
const evilView = defineView<typeof evilRecord>({
  dataset: 'evil_things',
  title: `Evil ${EVIL}`,
  about: EVIL,
  key: (r) => r.id,
  recordTitle: (r) => r.name,
  columns: [
    field('name', 'Name', 'text', { link: 'record' }),
    field('note', `Note ${EVIL}`),
    field('url', 'Link', 'url'),
  ],
  cites: (r) => [{ label: r.name, url: r.url, observed: '2026-01-01' }],
})
const evilPayload = {
  as_of: '2026-01-01',
  sources: [{ name: EVIL, url: 'javascript:alert(5)', license: EVIL, retrieved: '2026-01-01' }],
  items: [evilRecord],
}
const noLinks = { has: () => false }
const pages = [
  [
    'dataset page',
    () =>
      datasetPage({
        view: evilView,
        views: [evilView],
        payload: evilPayload,
        tools: [],
        query: parseTableQuery({ q: EVIL }, evilView.columns),
        charts: [],
        method: `# M\n${EVIL} [x](javascript:alert(6))`,
        baseUrl: TEST_BASE_URL,
        links: noLinks,
      }),
  ],
  [
    'record page',
    () =>
      recordPage({
        view: evilView,
        views: [evilView],
        data: { payload: evilPayload, record: evilRecord, related: {}, history: [] },
        charts: [],
        baseUrl: TEST_BASE_URL,
        links: noLinks,
      }),
  ],
] as const
for (const [name, render] of pages) {
  hostile(`${name} :: no script element, no handler, no javascript: link; the text is shown escaped`, () => {
    const page = render()
    assert.not.match(page, /<script/i)
    assert.not.match(page, /<img/i)
    assert.not.match(page, /href="javascript:/i)
    assert.match(page, /&lt;script>alert\(1\)&lt;\/script>|&lt;script&gt;alert\(1\)&lt;\/script&gt;/)
  })
}
hostile('chart :: a category holding markup is drawn as text', async () => {
  const svg = await chartSvg(
    {
      mark: 'bar',
      encoding: { x: { field: 'k', type: 'nominal' }, y: { field: 'v', type: 'quantitative' } },
      title: EVIL,
    },
    [{ k: EVIL, v: 1 }],
  )
  assert.not.match(svg, /<script|<img/i)
  assert.match(svg, /&lt;script&gt;/)
})

const http = suite('pages :: headers and caching')
http.before(async () => {
  server = await startTestServer()
})
http.after(async () => {
  await server.close()
})
const SAMPLE = ['/', '/index.html', '/llm-prices', '/llm-prices/gpt-4o', '/price-index']
for (const path of SAMPLE) {
  http(`${path} :: 200 with CSP and ETag, then 304 on If-None-Match`, async () => {
    const first = await html(path)
    assert.is(first.status, 200)
    const csp = first.headers.get('content-security-policy') ?? ''
    assert.match(csp, /default-src 'none'/)
    assert.match(csp, /style-src 'self'/)
    assert.not.match(csp, /unsafe-inline|script-src/)
    const etag = first.headers.get('etag')!
    assert.ok(etag)
    const again = await html(path, { 'If-None-Match': etag })
    assert.is(again.status, 304)
  })
}
for (const path of ['/sitemap.xml', '/data/datapackage.json']) {
  http(`${path} :: ETag, then 304 on If-None-Match`, async () => {
    const etag = (await html(path)).headers.get('etag')!
    assert.is((await html(path, { 'If-None-Match': etag })).status, 304)
  })
}
http('/data/datapackage.json :: readable from any origin, answered from the cache or not', async () => {
  for (let i = 0; i < 2; i++)
    assert.is(
      (await server.get('/data/datapackage.json')).headers.get('access-control-allow-origin'),
      '*',
      `answer ${i}`,
    )
})
http('/ :: a browser gets HTML, a text client still gets llms.txt', async () => {
  assert.match((await html('/')).headers.get('content-type')!, /text\/html/)
  const text = await server.get('/', { headers: { Accept: 'text/markdown' } })
  assert.match(text.headers.get('content-type')!, /text\/markdown/)
  assert.match(await text.text(), /^# AI market data/)
})
http('robots.txt and favicon :: served', async () => {
  assert.match(await (await html('/robots.txt')).text(), new RegExp(`Sitemap: ${TEST_BASE_URL}/sitemap.xml`))
  assert.is((await html('/favicon.ico')).status, 200)
})
http('sitemap :: every dataset page and every record page', async () => {
  const xml = await (await html('/sitemap.xml')).text()
  for (const view of VIEWS) {
    assert.ok(xml.includes(`<loc>${TEST_BASE_URL}${pagePath(view.dataset)}</loc>`), view.dataset)
    const snapshot = await server.store.latestEdition<{ items: unknown[] }>(view.dataset)
    if (view.key)
      for (const item of snapshot!.payload.items)
        assert.ok(xml.includes(`${TEST_BASE_URL}${recordPath(view.dataset, view.key(item))}<`), view.key(item))
  }
})
http('dataset table :: sorted, filtered and paged by query string', async () => {
  const page = await (await html('/llm-prices?vendor=openai&sort=input_usd&dir=desc')).text()
  const vendors = [...page.matchAll(/<tr><td><a href="\/llm-prices\/[^"]+">[^<]+<\/a><\/td><td>([^<]+)<\/td>/g)].map(
    (m) => m[1],
  )
  assert.ok(vendors.length > 5)
  assert.ok(vendors.every((v) => v === 'openai'))
  const second = await (await html('/llm-prices?page=2')).text()
  assert.match(second, /page 2 of \d+/)
  assert.match(second, /rel="prev"/)
})
http(
  'a price announced for a later day :: its table on the model page says from when, who, and how known',
  async () => {
    // Gemini 4 Argon's introductory price ends on 2026-11-30 (the tests' seed is of BUNDLED_ON, before it).
    const page = await (await html('/llm-prices/gemini-4-argon')).text()
    const table = page.slice(page.indexOf('Announced prices'))
    assert.ok(table.length < page.length, 'an Announced prices section')
    assert.match(table, /How the day is known/)
    assert.match(table, /2026-12-01/)
    assert.match(table, /secondary: /)
  },
)
http('unknown record :: 404 page, not a crash', async () => {
  assert.is((await html('/llm-prices/no-such-model-anywhere')).status, 404)
})

// ---------------------------------------------------------------- 4. sources, cite blocks
http('every dataset page :: cite block with URL, as_of and license', async () => {
  for (const view of VIEWS) {
    const page = await (await html(pagePath(view.dataset))).text()
    const snapshot = await server.store.latestEdition<{ as_of: string }>(view.dataset)
    assert.match(page, new RegExp(`class="cite-url">${TEST_BASE_URL}${pagePath(view.dataset)}<`), view.dataset)
    assert.match(page, new RegExp(`class="cite-as-of">${snapshot!.payload.as_of}<`), view.dataset)
    assert.match(page, /class="cite-license">CC-BY-4.0/, view.dataset)
    assert.match(page, /@misc\{aimd-/, view.dataset)
  }
})
http('record pages (up to 15 per dataset, every dataset) :: a source URL and an observed date', async () => {
  let checked = 0
  for (const view of VIEWS.filter((v) => v.key)) {
    const { items } = (await server.store.latestEdition<{ items: unknown[] }>(view.dataset))!.payload
    const step = Math.max(1, Math.floor(items.length / 15))
    for (let i = 0; i < items.length; i += step) {
      const page = await (await html(recordPath(view.dataset, view.key!(items[i])))).text()
      const rows = [...page.matchAll(/<tr class="source">(.*?)<\/tr>/g)].map((m) => m[1])
      const complete = rows.some(
        (r) => /class="source-url"><a href="https?:\/\//.test(r) && /class="observed[^"]*">\d{4}(-\d{2}){0,2}</.test(r),
      )
      assert.ok(complete, `${view.dataset} ${view.key!(items[i])}: no source row with a URL and a date`)
      checked++
    }
  }
  console.log(`    record pages checked for a source URL and observed date: ${checked}`)
})

// ---------------------------------------------------------------- page_url
http('feeds and list answers :: records carry page_url, and it answers', async () => {
  const feed = (await (await server.get('/data/gpu_prices.json')).json()) as {
    items: { id: string; page_url: string }[]
  }
  assert.is(feed.items[0].page_url, `${TEST_BASE_URL}/gpu-prices/${feed.items[0].id}`)
  const { secret } = await server.key()
  const answer = (await (await server.get('/api/v1/cloud-agents?limit=2', { key: secret })).json()) as {
    items: { id: string; page_url: string }[]
  }
  assert.is(answer.items[0].page_url, `${TEST_BASE_URL}/agents/${answer.items[0].id}`)
  assert.is((await html(new URL(answer.items[0].page_url).pathname)).status, 200)
})

// ---------------------------------------------------------------- 5. datapackage.json
http('datapackage.json :: valid against the Frictionless profile; every feed with its fields', async () => {
  const profile = JSON.parse(
    readFileSync(new URL('../fixtures/datapackage/data-package.schema.json', import.meta.url), 'utf8'),
  )
  delete profile.$schema // draft-04 keywords used here mean the same in ajv's default draft-07
  const ajv = addFormats(new Ajv({ strict: false, allErrors: true }))
  ajv.addFormat('textarea', true) // an editor hint of the profile, not a constraint
  const validate = ajv.compile(profile)
  const pkg = (await (await server.get('/data/datapackage.json')).json()) as {
    resources: { path: string; schema: { fields: { name: string; type: string }[] } }[]
  }
  assert.ok(validate(pkg), JSON.stringify(validate.errors))
  // Every data feed (JSON and CSV); the Atom feed of changes is a notification channel, not a dataset.
  const feeds = TOOLS.filter((t) => t.feed && t.feed.contentType !== 'application/atom+xml').map((t) => t.feed!.file)
  assert.equal(pkg.resources.map((r) => r.path).sort(), feeds.sort())
  for (const r of pkg.resources) assert.ok(r.schema.fields.length > 2, `${r.path} has fields`)
  const history = pkg.resources.find((r) => r.path === 'history.csv')!
  const header = (await (await server.get('/data/history.csv')).text()).split('\n')[0].split(',')
  assert.equal(
    history.schema.fields.map((f) => f.name),
    header,
  )
  assert.is(history.schema.fields[0].type, 'date')
  const gpu = pkg.resources.find((r) => r.path === 'gpu_prices.json')!
  assert.ok(gpu.schema.fields.some((f) => f.name === 'page_url'))
})

hostile.run()
http.run()

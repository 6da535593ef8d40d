// headless Chromium (Debian's, through playwright-core) over every
// page linked from / and a sample of record pages: no console error, no failed request, every chart
// has marks. Then a crawl of the whole site over HTTP (every dataset page, a bounded number of record
// pages per dataset): every internal link answers 200.
import { existsSync } from 'node:fs'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { viewsOf } from '../../jobs/dataset.ts'
import { DATASETS } from '../../jobs/datasets/index.ts'
import { CHROMIUM, launchChromium } from '../../scripts/screenshots.ts'
import { LLM_PRICES } from '../../tools/llm-prices/llm-prices.ts'
import { pagePath, recordPath } from '../../tools/page.ts'
import { startTestServer, type TestServer } from '../helpers/server.ts'

const RECORDS_IN_BROWSER = 1 // per dataset (its template; the crawl and the sitemap fetch more)
const RECORDS_CRAWLED = 6 // per dataset, parsed for their links
const test = suite('site :: in headless Chromium, and every internal link')
let server: TestServer
let browser: Awaited<ReturnType<typeof launchChromium>>

const internalLinks = (html: string, base: string): string[] =>
  [...html.matchAll(/<a [^>]*href="([^"#]*)(#[^"]*)?"/g)]
    .map((m) => m[1].replace(/&amp;/g, '&'))
    .filter((href) => href.startsWith('/') && !href.startsWith('//'))
    .map((href) => new URL(href, base).pathname + new URL(href, base).search)

if (!existsSync(CHROMIUM)) {
  test('chromium :: skipped', () => {
    console.log(`    SKIPPED: ${CHROMIUM} is missing; run scripts/install-chromium.sh`)
  })
} else {
  test.before(async () => {
    server = await startTestServer()
    browser = await launchChromium()
  })
  test.after(async () => {
    await browser?.close()
    await server?.close()
  })

  test(
    'every page linked from / and sampled record pages :: no ' + 'console error, no failed request, charts have marks',
    async () => {
      const started = Date.now()
      const home = await (await server.get('/', { headers: { Accept: 'text/html' } })).text()
      // Pages, not downloads (the feeds are checked by the crawl below).
      const fromHome = [...new Set(['/', ...internalLinks(home, server.url)])].filter(
        (l) => !/^\/data\/.+\.(json|csv)$/.test(l),
      )
      const records: string[] = []
      for (const view of viewsOf(DATASETS).filter((v) => v.key)) {
        const page = await (await server.get(pagePath(view.dataset), { headers: { Accept: 'text/html' } })).text()
        records.push(
          ...[
            ...new Set(internalLinks(page, server.url).filter((l) => l.startsWith(`${pagePath(view.dataset)}/`))),
          ].slice(0, RECORDS_IN_BROWSER),
        )
      }
      records.push('/llm-prices/gpt-4o')
      const problems: string[] = []
      let charts = 0
      const page = await browser.context.newPage()
      page.on('console', (m) => {
        if (m.type() === 'error') problems.push(`${page.url()}: console error ${m.text()}`)
      })
      page.on('pageerror', (e) => problems.push(`${page.url()}: page error ${e.message}`))
      // The favicon fetch may be cut by the next navigation (ERR_ABORTED): a browser race, not a failure.
      page.on('requestfailed', (r) => {
        if (/\/favicon(\.[0-9a-f]{10})?\.svg$/.test(r.url()) && r.failure()?.errorText === 'net::ERR_ABORTED') return
        problems.push(`${r.url()}: request failed ${r.failure()?.errorText}`)
      })
      page.on('response', (r) => {
        if (r.status() >= 400) problems.push(`${r.url()}: ${r.status()}`)
      })
      const visited = [...fromHome, ...records]
      for (const path of visited) {
        const response = await page.goto(`${server.url}${path}`, { waitUntil: 'load' })
        assert.is(response?.status(), 200, path)
        if (!(response?.headers()['content-type'] ?? '').includes('text/html')) continue
        const marks = await page.$$eval('figure.chart', (figures) =>
          figures.map(
            (f) =>
              f.querySelectorAll(
                'g[class*="role-mark"] > path, g[class*="role-mark"] > line, g[class*="role-mark"] > rect',
              ).length,
          ),
        )
        for (const [i, n] of marks.entries()) assert.ok(n > 0, `${path}: chart ${i} has no marks`)
        charts += marks.length
      }
      assert.equal(problems, [])
      assert.ok(charts >= 5, `charts seen: ${charts}`)
      console.log(
        `    browser: ${visited.length} pages (${records.length} ` +
          `record pages), ${charts} charts, ${Date.now() - started} ms`,
      )
    },
  )

  test('crawl :: every internal link on every dataset page and sampled record pages answers 200', async () => {
    const started = Date.now()
    const status = new Map<string, number>()
    // Record pages are many (thousands of index days): a bounded number per dataset is fetched; a link
    // to any other record must be in the sitemap, whose entries are the records the pages serve.
    const xml = await (await server.get('/sitemap.xml')).text()
    const inSitemap = new Set(
      [...xml.matchAll(/<loc>https?:\/\/[^/]+([^<]*)<\/loc>/g)].map((m) => m[1].replace(/&amp;/g, '&')),
    )
    const fetchedPerDataset = new Map<string, number>()
    let viaSitemap = 0
    const check = async (paths: string[]) => {
      const todo = paths
        .filter((p) => !status.has(p))
        .filter((p) => {
          const record = /^(\/[^/?]+)\/[^/?]+$/.exec(p)
          if (!record || record[1] === '/data') return true
          const n = fetchedPerDataset.get(record[1]) ?? 0
          if (n < RECORDS_CRAWLED) {
            fetchedPerDataset.set(record[1], n + 1)
            return true
          }
          if (inSitemap.has(p)) {
            viaSitemap++
            return false
          }
          return true // not in the sitemap: fetch it, so a dead link is caught
        })
      for (const p of todo) status.set(p, 0)
      // A few at a time: the server is real, the limits are high in tests.
      for (let i = 0; i < todo.length; i += 16) {
        await Promise.all(
          todo.slice(i, i + 16).map(async (p) => {
            const r = await server.get(p, { headers: { Accept: 'text/html' }, method: 'HEAD' })
            status.set(p, r.status)
          }),
        )
      }
    }
    const parsed = new Map<string, string[]>()
    const crawl = async (path: string): Promise<string[]> => {
      if (parsed.has(path)) return parsed.get(path)!
      parsed.set(path, [])
      const r = await server.get(path, { headers: { Accept: 'text/html' } })
      status.set(path, r.status)
      if (!(r.headers.get('content-type') ?? '').includes('text/html')) return []
      const links = [...new Set(internalLinks(await r.text(), server.url))]
      parsed.set(path, links)
      await check(links)
      return links
    }
    const fromHome = await crawl('/')
    const broken: string[] = []
    for (const link of fromHome) await crawl(link)
    for (const view of viewsOf(DATASETS)) {
      const links = await crawl(pagePath(view.dataset))
      const records = links.filter((l) => l.startsWith(`${pagePath(view.dataset)}/`)).slice(0, RECORDS_CRAWLED)
      for (const r of records) await crawl(r)
    }
    for (const [p, s] of status) if (s !== 200) broken.push(`${p} -> ${s}`)
    assert.equal(broken, [])
    console.log(
      `    crawl: ${parsed.size} pages parsed, ${status.size} internal links fetched (200), ${viaSitemap} more ` +
        `record links found in the sitemap, 0 broken, ${Date.now() - started} ms`,
    )
  })

  test('sitemap :: every page it lists answers 200 (with the crawl above: zero broken links on the site)', async () => {
    const started = Date.now()
    const xml = await (await server.get('/sitemap.xml')).text()
    const paths = [...xml.matchAll(/<loc>https?:\/\/[^/]+([^<]*)<\/loc>/g)].map((m) => m[1].replace(/&amp;/g, '&'))
    assert.ok(paths.length > 500, `${paths.length} pages in the sitemap`)
    // A model's page draws several charts on the server (most of a second of CPU each time): of the
    // hundreds, one of each kind is fetched (each vendor; each billing currency, country, number of offers,
    // with context bands or without). The others are listed exactly as the models of latest.json, the
    // records the model pages serve: a listed model the pages do not serve would be a 404.
    const models = (await (await server.get('/data/latest.json')).json()).items as {
      model: string
      vendor: string
      country: string
      native_currency: string
      offers?: { bands?: unknown[] }[]
    }[]
    const modelPath = (model: string) => recordPath(LLM_PRICES, model)
    assert.equal(
      paths.filter((p) => p.startsWith(`${pagePath(LLM_PRICES)}/`)).sort(),
      models.map((m) => modelPath(m.model)).sort(),
      'the sitemap lists a page for every model of latest.json, and no other model',
    )
    const kinds = new Map<string, string>()
    for (const m of models) {
      const offers = m.offers ?? []
      const kind = [m.native_currency, m.country, Math.min(offers.length, 3), offers.some((o) => o.bands?.length)]
      for (const k of [`vendor ${m.vendor}`, kind.join(' ')]) if (!kinds.has(k)) kinds.set(k, modelPath(m.model))
    }
    const sampled = new Set(kinds.values())
    const fetched = paths.filter((p) => !p.startsWith(`${pagePath(LLM_PRICES)}/`) || sampled.has(p))
    const broken: string[] = []
    for (let i = 0; i < fetched.length; i += 8) {
      await Promise.all(
        fetched.slice(i, i + 8).map(async (p) => {
          const r = await server.get(p, { headers: { Accept: 'text/html' }, method: 'HEAD' })
          if (r.status !== 200) broken.push(`${p} -> ${r.status}`)
        }),
      )
    }
    assert.equal(broken, [])
    console.log(
      `    sitemap: ${paths.length} pages, ${fetched.length} fetched (${sampled.size} model pages of ` +
        `${models.length}, one of each kind), 0 broken, ${Date.now() - started} ms`,
    )
  })
}

test.run()

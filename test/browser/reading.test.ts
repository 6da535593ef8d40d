// What a person sees, in headless Chromium at 1280 and 390 px wide: chart titles that follow the
// model's billing currency, the procurement summary's figures on its page, no page wider than a
// 1280 px window, chart text at least 10 px high on a phone, unique time ticks, the index's base,
// whole legends, money rounded by one rule, feeds labelled by their type and notes in words.
import { existsSync } from 'node:fs'
import type { Page } from 'playwright-core'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { viewsOf } from '../../jobs/dataset.ts'
import { DATASETS } from '../../jobs/datasets/index.ts'
import { CHROMIUM, launchChromium } from '../../scripts/screenshots.ts'
import { pagePath } from '../../tools/page.ts'
import { displayMoney } from '../../tools/round.ts'
import { startTestServer, type TestServer } from '../helpers/server.ts'

const test = suite('pages :: what a person sees in Chromium')
let server: TestServer
let browser: Awaited<ReturnType<typeof launchChromium>>
let page: Page

const html = async (path: string) => (await server.get(path, { headers: { Accept: 'text/html' } })).text()
const json = async (path: string) => (await server.get(path)).json()

/** The charts' text as drawn (the visible drawing of each chart; labels vega hid for overlap left out). */
const chartTexts = (p: Page) =>
  p.$$eval('figure.chart svg', (svgs) =>
    svgs
      .filter((svg) => svg.getClientRects().length > 0)
      .flatMap((svg, chart) =>
        [...svg.querySelectorAll('text')]
          .filter((t) => t.getAttribute('opacity') !== '0' && t.textContent?.trim())
          .map((t) => {
            const axis = t.closest('g[aria-roledescription="axis"]')?.getAttribute('aria-label') ?? ''
            return {
              chart,
              text: t.textContent!.trim(),
              height: t.getBoundingClientRect().height,
              timeAxis: /time scale/.test(axis) && !!t.closest('g.role-axis-label'),
            }
          }),
      ),
  )

/** What the tests read off a page in a 1280 px window. */
const wide = (p: Page) =>
  p.evaluate(() => {
    // No helper function declared in here: the test's transpiler would name it with a helper the page lacks.
    const over: string[] = []
    const root = document.documentElement
    if (root.scrollWidth > root.clientWidth) over.push(`page ${root.scrollWidth} px`)
    // A table or code block in a box of its own that scrolls sideways is as wide as the page would be.
    for (const box of document.querySelectorAll<HTMLElement>('.scroll, pre, .chart-svg')) {
      if (box.getClientRects().length && box.scrollWidth > box.clientWidth + 1)
        over.push(`${box.querySelector('caption')?.textContent ?? box.tagName} ${box.scrollWidth} px`)
    }
    // Short Chinese text (a role, a company) on one line, not one character a line.
    for (const zh of document.querySelectorAll<HTMLElement>('td [lang="zh"]')) {
      const text = zh.textContent ?? ''
      if (text.length <= 6 && zh.getClientRects().length > 1) over.push(`"${text}" broken over lines`)
    }
    const tables: Record<string, string[][]> = {}
    for (const t of document.querySelectorAll('table')) {
      const caption = t.querySelector('caption')?.textContent
      if (caption)
        tables[caption] = [...t.querySelectorAll('tbody tr')].map((tr) =>
          [...tr.querySelectorAll('td')].map((td) => td.textContent ?? ''),
        )
    }
    return {
      over,
      titles: Array.from(document.querySelectorAll('figure.chart h3'), (e) => e.textContent ?? ''),
      headings: Array.from(document.querySelectorAll('h2'), (e) => e.textContent ?? ''),
      tables,
      body: document.body.textContent ?? '',
      amounts: Array.from(document.querySelectorAll('main td.num, main dd.num, main figcaption')).flatMap((c) =>
        [...(c.textContent ?? '').matchAll(/[$¥](-?[\d,]+(?:\.\d+)?)/g)].map((m) => m[1]),
      ),
      recordNumbers: Array.from(document.querySelectorAll('table.records td.num'), (e) => e.textContent ?? ''),
      downloads: Array.from(document.querySelectorAll('#downloads + ul li'), (e) => e.textContent ?? ''),
      // The note, the lead paragraph and the filters' choices (a code such as ai_server reads "ai server").
      words: Array.from(
        document.querySelectorAll('main p.note, main p.lead, main form.filters option'),
        (e) => e.textContent ?? '',
      ),
    }
  })

type Look = Awaited<ReturnType<typeof wide>> & {
  texts: { 1280: Awaited<ReturnType<typeof chartTexts>>; 390: Awaited<ReturnType<typeof chartTexts>> }
  /** The page's width in a 390 px window. */
  phoneWidth: number
}
const looks = new Map<string, Promise<Look>>()

/**
 * A page loaded once, read in a 1280 px window, then in a 390 px one: the same page laid out again at the
 * new width (the pages have no script; what changes with the width is the stylesheet's media query).
 */
function look(path: string): Promise<Look> {
  let seen = looks.get(path)
  if (!seen) {
    seen = (async () => {
      await page.setViewportSize({ width: 1280, height: 900 })
      const response = await page.goto(`${server.url}${path}`, { waitUntil: 'load' })
      assert.is(response?.status(), 200, path)
      const facts = await wide(page)
      const texts1280 = await chartTexts(page)
      await page.setViewportSize({ width: 390, height: 900 })
      const phoneWidth = await page.evaluate(() => document.documentElement.scrollWidth)
      return { ...facts, texts: { 1280: texts1280, 390: await chartTexts(page) }, phoneWidth }
    })()
    looks.set(path, seen)
  }
  return seen
}

/** Every dataset page, and the first record page each links to. */
async function datasetAndRecordPages(): Promise<string[]> {
  const paths: string[] = []
  for (const view of viewsOf(DATASETS)) {
    const path = pagePath(view.dataset)
    paths.push(path)
    const record = new RegExp(`href="(${path}/[^"?#]+)"`).exec(await html(path))
    if (record) paths.push(record[1])
  }
  return paths
}

if (!existsSync(CHROMIUM)) {
  test('chromium :: skipped', () => {
    console.log(`    SKIPPED: ${CHROMIUM} is missing; run scripts/install-chromium.sh`)
  })
} else {
  test.before(async () => {
    server = await startTestServer()
    browser = await launchChromium()
    page = await browser.context.newPage()
  })
  test.after(async () => {
    await browser?.close()
    await server?.close()
  })

  test('chart titles :: the series in the billing currency is "as billed", the other "converted"', async () => {
    const models = (await json('/data/latest.json')).items as { model: string; native_currency: string }[]
    const usd = models.find((m) => m.model === 'gpt-4o')!
    const cny = models.find((m) => m.model === 'qwen-max')!
    assert.is(usd.native_currency, 'USD')
    assert.is(cny.native_currency, 'CNY')
    for (const [model, billed, other] of [
      ['gpt-4o', 'USD', 'CNY'],
      ['qwen-max', 'CNY', 'USD'],
    ]) {
      const { titles } = await look(`/llm-prices/${model}`)
      assert.ok(titles.includes(`List price per 1M tokens, ${billed} (as billed)`), `${model}: ${titles}`)
      assert.ok(
        titles.includes(`List price per 1M tokens, ${other} (converted from ${billed} at each day's rate)`),
        `${model}: ${titles}`,
      )
    }
  })

  test('/procurement-summary :: the windows, categories, largest projects, deadlines and suppliers', async () => {
    const feed = await json('/data/procurement_summary.json')
    const { headings, tables, body } = await look('/procurement-summary')
    for (const h of ['Counts and totals by window', 'By category', 'Largest projects', 'Upcoming deadlines'])
      assert.ok(headings.includes(h), `heading ${h}`)
    assert.ok(headings.includes('Top suppliers'))
    const table = (caption: string) => tables[caption] ?? []
    const windows = table('Counts and totals by window')
    const week = windows.find((r) => r[0] === 'Last 7 days')!
    const w = feed.windows.last_7_days
    assert.equal(week.slice(1, 6), [w.start, w.end, String(w.tenders), String(w.awards), String(w.candidates)])
    if (w.awards) assert.is(week[7], `¥${displayMoney(w.award_total_cny)}`)
    assert.is(table('By category').length, feed.category_split.length)
    const largest = table('Largest projects')
    assert.is(largest.length, feed.largest_projects.length)
    assert.is(largest[0][0], feed.largest_projects[0].title)
    assert.is(largest[0][3], `¥${displayMoney(feed.largest_projects[0].amount_cny)}`)
    assert.is(table('Top suppliers').length, feed.top_suppliers.length)
    if (!feed.upcoming_deadlines.length)
      assert.ok(body.includes('No tender in the data has a deadline after the data date'))
  })

  test('1280 px :: no dataset page, nor a record page of each, is wider than the window (nor at 390 px)', async () => {
    const wide: string[] = []
    const paths = await datasetAndRecordPages()
    for (const path of paths) for (const o of (await look(path)).over) wide.push(`${path}: ${o}`)
    // On a phone the tables scroll in their own box, but the page itself is no wider than the window.
    for (const path of paths) {
      const width = (await look(path)).phoneWidth
      if (width > 390) wide.push(`${path} at 390 px: page ${width} px`)
    }
    assert.equal(wide, [])
    console.log(`    ${paths.length} pages at 1280 px (and at 390 px), none wider than the window`)
  })

  test('390 px :: chart text at least 10 px high; time ticks unique; legends whole', async () => {
    const chartPages = ['/price-index', '/llm-prices/gpt-4o', '/llm-prices/qwen-max', '/gpu-prices/nvidia-h100-sxm']
    for (const path of await datasetAndRecordPages())
      if (/<figure class="chart"/.test(await html(path))) chartPages.push(path)
    let texts = 0
    for (const width of [390, 1280] as const) {
      for (const path of new Set(chartPages)) {
        const drawn = (await look(path)).texts[width]
        assert.ok(drawn.length > 0, `${path} draws text`)
        texts += drawn.length
        if (width === 390) {
          const small = drawn.filter((t) => t.height < 10).map((t) => `${t.text} ${t.height.toFixed(1)} px`)
          assert.equal(small, [], `${path} at 390 px: text under 10 px`)
        }
        const charts = new Set(drawn.map((t) => t.chart))
        for (const chart of charts) {
          const ticks = drawn.filter((t) => t.chart === chart && t.timeAxis).map((t) => t.text)
          assert.equal(ticks, [...new Set(ticks)], `${path} at ${width} px: chart ${chart} repeats a time tick`)
          assert.ok(
            ticks.every((t) => /\b(19|20)\d\d$/.test(t)),
            `${path}: ticks name the year: ${ticks}`,
          )
        }
        const cut = drawn.filter((t) => t.text.endsWith('…')).map((t) => t.text)
        assert.equal(cut, [], `${path} at ${width} px: a cut label`)
      }
    }
    console.log(`    ${new Set(chartPages).size} pages with charts at 390 and 1280 px, ${texts} texts`)
  })

  test('the price index :: its charts state the base date and value', async () => {
    const { base_date: base } = await json('/data/price_index.json')
    assert.match(base, /^\d{4}-\d{2}-\d{2}$/)
    const { titles } = await look('/price-index')
    assert.ok(titles[0].includes(`100 on ${base}`), titles[0])
    assert.ok(titles[1].includes(`100 on ${base}`), titles[1])
  })

  test('money :: every amount on a price page is shown by the one rule', async () => {
    for (const path of ['/llm-prices/qwen-max', '/llm-prices/gpt-4o', '/gpu-prices/nvidia-h100-sxm', '/llm-prices']) {
      const { amounts } = await look(path)
      assert.ok(amounts.length > 3, `${path}: amounts shown`)
      const off = amounts.filter((a) => displayMoney(Number(a.replace(/,/g, ''))) !== a)
      assert.equal(off, [], `${path}: amounts not in the one rule`)
    }
    // Prices in the row's own currency (its Currency column), without a sign: the same rule.
    const prices = (await look('/price-changes')).recordNumbers.filter((t) => /^[\d,.]+$/.test(t))
    assert.ok(prices.length > 20)
    assert.equal(
      prices.filter((a) => displayMoney(Number(a.replace(/,/g, ''))) !== a),
      [],
      '/price-changes: prices not in the one rule',
    )
  })

  test('feeds and notes :: the Atom feed is labelled Atom; no note, lead or filter choice names a field', async () => {
    const atom = (await look('/price-changes')).downloads.find((l) => l.includes('price_changes.atom'))!
    assert.match(atom, /— Atom feed:/)
    for (const view of viewsOf(DATASETS)) {
      const { words } = await look(pagePath(view.dataset))
      const fields = words.flatMap((w) => w.match(/\b[a-z]+_[a-z_]+\b|\bas_of\b/g) ?? [])
      assert.equal(fields, [], `${pagePath(view.dataset)}: field names in its notes`)
    }
  })

  test('429 in a browser :: the advice is to come back later, not to send a key a browser cannot send', async () => {
    const limited = await startTestServer({ RATE_LIMIT_ANON: '3' })
    try {
      let status = 0
      // A new address each time: the browser would answer a page it has from its cache.
      for (let i = 0; i < 6 && status !== 429; i++)
        status = (await page.goto(`${limited.url}/?visit=${i}`, { waitUntil: 'load' }))?.status() ?? 0
      assert.is(status, 429)
      const advice = (await page.textContent('main'))?.replace(/\s+/g, ' ') ?? ''
      assert.match(advice, /come back in \d+ seconds/)
      assert.not.match(advice, /use a key|with a key the limit is higher/i)
    } finally {
      await limited.close()
    }
  })
}

test.run()

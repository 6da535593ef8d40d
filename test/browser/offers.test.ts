// A model's offers as a person sees them in headless Chromium: the table of every offer (seller,
// region, currency, prices, bands, source link, date; the headline first) and a chart per offer in its
// own currency. qwen-max, from data/official: Alibaba's mainland price page (2026-06-08) "qwen-max
// 中国内地 仅非思考模式 无阶梯计价 2.4元 9.6元" per 1M tokens, its older page "qwen-max | 0.02元 | 0.06元" per
// 1K tokens (20 / 60 per 1M) until then; its international pages, "Last Updated:Dec 16, 2024 ... qwen-max |
// Input unit price (1,000 tokens) | $0.0100 ... Output | $0.0300" (10 / 30 USD per 1M), then
// "Updated at: 2025-04-03 ... Minimum input price (1,000 tokens) | $0.0016 ... output | $0.0064" (1.6 / 6.4).
import { existsSync } from 'node:fs'
import type { Page } from 'playwright-core'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { CHROMIUM, launchChromium } from '../../scripts/screenshots.ts'
import { displayMoney } from '../../tools/round.ts'
import type { Offer } from '../../tools/price-domain.ts'
import { startTestServer, type TestServer } from '../helpers/server.ts'

const test = suite('pages :: a model page shows its offers')
let server: TestServer
let browser: Awaited<ReturnType<typeof launchChromium>>
let page: Page

const open = async (path: string, width = 1280) => {
  await page.setViewportSize({ width, height: 900 })
  // The page already shown is laid out again at the new width, not loaded again: the pages have no
  // script, what the width changes is the stylesheet's media query.
  if (page.url() === `${server.url}${path}`) return
  const response = await page.goto(`${server.url}${path}`, { waitUntil: 'load' })
  assert.is(response?.status(), 200, path)
}

/** The rows of the table captioned `caption`, each cell's text, and each row's links. */
const tableRows = (p: Page, caption: string) =>
  p.$$eval(
    'table',
    (tables, caption) => {
      const table = tables.find((t) => t.querySelector('caption')?.textContent?.trim() === caption)
      return [...(table?.querySelectorAll('tbody tr') ?? [])].map((tr) => ({
        cells: [...tr.querySelectorAll('td')].map((td) => td.textContent?.trim() ?? ''),
        links: [...tr.querySelectorAll('a')].map((a) => a.getAttribute('href')),
      }))
    },
    caption,
  )

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

  test('offers table :: every offer of latest.json, headline first, with its source link and date', async () => {
    const item = (
      (await (await server.get('/data/latest.json')).json()).items as {
        model: string
        headline: string
        offers: Offer[]
      }[]
    ).find((m) => m.model === 'qwen-max')!
    assert.is(item.offers.length, 2)
    await open('/llm-prices/qwen-max')
    const rows = await tableRows(page, 'Offers')
    assert.equal(
      rows.map((r) => r.cells[0]),
      [item.headline, ...item.offers.filter((o) => o.id !== item.headline).map((o) => o.id)],
    )
    for (const row of rows) {
      const o = item.offers.find((x) => x.id === row.cells[0])!
      // Offer, Headline, Seller, Region, Currency, Input, Output, Cache read, Bands, Source, Date
      assert.equal(row.cells.slice(1, 7), [
        o.id === item.headline ? 'yes' : 'no',
        o.seller,
        o.region,
        o.currency,
        displayMoney(o.input!),
        displayMoney(o.output!),
      ])
      assert.is(row.cells[10], o.date)
      assert.ok(row.links.includes(o.source_url), `${o.id}: link to ${o.source_url}`)
    }
    assert.equal(rows[0].cells.slice(2, 7), ['alibaba', 'cn', 'CNY', '2.40', '9.60'])
    // Nothing wider than the window: the table fits without its own sideways scroll.
    const over = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('.scroll')].some((b) => b.scrollWidth > b.clientWidth + 1),
    )
    assert.not.ok(over, 'a table scrolls sideways at 1280 px')
  })

  test('a chart per offer :: drawn in its own currency, its numbers the seller pages over time', async () => {
    await open('/llm-prices/qwen-max')
    for (const [id, currency] of [
      ['offer-alibaba-cn', 'CNY'],
      ['offer-alibaba-intl', 'USD'],
    ]) {
      const figure = page.locator(`figure#chart-${id}`)
      assert.is(await figure.count(), 1, id)
      assert.match(
        (await figure.locator('h3').textContent()) ?? '',
        new RegExp(`list price per 1M tokens, ${currency}$`),
      )
      assert.ok(await figure.locator('.chart-wide svg').isVisible(), `${id}: drawn at 1280 px`)
    }
    const intl = await tableRows(page, 'Offer qwen-max@alibaba/intl: list price per 1M tokens, USD: data')
    const priced = intl.map((r) => [r.cells[0], r.cells[1], r.cells[2]])
    assert.ok(
      priced.some((p) => p[0] === '2024-12-16' && p[1] === '10.00' && p[2] === '30.00'),
      JSON.stringify(priced),
    )
    assert.ok(
      priced.some((p) => p[0] === '2025-04-03' && p[1] === '1.60' && p[2] === '6.40'),
      JSON.stringify(priced),
    )
    // The mainland chart: 20 / 60 on the old page's last day (it ended 2026-06-08), then 2.4 / 9.6.
    const cn = await tableRows(page, 'Offer qwen-max@alibaba/cn: list price per 1M tokens, CNY: data')
    const days = cn.map((r) => r.cells.slice(0, 3).join(' '))
    const [old, now] = [days.indexOf('2026-06-07 20.00 60.00'), days.indexOf('2026-06-08 2.40 9.60')]
    assert.ok(old >= 0 && now === old + 1, JSON.stringify(days))
    // On a phone the chart is drawn narrow, still one per offer.
    await open('/llm-prices/qwen-max', 390)
    assert.ok(await page.locator('figure#chart-offer-alibaba-intl .chart-narrow svg').isVisible())
  })

  test('context bands :: each band of the mainland page in words; the chart plots the first', async () => {
    // help.aliyun.com, qwen3.7-plus, 华北2（北京）: '0<Token≤256K | 原价2元（限时8折） | 原价8元（限时8折）' and
    // '256K<Token≤1M | 原价6元（限时8折） | 原价24元（限时8折）': the list prices per 1M tokens.
    await open('/llm-prices/qwen3-7-plus')
    const [row] = (await tableRows(page, 'Offers')).filter((r) => r.cells[0] === 'qwen3-7-plus@alibaba/cn')
    assert.is(row.cells[8], '0-256K: 2.00 / 8.00; 256K-1M: 6.00 / 24.00')
    const points = await tableRows(page, 'Offer qwen3-7-plus@alibaba/cn: list price per 1M tokens, CNY: data')
    assert.ok(points.length > 0)
    assert.equal(points[points.length - 1].cells.slice(1, 3), ['2.00', '8.00'])
  })

  test('a one-offer model :: one offer row and one offer chart', async () => {
    await open('/llm-prices/claude-fable-5-2')
    const rows = await tableRows(page, 'Offers')
    assert.equal(
      rows.map((r) => r.cells[0]),
      ['claude-fable-5-2@anthropic/intl'],
    )
    assert.is(await page.locator('figure[id^="chart-offer-"]').count(), 1)
  })
}

test.run()

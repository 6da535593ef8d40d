// charts a person reads at a glance. On the pages of a model with two years
// of history, the price index and a GPU: time axes name the year, no legend shows a field name,
// no figure shows a converted price's long tail of digits.
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { startTestServer, type TestServer } from '../helpers/server.ts'

let server: TestServer
const charts = suite('pages :: charts read at a glance')
charts.before(async () => {
  server = await startTestServer()
})
charts.after(() => server.close())

// A tick names the month (after its day, over a span of weeks).
const MONTH = /^(\d{1,2} )?(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\b/
const texts = (html: string) =>
  [...html.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1].trim()).filter(Boolean)
const figures = (html: string) => [...html.matchAll(/<figure[\s\S]*?<\/figure>/g)].map((m) => m[0])

for (const path of [
  '/llm-prices/gpt-4o',
  '/llm-prices/deepseek-v4-pro',
  '/price-index',
  '/gpu-prices/nvidia-h100-sxm',
]) {
  charts(`${path} :: years on time axes, words in legends, figures rounded`, async () => {
    const html = await (await server.get(path)).text()
    const labels = texts(html)
    assert.ok(labels.length > 10, `${path} draws charts`)
    const months = labels.filter((t) => MONTH.test(t))
    assert.ok(months.length > 0, 'a time axis')
    assert.equal(
      months.filter((t) => !/\b(19|20)\d\d\b/.test(t)),
      [],
      'every month label names its year',
    )
    assert.equal(
      labels.filter((t) => /^[a-z]+(_[a-z]+)+$/.test(t)),
      [],
      'no field name in a legend',
    )
    for (const figure of figures(html)) {
      const words = figure.replace(/<svg[\s\S]*?<\/svg>/g, ' ').replace(/<[^>]+>/g, ' ')
      assert.not.match(words, /\d\.\d{6,}/, "no six-decimal figure in a chart's summary or table")
    }
  })
}

charts('the index chart :: a linear axis fitted to the series, not a log axis from 10 to 1000', async () => {
  const html = await (await server.get('/price-index')).text()
  const first = figures(html)[0]
  assert.not.ok(texts(first).includes('1,000'), 'no 1,000 tick')
  assert.not.match(first, /Log scale/)
})

charts.run()

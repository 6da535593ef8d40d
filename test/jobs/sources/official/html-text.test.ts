// An HTML page fetched live is read as the text rendering its recorded copy is. No seller's HTML is
// recorded here (the stores keep text renderings only), so the pages below are TEST-ONLY markup: the
// recorded text of a page laid out as the HTML a docs site serves (paragraphs, a table, a list), with the
// head, scripts and navigation a real page carries around it. The words and numbers are the recorded ones.
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { recordedPages } from '../../../../jobs/sources/official/baseline.ts'
import { htmlAsText, isHtmlDocument, pageText } from '../../../../jobs/sources/official/html-text.ts'
import meituan from '../../../../jobs/sources/official/meituan.ts'
import moonshot, { offlineModels } from '../../../../jobs/sources/official/moonshot.ts'
import type { PageText } from '../../../../jobs/sources/official/types.ts'
import { asHtml } from '../../../helpers/as-html.ts'

const test = suite('official :: an HTML page read as its text')

test('blocks are lines, a table is a pipe table, hidden text and markup are dropped', () => {
  const html =
    '<!doctype html><html><head><script>var x = "<p>no</p>"</script></head><body>' +
    '<h2>Pricing &amp; limits</h2><p>Unit: <b>yuan</b> / 1M&nbsp;tokens<br>Cache writes free</p>' +
    '<table><tr><th>Model</th><th>Input</th></tr><tr><td><code>m-1</code></td><td>&yen;0.56</td></tr>' +
    '<tr><td>m|2</td><td>$1<br>per 1M</td></tr></table><ul><li>one<li>two</ul><p>open paragraph'
  assert.is(
    htmlAsText(html),
    [
      'Pricing & limits',
      'Unit: yuan / 1M tokens',
      'Cache writes free',
      '| Model | Input |',
      '|---|---|',
      '| m-1 | ¥0.56 |',
      '| m\\|2 | $1 per 1M |',
      '- one',
      '- two',
      'open paragraph',
      '',
    ].join('\n'),
  )
  assert.ok(isHtmlDocument('  <!DOCTYPE html><html>'))
  assert.ok(isHtmlDocument('<html lang="zh">'))
  // A Markdown twin, a JSON list and a source file are read as fetched.
  for (const body of ['# Pricing\n| a | b |', '{"models": []}', 'export const x = { price: 1 }'])
    assert.is(pageText(body), body)
})

test("LongCat's price pages as HTML: the adapter reads the rows it reads from the recorded text", () => {
  const seen = { date: meituan.recorded, basis: 'copy' }
  const recorded = recordedPages(meituan)
  const live: PageText[] = recorded.map((p) => ({ ...p, text: pageText(asHtml(p.text)) }))
  const strip = (r: { evidence: string }) => ({ ...r, evidence: '' })
  const fromText = meituan.parse(recorded, seen)
  const fromHtml = meituan.parse(live, seen)
  assert.ok(fromText.rows.length >= 6)
  assert.equal(fromHtml.problems, fromText.problems)
  assert.equal(fromHtml.rows.map(strip), fromText.rows.map(strip))
  // The words read are the page's own, not the script's.
  assert.not.ok(fromHtml.rows.some((r) => r.evidence.includes('$99')))
})

test("Moonshot's model list as HTML: the 已下线模型 list items retire the same models on the same days", () => {
  const page = recordedPages(moonshot).find((p) => p.url.endsWith('/docs/models'))!
  const section = page.text.slice(page.text.indexOf('已下线模型'))
  const items = section
    .split('\n')
    .slice(1)
    .filter((l) => /^[a-z]/.test(l))
    .map((l) => l.replace(/^([a-z][a-z0-9.-]*)/, '<code>$1</code>'))
  const list = items.map((l) => `<li>${l}</li>`).join('')
  const html = `<!doctype html><html><body><h3>已下线模型</h3><ul>${list}</ul></body></html>`
  const lives = (text: string) => offlineModels({ url: page.url, text }).lives.map((l) => [l.model, l.status_date])
  assert.equal(lives(pageText(html)), lives(page.text))
  assert.equal(lives(pageText(html)).length, 2)
})

test.run()

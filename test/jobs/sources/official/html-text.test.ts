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
import { cellsOf } from '../../../../jobs/sources/official/markdown.ts'

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
      '## Pricing & limits',
      'Unit: yuan / 1M tokens',
      'Cache writes free',
      '| Model | Input |',
      '|---|---|',
      '| `m-1` | ¥0.56 |',
      '| m\\|2 | $1 per 1M |',
      '- one',
      '- two',
      'open paragraph',
      '',
    ].join('\n'),
  )
  // The escaped pipe stays in its cell when the adapters split the row.
  assert.equal(cellsOf('| m\\|2 | $1 per 1M |'), ['m|2', '$1 per 1M'])
})

test('tables as docs sites draw them: spans filled out, header rows joined, blocks in a cell apart', () => {
  const html =
    '<!doctype html><html><body><nav><p>Docs menu $1 / $2</p></nav><aside><h3>已下线模型</h3></aside><main>' +
    '<table><caption>Text models</caption><thead><tr><th rowspan="2">Model</th><th colspan="2">Price</th></tr>' +
    '<tr><th>Input</th><th>Output</th></tr></thead><tbody>' +
    '<tr><td rowspan="2"><p>m-pro</p><p>(preview)</p></td><td>$1</td><td>$3</td></tr>' +
    '<tr><td>$2</td><td>$6</td></tr></tbody></table>' +
    '<pre>line one\n  line two</pre><script>window.price = "$99"</script></main></body></html>'
  assert.is(
    htmlAsText(html),
    [
      'Text models',
      '| Model | Price Input | Price Output |',
      '|---|---|---|',
      '| m-pro (preview) | $1 | $3 |',
      '| m-pro (preview) | $2 | $6 |',
      'line one',
      '  line two',
      '',
    ].join('\n'),
  )
  // What a page starts with before its first tag is no reason to read it raw; a Markdown twin is read as fetched.
  for (const body of ['\uFEFF<!DOCTYPE html><html>', '<?xml version="1.0"?><html>', '<!-- built -->\n<!doctype html>'])
    assert.ok(isHtmlDocument(body), body)
  assert.ok(isHtmlDocument('<head><title>x</title></head>'))
  for (const body of [
    '# Pricing\n| a | b |',
    '{"models": []}',
    'export const x = { price: 1 }',
    '<Note>md</Note>\n# T',
  ])
    assert.is(pageText(body), body)
  // A page nested deeper than any call stack reads as text all the same, in a cell too.
  const deep = `<!doctype html><html><body>${'<div>'.repeat(20000)}deep${'</div>'.repeat(20000)}</body></html>`
  assert.is(pageText(deep), 'deep\n')
  const cellDeep = `<!doctype html><table><tr><th>a</th></tr><tr><td>${'<span>'.repeat(20000)}x</td></tr></table>`
  assert.is(pageText(cellDeep), '| a |\n|---|\n| x |\n')
})

test('a span carried past an empty cell stays in its column; list items, code and preformatted text', () => {
  const grid =
    '<!doctype html><table><tr><th>Model</th><th>Tier</th><th>Note</th></tr>' +
    '<tr><td>a</td><td>1</td><td rowspan="2">promo</td></tr><tr><td>b</td></tr><tr><td>c</td><td>3</td></tr></table>'
  assert.is(
    htmlAsText(grid),
    ['| Model | Tier | Note |', '|---|---|---|', '| a | 1 | promo |', '| b |  | promo |', '| c | 3 |  |', ''].join(
      '\n',
    ),
  )
  const blocks =
    '<!doctype html><ul><li><p>Input</p></li><li>Output</li></ul><p>Use <code>a<br>b</code> or <code></code>x</p>' +
    '<pre><code>a = 1\nb = 2</code></pre>'
  assert.is(htmlAsText(blocks), ['- Input', '- Output', 'Use `a b` or x', 'a = 1', 'b = 2', ''].join('\n'))
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
  // The words read are the page's own: no script's or menu's text reaches the text read.
  for (const p of live) assert.not.match(p.text, /\$99|window\.__data|TEST-ONLY menu/)
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

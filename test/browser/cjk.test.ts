// a Chinese procurement page in Chromium draws CJK glyphs, checked by pixels:
// two different Chinese names are drawn differently (without a CJK font both become the same empty
// boxes), and neither looks like characters no font has (private-use code points: always boxes).
// The Chinese text is marked lang="zh".
import { existsSync } from 'node:fs'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { CHROMIUM, launchChromium } from '../../scripts/screenshots.ts'
import { startTestServer, type TestServer } from '../helpers/server.ts'

const cjk = suite('pages :: Chinese text in Chromium')
let server: TestServer
let browser: Awaited<ReturnType<typeof launchChromium>>

if (!existsSync(CHROMIUM)) {
  cjk('chromium :: skipped', () => {
    console.log(`    SKIPPED: ${CHROMIUM} is missing; run scripts/install-chromium.sh`)
  })
} else {
  cjk.before(async () => {
    server = await startTestServer()
    browser = await launchChromium()
  })
  cjk.after(async () => {
    await browser?.close()
    await server?.close()
  })

  cjk('a procurement deal page :: lang="zh" on the Chinese names, and glyphs, not boxes', async () => {
    const list = await (await server.get('/procurement-deals', { headers: { Accept: 'text/html' } })).text()
    const path = /href="(\/procurement-deals\/[^"?]+)"/.exec(list)![1]
    const page = await browser.context.newPage()
    await page.goto(server.url + path)
    const marked = await page.locator('[lang="zh"]').count()
    assert.ok(marked > 0, `${path}: Chinese text marked lang="zh"`)
    // Three samples drawn in the page's own font stack: two Chinese names and three private-use code points.
    await page.evaluate(() => {
      for (const [id, text] of [
        ['a', '中兴通讯'],
        ['b', '华为技术'],
        ['tofu', '\uE000\uE001\uE002\uE003'],
      ]) {
        const span = document.createElement('span')
        span.id = id
        span.lang = 'zh'
        span.textContent = text
        span.setAttribute('style', 'font-size:32px;display:inline-block;padding:4px;background:#fff;color:#000')
        document.querySelector('main')!.prepend(span)
      }
    })
    const shot = (id: string) => page.locator(`#${id}`).screenshot()
    const [a, b, tofu] = [await shot('a'), await shot('b'), await shot('tofu')]
    await page.close()
    assert.not.ok(a.equals(b), 'two different Chinese names draw differently (boxes would be identical)')
    assert.not.ok(a.equals(tofu) || b.equals(tofu), 'Chinese names do not draw as the boxes of missing glyphs')
  })
}

cjk.run()

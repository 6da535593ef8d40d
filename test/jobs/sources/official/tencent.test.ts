// Tencent's adapter on a third party's captures of its Hunyuan text-generation billing page (混元生文计费概述):
// the price table's nine models, each input and output in 元 per million tokens, the 腾讯元器 product left out;
// whole when the next section follows the table. Tencent's own notices end that platform: the old ids it lists
// go offline on 2026-06-22, the platform stops on 9月30日 (2026, after the ids' day), and the models TokenHub will
// not carry are retired then.
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { baseline, recordedPages } from '../../../../jobs/sources/official/baseline.ts'
import tencent from '../../../../jobs/sources/official/tencent.ts'
import { rowProblems } from '../../../../tools/official-price.ts'

const test = suite('official tencent')
const seen = { date: '2026-10-10', basis: 'copy' }

test('the price table of the 2026-10-10 capture: nine models, every number in its words, proven whole', () => {
  const read = tencent.parse(recordedPages(tencent), seen)
  assert.equal(read.problems, [])
  for (const r of read.rows) assert.equal(rowProblems(r), [], r.model)
  assert.equal(
    read.rows.map((r) => [r.model, r.input, r.output]),
    [
      ['hunyuan-a13b', 0.5, 2],
      ['hunyuan-role-latest', 2.4, 9.6],
      ['hunyuan-translation', 1.2, 3.6],
      ['hunyuan-translation-lite', 1, 3],
      ['tencent hy vision 1.5 instruct', 3, 9],
      ['hunyuan-turbos-vision', 3, 9],
      ['hunyuan-t1-vision', 3, 9],
      ['hunyuan-turbos-vision-video', 3, 9],
      ['hunyuan-embedding', 0.7, 0.7],
    ],
  )
  assert.ok(read.rows.every((r) => r.currency === 'CNY' && r.mode === 'standard'))
  assert.match(read.rows[0].condition_text ?? '', /停止支持新购模型服务/)
  assert.match(read.complete ?? '', /计费与结算方式/)
})

test("the platform's stop ends every price on 2026-09-30; what TokenHub will not carry is retired that day", () => {
  const read = tencent.parse(recordedPages(tencent), seen)
  assert.ok(read.rows.every((r) => r.effective_until === '2026-09-30'))
  assert.match(read.rows[0].effective_basis ?? '', /原 腾讯混元大模型平台 将于 9 月 30 日 全面停服下线/)
  const retired = (id: string) => read.rows.find((r) => r.model === id)?.status
  assert.is(retired('hunyuan-translation'), 'retired')
  assert.is(retired('hunyuan-a13b'), 'retired')
  // TokenHub may sell it: its price on the old platform ended, the model is not known retired.
  assert.is(retired('hunyuan-role-latest'), 'listed')
  const life = (id: string) => read.lives?.find((l) => l.model === id)
  assert.equal([life('hunyuan-lite')?.status, life('hunyuan-lite')?.status_date], ['retired', '2026-09-30'])
  assert.match(life('hunyuan-lite')?.words ?? '', /TokenHub 将不再支持/)
  // The notice's own list goes offline on its stated day, each with the id it names as replacement.
  assert.equal([life('hunyuan-t1-latest')?.status_date, life('hunyuan-t1-latest')?.stated], ['2026-06-22', true])
  assert.match(life('hunyuan-turbos-latest')?.words ?? '', /2026 年 6 月 22 日 00:00 起正式下线.*→ hy3-preview/)
  assert.is((read.lives ?? []).filter((l) => l.status_date === '2026-06-22').length, 35)
})

test('a notice cut inside an id reads no id from it; without its day it says so', () => {
  const pages = recordedPages(tencent)
  const notice = pages.find((p) => p.url.endsWith('/131925'))!
  const cut = { ...notice, text: notice.text.slice(0, notice.text.indexOf('hunyuan-large-longcontext') + 12) }
  const read = tencent.parse([pages[0], cut], seen)
  assert.ok(read.lives?.some((l) => l.model === 'hunyuan-large'))
  assert.not.ok(read.lives?.some((l) => l.model === 'hunyuan-larg'))
  const undated = { ...notice, text: notice.text.replace('2026 年 6 月 22 日', '') }
  const bad = tencent.parse([pages[0], undated], seen)
  assert.match(bad.problems.join(' '), /no day the listed models go offline/)
  assert.ok(bad.rows.every((r) => !r.effective_until))
})

test('the 2026-09-08 capture says the same: first seen then, no price change to 2026-10-10', () => {
  const b = baseline(tencent)
  assert.equal(b.problems, [])
  assert.is(b.rows.length, 9)
  assert.ok(b.rows.every((r) => r.page_date === '2026-10-10' && r.first_seen === '2026-09-08'))
  assert.equal(
    b.events.filter((e) => e.kind === 'launch').map((e) => e.date_basis),
    b.rows.map(() => 'first seen 2026-09-08'),
  )
  // Then the platform stops: the three models TokenHub will not carry retire on its day.
  assert.equal(
    b.events.filter((e) => e.kind !== 'launch').map((e) => [e.kind, e.model, e.date]),
    ['hunyuan-a13b', 'hunyuan-translation', 'hunyuan-translation-lite'].map((m) => ['retirement', m, '2026-09-30']),
  )
})

test('a copy cut inside the table proves nothing whole', () => {
  const [page] = recordedPages(tencent)
  const read = tencent.parse(
    [{ ...page, text: page.text.slice(0, page.text.indexOf('Hunyuan-embedding |\n输入')) }],
    seen,
  )
  assert.is(read.rows.length, 8)
  assert.is(read.complete, undefined)
})
test.run()

// Every seller adapter on its recorded copy: its rows are sound and cite the adapter, the page's URL,
// the page's date and its words; data/official/<seller>.json is exactly the adapter's read of its
// recorded copies (written by write.ts, never edited by hand); and every copy is dated in the manifest.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { baseline, recordedPages } from '../../../../jobs/sources/official/baseline.ts'
import { adapterName, OFFICIAL_ADAPTERS } from '../../../../jobs/sources/official/index.ts'
import { copiesManifest } from '../../../../jobs/sources/official/write.ts'
import { PAGES_DIR } from '../../../../jobs/sources/official/types.ts'
import { OFFICIAL_DIR } from '../../../../jobs/official.ts'
import { rowProblems } from '../../../../tools/official-price.ts'
import xai from '../../../../jobs/sources/official/xai.ts'

const test = suite('official adapters')

for (const a of OFFICIAL_ADAPTERS)
  test(`${a.seller} :: the recorded copy parses into sound rows naming adapter, URL, page date and words`, () => {
    const read = a.parse(recordedPages(a), { date: a.recorded, basis: a.recorded_basis })
    // iFlytek's doc prices one version (Lite, free); every other seller's pages price several.
    assert.ok(read.rows.length >= (a.seller === 'iflytek' ? 1 : 3), `${read.rows.length} rows`)
    // A page whose copy is dated on its own carries its own date.
    const dateOf = (url: string) => a.pages.find((p) => p.url === url)?.recorded?.date ?? a.recorded
    for (const r of read.rows) {
      assert.equal(rowProblems(r), [], `${r.model} ${r.mode}`)
      assert.is(r.adapter, adapterName(a))
      assert.ok(
        a.pages.some((p) => p.url === r.url),
        r.url,
      )
      assert.ok(r.page_date === dateOf(r.url) && r.page_date_basis.length > 10, `${r.model} ${r.page_date}`)
      assert.ok(r.evidence.length > 10)
    }
  })

test('data/official holds each adapter read of its recorded copies, as written', () => {
  for (const a of OFFICIAL_ADAPTERS) {
    const table = JSON.parse(readFileSync(join(OFFICIAL_DIR, `${a.seller}.json`), 'utf8'))
    assert.is(table.adapter, adapterName(a))
    assert.equal(table.rows, JSON.parse(JSON.stringify(baseline(a).rows)), a.seller)
    assert.equal(table.lives, JSON.parse(JSON.stringify(baseline(a).lives)), `${a.seller} lives`)
  }
  const manifest = JSON.parse(readFileSync(join(PAGES_DIR, 'manifest.json'), 'utf8'))
  assert.equal(manifest, JSON.parse(JSON.stringify(copiesManifest())))
})

test('xai :: short and long context bands from the model cell', () => {
  const read = xai.parse(recordedPages(xai), { date: '2026-11-25', basis: 'copy' })
  const grok = read.rows.filter((r) => r.model === 'grok-4.5')
  assert.equal(
    grok.map((r) => [r.input, r.cache_read, r.output, r.condition]),
    [
      [2, 0.3, 6, { input_tokens_max: 199999 }],
      [4, 0.6, 12, { input_tokens_min: 199999, input_tokens_max: null }],
    ],
  )
  assert.ok(grok.every((r) => r.region === 'global'))
})
test.run()

// Each seller read over its last good read (jobs/sources/official/sellers.ts): a live run's kept read, the
// shipped one, whichever is newer, with what the shipped one knows and the kept one does not.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { OFFICIAL_PAGES, readSellers } from '../../../../jobs/sources/official/sellers.ts'
import type { OfficialPrice } from '../../../../tools/official-price.ts'

const test = suite('official sellers :: read over the last good read')

test('a kept read from before first_seen: each row keeps the day the shipped read first saw it', () => {
  const state = mkdtempSync(join(tmpdir(), 'amd-sellers-'))
  try {
    const file = new URL('../../../../data/official/cohere.json', import.meta.url)
    const shipped = JSON.parse(readFileSync(file, 'utf8'))
    const aya = (rows: OfficialPrice[]) =>
      rows.find((r) => r.model === 'c4ai-aya-expanse-32b' && r.mode === 'standard')!
    assert.is(aya(shipped.rows).first_seen, '2026-09-02', 'as shipped')
    // A run of 2026-11-20 kept its read without the field: the same prices, seen that day.
    const rows = shipped.rows.map(({ first_seen: _, ...r }: OfficialPrice) =>
      r.effective_until ? r : { ...r, page_date: '2026-11-20' },
    )
    mkdirSync(join(state, 'official'))
    writeFileSync(join(state, 'official', 'cohere.json'), JSON.stringify({ ...shipped, rows }))
    const texts = OFFICIAL_PAGES.map((p) => readFileSync(p.fixture, 'utf8'))
    const read = readSellers(texts, '2026-11-26', state).tables.find((t) => t.seller === 'cohere')!
    assert.equal([aya(read.rows).first_seen, aya(read.rows).page_date], ['2026-09-02', '2026-11-26'])
  } finally {
    rmSync(state, { recursive: true, force: true })
  }
})

test("line-ups: the shipped ones, the kept run's and today's, each day once, kept for the next run", async () => {
  const state = mkdtempSync(join(tmpdir(), 'amd-sellers-'))
  try {
    const texts = OFFICIAL_PAGES.map((p) => readFileSync(p.fixture, 'utf8'))
    const days = (r: ReturnType<typeof readSellers>) =>
      r.tables.find((t) => t.seller === 'deepseek')!.lineups!.map((l) => l.day)
    const first = readSellers(texts, '2026-11-26', state)
    assert.equal(days(first), ['2026-04-26', '2026-08-16', '2026-09-10', '2026-09-11', '2026-11-25', '2026-11-26'])
    await first.persist!()
    const kept = JSON.parse(readFileSync(join(state, 'official', 'deepseek.json'), 'utf8'))
    assert.equal(kept.lineups.at(-1).models, [
      'deepseek-flash',
      'deepseek-v4-pro',
      'deepseek-v4.1-flash-1017',
      'deepseek-v4-pro-0813',
    ])
    // The next day's run reads over the kept one: yesterday's line-up stays, today's joins it.
    assert.equal(days(readSellers(texts, '2026-11-27', state)).slice(-3), ['2026-11-25', '2026-11-26', '2026-11-27'])
  } finally {
    rmSync(state, { recursive: true, force: true })
  }
})

test.run()

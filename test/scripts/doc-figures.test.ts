// The method documents state only figures the data has: each one's "Figures from the data" section is
// what scripts/doc-figures.ts makes from the feeds of the run's seed of the bundled data (the same seedStore
// and exportFeeds as buildFeeds: test/helpers/seeded-feeds.ts), and the prose outside it
// states no result of the data (no "current result" lines; every dollar amount it quotes is a number the
// feeds hold).
import { readdirSync, readFileSync } from 'node:fs'
import { readFile, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { seededFeeds } from '../helpers/seeded-feeds.ts'
import { type Feeds, HEADING, METHODS_DIR, prose, SECTIONS, withFigures } from '../../scripts/doc-figures.ts'

const docs = suite('method documents :: figures from the data')
let dir: string
let feeds: Feeds
let numbers: Set<number>

docs.before(async () => {
  const seeded = await seededFeeds()
  dir = seeded.dir
  feeds = seeded.feeds
  numbers = new Set<number>()
  // Every JSON feed, and the coding PCs (a dataset without a feed) as the store holds them.
  const texts = [JSON.stringify(feeds.coding_pc)]
  for (const file of readdirSync(join(dir, 'feeds')).filter((f) => f.endsWith('.json'))) {
    texts.push(await readFile(join(dir, 'feeds', file), 'utf8'))
  }
  for (const m of texts.join('\n').matchAll(/\d[\d,]*(?:\.\d+)?/g)) numbers.add(Number(m[0].replaceAll(',', '')))
})
docs.after(() => rm(dir, { recursive: true, force: true }))

const read = (file: string) => readFileSync(new URL(file, METHODS_DIR), 'utf8')
const methodFiles = readdirSync(METHODS_DIR).filter((f) => f.endsWith('.md'))

docs('each figures section :: equal to what the built feeds make (npm run docs:figures writes it)', () => {
  for (const [file, make] of Object.entries(SECTIONS)) {
    const text = read(file)
    assert.ok(text.includes(`\n${HEADING}\n`), `${file} has its figures section`)
    const made = withFigures(text, make(feeds))
    if (made !== text) {
      const want = made.split('\n')
      const got = text.split('\n')
      const i = want.findIndex((line, n) => line !== got[n])
      assert.unreachable(`${file} line ${i + 1}: the data makes "${want[i]}", the document says "${got[i]}"`)
    }
  }
})

docs('price index :: the base date and the first and last points are the feed’s', () => {
  const p = feeds.price_index
  const text = read('price-index.md')
  assert.ok(text.includes(`base_date ${p.base_date}`), p.base_date)
  for (const stale of ['2024-05-23', '83.1', '95.1', '19.8', '96.4', '83.3']) {
    assert.not.ok(prose(text).includes(stale), `the prose no longer says ${stale}`)
  }
})

docs('prose :: no result of the data outside the figures section', () => {
  const result = /result on the bundled|current result|bundled (?:data|history|file)\s*:|on the seed's list/i
  for (const file of methodFiles) {
    const lines = prose(read(file)).split('\n')
    const hit = lines.find((line) => result.test(line))
    assert.is(hit, undefined, `${file}: ${hit}`)
  }
})

docs('prose :: every dollar amount it quotes is a number in the feeds (code spans are examples)', () => {
  const missing: string[] = []
  for (const file of methodFiles) {
    const text = prose(read(file))
      .replace(/```[\s\S]*?```/g, '')
      .replace(/`[^`\n]*`/g, '')
    for (const m of text.matchAll(/\$\s?(\d[\d,]*(?:\.\d+)?)(k|bn)?/g)) {
      const value = Number(m[1].replaceAll(',', '')) * (m[2] === 'k' ? 1000 : 1)
      if (!numbers.has(value) && !m[2]) missing.push(`${file}: ${m[0]}`)
    }
  }
  assert.equal(missing, [], `stated amounts the feeds do not hold: ${missing.join('; ')}`)
})

docs.run()

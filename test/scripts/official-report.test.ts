// docs/OFFICIAL-PRICES.md is what the data makes (the coverage table in the docs).
import { readFile } from 'node:fs/promises'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { officialReport, REPORT_FILE } from '../../scripts/official-report.ts'

test(
  'docs/OFFICIAL-PRICES.md :: the rows per seller, the served check ' +
    'and the coverage table, as the data makes them',
  async () => {
    const made = await officialReport()
    const committed = await readFile(REPORT_FILE, 'utf8')
    assert.match(made, /\| anthropic \| \d+ \|/)
    assert.match(made, /## Coverage/)
    assert.is(committed, made, 'run `npx tsx scripts/official-report.ts` and commit docs/OFFICIAL-PRICES.md')
  },
)

test.run()

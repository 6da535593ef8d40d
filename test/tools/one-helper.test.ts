// One helper for each idea: dates, rounding, statistics, the refused-record
// shape, XML escaping and money as pages show it each live in one tools/ module; no other code file
// defines its own copy.
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'

const test = suite('one helper per idea')

/** The idea, where it lives, and how a copy of it reads in code. */
const IDEAS: { idea: string; home: string; copy: RegExp }[] = [
  { idea: 'calendar arithmetic', home: 'tools/dates.ts', copy: /\b(function|const) (addDays|daysBetween|dayOf)\b/ },
  {
    idea: 'rounding',
    home: 'tools/round.ts',
    copy: /\b(function|const) round\w*\s*=?\s*\(\s*\w+: number|Math\.round\([^)]*\*\s*1e\d+\)\s*\/\s*1e\d/,
  },
  {
    idea: 'mean, median and quantiles',
    home: 'tools/stats.ts',
    copy: /\b(function|const) (mean|median|quantile)\b|reduce\(\(\w+, \w+\) => \w+ \+ \w+, 0\) \/ \w+(\.length)?\b/,
  },
  {
    idea: 'the refused-record shape',
    home: 'tools/rejected.ts',
    copy: new RegExp(
      [
        String.raw`\{\s*source: string;?\s*record: string;?\s*reason: string;?\s*\}`,
        String.raw`interface (Rejected|Rejection|Quarantined)\b`,
      ].join('|'),
    ),
  },
  { idea: 'XML escaping', home: 'tools/xml.ts', copy: /replace\(\/&\/g, '&amp;'\)/ },
  {
    // How a page shows money: one rule (significant digits, cents), not a precision picked where it is shown.
    idea: 'money as pages show it',
    home: 'tools/round.ts',
    copy: /\b(function|const) (display|format|show)\w*(Money|Price|Usd|Cny|Amount)\b|[$¥]\$\{(?!displayMoney\()[^}]*\(/,
  },
]

const code = () =>
  execFileSync('git', ['ls-files', '*.ts', '*.tsx'], { encoding: 'utf8' })
    .split('\n')
    .filter((f) => f && !f.startsWith('test/') && !f.startsWith('data/'))

test('each idea is defined in its one module and nowhere else', () => {
  const copies: string[] = []
  for (const file of code()) {
    const text = readFileSync(file, 'utf8')
    for (const { idea, home, copy } of IDEAS) {
      if (file === home) {
        assert.ok(copy.test(text), `${home} holds ${idea}`)
        continue
      }
      text.split('\n').forEach((line, i) => {
        if (copy.test(line)) copies.push(`${file}:${i + 1} (${idea}, home ${home}): ${line.trim()}`)
      })
    }
  }
  assert.equal(copies, [], `copies of a shared helper:\n${copies.join('\n')}`)
})

test('the check finds a copy :: each pattern matches the way a copy was written before', () => {
  const before = [
    'export function addDays(date: string, days: number): string {',
    'const round4 = (x: number) => Math.round(x * 1e4) / 1e4',
    'export function median(values: number[]): number {',
    'export type Rejected = { source: string; record: string; reason: string }',
    "const xml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;')",
    'return `$${grouped(value, Math.abs(value) < 1 ? 4 : 2)}`',
  ]
  assert.equal(
    IDEAS.map(({ copy }, i) => copy.test(before[i])),
    IDEAS.map(() => true),
  )
})

test.run()

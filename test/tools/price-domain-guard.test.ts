// The price domain's rules are each written once, in tools/price-domain.ts: the USD/CNY conversion,
// the 1% tolerance, whether a seller's row is in force. This scans the code of tools/ and jobs/ (comments
// and string literals removed, so a formula quoted as a figure's words is no copy) for a second copy.
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'

const root = new URL('../..', import.meta.url).pathname
const DOMAIN = 'tools/price-domain.ts'

/** Amounts reported in any currency (HKD, EUR...) turned into USD at that currency's own rate: not USD/CNY. */
const NOT_USD_CNY = new Set(['jobs/datasets/ai-funding/sources.ts'])

const COPIES: { rule: string; pattern: RegExp; except?: Set<string> }[] = [
  {
    rule: 'a USD/CNY conversion (convertPrice, conversionFactor)',
    pattern: /[*/]\s*\(?\s*[\w.]*\b(fx\.rate|rate\.rate|cny_per_usd|fx_usd_cny|usdCny|cnyPerUsd)\b/,
    except: NOT_USD_CNY,
  },
  {
    rule: 'the 1% tolerance (withinPriceTolerance, PRICE_TOLERANCE_PCT)',
    pattern: /\*\s*0\.01\b|\bdiffPct\([^)]*\)\s*<=?\s*1\b/,
  },
  { rule: 'a relative price difference (priceDiffPct)', pattern: /Math\.abs\([^)]*\)\s*\/\s*Math\.max\(/ },
  {
    rule: 'a row in force (inForce, inForceOn)',
    pattern: /\bfunction\s+inForce\b|effective_from\)?\s*<=[^\n]*effective_until\)?\s*>|effective_until\)?\s*<=\s*t\b/,
  },
]

/** The code of a file without its comments and string literals, read left to right in one pass. */
function codeOf(text: string): string {
  const token = /\/\*[\s\S]*?\*\/|\/\/[^\n]*|'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`/g
  // A block comment keeps its line breaks, so a finding names its line.
  return text.replace(token, (t) => (t.startsWith('/') ? t.replace(/[^\n]/g, '') : "''"))
}

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    return entry.isDirectory() ? sources(path) : /\.tsx?$/.test(entry.name) ? [path] : []
  })
}

const guard = suite('price domain: one copy of each rule')

guard('the patterns find the copies they name, and not the same words in a comment or a string', () => {
  const copy = (code: string) => COPIES.filter((c) => c.pattern.test(codeOf(code))).map((c) => c.rule)
  assert.equal(copy('const usd = p.monthly_price / rate.rate'), [COPIES[0].rule])
  assert.equal(copy('const near = Math.abs(a - b) <= Math.max(a, b) * 0.01'), [COPIES[1].rule])
  assert.equal(copy('if (diffPct(a, b) <= 1) kept++'), [COPIES[1].rule])
  assert.equal(copy('const d = (Math.abs(a - b) / Math.max(a, b)) * 100'), [COPIES[2].rule])
  assert.equal(copy('(!r.effective_from || r.effective_from <= d) && (!r.effective_until || r.effective_until > d)'), [
    COPIES[3].rule,
  ])
  assert.equal(copy("derived(v, 'CNY', 'monthly_usd * fx_usd_cny') // input_cny / fx_usd_cny"), [])
})

guard('no rule of the price domain is written again outside tools/price-domain.ts', () => {
  const found: string[] = []
  for (const file of [...sources(join(root, 'tools')), ...sources(join(root, 'jobs'))]) {
    const path = relative(root, file)
    if (path === DOMAIN) continue
    const code = codeOf(readFileSync(file, 'utf8'))
    for (const { rule, pattern, except } of COPIES) {
      if (except?.has(path)) continue
      const line = code.split('\n').findIndex((l) => pattern.test(l))
      if (line >= 0) found.push(`${path}:${line + 1}: ${rule}`)
    }
  }
  assert.equal(found, [], 'use the rule from tools/price-domain.ts')
})

guard('the domain module holds each rule it guards', () => {
  const code = codeOf(readFileSync(join(root, DOMAIN), 'utf8'))
  for (const name of ['convertPrice', 'conversionFactor', 'PRICE_TOLERANCE_PCT', 'withinPriceTolerance', 'inForce']) {
    assert.match(code, new RegExp(`export (const|function) ${name}\\b`), name)
  }
})

guard.run()

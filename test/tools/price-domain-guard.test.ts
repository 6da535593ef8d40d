// The price domain's rules are each written once, in tools/price-domain.ts and the modules it re-exports:
// the USD/CNY conversion, the 1% tolerance, whether a seller's row is in force, the daily-history builder,
// the lists of modes and of date bases. This scans the code of tools/, jobs/ and facade/ (comments removed,
// and string literals too for a formula, so one quoted as a figure's words is no copy) for a second copy.
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'

const root = new URL('../..', import.meta.url).pathname
const DOMAIN = 'tools/price-domain.ts'
/** The domain module and those it re-exports. */
const DOMAIN_FILES = new Set([DOMAIN, 'tools/daily-history.ts', 'tools/price-terms.ts'])

/** Amounts reported in any currency (HKD, EUR...) turned into USD at that currency's own rate: not USD/CNY. */
const NOT_USD_CNY = new Set(['jobs/datasets/ai-funding/sources.ts'])

// The names are the guard's own, not the domain's lists: a list left out of the domain must still be found.
const MODE_NAMES = ['batch', 'flex', 'priority', 'off_peak', 'promotion', 'thinking', 'free']
const BASIS_NAMES = ['effective', 'commit', 'page seen']
const MODE = `'(?:${MODE_NAMES.join('|')})'`
const BASIS = `'(?:${BASIS_NAMES.join('|')})'`
/** Between two names of a list: an array's or a union's separator, or `|| x.mode ===`. */
const LISTED = String.raw`\s*(?:,|\|\|?)\s*(?:[\w.]+\s*===\s*)?`

/** A rule's copy; `literals`: looked for with string literals kept (a list of names is its strings). */
const COPIES: { rule: string; pattern: RegExp; except?: Set<string>; literals?: boolean }[] = [
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
  {
    rule: 'a daily-history builder, a loop over days (dailyRows)',
    pattern: /\bfor\s*\(\s*let\s+\w+\s*=[^;]*;[^;]*;\s*\w+\s*=\s*(?:nextDay|addDays)\(/,
  },
  {
    rule: 'a list of modes (MODES, SERVICE_TIERS, RULE_MODES, SLICES)',
    pattern: new RegExp(`${MODE}${LISTED}${MODE}`),
    literals: true,
  },
  {
    rule: 'a list of date bases (DATE_BASES, isDateBasis)',
    pattern: new RegExp(`${BASIS}${LISTED}${BASIS}`),
    literals: true,
  },
  {
    rule: 'a mode or date basis matched by its prefix (isServiceTier, basisOf)',
    pattern: new RegExp(
      String.raw`\.startsWith\(\s*'(?:${['standard', ...MODE_NAMES, ...BASIS_NAMES, 'seen again'].join('|')})`,
    ),
    literals: true,
  },
]

/** The code of a file without its comments (and string literals, unless `literals`), read left to right in one pass. */
function codeOf(text: string, literals = false): string {
  const token = /\/\*[\s\S]*?\*\/|\/\/[^\n]*|'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`/g
  // A block comment keeps its line breaks, so a finding names its line.
  return text.replace(token, (t) => (t.startsWith('/') ? t.replace(/[^\n]/g, '') : literals ? t : "''"))
}

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    return entry.isDirectory() ? sources(path) : /\.tsx?$/.test(entry.name) ? [path] : []
  })
}

const guard = suite('price domain: one copy of each rule')

guard('the patterns find the copies they name, and not the same words in a comment or a string', () => {
  const copy = (code: string) => COPIES.filter((c) => c.pattern.test(codeOf(code, c.literals))).map((c) => c.rule)
  assert.equal(copy('const usd = p.monthly_price / rate.rate'), [COPIES[0].rule])
  assert.equal(copy('const near = Math.abs(a - b) <= Math.max(a, b) * 0.01'), [COPIES[1].rule])
  assert.equal(copy('if (diffPct(a, b) <= 1) kept++'), [COPIES[1].rule])
  assert.equal(copy('const d = (Math.abs(a - b) / Math.max(a, b)) * 100'), [COPIES[2].rule])
  assert.equal(copy('(!r.effective_from || r.effective_from <= d) && (!r.effective_until || r.effective_until > d)'), [
    COPIES[3].rule,
  ])
  assert.equal(copy('for (let day = from; day <= to; day = nextDay(day)) rows.push({ date: day, ...f })'), [
    COPIES[4].rule,
  ])
  assert.equal(copy("if (row.mode === 'batch' || row.mode === 'flex') return row.mode"), [COPIES[5].rule])
  assert.equal(copy("const SLICES = ['standard', 'batch', 'off_peak'] as const"), [COPIES[5].rule])
  assert.equal(copy("const FIRST_HAND = new Set(['effective', 'commit', 'page seen'])"), [COPIES[6].rule])
  assert.equal(copy("if (basis.startsWith('page seen')) return true"), [COPIES[7].rule])
  assert.equal(copy("derived(v, 'CNY', 'monthly_usd * fx_usd_cny') // input_cny / fx_usd_cny"), [])
  assert.equal(copy("const mode = tier === 'off_peak' ? 'off_peak' : 'standard'"), [])
  assert.equal(copy("// 'batch', 'flex' and 'priority' are SERVICE_TIERS; for (let d = a; d < b; d = nextDay(d))"), [])
})

guard('no rule of the price domain is written again outside tools/price-domain.ts', () => {
  const found: string[] = []
  for (const file of ['tools', 'jobs', 'facade'].flatMap((dir) => sources(join(root, dir)))) {
    const path = relative(root, file)
    if (DOMAIN_FILES.has(path)) continue
    const text = readFileSync(file, 'utf8')
    const [code, withLiterals] = [codeOf(text), codeOf(text, true)]
    for (const { rule, pattern, except, literals } of COPIES) {
      if (except?.has(path)) continue
      const line = (literals ? withLiterals : code).split('\n').findIndex((l) => pattern.test(l))
      if (line >= 0) found.push(`${path}:${line + 1}: ${rule}`)
    }
  }
  assert.equal(found, [], 'use the rule from tools/price-domain.ts')
})

guard('the domain modules hold the builder and the lists they guard', () => {
  const code = ['tools/daily-history.ts', 'tools/price-terms.ts'].map((f) =>
    codeOf(readFileSync(join(root, f), 'utf8')),
  )
  for (const name of ['dailyRows', 'MODES', 'SERVICE_TIERS', 'RULE_MODES', 'DATE_BASES', 'basisOf']) {
    assert.ok(
      code.some((c) => new RegExp(`export (const|function) ${name}\\b`).test(c)),
      name,
    )
  }
})

guard('the domain module holds each rule it guards', () => {
  const code = codeOf(readFileSync(join(root, DOMAIN), 'utf8'))
  for (const name of ['convertPrice', 'conversionFactor', 'PRICE_TOLERANCE_PCT', 'withinPriceTolerance', 'inForce']) {
    assert.match(code, new RegExp(`export (const|function) ${name}\\b`), name)
  }
})

guard.run()

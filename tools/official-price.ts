// A price as the seller's own page states it (data/official/<seller>.json, format in its README):
// one row per model, mode and condition, with the page's URL, date and words. These rows rank above
// every catalogue; this module only says what a well-formed row is and checks it against its evidence.
import { z } from 'zod'
import { roundTo } from './round.ts'
import { MODES } from './price-terms.ts'

/** A day (YYYY-MM-DD) or an instant (YYYY-MM-DDTHH:MM[:SS]Z): a change can take effect at an hour. */
const dayOrInstant = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2})?Z)?$/, 'expected YYYY-MM-DD or YYYY-MM-DDTHH:MMZ')
const day = z.iso.date()
const perMillion = z.number().nonnegative().nullable()
const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'expected HH:MM')

const PriceWindow = z
  .object({
    start: clock.describe('Start of the window, local time HH:MM (inclusive)'),
    end: clock.describe('End of the window, local time HH:MM (exclusive; before start: the window runs past midnight)'),
    tz: z.string().describe('IANA time zone of start and end, e.g. UTC or Asia/Shanghai'),
    weekdays: z
      .array(z.number().int().min(1).max(7))
      .nullable()
      .optional()
      .describe('ISO weekdays (1 = Monday) it applies on; null: every day'),
  })
  .describe('A time-of-day window')

const OfficialCondition = z
  .object({
    input_tokens_min: z
      .number()
      .int()
      .nonnegative()
      .optional()
      .describe('Band: the request has more than this many input tokens'),
    input_tokens_max: z
      .number()
      .int()
      .positive()
      .nullable()
      .optional()
      .describe('Band: the request has at most this many input tokens (null: no upper bound)'),
    output_tokens_min: z
      .number()
      .int()
      .nonnegative()
      .optional()
      .describe('Band by output length too: the request gives more than this many output tokens'),
    output_tokens_max: z
      .number()
      .int()
      .positive()
      .nullable()
      .optional()
      .describe('Band by output length too: the request gives at most this many output tokens'),
    window: PriceWindow.optional(),
    promotion_until: dayOrInstant.optional().describe('A promotional price: the end (exclusive)'),
    promotion_open_ended: z
      .literal(true)
      .optional()
      .describe(
        "The seller promises the promotion at least through promotion_until and states no end ('available at " +
          "least through November 21, 2026'): it stands after that day until a read of the page shows otherwise",
      ),
  })
  .describe('When a conditional price applies')

/**
 * Is the row the lowest band (or has none): the price of the smallest request, the one an offer heads with? A
 * page may band by output length too (bigmodel.cn's GLM-4.7 under 32K input tokens).
 */
export const isLowestBand = (row: { condition?: { input_tokens_min?: number; output_tokens_min?: number } | null }) =>
  (row.condition?.input_tokens_min ?? 0) === 0 && (row.condition?.output_tokens_min ?? 0) === 0

/** Does the row's band state output-length bounds (a band by output length too)? */
export const isBandedByOutput = (row: {
  condition?: { output_tokens_min?: number; output_tokens_max?: number | null } | null
}) => row.condition?.output_tokens_min !== undefined || row.condition?.output_tokens_max != null

/** What the page says of the model's life. */
const OFFICIAL_STATUSES = ['listed', 'deprecated', 'retired'] as const

export const OfficialPrice = z
  .object({
    model: z.string().min(1).describe("The model id as the seller's page spells it"),
    model_name_on_page: z.string().nullable().optional().describe('The name the page shows, where it is not the id'),
    developer: z.string().min(1).describe('Who trained the model (not the seller, for a resale)'),
    currency: z.enum(['USD', 'CNY']).describe('Currency the page states'),
    unit_stated: z.string().describe('Unit as the page states it, e.g. "per 1M tokens", "元/千tokens"'),
    scale_note: z
      .string()
      .nullable()
      .optional()
      .describe("How a per-1K or per-10K price was scaled to per 1M, or a band priced as multiples ('input 2.5 x 2')"),
    input: perMillion.describe('Input tokens per 1M in currency (null: the page states none)'),
    output: perMillion.describe('Output tokens per 1M'),
    cache_read: perMillion.optional().describe('Cached input read per 1M'),
    cache_write: perMillion.optional().describe('Cache write per 1M'),
    cache_write_ttl: z.enum(['5m', '1h']).nullable().optional().describe('How long a cache write lasts'),
    mode: z.enum(MODES).describe('standard, a discounted or premium mode, a thinking-output price, or free'),
    condition: OfficialCondition.nullable().optional(),
    condition_text: z.string().nullable().optional().describe("The page's own words for the condition"),
    bound: z.enum(['min', 'max']).nullable().optional().describe('min for a "from" price, max for an "up to" price'),
    effective_from: dayOrInstant.nullable().optional().describe('When it took effect'),
    effective_until: dayOrInstant.nullable().optional().describe('When it stopped (exclusive)'),
    effective_basis: z.string().nullable().optional().describe('How effective_from is known'),
    url: z.url().describe("The seller's page"),
    page_date: day.describe('When the page was seen in this state'),
    first_seen: day
      .nullable()
      .optional()
      .describe(
        'The first day a copy showed this offer at these prices and terms, when before page_date (the last); ' +
          'as exact as that copy is dated',
      ),
    page_date_basis: z.string().min(3).describe('How page_date is known'),
    evidence: z.string().min(3).describe("The page's words, containing every number of the row as stated"),
    region: z.string().nullable().optional().describe('Region or deployment scope the page prices (null: one price)'),
    status: z
      .enum(OFFICIAL_STATUSES)
      .optional()
      .describe('listed, deprecated (still served, retirement announced) or retired, as the page marks it'),
    status_date: day.nullable().optional().describe('The deprecation or retirement day the page states'),
    adapter: z
      .string()
      .optional()
      .describe('The adapter that read the page (sources/official/<seller>.ts); absent: typed by hand'),
  })
  .describe("A price read from the seller's own page")
export type OfficialPrice = z.infer<typeof OfficialPrice>

type Condition = OfficialPrice['condition']

/** The day a promotion is stated to end, none when the seller only promises it 'at least through' that day. */
export const promotionEndOf = (c: Condition) => (c?.promotion_open_ended ? undefined : c?.promotion_until)

/** A promotion's term in words ('until 2025-02-08', 'promised at least through 2026-11-21'), when it names a day. */
export const promotionTerm = (c: Condition) =>
  c?.promotion_until
    ? `${c.promotion_open_ended ? 'promised at least through' : 'until'} ${c.promotion_until}`
    : undefined

/** What the seller's pages last said of one model's life, priced there or not (a retirement notice states no price). */
export const OfficialLife = z
  .object({
    model: z.string().min(1).describe("The model id as the seller's page spells it"),
    aliases: z.array(z.string().min(1)).describe('Other names the pages give this model (a rolling -latest)'),
    aliases_since: z
      .record(z.string(), day)
      .optional()
      .describe('The day each of those names was first seen given to this model'),
    status: z.enum(OFFICIAL_STATUSES).describe('listed, deprecated or retired, as the page marks it'),
    status_date: day.nullable().describe('The deprecation or retirement day the page states'),
    since: day.describe('The day the pages were first seen saying this status'),
    url: z.url().describe('The page that says it'),
    words: z.string().min(1).describe("The page's words"),
    developer: z
      .string()
      .min(1)
      .optional()
      .describe("Another developer's model the seller resells (Claude on Google Cloud); absent: the seller's own"),
  })
  .describe("What a seller's own page says of a model's life")
export type OfficialLife = z.infer<typeof OfficialLife>

/** A read that shows every model the seller sells, as the page lists them (its day, its words). */
export const OfficialLineup = z
  .object({
    day: day.describe('The day the page was seen listing these'),
    models: z.array(z.string().min(1)).min(1).describe('The names and versions the page lists, as it writes them'),
    url: z.url().describe('The page that lists them'),
    words: z.string().min(1).describe("The page's words"),
  })
  .describe("Every model a seller's page says it sells, on one day")
export type OfficialLineup = z.infer<typeof OfficialLineup>

export const OfficialTable = z
  .object({
    seller: z.string().min(1),
    seller_name: z.string().min(1),
    developer_of_models: z.array(z.string()).optional(),
    coverage_note: z.string().optional(),
    adapter: z
      .string()
      .optional()
      .describe('The adapter whose read of the pages these rows are (absent: rows typed by hand from stored copies)'),
    rows: z.array(z.unknown()),
    lives: z
      .array(z.unknown())
      .optional()
      .describe("What the adapter's pages last said of each model they name, priced there or not"),
    lineups: z
      .array(z.unknown())
      .optional()
      .describe('Each read that showed every model the seller sells: a model not on it was not sold that day'),
  })
  .describe("One seller's prices read from its own pages")

const PRICE_FIELDS = ['input', 'output', 'cache_read', 'cache_write'] as const

/** A number's spellings a page may use: 0.56, .56, 0.560; 1.1 as 1.10; 15 as 15.00. */
function spellings(n: number): string[] {
  const plain = String(n)
  const out = new Set([plain, plain.replace(/^0\./, '.')])
  for (let d = 1; d <= 4; d++) out.add(n.toFixed(d))
  if (Number.isInteger(n)) out.add(n.toLocaleString('en-US'))
  return [...out]
}

/** Does the evidence state `n` (as a whole number, not inside a longer one)? */
function states(evidence: string, n: number): boolean {
  const text = evidence.replace(/(\d),(\d{3})/g, '$1$2')
  return spellings(n).some((s) => new RegExp(`(^|[^0-9.])${s.replace('.', '\\.')}(?![0-9]|\\.[0-9])`).test(text))
}

/**
 * Where the evidence says a field is a multiple of the price block, the multiple `k` tied to that field's
 * words ('2x input', '1.5x output', '2x input and cache rates'; the Japanese page: '入力とキャッシュの単価は
 * 通常の 2 倍、出力の単価は通常の 1.5 倍').
 */
const cacheMultiple = (k: string) =>
  new RegExp(`(^|[^0-9.])${k}\\s*[x×]\\s*input and cache|入力とキャッシュの単価は通常の\\s*${k}\\s*倍`, 'i')
const MULTIPLE_OF: Record<string, (k: string) => RegExp> = {
  input: (k) => new RegExp(`(^|[^0-9.])${k}\\s*[x×]\\s*input|入力(とキャッシュ)?の単価は通常の\\s*${k}\\s*倍`, 'i'),
  output: (k) => new RegExp(`(^|[^0-9.])${k}\\s*[x×]\\s*output|出力の単価は通常の\\s*${k}\\s*倍`, 'i'),
  cache_read: (k) => cacheMultiple(k),
  cache_write: (k) => cacheMultiple(k),
}

/**
 * The prices a scale note says the page makes as multiples of others ('input 2.5 x 2, output 15 x 1.5': a
 * band the page prices as a multiple of its price block), by field: each counts as stated where the
 * evidence ties that multiple to that field and states the price multiplied (a multiple itself, '2x', is
 * no price), and the field is their product.
 */
function multiplied(row: OfficialPrice): Map<string, number> {
  const out = new Map<string, number>()
  // The multiples themselves ('2x input', '2 倍'), not a price ('$2 x 1M tokens'), are taken out.
  const prices = row.evidence.replace(/(?<![$€£¥\d.])\d+(?:\.\d+)?\s*(?:[x×](?![a-z0-9]|\s*\d)|倍)/gi, ' ')
  for (const m of (row.scale_note ?? '').matchAll(/\b(input|output|cache_read|cache_write) ([\d.]+) x ([\d.]+)/g)) {
    const [, field, base, k] = m
    const tied = MULTIPLE_OF[field](k.replace('.', '\\.')).test(row.evidence)
    if (tied && states(prices, Number(base))) out.set(field, roundTo(Number(base) * Number(k), 6))
  }
  return out
}

/**
 * The problems of one row, in words (empty: the row is sound). A scaled price must appear in the
 * evidence as stated, so a per-1K price is looked for divided by 1000 (or per 10K by 100); a price the
 * page makes as a multiple of another is the product its scale note names (multiplied).
 */
export function rowProblems(row: OfficialPrice): string[] {
  const problems: string[] = []
  const products = multiplied(row)
  // A per-1K or per-10K price scaled to per 1M; a note of multiples scales nothing else.
  const divisors = row.scale_note && !products.size ? [1, 1000, 100, 1_000_000] : [1]
  for (const field of PRICE_FIELDS) {
    const n = row[field]
    if (n == null || products.get(field) === n) continue
    if (n === 0 && row.mode !== 'free' && !/free|免费|0/.test(row.evidence))
      problems.push(`${field} is 0 but the page does not say free`)
    else if (n !== 0 && !divisors.some((d) => states(row.evidence, Number((n / d).toPrecision(12)))))
      problems.push(`${field} ${n} is not in the evidence`)
  }
  if (row.input == null && row.output == null && row.cache_read == null && row.cache_write == null)
    problems.push('no price stated')
  if (row.effective_from && row.effective_until && row.effective_until <= row.effective_from)
    problems.push('effective_until is not after effective_from')
  return problems
}

// "The price of this offer at this instant": one function over the seller's dated rows (standard,
// context bands, time-of-day windows, promotions, batch/flex/priority, cache writes by TTL, thinking
// output). Pure: the rows come from data/official through the producer.
import { type OfficialPrice, promotionTerm } from './official-price.ts'
import { epochMs as ms, inForce, type ServiceTier } from './price-domain.ts'

/** What the request looks like, as far as the price depends on it. */
export interface Usage {
  /** Input tokens of one request (selects a context band; default: the lowest band). */
  input_tokens?: number
  /** Output tokens of one request (selects a band where the page bands by output length; default: the lowest). */
  output_tokens?: number
  /** A discounted or premium processing mode (default standard). */
  mode?: 'standard' | ServiceTier
  /** Which cache-write price (default: the 5-minute one, or the only one stated). */
  cache_write_ttl?: '5m' | '1h'
}

/** The prices in force, per 1M tokens in `currency`, and the rows they came from. */
export interface PriceAtInstant {
  currency: 'USD' | 'CNY'
  input: number | null
  output: number | null
  cache_read: number | null
  cache_write: number | null
  cache_write_ttl: '5m' | '1h' | null
  /** Output price of thinking tokens where the seller prices it apart (else the output price applies). */
  thinking_output: number | null
  /** Each rule that moved a price from the standard row, in words. */
  applied: string[]
  rows: OfficialPrice[]
}

const PRICES = ['input', 'output', 'cache_read', 'cache_write'] as const

/** Does a band from `min` (exclusive) up to `max` hold `tokens`? Unknown tokens: the lowest band does. */
function holds(min: number | undefined, max: number | null | undefined, tokens: number | undefined): boolean {
  if (min === undefined && max == null) return true
  if (tokens === undefined) return (min ?? 0) === 0
  return tokens > (min ?? -1) && (max == null || tokens <= max)
}

/** Does the row's band (by input length, and by output length where the page says so) hold the request? */
const inBand = (row: OfficialPrice, usage: Usage) =>
  holds(row.condition?.input_tokens_min, row.condition?.input_tokens_max, usage.input_tokens) &&
  holds(row.condition?.output_tokens_min, row.condition?.output_tokens_max, usage.output_tokens)

/** Local minutes since midnight and ISO weekday of instant `t` in time zone `tz`. */
function localClock(t: number, tz: string): { minutes: number; weekday: number } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: tz,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      weekday: 'short',
    })
      .formatToParts(new Date(t))
      .map((p) => [p.type, p.value]),
  )
  const weekday = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(parts.weekday) + 1
  return { minutes: Number(parts.hour) * 60 + Number(parts.minute), weekday }
}

/** Is `t` inside the row's time-of-day window (a window may run past midnight)? */
function inWindow(row: OfficialPrice, t: number): boolean {
  const w = row.condition?.window
  if (!w) return true
  const { minutes, weekday } = localClock(t, w.tz)
  const [start, end] = [w.start, w.end].map((c) => Number(c.slice(0, 2)) * 60 + Number(c.slice(3)))
  const inside = start < end ? minutes >= start && minutes < end : minutes >= start || minutes < end
  return inside && (!w.weekdays || w.weekdays.includes(weekday))
}

/** The newest statement wins among rows of one kind: latest effective_from, then latest page_date. */
const newest = (rows: OfficialPrice[]) =>
  [...rows].sort(
    (a, b) => (b.effective_from ?? '').localeCompare(a.effective_from ?? '') || b.page_date.localeCompare(a.page_date),
  )[0]

/** Describes a rule for `applied`. */
function describe(row: OfficialPrice): string {
  const c = row.condition
  if (c?.window) return `${row.mode} ${c.window.start}-${c.window.end} ${c.window.tz}`
  const term = promotionTerm(c)
  return term ? `promotion ${term}` : row.mode
}

/**
 * The price of `model` sold by the rows' seller at instant `at`, for a request like `usage`; undefined
 * when no standard (or free) row is in force. Each stated field of a matching mode, window or
 * promotion row replaces the standard one; a field a row leaves null keeps the standard price.
 */
export function priceAt(
  rows: OfficialPrice[],
  model: string,
  at: string | Date,
  usage: Usage = {},
  currency?: 'USD' | 'CNY',
): PriceAtInstant | undefined {
  const t = typeof at === 'string' ? ms(at) : at.getTime()
  const live = rows.filter(
    (r) => r.model === model && (!currency || r.currency === currency) && inForce(r, t) && inBand(r, usage),
  )
  // The base: a standard (or free) row stating token prices; a row stating only a cache write (its
  // other TTL) rides along below.
  const base = newest(
    live.filter((r) => (r.mode === 'standard' || r.mode === 'free') && r.input != null && r.output != null),
  )
  if (!base) return undefined
  const same = live.filter((r) => r.currency === base.currency)
  // Banded by output length, a request of unknown output is priced at the lowest band: said so.
  const outputMax = base.condition?.output_tokens_max
  const byOutput = outputMax != null && usage.output_tokens === undefined
  const price: PriceAtInstant = {
    currency: base.currency,
    input: base.input,
    output: base.output,
    cache_read: base.cache_read ?? null,
    cache_write: null,
    cache_write_ttl: null,
    thinking_output: null,
    applied: byOutput
      ? [`the band of requests of up to ${outputMax} output tokens (output tokens per request not given)`]
      : [],
    rows: [base],
  }
  const mode = usage.mode ?? 'standard'
  const overrides = [
    mode !== 'standard' ? newest(same.filter((r) => r.mode === mode)) : undefined,
    newest(same.filter((r) => r.mode === 'off_peak' && inWindow(r, t))),
    newest(same.filter((r) => r.mode === 'promotion' && inWindow(r, t))),
  ]
  for (const row of overrides) {
    if (!row) continue
    for (const f of PRICES) if (f !== 'cache_write' && row[f] != null) price[f] = row[f]!
    price.applied.push(describe(row))
    price.rows.push(row)
  }
  if (mode !== 'standard' && !overrides[0]) price.applied.push(`no ${mode} price stated: standard prices`)
  // Cache writes: the row for the asked TTL, else the 5-minute one, else one with no TTL stated.
  const writes = same.filter((r) => r.cache_write != null && (r.mode === 'standard' || r.mode === mode))
  const write =
    newest(writes.filter((r) => r.cache_write_ttl === (usage.cache_write_ttl ?? '5m'))) ??
    (usage.cache_write_ttl ? undefined : newest(writes.filter((r) => !r.cache_write_ttl)))
  if (write) {
    price.cache_write = write.cache_write!
    price.cache_write_ttl = write.cache_write_ttl ?? null
    if (write !== base) price.rows.push(write)
  }
  const thinking = newest(same.filter((r) => r.mode === 'thinking'))
  if (thinking?.output != null) {
    price.thinking_output = thinking.output
    price.rows.push(thinking)
  }
  return price
}

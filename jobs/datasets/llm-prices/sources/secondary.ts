// Adapter: secondary quotes (data/secondary/prices.json). Where no copy of a seller's own price page newer
// than a launch or a change is stored, third-party pages (news, the docs of tools that say they checked the
// seller's page) that state the seller's own list price are the best source left. Each record is such a
// price with its quotes; it is published only when two publishers state the same numbers and one of them
// states them as the seller's own price (a reseller's equal price agrees, but is never the quote). It ranks
// after the sellers' own pages and before every catalogue, and says it is secondary in its date_basis.
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { z } from 'zod'
import type { Observation } from '../../../../tools/observation.ts'
import { dateBasis, SECONDARY } from '../../../../tools/price-domain.ts'
import { checkedRecords, RecordsFile, type Rejected } from '../../../../tools/rejected.ts'
import { countryOf, modelIdOf, vendorOf } from '../../../../tools/vendors.ts'
import type { SellerPrices } from '../../../official.ts'
import { type Retired, type Retiring, retiredBySeller } from '../ended.ts'
import type { AdapterResult, SourceAdapter } from './types.ts'

export const SOURCE_NAME = "third parties quoting the seller's price (secondary)"
/**
 * The records, beside their README (an absolute path: the refresh reads fixtures from data/sources); SECONDARY_FILE
 * points elsewhere (a test that needs the catalogues alone, as OFFICIAL_DIR does for the sellers' tables).
 */
export const SECONDARY_FILE =
  process.env.SECONDARY_FILE ?? fileURLToPath(new URL('../../../../data/secondary/prices.json', import.meta.url))

const price = z.number().finite().nonnegative()
const Quote = z
  .object({
    /** Its address; a file found by the code index, which names no repository, has its id there instead. */
    url: z.url().optional(),
    code_index_id: z
      .string()
      .regex(/^\d{6,12}$/)
      .optional(),
    publisher: z.string().min(2),
    /** The day the page states or was published; null: undated (date_basis says so). */
    page_date: z.iso.date().nullable(),
    date_basis: z.string().min(3),
    /** What the page states: the seller's own price, a reseller's own (equal) price, or the seller's page itself. */
    kind: z.enum(['quotes-seller', 'reseller', 'seller-own-page']),
    words: z.string().min(10),
  })
  .refine((q) => q.url || q.code_index_id, { message: 'a quote needs its url or its code_index_id' })
const Record = z.object({
  seller: z.string().min(2),
  model: z.string().min(1),
  model_name: z.string().min(1),
  event: z.enum(['launch', 'price_change']),
  effective_from: z.iso.date().nullable(),
  effective_basis: z.string().nullable(),
  currency: z.enum(['USD', 'CNY']),
  input: price,
  output: price,
  cache_read: price.nullable(),
  cache_write: price.nullable(),
  /** The seller's page the quotes cite, never stored here (else it would be read as the seller's own). */
  official_page: z.url(),
  quotes: z.array(Quote).min(1),
  notes: z.string().optional(),
})
type SecondaryPrice = z.infer<typeof Record>
/** A retirement third parties report from the seller's notice: the model leaves the API on `effective_from`. */
const Retirement = Record.pick({ seller: true, model: true, model_name: true, official_page: true, quotes: true })
  .extend({ event: z.literal('retirement'), effective_from: z.iso.date(), effective_basis: z.string().min(3) })
  .extend({ notes: z.string().optional() })
type SecondaryRetirement = z.infer<typeof Retirement>

/** '$0.20', '¥2', '0.2' and '2.00' are one number: a number as a page may write it. */
const numbersIn = (words: string) =>
  new Set([...words.matchAll(/\d+(?:[.,]\d+)?/g)].map((m) => Number(m[0].replace(',', '.'))))

/** A quote that states the seller's own word (its price, its notice), not a reseller's own equal price. */
const quotesSeller = (q: { kind: string }) => q.kind !== 'reseller'

/** Does a quote state the record's input and output price? */
const states = (q: { words: string }, r: Pick<SecondaryPrice, 'input' | 'output'>) => {
  const said = numbersIn(q.words)
  return [r.input, r.output].every((v) => said.has(v))
}

/** Why a record is not published, or null: every price in each quote taken for it, two publishers, one quoting. */
function refusal(r: SecondaryPrice): string | null {
  const prices = [r.input, r.output, r.cache_read, r.cache_write].filter((v): v is number => v !== null)
  const agreeing = r.quotes.filter((q) => states(q, r))
  const quoting = agreeing.filter(quotesSeller)
  if (!quoting.length) return "no quote states the seller's own input and output price"
  if (new Set(agreeing.map((q) => q.publisher)).size < 2) return 'one publisher only: a secondary price needs two'
  const stated = new Set(quoting.flatMap((q) => [...numbersIn(q.words)]))
  const unsaid = prices.find((v) => !stated.has(v))
  if (unsaid !== undefined) return `${unsaid} is in no quote of the seller's price`
  if (!r.effective_from && !quoting.some((q) => q.page_date)) return 'no day: no effective day and no dated quote'
  return null
}

/** Why a retirement is not applied, or null: two publishers name the model's id, one from the seller's notice. */
function retirementRefusal(r: SecondaryRetirement): string | null {
  const naming = r.quotes.filter((q) => new RegExp(`\\b${r.model.replace(/\./g, '\\.')}\\b`).test(q.words))
  if (!naming.some(quotesSeller)) return "no quote of the seller's notice names the model"
  if (new Set(naming.map((q) => q.publisher)).size < 2) return 'one publisher only: a secondary retirement needs two'
  return null
}

/** A record that passes, with its canonical id. */
type Passed<T> = T & { id: string }

/**
 * The file's records that pass their checks, priced and retired apart (each with its canonical id); every
 * other one rejected by name with the reason (a field that does not fit, the id rule, a refusal above).
 */
export function readSecondary(json: string): {
  priced: Passed<SecondaryPrice>[]
  retired: Passed<SecondaryRetirement>[]
  rejected: Rejected[]
} {
  const rejected: Rejected[] = []
  const records = RecordsFile.parse(JSON.parse(json)).records
  const isRetirement = (r: unknown) => (r as { event?: unknown })?.event === 'retirement'
  const idOf = (raw: unknown, at: number) => String((raw as { model?: unknown })?.model ?? `#${at}`)
  const passing = <T extends { seller: string; model: string }>(list: T[], why: (r: T) => string | null) =>
    list.flatMap((r) => {
      const named = modelIdOf(r.model)
      const reason = 'reason' in named ? named.reason : why(r)
      if (reason === null && 'id' in named) return [{ ...r, id: named.id }]
      rejected.push({ source: SOURCE_NAME, record: `${r.seller}/${r.model}`, reason: reason ?? '' })
      return []
    })
  const priced = checkedRecords(
    SOURCE_NAME,
    records.filter((r) => !isRetirement(r)),
    Record,
    rejected,
    idOf,
  )
  const retired = checkedRecords(SOURCE_NAME, records.filter(isRetirement), Retirement, rejected, idOf)
  return { priced: passing(priced, refusal), retired: passing(retired, retirementRefusal), rejected }
}

/** The quotes of the seller's word, each as its publisher and day: "apidog.com (2026-10-26)". */
export const quotedBy = (r: { quotes: SecondaryPrice['quotes'] }) =>
  r.quotes.filter(quotesSeller).map((q) => `${q.publisher} (${q.page_date ?? 'undated'})`)

/** An offer's words are short (latest.json quotes each page's row): the quote from a little before its price. */
const OFFER_WORDS = 160
function excerpt(words: string, price: number): string {
  const flat = words.replace(/\s+/g, ' ').trim()
  if (flat.length <= OFFER_WORDS) return flat
  const at = [...flat.matchAll(/\d+(?:[.,]\d+)?/g)].find((m) => Number(m[0].replace(',', '.')) === price)?.index ?? 0
  const from = at > 40 ? flat.lastIndexOf(' ', at - 40) + 1 : 0
  const lead = from > 0 ? '… ' : ''
  const rest = flat.slice(from)
  if (lead.length + rest.length <= OFFER_WORDS) return lead + rest
  return `${lead}${rest.slice(0, rest.lastIndexOf(' ', OFFER_WORDS - lead.length - 2))} …`
}

/** The quotes' words, as the observation's date_basis says them: who said it, when, in which words. */
const saidBy = (r: SecondaryPrice) =>
  r.quotes
    .filter(quotesSeller)
    .map((q) => {
      const where = q.url ? '' : `, code index file ${q.code_index_id}`
      return `${q.publisher} (${q.page_date ?? 'undated'}${where}): '${q.words}'`
    })
    .join('; ')

/** The retirements of the secondary file by canonical id, for the gates beside the sellers' own. */
export function secondaryRetirements(json: string): Map<string, Retired> {
  return new Map(
    readSecondary(json).retired.map((r) => {
      const said = r.quotes.filter(quotesSeller).map((q) => `${q.publisher}: '${q.words}'`)
      const day = `retired ${r.effective_from} (${r.effective_basis})`
      return [r.id, { since: r.effective_from, reason: `${day}, as third parties report it: ${said.join('; ')}` }]
    }),
  )
}

/** What the sellers' pages retire, then what third parties report the sellers retired (the file as shipped). */
export const retiredWithQuotes = (sellers: SellerPrices[]): Retiring =>
  withQuotedRetirements(retiredBySeller(sellers), secondaryRetirements(readFileSync(SECONDARY_FILE, 'utf8')))

/**
 * The sellers' retirements, then those third parties report: a catalogue's price of a model the seller retired
 * (by the quotes of its notice) holds no longer than that day. The sellers' own rows end by themselves.
 */
export function withQuotedRetirements(retired: Retiring, gone: Map<string, Retired>): Retiring {
  return (obs, seenOn, listedBefore) => {
    const own = retired(obs, seenOn, listedBefore)
    if (own || obs.date_basis || (obs.seller && obs.seller !== obs.vendor)) return own
    const quoted = gone.get(obs.model)
    return quoted && obs.observed >= quoted.since ? quoted : undefined
  }
}

/** Observations from the priced records that pass; every record that does not is rejected with the reason. */
export function parseSecondary(json: string): AdapterResult {
  const { priced, retired, rejected } = readSecondary(json)
  // A quoted price ends where the quotes of the seller's notice retire its model (mimo-v2.5 on 2026-10-21): no
  // catalogue's later listing is needed to end it, as a seller's own row ends on the day its page gives.
  const retiredOn = new Map(retired.map((r) => [r.id, r.effective_from]))
  const observations = priced.map((r): Observation => {
    const quoting = r.quotes.filter(quotesSeller)
    // The first dated quote of the seller's price dates a record that states no day.
    const firstDay = quoting
      .map((q) => q.page_date)
      .filter((d): d is string => !!d)
      .sort()[0]
    const vendor = vendorOf(r.seller)
    const from = r.effective_from ? `from ${r.effective_from} (${r.effective_basis}); ` : ''
    const observed = (r.effective_from ?? firstDay)!
    const until = retiredOn.get(r.id)
    return {
      model: r.id,
      source_model_id: r.model,
      vendor,
      country: countryOf(vendor),
      currency: r.currency,
      input: r.input,
      output: r.output,
      cache_read: r.cache_read,
      cache_write: r.cache_write,
      observed,
      ...(until && until > observed ? { valid_until: until } : {}),
      source_name: SOURCE_NAME,
      // The first quote at an address (a file the code index names no repository for has none).
      source_url: quoting.find((q) => q.url)?.url ?? r.official_page,
      via: `the seller's page the quotes cite: ${r.official_page} (no stored copy)`,
      date_basis: dateBasis(SECONDARY, `${from}${saidBy(r)}`),
      // The first quote that states the seller's price, as its offer shows it.
      words: excerpt((quoting.find((q) => states(q, r)) ?? quoting[0]).words, r.input),
    }
  })
  return { observations, rejected }
}

export default {
  name: 'secondary',
  title: "Secondary quotes of sellers' prices",
  license: 'facts; each record cites its pages',
  url: 'data/secondary/README.md',
  live: 'repository',
  liveNote:
    'hand-recorded from stored third-party pages (data/secondary/README.md): no live URL serves these records; ' +
    "a seller's own page, once an adapter reads it, ranks above them",
  fixtures: [SECONDARY_FILE],
  parse: ([text]) => parseSecondary(text),
} satisfies SourceAdapter

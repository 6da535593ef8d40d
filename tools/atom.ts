// Atom 1.0 (RFC 4287) of the recorded price changes: one entry per change, newest first, so a feed
// reader tells a person the day a seller cuts or raises a price. Pure: the changes in, XML text out.
import type { PriceChange } from './schemas.ts'
import { pagePath } from './page.ts'
import { escapeXml } from './xml.ts'

/** A price as the change states it, trailing zeros dropped (1.10 -> 1.1). */
const price = (n: number | null) => (n === null ? 'none' : String(Number(n.toPrecision(12))))

/** One line a person reads in a feed reader's list. */
export function changeTitle(c: PriceChange): string {
  if (c.kind === 'added')
    return (
      `${c.model} (${c.vendor}) tracked: input ${price(c.input_after)}, ` +
      `output ${price(c.output_after)} ${c.currency} per 1M tokens`
    )
  const pct = c.change_pct === null ? '' : ` (${c.change_pct > 0 ? '+' : ''}${Number(c.change_pct.toFixed(1))}%)`
  return (
    `${c.model} (${c.vendor}) ${c.kind}${pct}: input ${price(c.input_before)} -> ${price(c.input_after)}, output ` +
    `${price(c.output_before)} -> ${price(c.output_after)} ${c.currency} per 1M tokens`
  )
}

/** The feed's text; `self` is its own URL, `baseUrl` the service's. */
export function* atomOfChanges(changes: PriceChange[], baseUrl: string, self: string, asOf: string): Generator<string> {
  const newest = [...changes].sort((a, b) => b.date.localeCompare(a.date) || a.model.localeCompare(b.model))
  const updated = `${newest[0]?.date ?? asOf}T00:00:00Z`
  yield '<?xml version="1.0" encoding="utf-8"?>\n<feed xmlns="http://www.w3.org/2005/Atom">\n'
  yield `<id>${escapeXml(self)}</id>\n<title>LLM API list-price changes</title>\n`
  yield '<subtitle>Official list-price cuts and increases per 1M tokens, and models newly tracked, each with its ' +
    `source (data as of ${asOf})</subtitle>\n`
  yield `<updated>${updated}</updated>\n<author><name>AI market data</name><uri>${escapeXml(baseUrl)}/</uri></author>\n`
  yield `<link rel="self" type="application/atom+xml" href="${escapeXml(self)}"/>\n` +
    `<link rel="alternate" type="text/html" href="${escapeXml(baseUrl + pagePath('price_changes'))}"/>\n`
  yield '<rights>CC-BY-4.0 (this compilation); each price cites its upstream source</rights>\n'
  for (const c of newest) {
    const page = `${baseUrl}${pagePath('llm_prices')}/${encodeURIComponent(c.model)}`
    yield '<entry>\n'
    yield `<id>${escapeXml(`${baseUrl}${pagePath('price_changes')}#${c.model}-${c.date}`)}</id>\n`
    yield `<title>${escapeXml(changeTitle(c))}</title>\n<updated>${c.date}T00:00:00Z</updated>\n`
    yield `<link rel="alternate" type="text/html" href="${escapeXml(page)}"/>\n` +
      `<link rel="related" href="${escapeXml(c.source_url)}"/>\n`
    const previous = c.previous_observed ? `; the previous price was last observed ${c.previous_observed}` : ''
    const summary = `${changeTitle(c)}. On ${c.date}${previous}. Source: ${c.source_name}, ${c.source_url}`
    yield `<category term="${c.kind}"/>\n<summary>${escapeXml(summary)}</summary>\n`
    yield '</entry>\n'
  }
  yield '</feed>\n'
}

// Atom 1.0 (RFC 4287) of the recorded price changes, one entry per change, newest first, so a feed
// reader tells a person the day a seller cuts or raises a price. A feed is a subscription document
// of the newest entries and RFC 5005 archives of the older ones (blocks of ARCHIVE_SIZE counted from
// the oldest, so an archive keeps its entries as changes are added). Pure: the changes in, XML out.
import type { PriceChange } from '../schemas.ts'
import { pagePath } from '../page.ts'
import { escapeXml } from '../xml.ts'

/** Entries per archive document: a subscription document holds one block and the rest, under 100 KB. */
const ARCHIVE_SIZE = 40

/** A price as the change states it, trailing zeros dropped (1.10 -> 1.1). */
const price = (n: number | null) => (n === null ? 'none' : String(Number(n.toPrecision(12))))

/** One line a person reads in a feed reader's list. */
function changeTitle(c: PriceChange): string {
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

/** One feed of changes: its title, what it holds, and where its documents are. */
export interface AtomFeed {
  title: string
  subtitle: string
  /** URL of the subscription document. */
  current: string
  /** URL of archive `n` (1: the oldest). */
  archive(n: number): string
  /** The other feed of the same changes, linked from the subscription document. */
  related?: string
}

/** Which document of a feed: the subscription document, or archive n (1: the oldest). */
export type AtomDocument = 'current' | number

/** The changes oldest first, in the order archives are cut: the change log's own (ties by model, as the API). */
const oldestFirst = (changes: PriceChange[]) =>
  [...changes].sort((a, b) => a.date.localeCompare(b.date) || a.model.localeCompare(b.model))

/** Complete archive blocks of a list of changes; the entries after them are only in the subscription document. */
const archiveCount = (changes: PriceChange[]) => Math.floor(changes.length / ARCHIVE_SIZE)

/**
 * A document's text; null for an archive that does not exist. The subscription document holds the
 * entries after the last complete archive and that archive's (RFC 5005 lets a reader meet an entry
 * twice: same id, same entry), so it never holds fewer than ARCHIVE_SIZE once there are that many.
 */
export function atomDocument(
  changes: PriceChange[],
  feed: AtomFeed,
  doc: AtomDocument,
  baseUrl: string,
  asOf: string,
): string | null {
  const sorted = oldestFirst(changes)
  const archives = archiveCount(sorted)
  if (doc !== 'current' && !(Number.isInteger(doc) && doc >= 1 && doc <= archives)) return null
  const from = doc === 'current' ? Math.max(0, (archives - 1) * ARCHIVE_SIZE) : (doc - 1) * ARCHIVE_SIZE
  const to = doc === 'current' ? sorted.length : doc * ARCHIVE_SIZE
  const self = doc === 'current' ? feed.current : feed.archive(doc)
  const links: [string, string][] = [['self', self]]
  // The archive before this document's entries, the one after, and the subscription document.
  const older = doc === 'current' ? archives : doc - 1
  if (older >= 1) links.push(['prev-archive', feed.archive(older)], ['next', feed.archive(older)])
  if (doc === 'current' && feed.related) links.push(['related', feed.related])
  if (doc !== 'current') {
    links.push(['current', feed.current])
    if (doc < archives) links.push(['next-archive', feed.archive(doc + 1)])
  }
  return [...atomOf(sorted.slice(from, to).reverse(), feed, links, doc !== 'current', baseUrl, asOf)].join('')
}

function* atomOf(
  newest: PriceChange[],
  feed: AtomFeed,
  links: [string, string][],
  archive: boolean,
  baseUrl: string,
  asOf: string,
): Generator<string> {
  const updated = `${newest[0]?.date ?? asOf}T00:00:00Z`
  yield '<?xml version="1.0" encoding="utf-8"?>\n' +
    '<feed xmlns="http://www.w3.org/2005/Atom" xmlns:fh="http://purl.org/syndication/history/1.0">\n'
  if (archive) yield '<fh:archive/>\n'
  yield `<id>${escapeXml(links[0][1])}</id>\n<title>${escapeXml(feed.title)}</title>\n`
  yield `<subtitle>${escapeXml(feed.subtitle)} (data as of ${asOf})</subtitle>\n`
  yield `<updated>${updated}</updated>\n<author><name>AI market data</name><uri>${escapeXml(baseUrl)}/</uri></author>\n`
  for (const [rel, href] of links) yield `<link rel="${rel}" type="application/atom+xml" href="${escapeXml(href)}"/>\n`
  yield `<link rel="alternate" type="text/html" href="${escapeXml(baseUrl + pagePath('price_changes'))}"/>\n`
  yield '<rights>CC-BY-4.0 (this compilation); each price cites its upstream source</rights>\n'
  for (const c of newest) {
    const page = `${baseUrl}${pagePath('llm_prices')}/${encodeURIComponent(c.model)}`
    yield '<entry>\n'
    yield `<id>${escapeXml(`${baseUrl}${pagePath('price_changes')}#${c.model}-${c.date}`)}</id>\n`
    yield `<title>${escapeXml(changeTitle(c))}</title>\n<updated>${c.date}T00:00:00Z</updated>\n`
    yield `<link rel="alternate" type="text/html" href="${escapeXml(page)}"/>\n` +
      `<link rel="related" href="${escapeXml(c.source_url)}"/>\n`
    // A price before from another source than the price after: the two may disagree rather than the price move.
    const by = c.previous_source_name ? ` by ${c.previous_source_name}` : ''
    const previous = c.previous_observed ? `; the previous price was last observed ${c.previous_observed}${by}` : ''
    const summary = `${changeTitle(c)}. On ${c.date}${previous}. Source: ${c.source_name}, ${c.source_url}`
    yield `<category term="${c.kind}"/>\n<summary>${escapeXml(summary)}</summary>\n`
    yield '</entry>\n'
  }
  yield '</feed>\n'
}

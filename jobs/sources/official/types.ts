// What an adapter of one seller's own price pages is: its pages (each with its recorded copy), and a
// parse of those pages into rows of the official-price shape (tools/official-price.ts).
import { fileURLToPath } from 'node:url'
import type { OfficialPrice } from '../../../tools/official-price.ts'

/** A time-of-day window of a price. */
export type Window = NonNullable<NonNullable<OfficialPrice['condition']>['window']>

/** The recorded copies of the sellers' pages (each seller's folder, dated in its manifest.json). */
export const PAGES_DIR = fileURLToPath(new URL('../../../data/official-pages', import.meta.url))

/** How the recorded copy of a page relates to what its URL serves. */
type CopyKind =
  /** The very bytes the URL serves (a docs repository's raw file): the live parse is proven on it. */
  | 'verbatim'
  /** A text rendering of the page kept by a search store: the live form (.md twin) is unproven. */
  | 'text-rendering'

export interface OfficialPage {
  /** What is fetched live. */
  url: string
  /** The recorded copy, relative to PAGES_DIR. */
  fixture: string
  copy: CopyKind
  /** Where the copy came from and how it is dated. */
  origin: string
  /** The recorded copy's own date, where it differs from the adapter's `recorded`. */
  recorded?: { date: string; basis: string }
}

/** An earlier copy of the adapter's pages: per page (in `pages` order) its copy, or null where it had none. */
export interface EarlierCopy {
  date: string
  basis: string
  copies: ({ url: string; fixture: string } | null)[]
  /**
   * The page was redesigned that day and shows fewer prices than the copy before it (the rest moved off the
   * page), in words: the read is taken though under half the last read's rows. Only a copy not proven whole
   * may say so, as it retires nothing by leaving a model out.
   */
  redesign?: string
  /**
   * The copy is an excerpt recorded so (its rows whole, what it left out marked), in words: as for a redesign,
   * the read is taken though under half the last read's rows. Only a copy not proven whole may say so.
   */
  excerpt?: string
}

/** One page's text as read, with its address. */
export interface PageText {
  url: string
  text: string
  /** A recorded copy dated apart from the adapter's other pages (its own stored copy's date). */
  seen?: { date: string; basis: string }
}

/** What a page says of one model's life, priced or not: its id, its other names, its status. */
export interface ModelLife {
  model: string
  aliases: string[]
  status: 'listed' | 'deprecated' | 'retired'
  status_date: string | null
  url: string
  words: string
  /** Said in the page's words (a footnote's sentence), not read from its layout: it stands from any copy. */
  stated?: boolean
  /** Another developer's model the seller resells (Claude on Google Cloud): its life is that offer's only. */
  developer?: string
}

export interface SellerRead {
  /** Every model the pages name (with or without a price read): retirements and aliases apply to all rows. */
  lives?: ModelLife[]
  rows: OfficialPrice[]
  /** What the parse could not read; a page read wrongly fails the seller (guard.ts). */
  problems: string[]
  /** The copy was cut short (why): its rows stand, but a model missing from it is not taken as gone. */
  partial?: string
  /**
   * The proof that the copy holds the whole price list, in words (its end marker, its expected
   * sections): only a proven copy may retire a model by leaving it out (a mark stands from any copy).
   */
  complete?: string
  /**
   * Where the proof holds for some of the read's pages only (a whole USD list read beside a CNY page cut short):
   * their URLs. Only an offer last read from one of them may be retired by leaving it out; absent: every page.
   */
  wholePages?: string[]
  /**
   * A cut copy's tables that are whole all the same (each read from its header to the heading after it): in words,
   * and whether an offer last read is one of theirs. Only such an offer may be retired by leaving it out; the rest
   * stand, as from any cut copy.
   */
  wholeTables?: { words: string; holds: (row: OfficialPrice) => boolean }
  /**
   * Every model the seller sells, where the page lists them all in one place (DeepSeek's MODEL row, each
   * name with the version behind it): a model of the seller's not on it is not sold that day.
   */
  lineup?: Lineup
}

/** What a read shows the seller sells, whole: the names (and versions) as the page writes them. */
export interface Lineup {
  models: string[]
  url: string
  words: string
}

export interface SellerAdapter {
  seller: string
  seller_name: string
  developer_of_models: string[]
  pages: OfficialPage[]
  /** What of the seller's prices no stored copy shows (pages not found): said in its table's coverage note. */
  notFound?: string
  /** The day the recorded copies show (their page date). */
  recorded: string
  recorded_basis: string
  /** Earlier recorded copies of the same pages, oldest first: read before `recorded` to build the history. */
  earlier?: EarlierCopy[]
  /**
   * The off-peak windows a page's words state ('Peak hours are 01:00 - 04:00 and 06:00 - 10:00 UTC'),
   * each with the words; read from an earlier row's words when today's copy states none.
   */
  windowsIn?(text: string): { window: Window; words: string }[]
  /** Parses the pages read on `seen` (the page date of every row the parse writes). */
  parse(pages: PageText[], seen: { date: string; basis: string }): SellerRead
}

/** An empty read, to fill. */
export const newRead = (): { rows: OfficialPrice[]; lives: ModelLife[]; problems: string[] } => ({
  rows: [],
  lives: [],
  problems: [],
})

/** A listed row's fields of where and when it was read. */
export const readOn = (url: string, seen: { date: string; basis: string }, adapter: string) => ({
  status: 'listed' as const,
  status_date: null,
  url,
  page_date: seen.date,
  page_date_basis: seen.basis,
  adapter,
})

/** The row fields every adapter fills the same way. */
export const rowDefaults = {
  scale_note: null,
  cache_write: null,
  cache_write_ttl: null,
  condition: null,
  condition_text: null,
  bound: null,
  effective_from: null,
  effective_until: null,
  effective_basis: null,
  region: null,
} satisfies Partial<OfficialPrice>

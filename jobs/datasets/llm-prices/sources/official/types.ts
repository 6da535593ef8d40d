// What an adapter of one seller's own price pages is: its pages (each with its recorded copy), and a
// parse of those pages into rows of the official-price shape (tools/official-price.ts).
import type { OfficialPrice } from '../../../../../tools/official-price.ts'

/** How the recorded copy of a page relates to what its URL serves. */
export type CopyKind =
  /** The very bytes the URL serves (a docs repository's raw file): the live parse is proven on it. */
  | 'verbatim'
  /** A text rendering of the page kept by a search store: the live form (.md twin) is unproven. */
  | 'text-rendering'

export interface OfficialPage {
  /** What is fetched live. */
  url: string
  /** The recorded copy, relative to data/sources. */
  fixture: string
  copy: CopyKind
  /** Where the copy came from and how it is dated. */
  origin: string
}

/** An earlier copy of the adapter's pages: per page (in `pages` order) its copy, or null where it had none. */
export interface EarlierCopy {
  date: string
  basis: string
  copies: ({ url: string; fixture: string } | null)[]
}

/** One page's text as read, with its address. */
export interface PageText {
  url: string
  text: string
}

/** What a page says of one model's life, priced or not: its id, its other names, its status. */
export interface ModelLife {
  model: string
  aliases: string[]
  status: 'listed' | 'deprecated' | 'retired'
  status_date: string | null
  url: string
  words: string
}

export interface SellerRead {
  /** Every model the pages name (with or without a price read): retirements and aliases apply to all rows. */
  lives?: ModelLife[]
  rows: OfficialPrice[]
  /** What the parse could not read; a page read wrongly fails the seller (guard.ts). */
  problems: string[]
  /** The copy was cut short (why): its rows stand, but a model missing from it is not taken as gone. */
  partial?: string
}

export interface SellerAdapter {
  seller: string
  seller_name: string
  developer_of_models: string[]
  pages: OfficialPage[]
  /** The day the recorded copies show (their page date). */
  recorded: string
  recorded_basis: string
  /** Earlier recorded copies of the same pages, oldest first: read before `recorded` to build the history. */
  earlier?: EarlierCopy[]
  /** Parses the pages read on `seen` (the page date of every row the parse writes). */
  parse(pages: PageText[], seen: { date: string; basis: string }): SellerRead
}

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

// The price domain's closed lists, each written once (re-exported by price-domain.ts): the modes a seller
// prices a request in, the named components of a price, and how a price's date is known.
/** The modes a request picks by its service tier: each is a price component named after it. */
export const SERVICE_TIERS = ['batch', 'flex', 'priority'] as const
export type ServiceTier = (typeof SERVICE_TIERS)[number]
export const isServiceTier = (mode: string): mode is ServiceTier => (SERVICE_TIERS as readonly string[]).includes(mode)
/** The modes whose row replaces a standard price's fields when it applies: a service tier, a window, a promotion. */
export const RULE_MODES = [...SERVICE_TIERS, 'off_peak', 'promotion'] as const
export const isRuleMode = (mode: string) => (RULE_MODES as readonly string[]).includes(mode)
/** How a seller prices a request: its list price, a rule mode, a thinking-output price, or free. */
export const MODES = ['standard', ...RULE_MODES, 'thinking', 'free'] as const
export type Mode = (typeof MODES)[number]
/** The slices a workload's tokens are split in, each priced at its mode (the cost tools). */
export const SLICES = ['standard', 'batch', 'off_peak'] as const satisfies readonly Mode[]
export type Slice = (typeof SLICES)[number]
/** The named parts of a price beyond its headline input and output (PriceComponent's names). */
export const COMPONENT_NAMES = [
  'context_band',
  'off_peak',
  'batch',
  'priority',
  'flex',
  'promotion',
  'cache_write',
] as const satisfies readonly (Mode | 'context_band' | 'cache_write')[]

/**
 * How a price's date is known from its seller, strongest first: effective (the seller states the day),
 * commit (the seller's docs repository changed its table that day), page seen (the day the page was read).
 * An observation's date_basis is written `<basis>: <words>` (dateBasis); a catalogue's carries none.
 */
export const DATE_BASES = ['effective', 'commit', 'page seen'] as const
export type DateBasis = (typeof DATE_BASES)[number]
/** The seller's price seen again in a catalogue: a later day the same price was shown (derive.ts creditSeller). */
export const SEEN_AGAIN = 'seen again'
/**
 * The seller's price as third parties state it, where no copy of its own page is stored (data/secondary): dated
 * by those pages, never the catalogues' clock.
 */
export const SECONDARY = 'secondary'
export const isSecondary = (dateBasisText: string | undefined) => !!dateBasisText?.startsWith(`${SECONDARY}:`)
export const isDateBasis = (basis: string): basis is DateBasis => (DATE_BASES as readonly string[]).includes(basis)

/** An observation's date_basis: its basis, then the words that say so. */
export const dateBasis = (basis: DateBasis | typeof SEEN_AGAIN | typeof SECONDARY, words: string) =>
  `${basis}: ${words}`

/**
 * The basis an observation's date_basis names (its part before the first colon), or undefined (a
 * catalogue's, or the seller's price seen again). Effective dates a docs commit gives are `commit`.
 */
export function basisOf(dateBasisText: string | undefined): DateBasis | undefined {
  if (!dateBasisText) return undefined
  const at = dateBasisText.indexOf(':')
  const head = at < 0 ? dateBasisText : dateBasisText.slice(0, at)
  if (head === 'effective' && /commit date/i.test(dateBasisText)) return 'commit'
  return isDateBasis(head) ? head : undefined
}

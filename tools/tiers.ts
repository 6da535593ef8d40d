// Subscription tiers of API keys, defined once: the keys CLI and /admin accept only these names.
// The spec (section 5) says a key comes from a paid subscription tier and (section 8) allows 600
// requests per minute per key; it names no tier. Assumption: three paid tiers, pro / team /
// enterprise, the names used in the README and tests; all at the spec's 600 per minute, since the
// spec gives one figure for every key. A tier with another limit is one more row here.
import { z } from 'zod'

/** Each tier with its rate limit (requests per minute per key). */
export const TIERS = {
  pro: { requests_per_minute: 600 },
  team: { requests_per_minute: 600 },
  enterprise: { requests_per_minute: 600 },
} as const satisfies Record<string, { requests_per_minute: number }>

export type TierName = keyof typeof TIERS

export const TIER_NAMES = Object.keys(TIERS) as [TierName, ...TierName[]]

/** A tier name, for every input that names one (CLI, /admin request bodies). */
export const Tier = z.enum(TIER_NAMES).describe(`Subscription tier of the key: ${TIER_NAMES.join(', ')}`)

/** True when `name` is a defined tier. */
export function isTier(name: string): name is TierName {
  return Object.hasOwn(TIERS, name)
}

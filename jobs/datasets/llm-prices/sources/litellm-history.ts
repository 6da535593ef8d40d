// Adapter: litellm's price file as it stood at the end of each month (bundled CSV derived from its
// git history). Each row is a USD list price observed on that snapshot's commit date.
import { z } from 'zod'
import { parseCsv } from '../../../../tools/csv.ts'
import type { Observation } from '../../../../tools/observation.ts'
import { countryOf, modelIdOf, vendorOf } from '../../../../tools/vendors.ts'
import type { AdapterResult } from './types.ts'

export const SOURCE_NAME = 'litellm model_prices_and_context_window.json'

/** The source name and URL of one commit of litellm's price file (both adapters that read its history cite so). */
export function citeCommit(repo: string, commit: string): { source_name: string; source_url: string } {
  return {
    source_name: `${SOURCE_NAME} (${repo}@${commit.slice(0, 7)})`,
    source_url: `https://github.com/${repo}/blob/${commit}/model_prices_and_context_window.json`,
  }
}

/** litellm's providers that are the sellers themselves: resellers' prices are not the vendor's list price. */
export const FIRST_PARTY_PROVIDERS: ReadonlySet<string> = new Set([
  'openai',
  'anthropic',
  'gemini',
  'deepseek',
  'mistral',
  'xai',
  'dashscope',
  'moonshot',
  'zai',
  'minimax',
  'cohere_chat',
  'volcengine',
])

/**
 * The route prefixes of first-party entries (`gemini/`, `deepseek/`; `palm/` in its history). Any other
 * prefix prices something else under the seller's model name: a deployment option (`us/`: US-only
 * inference, which Anthropic bills at 1.1x; `fast/`: its fast mode at 6x) or a reseller (`azure/`,
 * `openrouter/`), so it is no list price of the model.
 */
const FIRST_PARTY_ROUTES = new Set([...FIRST_PARTY_PROVIDERS, 'palm'])

/** Why a litellm key is not a first-party list price by its route prefix, if it is not. */
export function routeRefused(key: string): string | undefined {
  const route = key.includes('/') ? key.slice(0, key.lastIndexOf('/')) : undefined
  if (route === undefined || FIRST_PARTY_ROUTES.has(route)) return undefined
  return (
    `route '${route}/' is not the seller's own list ` +
    '(a deployment option such as US-only inference or fast mode, or a reseller)'
  )
}

const price = z.coerce.number().finite().nonnegative()
const Row = z.object({
  date: z.iso.date(),
  model: z.string().min(1),
  provider: z.string().min(1),
  input_usd_per_mtok: price,
  output_usd_per_mtok: price,
  cache_read_usd_per_mtok: z.string().transform((v, ctx) => {
    if (v === '') return null
    const n = Number(v)
    if (!Number.isFinite(n) || n < 0) {
      ctx.addIssue({ code: 'custom', message: 'not a price' })
      return z.NEVER
    }
    return n
  }),
  source_commit: z.string().regex(/^[0-9a-f]{40}$/),
  source_repo: z.string().regex(/^[\w.-]+\/[\w.-]+$/),
})

/** Observations from the monthly CSV; a row that fails validation is rejected with its reason. */
export function parseLitellmHistory(csv: string): AdapterResult {
  const rejected: AdapterResult['rejected'] = []
  const rows = parseCsv(csv).flatMap((raw, i) => {
    const parsed = Row.safeParse(raw)
    if (parsed.success) return [parsed.data]
    rejected.push({
      source: SOURCE_NAME,
      record: `line ${i + 2}: ${raw.model ?? ''}`,
      reason: parsed.error.issues[0].message,
    })
    return []
  })
  const snapshots = [...new Set(rows.map((row) => row.date))].sort()
  const nextSnapshot = new Map(snapshots.map((date, i) => [date, snapshots[i + 1]]))
  const byKey = new Map<string, Observation & { prefixed: boolean }>()
  for (const row of rows) {
    const vendor = vendorOf(row.provider)
    const named = modelIdOf(row.model)
    const refused = 'reason' in named ? named.reason : routeRefused(row.model)
    if (refused !== undefined || 'reason' in named) {
      rejected.push({ source: SOURCE_NAME, record: `${row.date} ${row.model}`, reason: refused ?? '' })
      continue
    }
    const model = named.id
    const prefixed = row.model.includes('/')
    const key = `${model}|${row.date}`
    const seen = byKey.get(key)
    // Two spellings of one model in one snapshot (`deepseek-chat`, `deepseek/deepseek-chat`):
    // keep the provider-routed one, which litellm maintains as the first-party entry.
    if (seen && (seen.prefixed || !prefixed)) continue
    byKey.set(key, {
      model,
      source_model_id: row.model,
      vendor,
      country: countryOf(vendor),
      currency: 'USD',
      input: row.input_usd_per_mtok,
      output: row.output_usd_per_mtok,
      cache_read: row.cache_read_usd_per_mtok,
      cache_write: null,
      observed: row.date,
      valid_until: nextSnapshot.get(row.date),
      ...citeCommit(row.source_repo, row.source_commit),
      prefixed,
    })
  }
  const observations = [...byKey.values()].map(({ prefixed: _prefixed, ...obs }) => obs)
  return { observations, rejected }
}

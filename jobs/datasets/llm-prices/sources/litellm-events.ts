// Adapter: every commit that changed litellm's price file (bundled CSV of change events from its git
// history). Each added or changed entry is an observation on its commit's date, so a change is dated
// the day litellm recorded it rather than at the end of the month.
import { parseCsv } from '../../../../tools/csv.ts'
import type { Observation } from '../../../../tools/observation.ts'
import { countryOf, modelIdOf, vendorOf } from '../../../../tools/vendors.ts'
import { citeCommit, routeRefused, SOURCE_NAME } from './litellm-history.ts'
import type { AdapterResult } from './types.ts'

const num = (v: string) => (v !== '' && Number.isFinite(Number(v)) && Number(v) >= 0 ? Number(v) : null)

/** Observations from the change-event CSV: the last event of each model on each day. */
export function parseLitellmEvents(csv: string): AdapterResult {
  const rejected: AdapterResult['rejected'] = []
  const byKey = new Map<string, Observation & { prefixed: boolean }>()
  for (const row of parseCsv(csv)) {
    if (!['initial', 'added', 'changed'].includes(row.event)) continue
    const named = modelIdOf(row.model)
    const input = num(row.input_usd_per_mtok)
    const output = num(row.output_usd_per_mtok)
    const refused = 'reason' in named ? named.reason : routeRefused(row.model)
    const unpriced = input === null || output === null || !/^[0-9a-f]{40}$/.test(row.source_commit)
    if ('reason' in named || refused !== undefined || unpriced || input === null || output === null) {
      rejected.push({
        source: SOURCE_NAME,
        record: `${row.date} ${row.model}`,
        reason: refused ?? 'no price or commit',
      })
      continue
    }
    const prefixed = row.model.includes('/')
    const key = `${named.id}|${row.date}`
    const seen = byKey.get(key)
    if (seen?.prefixed && !prefixed) continue // the provider-routed entry is the first-party one
    const vendor = vendorOf(row.provider)
    byKey.set(key, {
      model: named.id,
      source_model_id: row.model,
      vendor,
      country: countryOf(vendor),
      currency: 'USD',
      input,
      output,
      cache_read: num(row.cache_read_usd_per_mtok),
      cache_write: null,
      observed: row.date,
      ...citeCommit(row.source_repo, row.source_commit),
      prefixed,
    })
  }
  return { observations: [...byKey.values()].map(({ prefixed: _p, ...obs }) => obs), rejected }
}

// Every seller's table with today's reads landed on it: the tables of data/official (each adapter's
// last good read, and the rows typed by hand), and each adapter's pages as fetched today.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { mergeSellers, OFFICIAL_DIR, parseOfficialTable, type SellerPrices } from '../../../../official.ts'
import type { AdapterResult } from '../types.ts'
import type { OfficialEvent } from './history.ts'
import { adapterName, OFFICIAL_ADAPTERS } from './index.ts'
import { readSeller } from './read.ts'

/** Every seller file in data/official: the adapters' last good reads and the rows typed by hand. */
const FILES = () =>
  readdirSync(OFFICIAL_DIR)
    .filter((f) => f.endsWith('.json'))
    .sort()

/** Each adapter's pages, in one list: what is fetched, and what is replayed offline. */
export const OFFICIAL_PAGES = OFFICIAL_ADAPTERS.flatMap((a) => a.pages.map((p) => ({ url: p.url, fixture: p.fixture })))

/**
 * The sellers' tables with today's reads landed on them: each adapter's pages (texts, in OFFICIAL_PAGES
 * order) read against its last good rows; a read refused keeps those rows and is named in `failures`.
 */
export function readSellers(texts: string[], date: string): { tables: SellerPrices[] } & AdapterResult {
  const out = {
    observations: [] as AdapterResult['observations'],
    rejected: [] as AdapterResult['rejected'],
    failures: [] as { part: string; reason: string }[],
  }
  const tables: SellerPrices[] = []
  for (const file of FILES()) {
    const parsed = parseOfficialTable(readFileSync(join(OFFICIAL_DIR, file), 'utf8'), file)
    out.rejected.push(...parsed.rejected)
    if (parsed.table) tables.push(parsed.table)
  }
  const sellers = mergeSellers(tables)
  const events: Record<string, OfficialEvent[]> = {}
  let at = 0
  for (const adapter of OFFICIAL_ADAPTERS) {
    const pages = adapter.pages.map((p) => ({ url: p.url, text: texts[at++] }))
    const name = adapterName(adapter)
    // An adapter reads over its last good read (write.ts): without one in the tables' folder it is not run.
    const table = sellers.find((s) => s.seller === adapter.seller && s.adapter === name)
    if (!table) continue
    const lastGood = table.rows.filter((r) => r.adapter === name)
    const byHand = table.rows.filter((r) => r.adapter !== name)
    const got = readSeller(adapter, pages, { date, basis: `the page as read on ${date}` }, lastGood, byHand)
    table.rows = [...got.byHand, ...got.rows]
    if (got.failure) out.failures.push({ part: adapter.seller, reason: got.failure })
    for (const p of got.problems) out.rejected.push({ source: `official:${adapter.seller}`, record: name, reason: p })
    if (got.events.length) events[adapter.seller] = got.events
  }
  return { ...out, tables: sellers, ...(Object.keys(events).length ? { report: { events } } : {}) }
}

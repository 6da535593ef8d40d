// Every seller's table with today's reads landed on it: the tables of data/official (each adapter's
// last good read, and the rows typed by hand), and each adapter's pages as fetched today.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import { mergeSellers, OFFICIAL_DIR, parseOfficialTable, type SellerPrices } from '../../official.ts'
import type { Observation } from '../../../tools/observation.ts'
import type { OfficialLife, OfficialLineup, OfficialPrice } from '../../../tools/official-price.ts'
import { writeFileAtomic } from '../../../store/atomic.ts'
import type { AdapterResult as Result } from '../../source.ts'
import type { OfficialEvent } from './history.ts'
import { adapterName, OFFICIAL_ADAPTERS } from './index.ts'
import { landLives, mergeLives } from './lives.ts'
import { offerKey, samePrices } from './keys.ts'
import { pageText } from './html-text.ts'
import { readSeller } from './read.ts'
import { PAGES_DIR } from './types.ts'

type AdapterResult = Result<Observation>

/** Every seller file in data/official: the adapters' last good reads and the rows typed by hand. */
const FILES = () =>
  readdirSync(OFFICIAL_DIR)
    .filter((f) => f.endsWith('.json'))
    .sort()

/** Each adapter's pages, in one list: what is fetched, and what is replayed offline. */
export const OFFICIAL_PAGES = OFFICIAL_ADAPTERS.flatMap((a) =>
  a.pages.map((p) => ({ url: p.url, fixture: join(PAGES_DIR, p.fixture) })),
)

/**
 * The sellers' tables with today's reads landed on them: each adapter's pages (texts, in OFFICIAL_PAGES
 * order) read against its last good rows; a read refused keeps those rows and is named in `failures`.
 */
export function readSellers(
  texts: string[],
  date: string,
  /** Live: the folder of each adapter's last good read (official/<seller>.json), kept between runs. */
  stateDir?: string,
  /** Offline: the texts are the recorded copies, each seen on its own recording day, not `date`. */
  dated = false,
): { tables: SellerPrices[] } & AdapterResult {
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
  type Kept = { seller: string; name: string; rows: OfficialPrice[]; lives: OfficialLife[]; lineups: OfficialLineup[] }
  const taken: Kept[] = []
  let at = 0
  for (const adapter of OFFICIAL_ADAPTERS) {
    // An HTML page fetched live is read as the text rendering its recorded copy is (html-text.ts).
    const pages = adapter.pages.map((p) => ({ url: p.url, text: pageText(texts[at++]) }))
    const name = adapterName(adapter)
    // An adapter reads over its last good read (write.ts): without one in the tables' folder it is not run.
    const table = sellers.find((s) => s.seller === adapter.seller && s.adapter === name)
    if (!table) continue
    const shipped = table.rows.filter((r) => r.adapter === name)
    const kept = stateDir ? keptRead(stateDir, adapter.seller, name) : undefined
    // The newer of the read shipped in data/official and the one the last run kept.
    const newer = kept && newest(kept.rows) >= newest(shipped)
    // Lives: the shipped ones with the kept run's landed on them (a kept file may predate lives, or a newer
    // release may ship lives learned from copies the kept run never read).
    const last = {
      rows: newer ? withFirstSeen(kept.rows, shipped) : shipped,
      lives: mergeLives(table.lives ?? [], kept?.lives ?? []),
    }
    const byHand = table.rows.filter((r) => r.adapter !== name)
    // A recorded copy replayed is the page as it was recorded, not as it stands on the run's day.
    const seen = dated
      ? { date: adapter.recorded, basis: adapter.recorded_basis }
      : { date, basis: `the page as read on ${date}` }
    const got = readSeller(adapter, pages, seen, last.rows, byHand)
    table.rows = [...got.byHand, ...got.rows]
    table.lives = landLives(last.lives, got.lives, seen.date, got.rows)
    // The line-ups shipped and kept, each day once, with today's.
    const days = new Map([...(table.lineups ?? []), ...(kept?.lineups ?? [])].map((l) => [l.day, l]))
    if (got.lineup) days.set(seen.date, { day: seen.date, ...got.lineup })
    const lineups = [...days.values()].sort((a, b) => (a.day < b.day ? -1 : 1))
    if (lineups.length) table.lineups = lineups
    if (got.failure) out.failures.push({ part: adapter.seller, reason: got.failure })
    else if (stateDir) taken.push({ seller: adapter.seller, name, rows: got.rows, lives: table.lives, lineups })
    for (const p of got.problems) out.rejected.push({ source: `official:${adapter.seller}`, record: name, reason: p })
    if (got.events.length) events[adapter.seller] = got.events
  }
  return {
    ...out,
    tables: sellers,
    ...(Object.keys(events).length ? { report: { events } } : {}),
    // Each read taken becomes the seller's last good read for the next run; a refused one leaves it.
    ...(stateDir && taken.length
      ? {
          persist: async () => {
            await mkdir(join(stateDir, 'official'), { recursive: true })
            for (const t of taken)
              await writeFileAtomic(
                keptFile(stateDir, t.seller),
                JSON.stringify(
                  {
                    seller: t.seller,
                    seller_name: t.seller,
                    adapter: t.name,
                    rows: t.rows,
                    lives: t.lives,
                    ...(t.lineups.length ? { lineups: t.lineups } : {}),
                  },
                  null,
                  1,
                ),
              )
          },
        }
      : {}),
  }
}

const keptFile = (dir: string, seller: string) => join(dir, 'official', `${seller}.json`)

/** The newest day a read saw. */
const newest = (rows: OfficialPrice[]) => rows.reduce((a, r) => (r.page_date > a ? r.page_date : a), '')

/**
 * The kept rows, each with the first day the shipped read saw it at the same prices and terms when that
 * is earlier (a kept read written before rows carried first_seen would otherwise date them from itself).
 */
function withFirstSeen(kept: OfficialPrice[], shipped: OfficialPrice[]): OfficialPrice[] {
  const terms = (r: OfficialPrice) => `${offerKey(r)}|${JSON.stringify(r.condition ?? null)}`
  const firstDay = new Map(shipped.filter((r) => !r.effective_from).map((r) => [terms(r), r] as const))
  return kept.map((r) => {
    const s = firstDay.get(terms(r))
    const first = s && samePrices(s, r) ? (s.first_seen ?? s.page_date) : undefined
    return first && !r.effective_from && first < (r.first_seen ?? r.page_date) ? { ...r, first_seen: first } : r
  })
}

/** The last good read a live run kept for the seller, if any (rows that fail the row check are dropped). */
function keptRead(
  dir: string,
  seller: string,
  name: string,
): { rows: OfficialPrice[]; lives: OfficialLife[]; lineups: OfficialLineup[] } | undefined {
  if (!existsSync(keptFile(dir, seller))) return undefined
  const { table } = parseOfficialTable(readFileSync(keptFile(dir, seller), 'utf8'), `${seller}.json`)
  return (
    table && {
      rows: table.rows.filter((r) => r.adapter === name),
      lives: table.lives ?? [],
      lineups: table.lineups ?? [],
    }
  )
}

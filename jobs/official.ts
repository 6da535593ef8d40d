// The sellers' own price tables (data/official/<seller>.json): each row parsed and checked against
// its own evidence; a row that fails is reported with its reason and never reaches a price.
import { readdir, readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import type { z } from 'zod'
import { OfficialLife, OfficialLineup, OfficialPrice, OfficialTable, rowProblems } from '../tools/official-price.ts'
import type { Rejected } from '../tools/rejected.ts'
import { canonicalModelId } from '../tools/vendors.ts'

/** The sellers' tables; OFFICIAL_DIR points elsewhere (a test that needs the catalogues' dates alone). */
export const OFFICIAL_DIR = process.env.OFFICIAL_DIR ?? fileURLToPath(new URL('../data/official', import.meta.url))

/** One seller's sound rows. */
export interface SellerPrices {
  seller: string
  seller_name: string
  developer_of_models?: string[]
  coverage_note?: string
  /** The adapter these rows are the last good read of (sources/official/<seller>.ts); absent: typed by hand. */
  adapter?: string
  rows: OfficialPrice[]
  /** What the adapter's pages last said of each model they name, priced or not (sources/official/lives.ts). */
  lives?: OfficialLife[]
  /** Each read that showed every model the seller sells (sources/official/types.ts Lineup), by day. */
  lineups?: OfficialLineup[]
}

export interface OfficialTables {
  sellers: SellerPrices[]
  rejected: Rejected[]
}

/** Parses one seller's file; `file` names the rows in rejections. */
export function parseOfficialTable(text: string, file: string): { table?: SellerPrices; rejected: Rejected[] } {
  const source = `official:${file}`
  let raw: unknown
  try {
    raw = JSON.parse(text)
  } catch (e) {
    return { rejected: [{ source, record: file, reason: `not JSON: ${(e as Error).message}` }] }
  }
  const head = OfficialTable.safeParse(raw)
  if (!head.success)
    return {
      rejected: [
        { source, record: file, reason: head.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ') },
      ],
    }
  const rejected: Rejected[] = []
  const rows: OfficialPrice[] = []
  head.data.rows.forEach((r, i) => {
    const parsed = OfficialPrice.safeParse(r)
    const record = `${head.data.seller} row ${i} ${(r as { model?: string })?.model ?? '?'}`
    if (!parsed.success) {
      rejected.push({
        source,
        record,
        reason: parsed.error.issues.map((x) => `${x.path.join('.')}: ${x.message}`).join('; '),
      })
      return
    }
    const problems = rowProblems(parsed.data)
    if (problems.length) rejected.push({ source, record, reason: problems.join('; ') })
    else rows.push(parsed.data)
  })
  // Each life and line-up checked on its own, as rows are: a bad one is reported and left out, never the table.
  const each = <T>(items: unknown[] | undefined, schema: z.ZodType<T>, what: string): T[] =>
    (items ?? []).flatMap((l, i) => {
      const parsed = schema.safeParse(l)
      if (parsed.success) return [parsed.data]
      rejected.push({
        source,
        record: `${head.data.seller} ${what} ${i} ${(l as { model?: string })?.model ?? ''}`.trim(),
        reason: parsed.error.issues.map((x) => `${x.path.join('.')}: ${x.message}`).join('; '),
      })
      return []
    })
  const lives = each(head.data.lives, OfficialLife, 'life')
  const lineups = each(head.data.lineups, OfficialLineup, 'lineup')
  const { seller, seller_name, developer_of_models, coverage_note, adapter } = head.data
  return {
    table: {
      seller,
      seller_name,
      developer_of_models,
      coverage_note,
      adapter,
      rows,
      ...(head.data.lives ? { lives } : {}),
      ...(lineups.length ? { lineups } : {}),
    },
    rejected,
  }
}

/** One table per seller: a seller's dated announcements (dated-<seller>.json) join its price table. */
export function mergeSellers(tables: SellerPrices[]): SellerPrices[] {
  const out: SellerPrices[] = []
  for (const t of tables) {
    const same = out.find((s) => s.seller === t.seller)
    if (!same) {
      out.push({ ...t, rows: [...t.rows] })
      continue
    }
    same.rows.push(...t.rows)
    same.adapter ??= t.adapter
    same.lives ??= t.lives
    same.lineups ??= t.lineups
    same.developer_of_models = [...new Set([...(same.developer_of_models ?? []), ...(t.developer_of_models ?? [])])]
    if (t.coverage_note) same.coverage_note = [same.coverage_note, t.coverage_note].filter(Boolean).join(' | ')
  }
  return out
}

/** Every seller's table in `dir`, sellers in file-name order. */
export async function loadOfficialTables(dir = OFFICIAL_DIR): Promise<OfficialTables> {
  const files = (await readdir(dir)).filter((f) => f.endsWith('.json')).sort()
  const sellers: SellerPrices[] = []
  const rejected: Rejected[] = []
  const tables: SellerPrices[] = []
  for (const file of files) {
    const parsed = parseOfficialTable(await readFile(`${dir}/${file}`, 'utf8'), file)
    rejected.push(...parsed.rejected)
    if (parsed.table) tables.push(parsed.table)
  }
  sellers.push(...mergeSellers(tables))
  return { sellers, rejected }
}

/** Does the seller sell `developer`'s models as its own (its own API, not a resale of another's)? */
export const sellsAsOwn = (t: Pick<SellerPrices, 'seller' | 'developer_of_models'>, developer: string) =>
  developer === t.seller || (t.developer_of_models ?? []).includes(developer)

type Lived = Pick<SellerPrices, 'seller' | 'developer_of_models' | 'lives'>
const resold = (t: Lived, l: OfficialLife) => !!l.developer && !sellsAsOwn(t, l.developer)

/** The lives a seller's pages give its own models: a resold model's life (Claude on Google Cloud) is apart. */
export const ownLives = (t: Lived) => (t.lives ?? []).filter((l) => !resold(t, l))

/** Other developers' models a seller resold and its pages closed (Claude 3.7 Sonnet on Google Cloud). */
export const resaleClosures = (t: Lived) => (t.lives ?? []).filter((l) => resold(t, l) && l.status === 'retired')

/**
 * The models a seller's pages retired, of its own making only (a reseller dropping another developer's
 * model retires nothing of the developer's), each with the names that retire with it: the page's id and
 * the names the pages gave it, less any name a model the seller still sells has (a row in force, or a
 * model the pages do not mark retired: voxtral-mini-latest moved on to voxtral-mini-2602), and less any
 * other name with prices of its own, whose rows end by themselves (deepseek-chat, V4 Flash's name from
 * 2026-04-26, is not retired by the note that retires V4 Flash on 2026-11-25 and never names it).
 */
export function ownRetirements(
  t: SellerPrices,
  idOf: (name: string) => string | undefined = canonicalModelId,
): { life: OfficialLife; names: string[] }[] {
  const sold = new Set<string>()
  const priced = new Set(t.rows.map((r) => idOf(r.model) ?? r.model))
  for (const r of t.rows) if (!r.effective_until) sold.add(idOf(r.model) ?? r.model)
  for (const l of ownLives(t))
    if (l.status !== 'retired') for (const name of [l.model, ...l.aliases]) sold.add(idOf(name) ?? name)
  return ownLives(t)
    .filter((l) => {
      const rows = t.rows.filter((r) => r.model === l.model)
      return l.status === 'retired' && (!rows.length || rows.some((r) => sellsAsOwn(t, r.developer)))
    })
    .map((life) => ({
      life,
      names: [life.model, ...life.aliases].filter((n) => {
        const id = idOf(n)
        return !!id && !sold.has(id) && (n === life.model || !priced.has(id))
      }),
    }))
    .filter((r) => r.names.length)
}

// Writes each adapter's last good read into data/official/<seller>.json (the table the official path
// and the official_prices dataset read) and ends the seller's rows typed by hand that the read ends.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { PAGES_DIR } from './types.ts'
import { OFFICIAL_DIR } from '../../official.ts'
import { baseline } from './baseline.ts'
import { adapterName, OFFICIAL_ADAPTERS } from './index.ts'
import type { SellerAdapter } from './types.ts'

type TableFile = { seller: string; adapter?: string; rows: { model: string }[]; [k: string]: unknown }

const write = (path: string, table: unknown) => writeFileSync(path, `${JSON.stringify(table, null, 1)}\n`)

/** Writes one adapter's table and its seller's hand tables; returns what it said. */
function writeSeller(a: SellerAdapter, dir = OFFICIAL_DIR) {
  const name = adapterName(a)
  const own = `${a.seller}.json`
  const hand = readdirSync(dir)
    .filter((f) => f.endsWith('.json') && f !== own)
    .map((f) => ({ f, t: JSON.parse(readFileSync(join(dir, f), 'utf8')) as TableFile }))
    .filter(({ t }) => t.seller === a.seller && !t.adapter)
  const handRows = hand.flatMap(({ t }) => t.rows) as Parameters<typeof baseline>[1]
  const read = baseline(a, handRows)
  let at = 0
  for (const { f, t } of hand) {
    const rows = read.byHand.slice(at, at + t.rows.length)
    at += t.rows.length
    write(join(dir, f), { ...t, rows })
  }
  const pages = a.pages.map((p) => `${p.url} (${p.copy === 'verbatim' ? 'verbatim copy' : 'text rendering'})`)
  write(join(dir, own), {
    seller: a.seller,
    seller_name: a.seller_name,
    developer_of_models: a.developer_of_models,
    adapter: name,
    coverage_note:
      `Written by the adapter ${name} (jobs/sources/official/${a.seller}.ts) from its recorded ` +
      `copies (data/official-pages): ${[...(a.earlier ?? []).map((e) => e.date), a.recorded].join(', ')}. ` +
      `Pages: ${pages.slice(0, 3).join('; ')}${pages.length > 3 ? ` and ${pages.length - 3} more` : ''}.` +
      (read.problems.length ? ` Not read: ${read.problems.join('; ')}.` : '') +
      (a.notFound ? ` Not found: ${a.notFound}` : ''),
    rows: read.rows,
    lives: read.lives,
    ...(read.lineups.length ? { lineups: read.lineups } : {}),
  })
  return read
}

/** data/official-pages/manifest.json: every recorded copy of every adapter, with its URL, date and origin. */
export function copiesManifest() {
  return {
    _about:
      'Recorded copies of the sellers own pages read by the adapters in jobs/sources/official. ' +
      'copy "verbatim": the bytes the URL serves (the live parse is proven on it); "text-rendering": the text a ' +
      'search store kept of the page (the live form is unproven until the first live read).',
    sellers: Object.fromEntries(
      OFFICIAL_ADAPTERS.map((a) => [
        a.seller,
        {
          recorded: a.recorded,
          recorded_basis: a.recorded_basis,
          pages: a.pages,
          earlier: (a.earlier ?? []).map((e) => ({ date: e.date, basis: e.basis, copies: e.copies.filter(Boolean) })),
        },
      ]),
    ),
  }
}

if (process.argv[1]?.endsWith('write.ts')) {
  write(join(PAGES_DIR, 'manifest.json'), copiesManifest())
  for (const a of OFFICIAL_ADAPTERS) {
    const r = writeSeller(a)
    console.log(`${a.seller}: ${r.rows.length} rows, ${r.events.length} events, ${r.failures.length} failures`)
    for (const p of [...r.failures, ...r.problems]) console.log(`  ${p}`)
  }
}

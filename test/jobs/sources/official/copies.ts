// The earlier recorded copies of an adapter's pages, as pages to parse (test helper).
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { PAGES_DIR } from '../../../../jobs/sources/official/types.ts'
import type { PageText, SellerAdapter } from '../../../../jobs/sources/official/types.ts'

export function copyOf(a: SellerAdapter, date: string): PageText[] {
  const copy = a.earlier?.find((e) => e.date === date)
  if (!copy) throw new Error(`${a.seller} has no copy of ${date}`)
  return copy.copies.flatMap((c) => (c ? [{ url: c.url, text: readFileSync(join(PAGES_DIR, c.fixture), 'utf8') }] : []))
}

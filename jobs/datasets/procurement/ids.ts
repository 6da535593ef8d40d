// Project ids quoted in notices (项目编号/招标编号/采购编号) and the stable record ids of this dataset.
import { toHalfWidth } from './amounts.ts'
import { recordPath } from '../../../tools/page.ts'
import { PROCUREMENT_DEALS } from '../../../tools/procurement/procurement-deals.ts'
import { PROCUREMENT_DEMANDS } from '../../../tools/procurement/procurement-demands.ts'

// 预算编号 (budget line number) is deliberately absent: it is not the project's id.
const ID_LABELS = String.raw`采购项目编号|招标项目编号|项目编号|招标编号|采购编号|項目編號|招標編號|採購編號|项目代码|标段编号|标段\(包\)编号`
const ID_LABEL = new RegExp(String.raw`(?:${ID_LABELS})\s*[:：]?\s*([A-Za-z0-9][A-Za-z0-9\-_/[\].]*[A-Za-z0-9\]])`, 'u')

/** The first project id the text quotes after a 项目编号-type label, or null. */
export function parseProjectId(text: string | null | undefined): string | null {
  if (!text) return null
  // ids may be typed in full-width letters and hyphens too (ＧＸＺＣ２０２５－Ｇ１)
  const half = toHalfWidth(text).replace(/[\uff01-\uff5e]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))
  const m = ID_LABEL.exec(half)
  return m ? m[1] : null
}

/** FNV-1a 32-bit, hex: a short deterministic fingerprint for records without an id of their own. */
function fnv1a(text: string): string {
  let h = 0x811c9dc5
  for (const ch of new TextEncoder().encode(text)) {
    h ^= ch
    h = Math.imul(h, 0x01000193) >>> 0
  }
  return h.toString(16).padStart(8, '0')
}

/** The published id: the source record's own id in lower case, else a fingerprint of url, title and kind. */
export function stableId(rec: { id?: unknown; source_url?: unknown; title?: unknown; kind?: unknown }): string {
  if (typeof rec.id === 'string' && /^[A-Za-z0-9-]+$/.test(rec.id)) return rec.id.toLowerCase()
  return `p-${fnv1a(`${rec.source_url}|${rec.title}|${rec.kind}`)}`
}

/**
 * The page path of a record (a tender on the demands pages, the rest
 * on the deals pages); the base URL is prefixed where served.
 */
export const pagePath = (id: string, kind: string) =>
  recordPath(kind === 'tender' ? PROCUREMENT_DEMANDS : PROCUREMENT_DEALS, id)

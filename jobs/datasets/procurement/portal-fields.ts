// Field extraction shared by the portal adapters: "标签：值" lines as ccgp.gov.cn and the provincial
// 公共资源交易 (ggzy) portals print them, with the value on the same line or the next one.
import { parseAmounts, toHalfWidth, type Amount } from './amounts.ts'
import { isDate, parseDate, type ParsedDate } from './dates.ts'
import { parseProjectId } from './ids.ts'

/** A notice parsed from portal text. Never published by itself: published records come from notices.json. */
export interface PortalNotice {
  portal: 'ccgp' | 'ggzy'
  kind: 'tender' | 'award' | 'candidate' | null
  url: string | null
  project_id: string | null
  title: string | null
  buyer: string | null
  agency: string | null
  budget: Amount | null
  max_price: Amount | null
  deadline: ParsedDate | null
  suppliers: { name: string; rank: number | null; amount: Amount | null }[]
  award_amount: Amount | null
  missing: string[]
}

/** Labels of each field, most specific first. */
export interface PortalLabels {
  title: string[]
  buyer: string[]
  agency: string[]
  budget: string[]
  maxPrice: string[]
  deadline: string[]
  supplier: string[]
  awardAmount: string[]
}

const esc = (s: string) => s.replace(/[()[\]]/g, (c) => `\\${c}`).replace(/\s+/g, '\\s*')

/** Full-width to half-width, and "368.5(万元)" to "368.5万元" so the unit sits next to its number. */
function normaliseNotice(text: string): string {
  return toHalfWidth(text)
    .replace(/\r/g, '')
    .replace(/(\d)\s*\((万元|元|亿元)\)/g, '$1$2')
}

/** The value after the first of `labels` ("label:" or "label(unit):"), or on the next non-empty line. */
function field(text: string, labels: string[]): string | null {
  for (const label of labels) {
    const re = new RegExp(
      `(?:^|[\\s、.:)）])${esc(label)}(?:\\([^)\\n]*\\))?\\s*:\\s*([^\\n]*)(?:\\n\\s*([^\\n]*))?`,
      'm',
    )
    const m = re.exec(text)
    if (!m) continue
    // a scraped line can run into the next label ("...项目预算编号:1024-..."): cut there
    const value = (m[1].trim() || m[2]?.trim() || '')
      .replace(/\s{2,}.*$/, '')
      .replace(/(预算编号|项目编号|采购编号)\s*:.*$/, '')
      .trim()
    if (value) return value
  }
  return null
}

/** The value under an "N.采购人信息" block's "名 称:" line (ccgp's contact section). */
function blockName(text: string, block: string): string | null {
  const m = new RegExp(`${esc(block)}[^\\n]*\\n\\s*名\\s*称\\s*:\\s*([^\\n]+)`).exec(text)
  return m ? m[1].trim() : null
}

const RANK: Record<string, number> = { 一: 1, 二: 2, 三: 3, 四: 4, 五: 5 }

/** Suppliers: "中标(成交)供应商:/供应商名称:" lines, or ranked "第一中标候选人:" lines, each with the next amount line. */
function suppliers(text: string, labels: PortalLabels): PortalNotice['suppliers'] {
  const out: PortalNotice['suppliers'] = []
  const nameRe = new RegExp(
    `(?:^|[\\s、.)])(?:第([一二三四五1-5])(?:中标|成交)?候选人|${labels.supplier.map(esc).join('|')})` +
      `(?:\\([^)\\n]*\\))?\\s*:\\s*([^\\n]+)`,
  )
  const amountRe = new RegExp(`(?:${labels.awardAmount.map(esc).join('|')})(?:\\([^)\\n]*\\))?\\s*:`)
  for (const line of text.split('\n')) {
    const n = nameRe.exec(line)
    if (n) {
      const name = n[2].trim().replace(/^联合体牵头人\s*:\s*/, '')
      out.push({ name, rank: n[1] ? (RANK[n[1]] ?? Number(n[1])) : null, amount: null })
      continue
    }
    const last = out.at(-1)
    if (last && !last.amount && amountRe.test(line))
      last.amount = parseAmounts(line.replace(/^[^:]*\(元\)/, '(元)'))[0] ?? null
  }
  return out
}

const firstAmount = (s: string | null) => (s ? (parseAmounts(s)[0] ?? null) : null)

/** The whole labelled line, so a "(元)" unit in the label still applies to a bare number. */
function labelledLine(text: string, labels: string[]): string | null {
  const re = new RegExp(`(?:${labels.map(esc).join('|')})(?:\\([^)\\n]*\\))?\\s*:[^\\n]*`)
  const m = re.exec(text)
  return m ? m[0].replace(/^[^(:]*(?=\(元\))/, '') : null
}

/** Deadline from a labelled line, a ccgp section heading followed by the date, or "于 <date> 前递交". */
function deadline(text: string, labels: string[]): ParsedDate | null {
  const v = field(text, labels)
  const fromField = v ? parseDate(v) : null
  if (fromField && isDate(fromField)) return fromField
  const heading = /提交投标文件截止时间[^\n]*\n\s*([^\n]+)/.exec(text)
  const fromHeading = heading ? parseDate(heading[1]) : null
  if (fromHeading && isDate(fromHeading)) return fromHeading
  const before = /于\s*([^\n]{8,40}?)\s*前(?:递交|提交)/.exec(text)
  const fromBefore = before ? parseDate(before[1]) : null
  return fromBefore && isDate(fromBefore) ? fromBefore : null
}

/** The generic record; adapters pass their portal's labels and kind rule. */
export function extractNotice(
  raw: string,
  portal: PortalNotice['portal'],
  labels: PortalLabels,
  kindOf: (text: string) => PortalNotice['kind'],
  url: string | null = null,
): PortalNotice {
  const text = normaliseNotice(raw)
  const sup = suppliers(text, labels)
  const award = sup.find((s) => s.amount)?.amount ?? firstAmount(labelledLine(text, labels.awardAmount))
  const rec: PortalNotice = {
    portal,
    kind: kindOf(text),
    url,
    project_id: parseProjectId(text),
    title: field(text, labels.title),
    buyer: field(text, labels.buyer) ?? blockName(text, '采购人信息'),
    agency: field(text, labels.agency) ?? blockName(text, '采购代理机构信息'),
    budget: firstAmount(field(text, labels.budget)),
    max_price: firstAmount(field(text, labels.maxPrice)),
    deadline: deadline(text, labels.deadline),
    suppliers: sup,
    award_amount: award,
    missing: [],
  }
  const wanted: (keyof PortalNotice)[] =
    rec.kind === 'tender'
      ? ['project_id', 'title', 'buyer', 'budget', 'deadline']
      : ['project_id', 'title', 'buyer', 'suppliers', 'award_amount']
  rec.missing = wanted.filter((k) => rec[k] === null || (Array.isArray(rec[k]) && !(rec[k] as unknown[]).length))
  return rec
}

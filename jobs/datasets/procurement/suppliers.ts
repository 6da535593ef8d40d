// One name per supplier: every spelling the notices write (legal name, short names,
// English names, Traditional characters) resolves to one row of data/registry/suppliers.csv, each
// row with the basis of its merge. A note in brackets after a name (a lot, a role, a truncation
// remark) is peeled off before the lookup, so 北京神州数码云科…(标包五第4中标候选人) and
// 北京神州数码云科…(标包七第3中标候选人) are one company; a bracket that belongs to the legal name
// (研揚科技(蘇州)有限公司) stays because the whole name is tried first. A parent and its subsidiary are
// two rows. Consortia (联合体) are split into their members, each resolved the same way.
import { parseCsv } from '../../../tools/csv.ts'

/** One company of the table. */
interface SupplierEntity {
  id: string
  legal_name: string | null
  short_names: string[]
  english_names: string[]
  parent_note: string | null
  basis: string
}

export interface SupplierTable {
  entities: SupplierEntity[]
  byName: Map<string, SupplierEntity>
}

/** A company a supplier entry names, with its part in a consortium. */
interface SupplierRef {
  id: string
  name: string
  legal_name: string | null
  english_name: string | null
  role: 'sole' | 'lead' | 'member'
  share: string | null
}

/** A supplier entry resolved: the companies it names, the bracket notes taken off, names not in the table. */
export interface ResolvedSupplier {
  entities: SupplierRef[]
  notes: string[]
  unresolved: string[]
}

const list = (cell: string | undefined) =>
  (cell ?? '')
    .split('|')
    .map((s) => s.trim())
    .filter(Boolean)

/** Full-width brackets and spaces to ASCII, runs of spaces to one: the key every spelling is compared by. */
function nameKey(name: string): string {
  return name.normalize('NFKC').replace(/\s+/g, ' ').trim()
}

/** The table from its CSV text; a malformed row or a spelling claimed by two rows throws (the table is ours). */
export function parseSupplierTable(csv: string): SupplierTable {
  const entities = parseCsv(csv).map((r, i): SupplierEntity => {
    const e = {
      id: r.id,
      legal_name: r.legal_name || null,
      short_names: list(r.short_names),
      english_names: list(r.english_names),
      parent_note: r.parent_note || null,
      basis: r.basis ?? '',
    }
    if (!/^[a-z0-9-]+$/.test(e.id ?? '') || e.basis.length < 10 || (!e.legal_name && !e.short_names.length)) {
      throw new Error(`suppliers.csv line ${i + 2}: malformed`)
    }
    return e
  })
  const byName = new Map<string, SupplierEntity>()
  for (const e of entities) {
    for (const n of [e.legal_name, ...e.short_names, ...e.english_names]) {
      if (!n) continue
      const k = nameKey(n)
      if (byName.has(k) && byName.get(k) !== e)
        throw new Error(`suppliers.csv: ${n} is in rows ${byName.get(k)!.id} and ${e.id}`)
      byName.set(k, e)
    }
  }
  return { entities, byName }
}

/** The name the summaries show: the legal name when a notice wrote it, else the first short name. */
const displayName = (e: SupplierEntity) => e.legal_name ?? e.short_names[0]

/** Splits text at a separator that is outside brackets. */
function splitTop(text: string, seps: RegExp): string[] {
  const out: string[] = []
  let depth = 0
  let cur = ''
  for (const ch of text) {
    if (ch === '(') depth++
    if (ch === ')') depth = Math.max(0, depth - 1)
    if (depth === 0 && seps.test(ch)) {
      out.push(cur)
      cur = ''
    } else cur += ch
  }
  out.push(cur)
  return out.map((s) => s.trim()).filter(Boolean)
}

/** The whole name if the table knows it, else the name with its trailing bracket notes peeled one by one. */
function peel(name: string, table: SupplierTable): { entity: SupplierEntity | null; base: string; notes: string[] } {
  let base = nameKey(name)
  const notes: string[] = []
  for (;;) {
    const entity = table.byName.get(base)
    if (entity) return { entity, base, notes }
    const m = /^(.*\S)\s*\(([^()]*(?:\([^()]*\)[^()]*)*)\)$/.exec(base)
    if (!m) return { entity: null, base, notes }
    base = m[1]
    notes.unshift(m[2])
  }
}

const ROLE_LEAD = /牵头/
const ROLE_MEMBER = /成员/
const SHARE = /(\d+(?:\.\d+)?%)$/

/** Members a consortium note names (成员:A、B / 联合体:A、B / A52.6%;B17%), each with its share when written. */
function membersInNote(note: string, table: SupplierTable): { name: string; share: string | null }[] {
  if (!/联合体/.test(note)) return []
  const out: { name: string; share: string | null }[] = []
  for (const seg of splitTop(note, /[;；,，、]/)) {
    const text = seg.replace(/^.*[:：]/, '').trim()
    const share = SHARE.exec(text)?.[1] ?? null
    const name = share ? text.slice(0, -share.length).trim() : text
    if (name && table.byName.has(nameKey(name))) out.push({ name, share })
  }
  return out
}

const ref = (e: SupplierEntity, role: SupplierRef['role'], share: string | null): SupplierRef => ({
  id: e.id,
  name: displayName(e),
  legal_name: e.legal_name,
  english_name: e.english_names[0] ?? null,
  role,
  share,
})

/** A supplier entry as written to the companies it names. */
export function resolveSupplier(written: string, table: SupplierTable, share: string | null = null): ResolvedSupplier {
  const parts = splitTop(nameKey(written), /、/)
  const entities: SupplierRef[] = []
  const notes: string[] = []
  const unresolved: string[] = []
  const consortium = parts.length > 1 || /联合体|联合牵头/.test(written)
  for (const part of parts) {
    const p = peel(part, table)
    notes.push(...p.notes)
    if (!p.entity) {
      unresolved.push(p.base)
      continue
    }
    const note = p.notes.join(';')
    // 联合体成员单位 labels this company a member; 联合体成员:A、B lists the others (this one leads)
    const isMember = ROLE_MEMBER.test(note) && !ROLE_LEAD.test(note) && !/[:：]/.test(note)
    const role: SupplierRef['role'] = !consortium ? 'sole' : isMember ? 'member' : 'lead'
    // the lead's own share is written inside its note (联合体牵头人30%)
    const leadShare = /牵头[^;；]*?(\d+(?:\.\d+)?%)/.exec(note)?.[1] ?? null
    entities.push(ref(p.entity, role, parts.length === 1 && !consortium ? share : leadShare))
    for (const m of p.notes.flatMap((n) => membersInNote(n, table))) {
      entities.push(ref(table.byName.get(nameKey(m.name))!, 'member', m.share))
    }
  }
  return { entities, notes, unresolved }
}

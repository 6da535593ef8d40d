// Test helper: walks a payload and checks every number is the value of a sourced, derived or
// assumed Figure, and that every derived input reference resolves to a Figure.
import { Figure } from '../../../../tools/role-token-budget/schema.ts'

type Json = unknown
const get = (root: Json, path: string): Json =>
  path.split('.').reduce<Json>((o, k) => (o == null ? undefined : (o as Record<string, Json>)[k]), root)

/** Problems found (empty when every number is accounted for); `datasets` maps dataset name -> items by id. */
export function walkFigures(payload: { items: Json[] }, datasets: Record<string, Map<string, Json>> = {}) {
  const problems: string[] = []
  let figures = 0
  const visit = (node: Json, path: string, item: Json) => {
    if (typeof node === 'number') {
      problems.push(`${path}: bare number ${node}`)
      return
    }
    if (!node || typeof node !== 'object') return
    if (Array.isArray(node)) {
      for (const [i, n] of node.entries()) visit(n, `${path}.${i}`, item)
      return
    }
    const rec = node as Record<string, Json>
    if ('kind' in rec && 'value' in rec) {
      const parsed = Figure.safeParse(rec)
      if (!parsed.success) {
        problems.push(`${path}: not a valid Figure`)
        return
      }
      figures++
      if (parsed.data.kind === 'derived') {
        if (!Object.keys(parsed.data.inputs).length) problems.push(`${path}: derived with no inputs`)
        for (const [name, ref] of Object.entries(parsed.data.inputs)) {
          const target = resolve(ref, item, payload, datasets)
          if (!Figure.safeParse(target).success)
            problems.push(`${path}: input ${name} -> ${ref} does not resolve to a Figure`)
        }
      }
      return
    }
    for (const [k, v] of Object.entries(rec)) visit(v, path ? `${path}.${k}` : k, item)
  }
  const { items, ...rest } = payload
  visit(rest, '', undefined)
  for (const [i, it] of items.entries())
    for (const [k, v] of Object.entries(it as Record<string, Json>)) visit(v, `items.${i}.${k}`, it)
  return { problems, figures }
}

function resolve(ref: string, item: Json, payload: Json, datasets: Record<string, Map<string, Json>>): Json {
  if (ref.startsWith('$.')) return get(payload, ref.slice(2))
  const m = /^([a-z-]+)\/([a-z0-9-]+)\.(.+)$/.exec(ref)
  if (m) return get(datasets[m[1]]?.get(m[2]), m[3])
  return get(item, ref)
}

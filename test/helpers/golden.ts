// Golden comparisons that say what differs: the first record and field of a JSON feed (records are
// matched by model or id, not by position), and the models whose history rows differ.
import { createHash } from 'node:crypto'

type Json = null | boolean | number | string | Json[] | { [k: string]: Json }

/** A record's key in a list: its model or id, else its position. */
const keyOf = (v: Json, i: number) =>
  v && typeof v === 'object' && !Array.isArray(v) ? String(v.model ?? v.id ?? i) : String(i)

/** The first difference as "path: expected X, got Y", or undefined when equal. */
export function firstDifference(expected: Json, actual: Json, path = ''): string | undefined {
  const show = (v: Json | undefined) => (v === undefined ? 'nothing' : JSON.stringify(v).slice(0, 120))
  if (Array.isArray(expected) && Array.isArray(actual)) {
    const got = new Map(actual.map((v, i) => [keyOf(v, i), v]))
    const want = new Map(expected.map((v, i) => [keyOf(v, i), v]))
    for (const [k, v] of want) {
      if (!got.has(k)) return `${path}[${k}]: expected ${show(v)}, got nothing`
      const d = firstDifference(v, got.get(k)!, `${path}[${k}]`)
      if (d) return d
    }
    for (const [k, v] of got) if (!want.has(k)) return `${path}[${k}]: expected nothing, got ${show(v)}`
    const order = expected.map(keyOf).join('|') === actual.map(keyOf).join('|')
    return order ? undefined : `${path}: same records in another order`
  }
  if (
    expected &&
    actual &&
    typeof expected === 'object' &&
    typeof actual === 'object' &&
    !Array.isArray(expected) &&
    !Array.isArray(actual)
  ) {
    for (const k of new Set([...Object.keys(expected), ...Object.keys(actual)])) {
      const d = firstDifference(expected[k], actual[k], path ? `${path}.${k}` : k)
      if (d) return d
    }
    return undefined
  }
  return Object.is(expected, actual) ? undefined : `${path}: expected ${show(expected)}, got ${show(actual)}`
}

/** Per model, the sha256 of its history.csv rows in order (the header under "(header)"). */
export function historyDigest(csv: string): Record<string, string> {
  const [header, ...lines] = csv.split('\n').filter(Boolean)
  const byModel = new Map<string, string[]>()
  for (const line of lines) {
    const model = line.slice(11, line.indexOf(',', 11))
    byModel.set(model, [...(byModel.get(model) ?? []), line])
  }
  const out: Record<string, string> = { '(header)': createHash('sha256').update(header).digest('hex').slice(0, 16) }
  for (const [model, rows] of [...byModel].sort(([a], [b]) => a.localeCompare(b))) {
    out[model] = `${rows.length}:${createHash('sha256').update(rows.join('\n')).digest('hex').slice(0, 16)}`
  }
  return out
}

/** The models whose history differs from the golden digest, named (at most `max`). */
export function historyDifferences(
  expected: Record<string, string>,
  actual: Record<string, string>,
  max = 5,
): string[] {
  const out: string[] = []
  for (const model of new Set([...Object.keys(expected), ...Object.keys(actual)])) {
    if (expected[model] === actual[model]) continue
    const want = expected[model]?.split(':')[0]
    const got = actual[model]?.split(':')[0]
    const sameCount = expected[model] && want === got ? ' (same count, other values)' : ''
    out.push(
      `${model}: ${expected[model] ? `expected ${want} rows` : 'not expected'}, ` +
        `${actual[model] ? `got ${got} rows${sameCount}` : 'got none'}`,
    )
    if (out.length >= max) break
  }
  return out
}

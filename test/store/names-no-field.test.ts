// store/ keeps what the datasets declare and knows none of them: no field
// name of any dataset's payload, row or observation appears in store/'s code. A field name the
// store needs comes from a declaration in tools/ (a series, a record log), never from a literal.
import { readdirSync, readFileSync } from 'node:fs'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { z } from 'zod'
import { DATASETS } from '../../jobs/datasets/index.ts'
import { PRICE_HISTORY } from '../../tools/llm-prices/llm-price-history.ts'
import { OBSERVATIONS } from '../../tools/observation.ts'

const test = suite('store :: names no dataset field')

/** Every property name in a JSON Schema, however deep. */
function propertyNames(schema: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(schema)) for (const s of schema) propertyNames(s, into)
  else if (schema && typeof schema === 'object') {
    for (const [k, v] of Object.entries(schema)) {
      if (k === 'properties' && v && typeof v === 'object') for (const name of Object.keys(v)) into.add(name)
      propertyNames(v, into)
    }
  }
  return into
}

/** The fields of every dataset: each producer's payload schemas and each tool's answer schema. */
function datasetFields(): Set<string> {
  const names = new Set<string>()
  const add = (schema: z.ZodType) =>
    propertyNames(z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' }), names)
  for (const d of DATASETS) {
    for (const w of d.producer?.writes ?? []) add(w.payload)
    for (const t of d.tools) add(t.output)
  }
  for (const c of PRICE_HISTORY.columns) names.add(c.name)
  // An observation is not published as such; its identity and order fields are.
  for (const f of [OBSERVATIONS.owner, OBSERVATIONS.order, 'source_name', 'vendor', 'country']) names.add(f)
  return names
}

/**
 * The store's own records and words: a snapshot (dataset, date, payload), an API key, a refresh run
 * and its reports, a lease, a month bucket. A dataset may use the same word for its own field; the
 * store saying it about its own records is no knowledge of that dataset.
 */
const OWN = new Set(
  [
    'dataset date payload',
    'id hash tier active created_at last_used_at label',
    'kind started_at finished_at status counts quarantined errors datasets reports',
    'records rejected dropped_by_reason ms error source record reason',
    'acquired holder expires_at pid host',
    '_id month n days first last at rows total limit key name',
    // a series query's own words, and a snapshot (the store's record of a dataset's day)
    'since until where snapshot',
    // its own structures: the series declaration, a heap's items, a cursor's end, a cell's value
    'series items end value',
  ]
    .join(' ')
    .split(' '),
)

/** store/'s code without its comments: identifiers and string contents are what count. */
function storeCode(): { file: string; code: string }[] {
  const dir = new URL('../../store/', import.meta.url)
  return readdirSync(dir)
    .filter((f) => f.endsWith('.ts'))
    .map((file) => ({
      file,
      code: readFileSync(new URL(file, dir), 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/(^|[^:'"`])\/\/.*$/gm, '$1'),
    }))
}

test('the field list is real :: it holds the price fields the issue names', () => {
  const fields = datasetFields()
  for (const f of ['input_usd', 'vendor', 'fx_usd_cny', 'model', 'country', 'gpu']) assert.ok(fields.has(f), f)
})

/**
 * Where code names a field: a string literal ('vendor'), a property read that is not a method call
 * (row.vendor), an object key ({ vendor: ... }). A local variable or a method of the same spelling
 * (Math.max, .slice()) names no field.
 */
function namesField(code: string, field: string): boolean {
  const f = field.replace(/\$/g, '\\$')
  return new RegExp(`(['"\`])${f}\\1|\\.${f}(?![\\w$(])(?!\\s*\\()|[{,]\\s*${f}\\s*:`).test(code)
}

test('no store/ file names a field of a dataset', () => {
  const fields = [...datasetFields()].filter((f) => !OWN.has(f))
  const found: string[] = []
  for (const { file, code } of storeCode()) for (const f of fields) if (namesField(code, f)) found.push(`${file}: ${f}`)
  assert.equal(found, [], `store/ names dataset fields:\n${found.join('\n')}`)
})

test('the check can fail :: each way of naming a field is found, a method of the same name is not', () => {
  const code = "const c = ['input_usd']; if (row.vendor) n++; const b = { fx_usd_cny: 1 }; Math.max(1); a.slice(2)"
  assert.equal(
    ['input_usd', 'vendor', 'fx_usd_cny', 'max', 'slice', 'model'].filter((f) => namesField(code, f)),
    ['input_usd', 'vendor', 'fx_usd_cny'],
  )
})

test.run()

// JSON Schema of a tool's zod schema, with zod 4's own converter (zod-to-json-schema returns an
// empty schema for zod 4 and must not be used).
import { z } from 'zod'

export type JsonSchema = Record<string, unknown> & { properties?: Record<string, JsonSchema>; required?: string[] }

/** Draft 2020-12 (what OpenAPI 3.1 and MCP use), without the $schema line. */
export function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
  }) as JsonSchema
  return rest
}

/**
 * The shape of an answer at a glance, for tools/list: the top-level fields with their JSON types and
 * the field names of the records (`items`); no descriptions, which are in /openapi.json. A client
 * that hands tool schemas to its model pays for every byte on every conversation: the full output
 * schemas weighed 300 KB. The outline still validates every answer.
 */
export function outlineSchema(schema: JsonSchema): JsonSchema {
  const object = objectBranch(schema)
  return {
    type: 'object',
    properties: Object.fromEntries(
      Object.entries(object?.properties ?? {}).map(([k, v]) => [k, k === 'items' ? outlineField(v) : typeOnly(v)]),
    ),
  }
}

function typeOnly(schema: JsonSchema): JsonSchema {
  const types = typesOf(schema)
  return types.length ? { type: types.length === 1 ? types[0] : types } : {}
}

/** A top-level field: its type; a list of records or a record: also the names of their fields. */
function outlineField(schema: JsonSchema): JsonSchema {
  const out = typeOnly(schema)
  const element = arrayBranch(schema)?.items as JsonSchema | undefined
  const record = objectBranch(element ?? schema)
  const names = Object.keys(record?.properties ?? {})
  if (!names.length) return out
  const fields = { type: 'object', properties: Object.fromEntries(names.map((n) => [n, {}])) }
  return element ? { ...out, items: fields } : { ...out, properties: fields.properties }
}

/** An input schema for tools/list: a date's long pattern dropped where `format: date` already says it. */
export function compactInput(schema: JsonSchema): JsonSchema {
  const props = Object.fromEntries(
    Object.entries(schema.properties ?? {}).map(([k, v]) => {
      const { pattern, ...rest } = v as JsonSchema & { pattern?: string }
      return [k, rest.format ? rest : v]
    }),
  )
  return { ...schema, properties: props }
}
/** The JSON types a schema allows (a union's members', a nullable's null). */
function typesOf(s: JsonSchema): string[] {
  if (typeof s.type === 'string') return [s.type]
  if (Array.isArray(s.type)) return s.type as string[]
  const members = (s.anyOf ?? s.oneOf) as JsonSchema[] | undefined
  if (members) {
    const all = members.map(typesOf)
    return all.some((t) => !t.length) ? [] : [...new Set(all.flat())]
  }
  if ('const' in s) return [s.const === null ? 'null' : typeof s.const === 'number' ? 'number' : typeof s.const]
  if (Array.isArray(s.enum))
    return [
      ...new Set((s.enum as unknown[]).map((v) => (v === null ? 'null' : typeof v === 'number' ? 'number' : typeof v))),
    ]
  return []
}

const branch = (s: JsonSchema, type: string): JsonSchema | undefined =>
  s.type === type || (Array.isArray(s.type) && s.type.includes(type))
    ? s
    : ((s.anyOf ?? s.oneOf) as JsonSchema[] | undefined)?.find((m) => branch(m, type))
const objectBranch = (s: JsonSchema) => branch(s, 'object')
const arrayBranch = (s: JsonSchema) => branch(s, 'array')

// JSON Schema of a tool's zod schema, with zod 4's own converter (zod-to-json-schema returns an
// empty schema for zod 4 and must not be used).
import { z } from 'zod'

export type JsonSchema = Record<string, unknown> & { properties?: Record<string, JsonSchema>; required?: string[] }

/** Draft 2020-12 (what OpenAPI 3.1 and MCP use), without the $schema line. */
export function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any' }) as JsonSchema
  return rest
}

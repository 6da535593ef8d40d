// /data/datapackage.json: a Frictionless Data Package describing every open feed and the fields of its
// records, generated from the tools' output schemas (a new feed is described with no edit here).
import type { AnyTool } from '../../tools/define.ts'
import type { DatasetSource } from '../../tools/envelope.ts'
import { jsonSchema, type JsonSchema } from '../../tools/json-schema.ts'

export interface TableField {
  name: string
  type: string
  description?: string
  format?: string
  constraints?: Record<string, unknown>
}

/** The Table Schema type of a JSON Schema property (nullable unions read as their non-null type). */
function fieldOf(name: string, schema: JsonSchema, required: boolean): TableField {
  const variants = (schema.anyOf as JsonSchema[] | undefined)?.filter((s) => s.type !== 'null') ?? [schema]
  const main = variants.length === 1 ? variants[0] : {}
  const types = ([] as unknown[]).concat(main.type ?? []).filter((t) => t !== 'null')
  const nullable =
    schema.type === 'null' ||
    (Array.isArray(schema.type) && schema.type.includes('null')) ||
    (schema.anyOf as JsonSchema[] | undefined)?.some((s) => s.type === 'null')
  let type = types.length === 1 ? String(types[0]) : 'any'
  if (type === 'string' && main.format === 'date') type = 'date'
  if (!['string', 'number', 'integer', 'boolean', 'object', 'array', 'date'].includes(type)) type = 'any'
  const constraints: Record<string, unknown> = {}
  if (required && !nullable) constraints.required = true
  if (Array.isArray(main.enum)) constraints.enum = main.enum
  const description = (schema.description ?? main.description) as string | undefined
  return {
    name,
    type,
    ...(description ? { description } : {}),
    ...(Object.keys(constraints).length ? { constraints } : {}),
  }
}

/** The fields of a tool's records: the properties of its output's `items`. */
function recordFields(tool: AnyTool): TableField[] {
  const items = jsonSchema(tool.feed?.schema ?? tool.output, 'output').properties?.items as JsonSchema | undefined
  const record = (items?.items ?? {}) as JsonSchema
  const required = new Set(record.required ?? [])
  return Object.entries(record.properties ?? {}).map(([name, s]) => fieldOf(name, s, required.has(name)))
}

/** A source path the profile accepts: a URL or relative path without '..'. */
const pathOk = (url: string) => /^[^./~]/.test(url) && !url.includes('..')

export function dataPackage(tools: AnyTool[], baseUrl: string, sources: Record<string, DatasetSource[]> = {}) {
  return {
    profile: 'data-package',
    name: 'ai-market-data',
    title: 'AI market data',
    description:
      'Open feeds of AI market data (LLM API prices and history, benchmarks, price index, GPU prices and more). ' +
      'JSON feeds hold the records under `items`, with `as_of`, `source_url`, `license` and `sources`; every ' +
      'record carries its upstream source and observed date.',
    homepage: `${baseUrl}/`,
    licenses: [
      {
        name: 'CC-BY-4.0',
        path: 'https://creativecommons.org/licenses/by/4.0/',
        title: "Creative Commons Attribution 4.0 (this compilation; upstream licenses in each resource's sources)",
      },
    ],
    // Data files only: the Atom feed is a notification channel, not a dataset to load.
    resources: tools
      .filter((t) => t.feed && t.feed.contentType !== 'application/atom+xml')
      .map((t) => {
        const feed = t.feed!
        const csv = feed.contentType === 'text/csv'
        const upstream = (t.dataset ? (sources[t.dataset] ?? []) : []).filter((s) => pathOk(s.url))
        return {
          name: feed.file
            .replace(/\.[a-z]+$/, '')
            .toLowerCase()
            .replace(/[^-a-z0-9._/]/g, '-'),
          path: feed.file,
          profile: csv ? 'tabular-data-resource' : 'data-resource',
          title: t.title,
          description: feed.about ?? t.description,
          format: csv ? 'csv' : 'json',
          mediatype: feed.contentType,
          encoding: 'utf-8',
          schema: { fields: recordFields(t) },
          ...(upstream.length
            ? {
                sources: upstream.map((s) => ({
                  title: `${s.name} (${s.license}, retrieved ${s.retrieved})`,
                  path: s.url,
                })),
              }
            : {}),
        }
      }),
  }
}

// Running a tool the same way on every surface: validate the input with the tool's own schema,
// call the handler, add the envelope fields that depend on where the data is served.
import type { ToolContext, ToolDefinition } from './define.ts'
import { restPath } from './define.ts'
import { LICENSE } from './envelope.ts'

/** The citable URL of a tool's data: its REST query, else its feed, else its MCP tool. */
export function citationUrl(tool: ToolDefinition, input: Record<string, unknown>, baseUrl: string): string {
  if (tool.rest) {
    const query = new URLSearchParams(
      Object.entries(input).filter(([, v]) => v !== undefined).map(([k, v]) => [k, String(v)]),
    ).toString()
    return `${baseUrl}/api/v1${restPath(tool.name)}${query ? `?${query}` : ''}`
  }
  if (tool.feed) return `${baseUrl}/data/${tool.feed.file}`
  return `${baseUrl}/mcp#${tool.name}`
}

/** Validates `raw` (throws a ZodError -> 400 naming the parameter), runs the handler, adds the envelope. */
export async function runTool(tool: ToolDefinition, raw: unknown, ctx: ToolContext & { baseUrl: string; citeAs?: string }) {
  const input = tool.input.parse(raw ?? {}) as Record<string, unknown>
  const result = await tool.handler(input, ctx)
  const { as_of, ...rest } = result
  return {
    as_of,
    source_url: ctx.citeAs ?? citationUrl(tool, raw as Record<string, unknown> ?? {}, ctx.baseUrl),
    license: LICENSE,
    ...rest,
  }
}

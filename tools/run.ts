// Running a tool the same way on every surface: validate the input with the tool's own schema,
// call the handler, add the envelope fields that depend on where the data is served.
import type { ToolContext, ToolDefinition } from './define.ts'
import { restPath } from './define.ts'
import { LICENSE } from './envelope.ts'
import { pagePath } from './page.ts'

/**
 * Where an answer is read: REST (a keyed client, who can open the
 * REST query) or MCP (an assistant, whose reader has no key).
 */
export type Surface = 'rest' | 'mcp'

/**
 * The citable URL of a tool's data. On REST: its REST query, else its feed. On MCP: a URL a person
 * opens without a key (the reader of an assistant's answer has none): the tool's open feed, else its
 * dataset's web page, else the REST query.
 */
export function citationUrl(
  tool: ToolDefinition,
  input: Record<string, unknown>,
  baseUrl: string,
  surface: Surface = 'rest',
): string {
  if (surface === 'mcp') {
    if (tool.feed) return `${baseUrl}/data/${tool.feed.file}`
    if (tool.dataset) return `${baseUrl}${pagePath(tool.dataset)}`
  }
  if (tool.rest) {
    const query = new URLSearchParams(
      Object.entries(input)
        .filter(([, v]) => v !== undefined)
        .map(([k, v]) => [k, String(v)]),
    ).toString()
    return `${baseUrl}/api/v1${restPath(tool.name)}${query ? `?${query}` : ''}`
  }
  if (tool.feed) return `${baseUrl}/data/${tool.feed.file}`
  return `${baseUrl}/mcp#${tool.name}`
}

/** Validates `raw` (throws a ZodError -> 400 naming the parameter), then runs the tool on it. */
export async function runTool(
  tool: ToolDefinition,
  raw: unknown,
  ctx: ToolContext & { baseUrl: string; citeAs?: string; surface?: Surface },
) {
  return runValidated(tool, tool.input.parse(raw ?? {}) as Record<string, unknown>, ctx, raw ?? {})
}

/**
 * Runs the handler on an input its schema has already produced (a surface validates once, and
 * keeps the result), adds the envelope; the source URL cites `asked`, the input as the caller gave it.
 */
export async function runValidated(
  tool: ToolDefinition,
  input: Record<string, unknown>,
  ctx: ToolContext & { baseUrl: string; citeAs?: string; surface?: Surface },
  asked: unknown = input,
) {
  const result = await tool.handler(input, ctx)
  const { as_of, ...rest } = result
  return {
    as_of,
    source_url: ctx.citeAs ?? citationUrl(tool, asked as Record<string, unknown>, ctx.baseUrl, ctx.surface),
    license: LICENSE,
    ...rest,
  }
}

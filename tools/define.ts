// The tool contract: one definition per dataset drives /mcp, /api/v1, /openapi.json, the server card,
// llms.txt and the /data feeds. A tool file is plain data plus its handler.
import type { z } from 'zod'
import type { DataReader } from './data.ts'
import type { DatasetSource } from './envelope.ts'

/** What a handler may use; handlers never read process.env or import drivers. */
export interface ToolContext {
  store: DataReader
  /** The service's public base URL (citations, feed links); every surface passes it. */
  baseUrl?: string
}

/** What a handler returns: the output minus source_url and license, which the surface adds. */
type HandlerResult<O extends z.ZodObject> = Omit<z.output<O>, 'source_url' | 'license'> & {
  as_of: string
  sources: DatasetSource[]
}

/**
 * An open feed under /data built from this tool: JSON of the tool's output for `input`, or
 * `render`'s text. An append-only feed (history.csv) is rendered with `after`, the date of the file's
 * last line, and only grows by what render yields after it.
 */
export interface FeedSpec {
  file: string
  contentType: 'application/json' | 'text/csv' | 'application/atom+xml'
  /** What the file holds, for OpenAPI and llms.txt (the tool's description when absent). */
  about?: string
  input?: Record<string, unknown>
  render?: (ctx: ToolContext, after?: string) => AsyncIterable<string>
  appendOnly?: boolean
  /** JSON of the tool's whole snapshot payload with the envelope (list tools: every item, not one page). */
  whole?: boolean
  /** The feed body's schema when it is not the tool's output (a whole feed: the envelope and every item). */
  schema?: z.ZodObject
  /**
   * Documents served beside the file at /data/<file's name without extension>/<name>, made from the
   * store and cached until new data (a feed's RFC 5005 archives, a narrower feed of the same
   * records); null: no such document.
   */
  document?: (ctx: ToolContext & { baseUrl: string }, name: string) => Promise<string | null>
}

export interface ToolDefinition<I extends z.ZodObject = z.ZodObject, O extends z.ZodObject = z.ZodObject> {
  /** MCP name, snake_case get_<dataset>; the REST path is derived from it (restPath). */
  name: string
  title: string
  description: string
  /** One line for the MCP instructions and llms.txt summary (what to ask this tool); the title when absent. */
  about?: string
  /** The snapshot this tool serves (readiness, pages and the feed's as_of come from it). */
  dataset?: string
  /** 'key': hidden on /mcp without a valid key. REST always needs a key (spec section 5). */
  auth: 'none' | 'key'
  /** Exposed as GET /api/v1/<restPath(name)>. */
  rest: boolean
  feed?: FeedSpec
  /** Arguments of a typical call, for a tool that needs some (docs and the surface tests call it so). */
  example?: Record<string, unknown>
  input: I
  output: O
  handler(input: z.output<I>, ctx: ToolContext): Promise<HandlerResult<O>>
}

/**
 * Any tool, whatever its schemas: the element type of a tool list. Every tool is assignable: `handler` is a method,
 * so its input parameter is compared bivariantly.
 */
export type AnyTool = ToolDefinition<z.ZodObject, z.ZodObject>

/** Identity with inference, so a tool file type-checks its handler against its schemas. */
export function defineTool<I extends z.ZodObject, O extends z.ZodObject>(
  tool: ToolDefinition<I, O>,
): ToolDefinition<I, O> {
  return tool
}

/** The REST path of a tool: get_llm_price_history -> /llm-price-history. */
export function restPath(name: string): string {
  return `/${name.replace(/^get_/, '').replace(/_/g, '-')}`
}

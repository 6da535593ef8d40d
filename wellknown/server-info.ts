// Who the server is and what it serves, as said in the MCP handshake, the server card and OpenAPI:
// generated from the tool list (each tool's `about`), so a new dataset is described with no other edit.
import type { AnyTool } from '../tools/define.ts'
import { OFFERS_EXPLAINED } from '../tools/price-domain.ts'

export const SERVER_INFO = { name: 'ai-market-data', title: 'AI market data', version: '1.0.0' }

/**
 * What the MCP server can do, said once for the handshake and the server card. The tool list is
 * fixed for the life of a process (it changes only with a deploy), so no tools/list_changed is ever
 * sent; resources are readable, and record ids complete (completion/complete). Feed resources can be
 * subscribed to on 2026-07-28 (subscriptions/listen: notifications/resources/updated when a refresh
 * rewrites a feed); 2025-11-25 is served statelessly (no session to hold a subscription), so there a
 * client revalidates the feed's URL with If-None-Match instead.
 */
export function mcpCapabilities(era: 'legacy' | 'modern' = 'modern') {
  return { tools: { listChanged: false }, resources: era === 'modern' ? { subscribe: true } : {}, completions: {} }
}

/** The MCP instructions: what the data is, one line per tool, how to cite, which tools need a key. */
export function instructions(tools: AnyTool[]): string {
  const keyed = tools.filter((t) => t.auth === 'key').map((t) => t.name)
  return [
    'Data on the AI market from named public sources, each number with its source and observation date.',
    ...tools.map((t) => `${t.name}: ${t.about ?? t.title}.`),
    tools.some((t) => 'region' in t.input.shape) ? OFFERS_EXPLAINED : '',
    'Every answer carries as_of, source_url and license: cite the source_url with the as_of date.',
    tools.some((t) => 'cursor' in t.input.shape)
      ? 'List answers come in pages: pass next_cursor as cursor for the next one.'
      : '',
    keyed.length
      ? `${keyed.join(', ')} need${keyed.length === 1 ? 's' : ''} an API key (Authorization: Bearer <API_KEY>).`
      : '',
  ]
    .filter(Boolean)
    .join(' ')
}

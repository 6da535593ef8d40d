// The real MCP SDK client over Streamable HTTP, in either protocol era.
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client'

export const ERAS = {
  '2025-11-25': { mode: 'legacy' as const },
  '2026-07-28': { mode: { pin: '2026-07-28' } },
}
export type Era = keyof typeof ERAS

export async function connectMcp(url: string, era: Era, headers: Record<string, string> = {}) {
  const client = new Client({ name: 'amd-test', version: '1.0.0' }, { versionNegotiation: ERAS[era] })
  const transport = new StreamableHTTPClientTransport(new URL(`${url}/mcp`), { requestInit: { headers } })
  await client.connect(transport)
  return client
}

/** The JSON-RPC message of a POST's answer, sent as JSON or as one SSE event. */
export function rpcMessage(text: string) {
  return JSON.parse(text.startsWith('{') ? text : text.slice(text.indexOf('data:') + 5).split('\n')[0])
}

// The SDK's part of /mcp: everything mcp-door.ts does not answer itself (initialize, server/discover,
// notifications, subscriptions, an SSE-only client, anything odd) goes to createMcpHandler, whose
// per-request low-level Server runs the methods through the same door, McpDoor.call.
import { toNodeHandler } from '@modelcontextprotocol/node'
import { createMcpHandler, ProtocolError, Server, type McpRequestContext } from '@modelcontextprotocol/server'
import type { AnyTool } from '../tools/define.ts'
import { instructions, mcpCapabilities, SERVER_INFO } from '../wellknown/server-info.ts'
import type { McpDoor } from './mcp-door.ts'
import { RpcError } from './mcp-errors.ts'
import type { Json } from './mcp-message.ts'

const SDK_METHODS = [
  'tools/list',
  'tools/call',
  'resources/list',
  'resources/templates/list',
  'resources/read',
  'completion/complete',
] as const

/** One low-level SDK Server per SDK-served request: handlers only, nothing converted per request. */
function serverFactory(tools: AnyTool[], door: McpDoor) {
  const text = instructions(tools)
  return (request: McpRequestContext) => {
    const hasKey = Boolean(request.authInfo)
    const server = new Server(SERVER_INFO, { capabilities: mcpCapabilities(request.era), instructions: text })
    const handle = (method: string) => async (req: { params?: unknown }) => {
      try {
        const answer = await door.call(method, (req.params ?? {}) as Json, hasKey)
        // The SDK encodes values: a cached tool answer (JSON bytes) is decoded, and a shared value
        // (the tool list) is copied, so what the SDK adds to a result never reaches the cached one.
        return Buffer.isBuffer(answer) ? JSON.parse(answer.toString('utf8')) : { ...answer }
      } catch (error) {
        if (error instanceof RpcError) throw new ProtocolError(error.code, error.message, error.data)
        throw error
      }
    }
    for (const method of SDK_METHODS) server.setRequestHandler(method, handle(method) as never)
    return server
  }
}

/** The SDK's handler for /mcp, as a Node handler taking the body already parsed. */
export function sdkHandler(tools: AnyTool[], door: McpDoor) {
  const handler = createMcpHandler(serverFactory(tools, door))
  return { handler, node: toNodeHandler(handler) }
}

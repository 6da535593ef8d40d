// The answers of the MCP tool methods (tools/list, tools/call; resources are in mcp-resources.ts),
// built once where they do not depend on the request: the tool list with its JSON Schemas is
// computed once per auth class (no key / key), not per request as a per-request McpServer does.
// Every way in calls these through mcp-door.ts, so all answer alike. Tool answers come from the
// response cache REST uses (same bytes for the same query).
import type { AnyTool } from '../tools/define.ts'
import { mcpToolError, toAppError } from '../tools/errors.ts'
import { compactInput, jsonSchema, outlineSchema } from '../tools/json-schema.ts'
import { RPC, RpcError } from './mcp-errors.ts'
import { toolAnswer, type Answers } from './response-cache.ts'

/** The tools a caller sees: all open ones, plus the keyed ones when the caller has a valid key. */
export function visibleTools(tools: AnyTool[], hasKey: boolean): AnyTool[] {
  return tools.filter((tool) => tool.auth === 'none' || hasKey)
}

/** A tool as tools/list describes it. */
function describeTool(tool: AnyTool) {
  return {
    name: tool.name,
    title: tool.title,
    description: tool.description,
    inputSchema: compactInput(jsonSchema(tool.input, 'input')),
    // The outline: the full schema, every field described, is the tool's entry in /openapi.json.
    outputSchema: outlineSchema(jsonSchema(tool.output, 'output')),
    annotations: { readOnlyHint: true, openWorldHint: false },
  }
}

export class McpMethods {
  private byName: Map<string, AnyTool>
  /** tools/list results per auth class: one object each, so each is framed once per era. */
  private lists: Record<'open' | 'keyed', object>

  constructor(
    tools: AnyTool[],
    private readonly answers: Answers,
  ) {
    this.byName = new Map(tools.map((t) => [t.name, t]))
    const described = new Map(tools.map((t) => [t.name, describeTool(t)]))
    const list = (hasKey: boolean) => ({ tools: visibleTools(tools, hasKey).map((t) => described.get(t.name)!) })
    this.lists = { open: list(false), keyed: list(true) }
  }

  toolList(hasKey: boolean) {
    return this.lists[hasKey ? 'keyed' : 'open']
  }

  /**
   * The tools/call result as JSON bytes: the answer, or a tool error (isError) naming the problem. At
   * once when the same arguments were answered before (an assistant's usual repeat), else a promise.
   */
  callTool(name: string, args: unknown, hasKey: boolean): Buffer | Promise<Buffer> {
    const tool = this.byName.get(name)
    if (!tool) throw new RpcError(RPC.INVALID_PARAMS, `Tool ${name} not found.`)
    if (tool.auth === 'key' && !hasKey) {
      throw new RpcError(
        RPC.INVALID_PARAMS,
        `Tool ${name} needs an API key: call with Authorization: Bearer <API_KEY> and it is listed and callable.`,
      )
    }
    const form = JSON.stringify(args ?? {})
    // Kept by the arguments as sent: a repeat skips validation and the answer's key.
    const asked = `mcp-call|${name}|${form}`
    return this.answers.cache.peek(asked) ?? this.answer(tool, form, args, asked)
  }

  private async answer(tool: AnyTool, form: string, args: unknown, asked: string): Promise<Buffer> {
    try {
      const input = this.answers.inputs.of(tool, form, () => args ?? {})
      const { key, body } = await toolAnswer(this.answers, tool, input, 'mcp')
      // The answer twice, as text (for clients without structured content) and as structuredContent.
      const result = this.answers.cache.derived(`mcp|${key}`, () =>
        Buffer.concat([
          Buffer.from(`{"content":[{"type":"text","text":${JSON.stringify(body.toString())}}],"structuredContent":`),
          body,
          Buffer.from('}'),
        ]),
      )
      return this.answers.cache.derived(asked, () => result)
    } catch (thrown) {
      const error = toAppError(thrown)
      if (error.status >= 500) console.error(`mcp tools/call ${tool.name}:`, thrown)
      return Buffer.from(JSON.stringify(mcpToolError(error)))
    }
  }
}

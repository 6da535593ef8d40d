// The MCP server card (/.well-known/mcp/server-card.json and <mcp url>/server-card): a pure function
// of the tool list, so a new tool appears here with no other edit.
import type { AnyTool } from '../tools/define.ts'
import { jsonSchema } from '../tools/json-schema.ts'
import { instructions, mcpCapabilities, SERVER_INFO } from './server-info.ts'

/** Protocol revisions /mcp serves (SDK v2: modern per-request envelope plus the stateless 2025 fallback). */
const PROTOCOL_VERSIONS = ['2025-11-25', '2026-07-28']

export function serverCard(tools: AnyTool[], baseUrl: string) {
  const host = new URL(baseUrl).hostname.split('.').reverse().join('.')
  return {
    $schema: 'https://static.modelcontextprotocol.io/schemas/v1/server-card.schema.json',
    name: `${host}/${SERVER_INFO.name}`,
    title: SERVER_INFO.title,
    version: SERVER_INFO.version,
    description: instructions(tools),
    websiteUrl: baseUrl,
    remotes: [
      {
        type: 'streamable-http',
        url: `${baseUrl}/mcp`,
        supportedProtocolVersions: PROTOCOL_VERSIONS,
        headers: [
          {
            name: 'Authorization',
            isRequired: false,
            isSecret: true,
            description: 'Bearer <API_KEY>: needed only for tools marked auth "key"; the same key works on /api/v1',
          },
        ],
      },
    ],
    capabilities: mcpCapabilities('modern'),
    documentation: { openapi: `${baseUrl}/openapi.json`, llms_txt: `${baseUrl}/llms.txt` },
    tools: tools.map((tool) => ({
      name: tool.name,
      title: tool.title,
      description: tool.description,
      auth: tool.auth,
      inputSchema: jsonSchema(tool.input, 'input'),
    })),
  }
}

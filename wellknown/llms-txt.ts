// /llms.txt in the llmstxt.org shape: H1, a blockquote summary, then H2 sections of link lists.
// A pure function of the tool list: a new tool appears here with no other edit.
import { restPath, type AnyTool } from '../tools/define.ts'
import { jsonSchema } from '../tools/json-schema.ts'
import { OFFERS_EXPLAINED } from '../tools/price-domain.ts'

function params(tool: AnyTool): string {
  const names = Object.keys(jsonSchema(tool.input, 'input').properties ?? {})
  return names.length ? ` Parameters: ${names.join(', ')}.` : ''
}

export function llmsTxt(tools: AnyTool[], baseUrl: string): string {
  const feeds = tools
    .filter((t) => t.feed)
    .map(
      (t) =>
        `- [/data/${t.feed!.file}](${baseUrl}/data/${t.feed!.file}): ${t.title}. Open, no key. ` +
        `${t.feed!.about ?? t.description}`,
    )
  const appendOnly = tools.filter((t) => t.feed?.appendOnly).map((t) => t.feed!.file)
  const follow = appendOnly.length
    ? [
        `- [Following an append-only feed](${baseUrl}/data/${appendOnly[0]}): ` +
          `${appendOnly.join(', ')} only grow by whole lines: a client holding the first N ` +
          'bytes fetches just the rest with a byte range, e.g. ' +
          `\`curl -f -r "$(stat -c %s ${appendOnly[0]})-" ${baseUrl}/data/${appendOnly[0]} >> ${appendOnly[0]}\`` +
          ' (416: nothing new). Feeds answer Range, If-Range (ETag), HEAD and ETag revalidation. A feed whose ' +
          'columns change is written again whole: when its first line differs from yours, download it again.',
      ]
    : []
  const rest = tools
    .filter((t) => t.rest)
    .map(
      (t) =>
        `- [GET /api/v1${restPath(t.name)}](${baseUrl}/api/v1${restPath(t.name)}): ${t.title}. Needs a ` +
        `key.${params(t)} ${t.description}`,
    )
  const mcp = tools.map(
    (t) =>
      `- [${t.name}](${baseUrl}/mcp): ` +
      `${t.title}${t.auth === 'key' ? ' (needs a key)' : ''}.${params(t)} ${t.description}`,
  )
  return [
    '# AI market data',
    '',
    '> Data on the AI market from named public sources with observation ' +
      `dates: ${tools.map((t) => t.about ?? t.title).join('; ')}. Served as ` +
      'open feeds, a keyed REST API and an MCP server.',
    '',
    'Every response carries `as_of` (date of the data), `source_url` (the citable URL on ' +
      'this service) and `license`; records carry their upstream source and the date it was ' +
      'observed. Keys: `Authorization: Bearer <API_KEY>`, the same key for REST and MCP. ' +
      'Limits: 600 requests per minute per key, 60 per minute per client without a key.',
    '',
    `Offers: ${OFFERS_EXPLAINED} A latest.json item lists them in \`offers\`; the \`headline\` is the ` +
      "developer's own offer in its home currency, then its other own offers, then resale (in the home currency " +
      'first); a reseller is a seller, never the `vendor`.',
    '',
    '## Feeds',
    '',
    ...feeds,
    ...follow,
    '',
    '## API endpoints',
    '',
    ...rest,
    '',
    '## MCP',
    '',
    `- [MCP endpoint](${baseUrl}/mcp): Streamable HTTP, protocol 2025-11-25 and 2026-07-28. Client config: ` +
      `{"url": "${baseUrl}/mcp", "headers": {"Authorization": "Bearer <API_KEY>"}}`,
    `- [Server card](${baseUrl}/.well-known/mcp/server-card.json): tools and transport`,
    ...mcp,
    '',
    '## OpenAPI',
    '',
    `- [OpenAPI 3.1 description](${baseUrl}/openapi.json): every endpoint, parameter, response and error`,
    '',
    '## How to cite',
    '',
    `- [Citation](${baseUrl}/llms.txt): cite the \`source_url\` of the response (the page ` +
      `URL) and its \`as_of\` date, e.g. "AI market data, ${baseUrl}/data/latest.json, as of ` +
      '2026-08-22". Upstream sources are listed in each response\'s `sources`.',
    '',
  ].join('\n')
}

// The OpenAPI 3.1 document, generated from the tool list: the REST routes, their parameters and
// responses, the errors, and the open feeds; both answer If-None-Match with a 304 (conditional.ts).
import { REST_CACHE_CONTROL } from './routes.ts'
import { restPath, type AnyTool } from '../tools/define.ts'
import { ErrorBody } from '../tools/errors.ts'
import { jsonSchema, type JsonSchema } from '../tools/json-schema.ts'
import { FEED_CACHE_CONTROL } from './feeds.ts'
import { instructions, SERVER_INFO } from '../wellknown/server-info.ts'

const errorResponse = (description: string, extraHeaders: Record<string, unknown> = {}) => ({
  description,
  headers: extraHeaders,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
})

const rateHeaders = {
  RateLimit: {
    description: 'Remaining quota and seconds to reset (IETF draft): "<policy>";r=<remaining>;t=<seconds>',
    schema: { type: 'string' },
  },
  'RateLimit-Policy': {
    description: 'Quota policy (IETF draft): "<policy>";q=<limit>;w=<window seconds>',
    schema: { type: 'string' },
  },
}

const ifNoneMatch = {
  name: 'If-None-Match',
  in: 'header',
  required: false,
  description:
    'ETags of copies the client holds (a list; W/ forms and * are understood): 304 with no body when one is current',
  schema: { type: 'string' },
}

/** What a 200 carries for revalidation, and what a 304 repeats (RFC 9110 15.4.5). */
const validators = (cacheControl: string, lastModified: boolean) => ({
  ETag: { description: 'Strong entity tag of this version of the answer', schema: { type: 'string' } },
  'Cache-Control': { description: cacheControl, schema: { type: 'string' } },
  ...(lastModified
    ? { 'Last-Modified': { description: 'When this version was written', schema: { type: 'string' } } }
    : {}),
})

const notModified = (headers: Record<string, unknown>) => ({
  description: 'Not modified: If-None-Match named the current ETag (no body; the same validators as a 200)',
  headers,
})

function parameters(tool: AnyTool) {
  const schema = jsonSchema(tool.input, 'input')
  return Object.entries(schema.properties ?? {}).map(([name, prop]) => {
    const { description, ...type } = prop as JsonSchema & { description?: string }
    return { name, in: 'query', required: (schema.required ?? []).includes(name), description, schema: type }
  })
}

function feedOperation(tool: AnyTool) {
  const feed = tool.feed!
  const content =
    feed.contentType === 'application/json'
      ? { 'application/json': { schema: jsonSchema(feed.schema ?? tool.output, 'output') } }
      : {
          [feed.contentType]: {
            schema: {
              type: 'string',
              description: feed.about ?? (feed.contentType === 'text/csv' ? 'CSV with a header line' : 'Atom 1.0 XML'),
            },
          },
        }
  const headers = validators(FEED_CACHE_CONTROL, true)
  return {
    get: {
      operationId: `feed_${feed.file.replace(/\W/g, '_')}`,
      summary: `${tool.title} (open feed)`,
      description:
        `${feed.about ?? tool.description} Open: no key. Refreshed daily. ` +
        `Cache-Control: ${FEED_CACHE_CONTROL}; ETag and If-None-Match; gzip or br on request.`,
      tags: ['feeds'],
      security: [],
      parameters: [ifNoneMatch],
      responses: {
        200: { description: 'The feed', headers: { ...headers, ...rateHeaders }, content },
        304: notModified(headers),
        404: errorResponse('Not published yet'),
        429: { $ref: '#/components/responses/TooManyRequests' },
      },
    },
  }
}

export function openApiDocument(tools: AnyTool[], baseUrl: string) {
  const paths: Record<string, unknown> = {}
  // A keyed answer: each client may keep it and revalidates it before use.
  const headers = validators(REST_CACHE_CONTROL, false)
  for (const tool of tools.filter((t) => t.rest)) {
    paths[`/api/v1${restPath(tool.name)}`] = {
      get: {
        operationId: tool.name,
        summary: tool.title,
        description: tool.description,
        tags: ['api'],
        security: [{ bearerAuth: [] }],
        parameters: [...parameters(tool), ifNoneMatch],
        responses: {
          200: {
            description: tool.title,
            headers: { ...headers, ...rateHeaders },
            content: { 'application/json': { schema: jsonSchema(tool.output, 'output') } },
          },
          304: notModified(headers),
          400: { $ref: '#/components/responses/BadRequest' },
          401: { $ref: '#/components/responses/Unauthorized' },
          429: { $ref: '#/components/responses/TooManyRequests' },
        },
      },
    }
  }
  for (const tool of tools.filter((t) => t.feed)) paths[`/data/${tool.feed!.file}`] = feedOperation(tool)
  return {
    openapi: '3.1.0',
    info: {
      title: SERVER_INFO.title,
      version: '1.0.0',
      description: `${instructions(tools)} The same tools are served over MCP at ${baseUrl}/mcp.`,
      license: { name: 'CC BY 4.0', identifier: 'CC-BY-4.0' },
    },
    servers: [{ url: baseUrl }],
    tags: [
      { name: 'api', description: 'Keyed REST API (Authorization: Bearer <API_KEY>)' },
      { name: 'feeds', description: 'Open feeds, no key' },
    ],
    paths,
    components: {
      securitySchemes: {
        bearerAuth: { type: 'http', scheme: 'bearer', description: 'API key of a subscription tier' },
      },
      schemas: { Error: jsonSchema(ErrorBody, 'output') },
      responses: {
        BadRequest: errorResponse('A parameter is bad (the error names it)'),
        Unauthorized: errorResponse('Key missing, unknown or inactive', {
          'WWW-Authenticate': { description: 'Bearer', schema: { type: 'string' } },
        }),
        TooManyRequests: errorResponse('Rate limit exceeded (600/min per key, 60/min per client without a key)', {
          'Retry-After': { description: 'Seconds until the window resets', schema: { type: 'integer' } },
          ...rateHeaders,
        }),
      },
    },
  }
}

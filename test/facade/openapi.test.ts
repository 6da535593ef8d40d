import { execFile } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { restPath } from '../../tools/define.ts'
import { TOOLS } from '../../jobs/datasets/index.ts'
import { startTestServer, TEST_BASE_URL, type TestServer } from '../helpers/server.ts'

/** The parts of the served OpenAPI 3.1 document this suite reads. */
interface Schema {
  type?: string
  enum?: string[]
  anyOf?: Schema[]
  format?: string
  minimum?: number
  maximum?: number
  default?: unknown
  properties?: Record<string, Schema>
}
interface Parameter {
  name: string
  description?: string
  required?: boolean
  schema: Schema
}
interface Operation {
  security: unknown[]
  parameters: Parameter[]
  responses: Record<string, { content?: Record<string, { schema: Schema }> }>
}
interface OpenApiDoc {
  openapi: string
  info: { version: string }
  servers: { url: string }[]
  paths: Record<string, { get: Operation } | undefined>
  components: { securitySchemes: Record<string, unknown>; schemas: Record<string, Schema> }
}

let server: TestServer
let doc: OpenApiDoc

const openapi = suite('/openapi.json :: generated from the tools')
openapi.before(async () => {
  server = await startTestServer()
  doc = await (await server.get('/openapi.json')).json()
})

openapi('versions :: openapi 3.1.0, info.version 1.0.0, server is the public base URL', () => {
  assert.is(doc.openapi, '3.1.0')
  assert.is(doc.info.version, '1.0.0')
  assert.equal(doc.servers, [{ url: TEST_BASE_URL }])
  assert.equal(doc.components.securitySchemes.bearerAuth, {
    type: 'http',
    scheme: 'bearer',
    description: 'API key of a subscription tier',
  })
})

openapi('paths :: every REST tool, with non-empty parameter schemas, errors and the key', () => {
  for (const tool of TOOLS.filter((t) => t.rest)) {
    const op = doc.paths[`/api/v1${restPath(tool.name)}`]?.get
    assert.ok(op, tool.name)
    assert.equal(op.security, [{ bearerAuth: [] }])
    assert.ok(op.parameters.length > 0)
    for (const p of op.parameters) {
      assert.ok(p.schema.type || p.schema.enum || p.schema.anyOf, `${tool.name}.${p.name} has a type`)
      assert.ok(p.description, `${tool.name}.${p.name} is described`)
    }
    for (const status of ['200', '400', '401', '429']) assert.ok(op.responses[status], `${tool.name} ${status}`)
    assert.ok(Object.keys(op.responses['200'].content?.['application/json'].schema.properties ?? {}).includes('as_of'))
  }
})

openapi('limit :: documented with range and default', () => {
  const parameters = doc.paths['/api/v1/llm-price-history']!.get.parameters
  const limit = parameters.find((p) => p.name === 'limit')!
  assert.equal(
    [limit.schema.type, limit.schema.minimum, limit.schema.maximum, limit.schema.default, limit.required],
    ['integer', 1, 1000, 30, false],
  )
  assert.match(limit.description ?? '', /default 30, maximum 1000/)
  assert.is(parameters.find((p) => p.name === 'since')?.schema.format, 'date')
})

openapi('feeds :: the published open feeds, without security', () => {
  assert.equal(doc.paths['/data/latest.json']?.get.security, [])
  assert.ok(doc.paths['/data/history.csv']?.get.responses['200'].content?.['text/csv'])
})

openapi('error schema :: code, status, message, parameter', () => {
  const props = doc.components.schemas.Error.properties?.error.properties
  assert.ok(props?.code.enum?.includes('INVALID_PARAMETER'))
  assert.ok(props?.parameter)
})

openapi('redocly lint :: no errors', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'amd-openapi-'))
  const file = join(dir, 'openapi.json')
  await writeFile(file, JSON.stringify(doc))
  const bin = join(process.cwd(), 'node_modules', '.bin', 'redocly')
  const result = await promisify(execFile)(bin, ['lint', file, '--format', 'json'], {
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
  }).catch((e: { stdout: string; stderr: string }) => e)
  await rm(dir, { recursive: true, force: true })
  const report = JSON.parse(result.stdout.slice(result.stdout.indexOf('{')))
  assert.is(report.totals.errors, 0, JSON.stringify(report.problems, null, 1))
})

openapi.after(() => server.close())
openapi.run()

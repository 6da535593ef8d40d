// Methods no route implements (TRACE, PROPFIND, LINK, PURGE, QUERY, ...) on any path but /mcp and
// /data: a 405 JSON error, never a 500 and never a stack trace in the log.
import { request } from 'node:http'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { toAppError } from '../../tools/errors.ts'
import { startTestServer, type TestServer } from '../helpers/server.ts'

let server: TestServer
const logged: unknown[][] = []
const consoleError = console.error

/** Raw http.request: fetch refuses TRACE and some of these method names. */
function send(
  method: string,
  path: string,
): Promise<{ status: number; body: string; headers: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const req = request(`${server.url}${path}`, { method }, (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (c) => {
        body += c
      })
      res.on('end', () => resolve({ status: res.statusCode!, body, headers: res.headers }))
    })
    req.on('error', reject)
    req.end()
  })
}

const methods = suite('unknown methods :: http')
methods.before(async () => {
  server = await startTestServer()
  console.error = (...args: unknown[]) => {
    logged.push(args)
  }
})

const paths = ['/llms.txt', '/', '/openapi.json', '/api/v1/price-changes', '/no/such/path']
for (const method of ['TRACE', 'PROPFIND', 'LINK', 'PURGE', 'QUERY', 'MKCOL']) {
  methods(`${method} :: 405 METHOD_NOT_ALLOWED JSON on ${paths.length} paths, nothing logged`, async () => {
    logged.length = 0
    for (const path of paths) {
      const res = await send(method, path)
      assert.is(res.status, 405, `${method} ${path}: ${res.body}`)
      assert.match(String(res.headers['content-type']), /^application\/json/)
      const body = JSON.parse(res.body)
      assert.is(body.error.code, 'METHOD_NOT_ALLOWED')
      assert.is(body.error.status, 405)
      assert.ok(res.headers.allow, `${method} ${path}: Allow header`)
    }
    assert.equal(logged, [], 'nothing logged')
  })
}

methods('GET still answers :: 200', async () => {
  assert.is((await send('GET', '/llms.txt')).status, 200)
})

methods.after(async () => {
  console.error = consoleError
  await server.close()
})
methods.run()

const mapping = suite('unknown methods :: toAppError')

mapping(
  "the router's NotImplemented (http-errors 501) :: METHOD_NOT_ALLOWED with " +
    'Allow, naming the method when given; any other 501 stays INTERNAL',
  () => {
    const routerError = Object.assign(new Error('Not Implemented'), { name: 'NotImplementedError', status: 501 })
    const mapped = toAppError(routerError)
    assert.equal([mapped.code, mapped.status, mapped.headers.Allow], ['METHOD_NOT_ALLOWED', 405, 'GET, HEAD'])
    const named = toAppError(routerError, { method: 'PROPFIND' })
    assert.equal(
      [named.message, named.details.method],
      ['PROPFIND is not supported here: use GET or HEAD.', 'PROPFIND'],
    )
    assert.is(toAppError(Object.assign(new Error('upstream said 501'), { status: 501 })).code, 'INTERNAL')
  },
)

mapping.run()

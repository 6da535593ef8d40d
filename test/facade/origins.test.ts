// The default allowed Origins on /mcp match the default allowed Hosts: localhost, 127.0.0.1 and [::1], any port.
import { request } from 'node:http'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { loadConfig } from '../../facade/config.ts'
import { startTestServer, type TestServer } from '../helpers/server.ts'

let server: TestServer

/** A ping to /mcp with the given Host and Origin (raw http: fetch will not set Host). */
function ping(host: string, origin: string): Promise<number> {
  const { port } = new URL(server.url)
  const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'ping' })
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path: '/mcp',
        method: 'POST',
        headers: {
          Host: host,
          Origin: origin,
          'Content-Type': 'application/json',
          Accept: 'application/json, text/event-stream',
        },
      },
      (res) => {
        res.resume()
        res.on('end', () => resolve(res.statusCode!))
      },
    )
    req.on('error', reject)
    req.end(body)
  })
}

const origins = suite('allowed origins :: defaults')

origins('defaults :: every default Host has its http Origin', () => {
  const c = loadConfig({})
  for (const host of ['localhost', '127.0.0.1', '[::1]']) {
    assert.ok(c.allowedHosts.includes(host), host)
    assert.ok(c.allowedOrigins.includes(`http://${host}`), `http://${host}`)
  }
})

origins.before(async () => {
  server = await startTestServer({ PUBLIC_BASE_URL: '' })
})

for (const [host, origin, status] of [
  ['[::1]:8080', 'http://[::1]:5173', 200],
  ['[::1]:8080', 'http://[::1]', 200],
  ['localhost:8080', 'http://localhost:5173', 200],
  ['127.0.0.1:8080', 'http://127.0.0.1:3000', 200],
  ['[::1]:8080', 'http://[::2]:5173', 403],
  ['[::1]:8080', 'http://evil.example', 403],
] as const) {
  origins(`Host ${host}, Origin ${origin} :: ${status}`, async () => {
    assert.is(await ping(host, origin), status)
  })
}

origins.after(() => server.close())
origins.run()

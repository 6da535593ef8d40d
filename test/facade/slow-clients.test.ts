// Slow clients against the server's clocks (HEADERS_TIMEOUT_MS, REQUEST_TIMEOUT_MS,
// KEEP_ALIVE_TIMEOUT_MS; short ones here): a client trickling its request head, or its body, is
// answered 408 and dropped, all of many at once, while /readyz answers; an idle kept-alive connection
// is closed; a client reading a large feed slowly is not cut, however long past the request timeout;
// slow sockets opened while busy kept-alive clients keep the server at work are dropped in time too.
import { Agent, get } from 'node:http'
import { connect, type Socket } from 'node:net'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { startTestServer, type TestServer } from '../helpers/server.ts'

// The shortest clocks the configuration allows within a few steps of the trickle: what is tested is that
// a trickle does not hold the clock off, not the clock's length.
const HEADERS_MS = 1_000
const REQUEST_MS = 1_000
const KEEP_ALIVE_MS = 500
/** How often a slow client sends its next line: several lines within each clock. */
const TRICKLE_MS = 200
/** How often Node looks for expired connections (the server's connectionsCheckingInterval, facade/app.ts). */
const CHECK_MS = 200
/** Room for a loaded machine: a socket closed later than bound + check + this is a failure. */
const SLACK_MS = 4_000
const SOCKETS = 300
/** Kept-alive clients asking one request after another, as fast as they are answered. */
const BUSY = 100

let server: TestServer
let port: number
const slow = suite('slow clients :: server clocks')
slow.before(async () => {
  server = await startTestServer({
    HEADERS_TIMEOUT_MS: String(HEADERS_MS),
    REQUEST_TIMEOUT_MS: String(REQUEST_MS),
    KEEP_ALIVE_TIMEOUT_MS: String(KEEP_ALIVE_MS),
    RATE_LIMIT_ANON: '1000000000',
  })
  port = Number(new URL(server.url).port)
})
slow.after(() => server.close())

/** A raw connection that sends `first`, then `each()` every TRICKLE_MS; resolves when the server closes it. */
function trickle(first: string, each: (n: number) => string) {
  const opened = Date.now()
  const socket: Socket = connect(port, '127.0.0.1')
  let answer = ''
  let n = 0
  let timer: NodeJS.Timeout | undefined
  // The trickle starts once connected: lines written before would be queued ahead of `first`.
  socket.on('connect', () => {
    socket.write(first)
    timer = setInterval(() => socket.writable && socket.write(each(n++)), TRICKLE_MS)
  })
  socket.on('data', (chunk) => {
    answer += chunk
  })
  socket.on('error', () => {})
  return new Promise<{ ms: number; answer: string }>((resolve) =>
    socket.on('close', () => {
      clearInterval(timer)
      resolve({ ms: Date.now() - opened, answer })
    }),
  )
}

slow(
  `${SOCKETS} sockets, a header line every ${TRICKLE_MS} ms :: all 408, closed in bound + check, /readyz answers`,
  async () => {
    const closed = Array.from({ length: SOCKETS }, (_, i) =>
      trickle('GET /api/v1/llm-prices HTTP/1.1\r\nHost: localhost\r\n', (n) => `X-Slow-${i}-${n}: 1\r\n`),
    )
    const ready = await fetch(`${server.url}/readyz`)
    assert.is(ready.status, 200, 'readyz while the slow sockets hang')
    const results = await Promise.all(closed)
    const latest = Math.max(...results.map((r) => r.ms))
    const earliest = Math.min(...results.map((r) => r.ms))
    assert.ok(latest <= HEADERS_MS + CHECK_MS + SLACK_MS, `last closed after ${latest} ms`)
    assert.ok(earliest >= HEADERS_MS - 50, `first closed after ${earliest} ms, before the bound`)
    for (const { answer } of results) assert.match(answer, /^HTTP\/1\.1 408 /)
    assert.is((await fetch(`${server.url}/readyz`)).status, 200, 'readyz after')
  },
)

slow(
  `${SOCKETS} slow sockets opened while ${BUSY} kept-alive clients keep the server busy :: all closed in bound + check`,
  async () => {
    // Node accepts one new connection per turn of its event loop and starts the header clock there;
    // the busy clients fill every turn with requests, so the slow sockets are dropped in time only
    // if the loop keeps turning (facade/turn-budget.ts).
    const agent = new Agent({ keepAlive: true, maxSockets: BUSY })
    let stop = false
    let answered = 0
    const ask = () =>
      new Promise<void>((resolve) =>
        get(`${server.url}/openapi.json`, { agent }, (res) => {
          res.resume()
          res.on('end', () => {
            answered++
            resolve()
          })
        }).on('error', () => resolve()),
      )
    const busy = Array.from({ length: BUSY }, async () => {
      while (!stop) await ask()
    })
    while (answered < BUSY) await new Promise((resolve) => setTimeout(resolve, 50))
    const results = await Promise.all(
      Array.from({ length: SOCKETS }, (_, i) =>
        trickle('GET /api/v1/llm-prices HTTP/1.1\r\nHost: localhost\r\n', (n) => `X-Busy-${i}-${n}: 1\r\n`),
      ),
    )
    stop = true
    await Promise.all(busy)
    agent.destroy()
    const latest = Math.max(...results.map((r) => r.ms))
    assert.ok(latest <= HEADERS_MS + CHECK_MS + SLACK_MS, `last closed after ${latest} ms`)
    for (const { answer } of results) assert.match(answer, /^HTTP\/1\.1 408 /)
    assert.ok(answered > 2 * BUSY, `the busy clients were answered meanwhile (${answered})`)
  },
)

slow('a request head in, its body trickled :: 408 and closed after the request timeout', async () => {
  const head =
    'POST /mcp HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nAccept: application/json\r\n' +
    'Content-Length: 1000\r\n\r\n{'
  const { ms, answer } = await trickle(head, () => ' ')
  assert.match(answer, /^HTTP\/1\.1 408 /)
  assert.ok(ms >= REQUEST_MS - 50 && ms <= REQUEST_MS + CHECK_MS + SLACK_MS, `closed after ${ms} ms`)
})

slow('a kept-alive connection left idle after its answer :: closed by the server', async () => {
  const { answer, ms } = await trickle('GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n', () => '')
  assert.match(answer, /^HTTP\/1\.1 200 /)
  assert.ok(ms <= KEEP_ALIVE_MS + CHECK_MS + SLACK_MS, `closed after ${ms} ms`)
})

slow('a large feed read slowly, well past the request timeout :: delivered whole', async () => {
  const { length, received } = await new Promise<{ length: number; received: number }>((resolve, reject) => {
    const headers = { 'Accept-Encoding': 'identity' }
    get(`${server.url}/data/history.csv`, { headers, agent: false }, (res) => {
      let received = 0
      res.on('data', (chunk: Buffer) => {
        received += chunk.length
      })
      res.on('end', () => resolve({ length: Number(res.headers['content-length']), received }))
      res.on('error', reject)
      // Nothing read for twice the request timeout plus a check: the server's writes back up meanwhile.
      res.pause()
      setTimeout(() => res.resume(), 2 * REQUEST_MS + CHECK_MS)
    }).on('error', reject)
  })
  assert.ok(length > 10_000_000, `history.csv is ${length} bytes: too small to stay in flight`)
  assert.is(received, length)
})

slow.run()

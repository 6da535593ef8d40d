// A client that hangs up mid-request or mid-response is normal: nothing logged as an error of ours.
import { createServer } from 'node:http'
import { connect } from 'node:net'
import type { AddressInfo } from 'node:net'
import Koa from 'koa'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { isClientHangup, logAppError, toAppError } from '../../tools/errors.ts'
import { startTestServer } from '../helpers/server.ts'

const OPERATOR_TOKEN = 'op-token-for-tests-0123456789abcdef'
const logged: unknown[][] = []
const consoleError = console.error
const capture = () => {
  logged.length = 0
  console.error = (...args: unknown[]) => {
    logged.push(args)
  }
}
const release = () => {
  console.error = consoleError
}

/** Sends `raw` on a new connection, then resets it after `readBytes` of answer (0: after 200 ms). */
function hangUp(port: number, raw: string, readBytes: number): Promise<void> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(raw))
    let got = 0
    const done = () => {
      socket.resetAndDestroy()
      setTimeout(resolve, 300)
    }
    socket.on('data', (chunk) => {
      got += chunk.length
      if (readBytes && got >= readBytes) done()
    })
    socket.on('error', () => {})
    if (!readBytes) setTimeout(done, 200)
  })
}

const app = suite('client hang-up :: the real app')

app('POST /admin/keys cut off mid-body :: the error handler logs no 500 for it', async () => {
  const server = await startTestServer({ OPERATOR_TOKEN })
  const { port } = new URL(server.url)
  capture()
  try {
    await hangUp(
      Number(port),
      'POST /admin/keys HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer ' +
        `${OPERATOR_TOKEN}\r\nContent-Length: 1000\r\n\r\n{"tier":`,
      0,
    )
  } finally {
    release()
  }
  await server.close()
  const fromHandler = logged.filter((args) => String(args[0]).startsWith('POST /admin/keys'))
  assert.equal(
    fromHandler.map((args) => String(args[1])),
    [],
  )
})

app.run()

const listener = suite("client hang-up :: logAppError as Koa's error listener")

listener('a response cut off by a reset :: nothing logged', async () => {
  const koa = new Koa()
  koa.on('error', logAppError)
  koa.use((ctx) => {
    ctx.body = Buffer.alloc(8 << 20, 'x')
  }) // 8 MB: far more than the socket buffers
  const server = createServer(koa.callback())
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  capture()
  try {
    await hangUp((server.address() as AddressInfo).port, 'GET / HTTP/1.1\r\nHost: localhost\r\n\r\n', 1000)
  } finally {
    release()
  }
  server.close()
  assert.equal(logged, [])
})

for (const [label, error, quiet] of [
  ['read ECONNRESET', Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET', syscall: 'read' }), true],
  ['write EPIPE', Object.assign(new Error('write EPIPE'), { code: 'EPIPE', syscall: 'write' }), true],
  ['request ended mid-body', Object.assign(new Error('Parse Error'), { code: 'HPE_INVALID_EOF_STATE' }), true],
  ['premature close', Object.assign(new Error('Premature close'), { code: 'ERR_STREAM_PREMATURE_CLOSE' }), true],
  ['a bug', new TypeError('x is not a function'), false],
  ['a disk error', Object.assign(new Error('ENOSPC'), { code: 'ENOSPC' }), false],
] as const) {
  listener(`${label} :: ${quiet ? 'not logged' : 'logged with its stack'}`, () => {
    assert.is(isClientHangup(error), quiet)
    capture()
    try {
      logAppError(error)
    } finally {
      release()
    }
    assert.equal(logged, quiet ? [] : [[error]])
  })
}

listener(
  'toAppError :: a request body aborted by the client is CLIENT_CLOSED (4xx), a backend ECONNRESET stays INTERNAL',
  () => {
    const aborted = toAppError(Object.assign(new Error('aborted'), { code: 'ECONNRESET' }))
    assert.equal([aborted.code, aborted.status], ['CLIENT_CLOSED', 499])
    assert.is(
      toAppError(Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET', syscall: 'read' })).code,
      'INTERNAL',
    )
  },
)

listener.run()

// acceptMany: a burst of connects queued while the loop was busy is accepted several per turn (Node's
// own server: one per turn); a connection accepted on a duplicate is the HTTP server's, clocks
// included (a slow head answered 408 and closed); once closed, nothing accepts on the port.
import { createServer, type Server } from 'node:http'
import { type AddressInfo, connect, type Socket } from 'node:net'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { acceptMany } from '../../facade/accepts.ts'

async function listening(headersTimeout = 60_000) {
  const server = createServer(
    { headersTimeout, requestTimeout: headersTimeout, connectionsCheckingInterval: 200 },
    (_req, res) => res.end('ok'),
  )
  await new Promise<void>((resolve) => server.listen({ port: 0, host: '127.0.0.1', backlog: 1024 }, resolve))
  return { server, port: (server.address() as AddressInfo).port }
}

/** Opens `n` connections while the loop is held busy; the largest number the server accepted in one turn. */
async function burst(server: Server, port: number, n: number): Promise<{ most: number; sockets: Socket[] }> {
  let turn = 0
  let turning = true
  const next = () => {
    turn++
    if (turning) setImmediate(next)
  }
  setImmediate(next)
  const perTurn = new Map<number, number>()
  server.on('connection', () => perTurn.set(turn, (perTurn.get(turn) ?? 0) + 1))
  const sockets = Array.from({ length: n }, () => connect(port, '127.0.0.1').on('error', () => {}))
  // The connects were issued; the kernel completes them while this loop is held, so all queue at once.
  await new Promise((resolve) => setTimeout(resolve, 0))
  const until = Date.now() + 300
  while (Date.now() < until) {}
  while ([...perTurn.values()].reduce((a, b) => a + b, 0) < n) await new Promise((resolve) => setTimeout(resolve, 20))
  turning = false
  return { most: Math.max(...perTurn.values()), sockets }
}

const accepts = suite('acceptMany')

accepts('Node alone :: one connection per turn of the loop', async () => {
  const { server, port } = await listening()
  const { most, sockets } = await burst(server, port, 40)
  assert.is(most, 1)
  for (const s of sockets) s.destroy()
  await new Promise((resolve) => server.close(resolve))
})

accepts('8 per turn :: a queued burst is accepted several at a time, every connection once', async () => {
  const { server, port } = await listening()
  const close = await acceptMany(server, 8)
  let seen = 0
  server.on('connection', () => seen++)
  const { most, sockets } = await burst(server, port, 40)
  assert.ok(most > 1 && most <= 8, `most in one turn: ${most}`)
  assert.is(seen, 40)
  for (const s of sockets) s.destroy()
  await close()
  await new Promise((resolve) => server.close(resolve))
})

accepts('a door :: its connections have the HTTP server clocks (slow head: 408, closed) and answers', async () => {
  const { server, port } = await listening(1_000)
  const close = await acceptMany(server, 8)
  const byDoor: Socket[] = []
  server.on('connection', (socket: Socket) => {
    // node:net names the server that accepted a socket (the HTTP server overwrites .server, not this).
    if ((socket as Socket & { _server?: unknown })._server !== server) byDoor.push(socket)
  })
  const { sockets } = await burst(server, port, 24)
  assert.ok(byDoor.length > 0, 'some connection came through a duplicate')
  // Every one sends half a head and never the rest.
  const answers = await Promise.all(
    sockets.map(
      (socket) =>
        new Promise<string>((resolve) => {
          let answer = ''
          socket.on('data', (chunk) => {
            answer += chunk
          })
          socket.on('close', () => resolve(answer))
          socket.write('GET / HTTP/1.1\r\nHost: x\r\n')
        }),
    ),
  )
  for (const answer of answers) assert.match(answer, /^HTTP\/1\.1 408 /)
  // A whole request through whichever handle accepts it is answered by the server's listener.
  const ok = await fetch(`http://127.0.0.1:${port}/`)
  assert.is(await ok.text(), 'ok')
  await close()
  await new Promise((resolve) => server.close(resolve))
})

accepts('closed :: the server and its doors closed, a connect is refused', async () => {
  const { server, port } = await listening()
  const close = await acceptMany(server, 4)
  await close()
  await new Promise((resolve) => server.close(resolve))
  const refused = await new Promise<string>((resolve) =>
    connect(port, '127.0.0.1')
      .on('connect', () => resolve('connected'))
      .on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error')),
  )
  assert.is(refused, 'ECONNREFUSED')
})

accepts('one per turn asked :: nothing added', async () => {
  const { server, port } = await listening()
  const close = await acceptMany(server, 1)
  const { most, sockets } = await burst(server, port, 20)
  assert.is(most, 1)
  for (const s of sockets) s.destroy()
  await close()
  await new Promise((resolve) => server.close(resolve))
})

accepts.run()

// More than one accept per turn of the event loop. Node 20 ships libuv 1.46, which since 1.45 accepts
// at most ONE connection each time epoll reports the listening socket ready ("unix: don't accept()
// connections in a loop"), so a server accepts one connection per turn of its loop. Under 200 busy
// connections a turn takes ~1 ms on a quiet machine and tens of ms on a loaded one: a burst of
// connects waits in the kernel's accept queue, and Node's header clock (HEADERS_TIMEOUT_MS) starts
// only at the accept (measured: 1,000 slow-header sockets accepted over 140 s; a /readyz probe
// connecting with 200 readers answered after 154-1,490 ms, most of it in the queue).
// The kernel reports readiness per descriptor, so each duplicate of the listening socket's descriptor,
// watched by a libuv handle of its own, accepts one more connection per turn: with n descriptors, n
// per turn. Node has no dup(), but a descriptor sent over an IPC channel arrives as a new one (Unix
// SCM_RIGHTS): a short-lived child process sends the listening handle back to us n - 1 times. Every
// connection accepted on a duplicate goes to the HTTP server as its own ('connection' is how Node
// takes a socket from elsewhere), with its clocks, parser and connection list. The cost: one failed
// accept4 (EAGAIN) per extra descriptor when connections arrive one at a time.
import { spawn } from 'node:child_process'
import type { Server as HttpServer } from 'node:http'
import { Server as NetServer, type Socket } from 'node:net'

/** The child: every handle it is sent goes back at once, then its copy is closed. */
const ECHO = "process.on('message', (m, h) => process.send(m, h, () => h.close()))"

/** A libuv handle of a listening socket, as node:net holds it (not part of Node's typed API). */
type ListenHandle = object & { fd?: number }

/**
 * Has `server` (listening on TCP) accept up to `perTurn` connections per turn of the loop, by
 * `perTurn - 1` more handles on duplicates of its descriptor. Resolves to the function that stops
 * them accepting (closing the server itself does not); with `perTurn` 1, or where the descriptors
 * cannot be had, nothing is added and the reason is logged.
 */
export async function acceptMany(server: HttpServer, perTurn: number): Promise<() => Promise<void>> {
  const handle = (server as unknown as { _handle?: ListenHandle })._handle
  if (perTurn <= 1 || !handle) return async () => {}
  let duplicates: ListenHandle[]
  try {
    duplicates = await duplicate(handle, perTurn - 1)
  } catch (error) {
    console.error(`accepts: one per turn (${(error as Error).message})`)
    return async () => {}
  }
  // The HTTP server's own socket options, so a connection is the same whichever handle accepted it.
  const doors = duplicates.map((dup) => {
    const door = new NetServer({ allowHalfOpen: true, noDelay: true }, (socket: Socket) =>
      server.emit('connection', socket),
    )
    door.listen(dup)
    return door
  })
  return () =>
    Promise.all(doors.map((door) => new Promise<void>((resolve) => door.close(() => resolve())))).then(() => {})
}

/** `count` new descriptors of `handle`'s socket, from a child that echoes them over IPC. */
function duplicate(handle: ListenHandle, count: number): Promise<ListenHandle[]> {
  // No execArgv: the child is plain Node whatever loader this process runs under (tsx in tests).
  const child = spawn(process.execPath, ['-e', ECHO], { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] })
  const got: ListenHandle[] = []
  let done = false
  return new Promise<ListenHandle[]>((resolve, reject) => {
    const failed = (error: Error) => {
      if (done) return
      done = true
      clearTimeout(timer)
      for (const h of got) (h as { close(): void }).close()
      child.kill()
      reject(error)
    }
    // A child that never answers must not hold the start: one accept per turn is slower, not broken.
    const timer = setTimeout(() => failed(new Error('the echo child did not answer in 30 s')), 30_000)
    child.once('exit', () => clearTimeout(timer))
    child.on('error', failed)
    child.on('exit', (code) => got.length < count && failed(new Error(`the echo child exited (${code})`)))
    child.on('message', (_message, received?: ListenHandle) => {
      if (!received) return
      got.push(received)
      if (got.length === count && !done) {
        done = true
        clearTimeout(timer)
        // Resolved once the child is gone: until then it may still hold copies of the socket, which
        // would keep accepting into the kernel's queue after the server closed.
        child.once('exit', () => resolve(got))
        child.disconnect() // it has nothing left to hold it: it exits
      }
    })
    for (let i = 0; i < count; i++) child.send('listen', handle as never, (error) => error && failed(error))
  })
}

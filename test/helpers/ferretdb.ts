// FerretDB (MongoDB wire protocol, SQLite backend) started and stopped by the tests on a free port.
// The binary comes from scripts/install-ferretdb.sh (run by `npm test` before the suites).
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { createConnection } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort } from './ports.ts'

const FERRETDB_BIN = process.env.FERRETDB_BIN ?? join(process.cwd(), '.tools', 'bin', 'ferretdb')

function accepting(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host: '127.0.0.1' })
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })
}

export interface Ferret {
  /** mongodb:// URI of this server (a database name is chosen by each user). */
  uri: string
  start(): Promise<void>
  stop(): Promise<void>
  /** Stops the server and deletes its data. */
  destroy(): Promise<void>
}

/** A FerretDB on its own port and its own SQLite folder; start() again reuses both (same data). */
export async function startFerret(): Promise<Ferret> {
  if (!existsSync(FERRETDB_BIN))
    throw new Error(`FerretDB not installed at ${FERRETDB_BIN}: run scripts/install-ferretdb.sh`)
  const dir = await mkdtemp(join(tmpdir(), 'amd-ferret-'))
  const port = await freePort()
  let child: ChildProcess | undefined

  const ferret: Ferret = {
    uri: `mongodb://127.0.0.1:${port}/`,
    async start() {
      child = spawn(
        FERRETDB_BIN,
        [
          '--handler=sqlite',
          `--sqlite-url=file:${dir}/`,
          `--listen-addr=127.0.0.1:${port}`,
          '--telemetry=disable',
          '--log-level=error',
          '--debug-addr=-',
          `--state-dir=${dir}`,
        ],
        { stdio: ['ignore', 'ignore', 'inherit'] },
      )
      const deadline = Date.now() + 20_000
      while (!(await accepting(port))) {
        if (Date.now() > deadline || child.exitCode !== null) throw new Error('FerretDB did not start')
        await new Promise((r) => setTimeout(r, 50))
      }
    },
    async stop() {
      if (!child || child.exitCode !== null) return
      const exited = new Promise((resolve) => child!.once('exit', resolve))
      child.kill('SIGTERM')
      await exited
    },
    async destroy() {
      await ferret.stop()
      await rm(dir, { recursive: true, force: true })
    },
  }
  await ferret.start()
  return ferret
}

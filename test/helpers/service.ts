// The service as a separate process (scripts/serve.ts), for multi-instance and crash tests.
import { spawn, type ChildProcess } from 'node:child_process'

export interface Service {
  url: string
  child: ChildProcess
  stop(signal?: NodeJS.Signals): Promise<void>
  output(): string
}

/** The service (or another entry script, e.g. test/helpers/serve-test-only.ts) as its own process. */
export async function spawnService(env: Record<string, string>, script = 'scripts/serve.ts'): Promise<Service> {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    env: { ...process.env, PORT: '0', REFRESH_AT: 'off', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let out = ''
  child.stdout!.on('data', (c) => {
    out += c
  })
  child.stderr!.on('data', (c) => {
    out += c
  })
  const url = await new Promise<string>((resolve, reject) => {
    // A service that did not start is killed: left running it would hold the test's process open (its
    // pipes) and write into a folder the test removes. The bound is wide: a seed on a loaded machine
    // took over 60 s.
    const timer = setTimeout(() => {
      child.kill('SIGKILL')
      reject(new Error(`service did not start:\n${out}`))
    }, 180_000)
    child.stdout!.on('data', () => {
      const match = /listening on (http:\/\/[\d.]+:\d+)/.exec(out)
      if (match) {
        clearTimeout(timer)
        resolve(match[1])
      }
    })
    child.on('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`service exited ${code}:\n${out}`))
    })
  })
  return {
    url,
    child,
    output: () => out,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode !== null || child.signalCode !== null) return
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill(signal)
      // A process that ignores the signal fails its test: left waiting on, it would hang the whole run.
      let timer: NodeJS.Timeout | undefined
      const late = new Promise<'late'>((resolve) => {
        timer = setTimeout(() => resolve('late'), STOP_MS)
      })
      const outcome = await Promise.race([exited, late])
      clearTimeout(timer)
      if (outcome !== 'late') return
      child.kill('SIGKILL')
      await exited
      throw new Error(`the service did not exit within ${STOP_MS / 1000} s of ${signal}:\n${out}`)
    },
  }
}

/** How long a stopped service may take to exit (a graceful close on a loaded machine takes seconds). */
const STOP_MS = 60_000

/**
 * Several services at once; if one does not start, the others are stopped before the error is thrown, so no
 * process outlives the test (a live child holds the test's process open).
 */
export async function spawnServices(envs: Record<string, string>[], script?: string): Promise<Service[]> {
  const started = await Promise.allSettled(envs.map((env) => spawnService(env, script)))
  const failed = started.find((s): s is PromiseRejectedResult => s.status === 'rejected')
  const up = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []))
  if (!failed) return up
  for (const s of up) await s.stop('SIGKILL')
  throw failed.reason
}

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
      await exited
    },
  }
}

// A load balancer's probe, in a process of its own: GET <url> every half second, each on a new
// connection, the milliseconds of each answer printed on a line ('error' when it failed). Its own
// process, because a bench's client busy with 200 connections lags by up to seconds (and Node's first
// fetch() loads undici, tens of milliseconds): a probe timed there is as late as that client.
// Run as a script by probeReadyz() below, which collects its lines.
import { spawn } from 'node:child_process'
import { get } from 'node:http'
import { fileURLToPath } from 'node:url'

/** Starts the probe against `url`; `ms` fills as answers come (Infinity for a failed probe). */
export function probeReadyz(url: string) {
  const ms: number[] = []
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), url], {
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  child.stdout.setEncoding('utf8')
  let partial = ''
  child.stdout.on('data', (chunk: string) => {
    const lines = (partial + chunk).split('\n')
    partial = lines.pop() ?? ''
    for (const line of lines) ms.push(line === 'error' ? Number.POSITIVE_INFINITY : Number(line))
  })
  /** Resolves once the probe has answered `count` times in all. */
  const answered = (count: number) =>
    new Promise<void>((resolve) => {
      const check = setInterval(() => {
        if (ms.length >= count) {
          clearInterval(check)
          resolve()
        }
      }, 50)
    })
  return { ms, answered, stop: () => child.kill() }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const url = process.argv[2]
  if (!url) throw new Error('usage: readyz-probe.ts <url>')
  setInterval(() => {
    const started = performance.now()
    get(url, { agent: false }, (res) => {
      res.resume()
      res.on('end', () => process.stdout.write(`${(performance.now() - started).toFixed(1)}\n`))
    }).on('error', () => process.stdout.write('error\n'))
  }, 500)
}

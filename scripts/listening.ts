// The scripts that run the service as a child process (benches, the conformance run) wait for the line
// it prints once it accepts connections; this is that wait, written once.
import type { ChildProcess } from 'node:child_process'

/**
 * The service's address once `child` prints `listening on http://<host>:<port>` on stdout; rejects if it
 * exits first, with what it printed. `child` must have been spawned with stdout piped.
 */
export function untilListening(child: ChildProcess): Promise<{ url: string; port: number }> {
  return new Promise((resolve, reject) => {
    let out = ''
    child.stdout!.on('data', (chunk) => {
      out += chunk
      const match = /listening on (http:\/\/[\d.]+:(\d+))/.exec(out)
      if (match) resolve({ url: match[1], port: Number(match[2]) })
    })
    child.on('exit', (code, signal) =>
      reject(new Error(`the service exited (${code ?? signal}): ${out.slice(-2_000)}`)),
    )
  })
}

// Plain HTTP downloads hashed as they arrive (never held whole), and a process's resident memory:
// what the feed tests and scripts/bench-feeds.ts measure a crowd of downloads with.
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { get } from 'node:http'

export interface Download {
  status: number
  bytes: number
  sha256: string
  headers: Record<string, string | string[] | undefined>
}

/** GET `url` with no Accept-Encoding (a plain download); the body is hashed, not kept. */
export function download(url: string, headers: Record<string, string> = {}): Promise<Download> {
  return new Promise((resolve, reject) => {
    const request = get(url, { headers, agent: false }, (res) => {
      const hash = createHash('sha256')
      let bytes = 0
      res.on('data', (chunk: Buffer) => {
        bytes += chunk.length
        hash.update(chunk)
      })
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, bytes, sha256: hash.digest('hex'), headers: res.headers }),
      )
      res.on('error', reject)
    })
    request.on('error', reject)
  })
}

export const sha256Of = (data: Buffer) => createHash('sha256').update(data).digest('hex')

/** Resident memory of a process (Linux /proc), in bytes. */
export function rssOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024
}

/** Samples a process's resident memory every `everyMs` until stopped; returns the highest seen. */
export function watchRss(pid: number, everyMs = 20): { stop(): number } {
  let peak = rssOf(pid)
  const timer = setInterval(() => {
    try {
      peak = Math.max(peak, rssOf(pid))
    } catch {
      // the process ended: the peak so far stands
    }
  }, everyMs)
  return {
    stop() {
      clearInterval(timer)
      return peak
    },
  }
}

// The DNS-rebinding guard of /mcp (MCP transport spec): the Host must be ours, and a browser's Origin
// too. Checked once for every request, whichever way it came in; a refusal is an HTTP error (the
// request is refused before it is read as JSON-RPC).
import type { IncomingHttpHeaders } from 'node:http'
import { AppError, toAppError } from '../tools/errors.ts'

/** An Origin is allowed when listed exactly, or listed without its port (http://localhost covers any port). */
function originAllowed(origin: string, allowed: Set<string>): boolean {
  try {
    const url = new URL(origin)
    return allowed.has(url.origin.toLowerCase()) || allowed.has(`${url.protocol}//${url.hostname}`.toLowerCase())
  } catch {
    return false // "null" or garbage
  }
}

/** The hostname of a Host header, or an error naming it when it is not host[:port] with a valid port. */
function hostOf(host: string): string {
  const match = /^(\[[0-9a-f:.]+\]|[^\s:/?#@[\]]+)(?::(\d{1,5}))?$/i.exec(host)
  if (!match || (match[2] !== undefined && Number(match[2]) > 65535)) {
    throw new AppError('INVALID_PARAMETER', `Host '${host}' is not a valid host[:port].`, { header: 'Host' })
  }
  return match[1].toLowerCase()
}

/** The guard for these hosts and origins: the refusal of a request's headers, or undefined. */
export function hostGuard(allowedHosts: string[], allowedOrigins: string[]) {
  const hosts = new Set(allowedHosts.map((h) => h.toLowerCase()))
  const origins = new Set(allowedOrigins.map((o) => o.toLowerCase()))
  // The Host a client sends is the same on every request: checked once (an allowed one) per value.
  const allowedHost = new Set<string>()
  return (headers: IncomingHttpHeaders): AppError | undefined => {
    const host = headers.host ?? ''
    if (!allowedHost.has(host)) {
      let name: string
      try {
        name = hostOf(host)
      } catch (error) {
        return toAppError(error)
      }
      if (!hosts.has(name)) return new AppError('FORBIDDEN', `Host '${host}' is not allowed.`)
      if (allowedHost.size < 100) allowedHost.add(host)
    }
    const origin = headers.origin
    if (origin && !originAllowed(origin, origins))
      return new AppError('FORBIDDEN', `Origin '${origin}' is not allowed.`)
    return undefined
  }
}

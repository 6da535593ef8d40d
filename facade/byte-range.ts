// Byte ranges of a feed (RFC 9110 14): what a Range header asks of a representation of `size` bytes.
// One range only: a client following an append-only feed asks for its tail (`bytes=N-`); a request for
// several ranges is answered whole, which the RFC allows. Ranges are of the identity bytes.

/** The answer a Range header calls for: the whole file, one slice [start, end), or 416. */
export type RangeAnswer = { kind: 'whole' } | { kind: 'part'; start: number; end: number } | { kind: 'unsatisfiable' }

const WHOLE: RangeAnswer = { kind: 'whole' }

/**
 * Reads `Range` against a representation of `size` bytes. Anything it cannot read (another unit,
 * a malformed spec, several ranges) is answered whole, never refused.
 */
export function rangeOf(header: string | undefined, size: number): RangeAnswer {
  if (!header) return WHOLE
  const match = /^\s*bytes\s*=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header)
  if (!match || (match[1] === '' && match[2] === '')) return WHOLE
  const [first, last] = [match[1], match[2]]
  if (first === '') {
    // A suffix: the last N bytes.
    const n = Number(last)
    if (n === 0 || size === 0) return { kind: 'unsatisfiable' }
    return { kind: 'part', start: Math.max(0, size - n), end: size }
  }
  const start = Number(first)
  const end = last === '' ? size : Math.min(size, Number(last) + 1)
  if (last !== '' && Number(last) < start) return WHOLE // invalid: ignored, not refused
  if (start >= size) return { kind: 'unsatisfiable' }
  return { kind: 'part', start, end }
}

/**
 * If-Range: the range applies only while the client's copy is this version. An entity tag must be
 * the current one by the strong comparison (a weak tag never matches); a date must equal
 * Last-Modified. Anything else: the client's copy is stale and gets the whole file.
 */
export function ifRangeHolds(header: string | undefined, etag: string, lastModified: string): boolean {
  if (header === undefined) return true
  const value = header.trim()
  if (value.startsWith('W/')) return false
  if (value.startsWith('"')) return value === etag
  return value === lastModified
}

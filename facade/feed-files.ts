// The published feed files, one open version per file. A version is the file as it was when first
// looked at: its descriptor stays open while anyone reads it, so a refresh that replaces the file
// (an atomic rename) never changes the bytes a download already started on. Its bytes are read from
// disk as each answer needs them: memory per download does not depend on the feed's size. Only what
// is small is kept: files up to SMALL_FEED_BYTES whole, and each compressed variant, made once per
// version however many clients ask at once.
import { createHash } from 'node:crypto'
import { open, stat, type FileHandle } from 'node:fs/promises'
import { join } from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { constants, createBrotliCompress, createGzip } from 'node:zlib'
import type { AnyTool } from '../tools/define.ts'

/** Runs a piece of work now or in a later turn of the event loop (facade/turn-budget.ts). */
export type Pace = (work: () => void) => void
const atOnce: Pace = (work) => work()

/** A feed up to this size is kept in memory whole (every feed but the append-only histories). */
export const SMALL_FEED_BYTES = 4 << 20
/** One read of a streamed download; also what one download may hold in memory at a time. */
export const FEED_CHUNK_BYTES = 64 << 10

/** Feeds change once a day: a file is looked at again at most once a second. */
const CHECK_EVERY_MS = 1000

/** The feed files of a tool list and their content types: nothing else under /data exists. */
function feedFiles(tools: AnyTool[]): Record<string, string> {
  return Object.fromEntries(
    tools.filter((t) => t.feed).map((t) => [t.feed!.file, `${t.feed!.contentType}; charset=utf-8`]),
  )
}

/** Feeds change once a day; caches may keep them a while and revalidate with the ETag. */
export const FEED_CACHE_CONTROL = 'public, max-age=300, stale-while-revalidate=3600'

export type Encoding = 'br' | 'gzip'

/** One version of one feed file. */
export class FeedVersion {
  /** The headers every answer of this version carries, 200, 206 and 304 alike, as name, value, ... */
  readonly headers: string[]
  checkedAt = Date.now()
  private readers = 0
  private retired = false
  private variants: Partial<Record<Encoding, Promise<Buffer>>> = {}

  constructor(
    private readonly handle: FileHandle,
    readonly identity: { dev: number; ino: number; mtimeMs: number; size: number },
    readonly etag: string,
    /** The whole file, when it is small. */
    readonly body: Buffer | undefined,
    lastModified: Date,
    private readonly pace: Pace = atOnce,
  ) {
    // A 304 keeps the headers the 200 would carry (RFC 9110 15.4.5).
    this.headers = [
      'ETag',
      etag,
      'Last-Modified',
      lastModified.toUTCString(),
      'Cache-Control',
      FEED_CACHE_CONTROL,
      'Vary',
      'Accept-Encoding',
      'Accept-Ranges',
      'bytes',
    ]
  }

  get size(): number {
    return this.identity.size
  }

  get lastModified(): string {
    return this.headers[3]
  }

  /** Bytes [start, end) of this version. */
  async bytes(start = 0, end = this.size): Promise<Buffer> {
    if (this.body) return this.body.subarray(start, end)
    this.readers++
    try {
      return await readAt(this.handle, start, end - start)
    } finally {
      this.release()
    }
  }

  /**
   * Bytes [start, end) as a stream that reads one chunk at a time as the client takes it (backpressure).
   * The version's descriptor stays open until the stream closes, whatever happened to the file since.
   */
  stream(start = 0, end = this.size): Readable {
    return this.slice(start, end, this.pace)
  }

  private slice(start: number, end: number, pace: Pace): Readable {
    if (this.body) return Readable.from([this.body.subarray(start, end)])
    this.readers++
    const stream = new SliceStream(this.handle, start, end, pace)
    stream.once('close', () => this.release())
    return stream
  }

  /** The whole version compressed, made once (at the first request) and kept with the version. */
  compressed(encoding: Encoding): Promise<Buffer> {
    this.variants[encoding] ??= this.compress(encoding)
    return this.variants[encoding]
  }

  private async compress(encoding: Encoding): Promise<Buffer> {
    const zip =
      encoding === 'br'
        ? createBrotliCompress({
            params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: this.size },
          })
        : createGzip({ level: 6 })
    const chunks: Buffer[] = []
    // Not paced: nothing here writes to a socket, and a chunk paced behind a crowd's requests made
    // compressing history.csv (1,150 chunks) outlast a client's 60 s under the hostile mix.
    await pipeline(this.slice(0, this.size, atOnce), zip, async (compressed: AsyncIterable<Buffer>) => {
      for await (const chunk of compressed) chunks.push(chunk)
    })
    return Buffer.concat(chunks)
  }

  /** A newer version replaced this one: its descriptor closes when its last reader is done. */
  retire(): void {
    this.retired = true
    this.closeIfIdle()
  }

  private release(): void {
    this.readers--
    this.closeIfIdle()
  }

  private closeIfIdle(): void {
    if (this.retired && this.readers === 0) void this.handle.close().catch(() => {})
  }
}

/**
 * Bytes [start, end) of an open file, a chunk per read as the consumer takes them. Its own stream and
 * not the file's: destroying a file stream closes the descriptor, which other downloads still read.
 * Each chunk read is handed on through `pace`: handing it on writes it to the client's socket, and on
 * loopback a socket takes megabytes before it pushes back, so 200 new downloads made turns of the
 * event loop of 40-90 ms for two seconds (each /readyz read waited such a turn); paced, a turn writes
 * what fits its budget and the rest go in the next turns.
 */
class SliceStream extends Readable {
  private at: number

  constructor(
    private readonly handle: FileHandle,
    start: number,
    private readonly end: number,
    private readonly pace: Pace,
  ) {
    super({ highWaterMark: FEED_CHUNK_BYTES })
    this.at = start
  }

  override _read(): void {
    const length = Math.min(FEED_CHUNK_BYTES, this.end - this.at)
    if (length <= 0) {
      this.push(null)
      return
    }
    this.handle.read(Buffer.allocUnsafe(length), 0, length, this.at).then(
      ({ bytesRead, buffer }) => {
        if (this.destroyed) return
        if (bytesRead === 0) {
          this.push(null)
          return
        }
        this.at += bytesRead
        this.pace(() => {
          if (!this.destroyed) this.push(buffer.subarray(0, bytesRead))
        })
      },
      (error: Error) => this.destroy(error),
    )
  }
}

/** sha256 of a file's first `size` bytes, read a chunk at a time: the version's tag. */
async function tagOf(handle: FileHandle, size: number): Promise<string> {
  const hash = createHash('sha256')
  const chunk = Buffer.allocUnsafe(1 << 20)
  for (let at = 0; at < size; ) {
    const { bytesRead } = await handle.read(chunk, 0, Math.min(chunk.length, size - at), at)
    if (bytesRead === 0) break
    hash.update(chunk.subarray(0, bytesRead))
    at += bytesRead
  }
  return `"${hash.digest('base64url').slice(0, 32)}"`
}

const sameFile = (a: FeedVersion['identity'], b: FeedVersion['identity']) =>
  a.ino === b.ino && a.dev === b.dev && a.mtimeMs === b.mtimeMs && a.size === b.size

/** The current version of each feed file; shared by /data and the MCP resources. */
export class FeedStore {
  readonly contentTypes: Record<string, string>
  private versions = new Map<string, FeedVersion>()
  /** A look at a file under way: every request that arrives meanwhile waits for the same one. */
  private looking = new Map<string, Promise<FeedVersion | null>>()

  constructor(
    readonly exportDir: string,
    tools: AnyTool[],
    /** How a streamed download's chunks are handed on: at once, or under the app's turn budget. */
    private readonly pace: Pace = atOnce,
  ) {
    this.contentTypes = feedFiles(tools)
  }

  /** The version of a feed looked at within the last second, without waiting; undefined: call load(). */
  fresh(file: string): FeedVersion | undefined {
    const hit = this.versions.get(file)
    return hit && Date.now() - hit.checkedAt < CHECK_EVERY_MS ? hit : undefined
  }

  /** The current version of a feed file, or null when it is not written yet. */
  load(file: string): Promise<FeedVersion | null> {
    const fresh = this.fresh(file)
    if (fresh) return Promise.resolve(fresh)
    let look = this.looking.get(file)
    if (!look) {
      look = this.look(file).finally(() => this.looking.delete(file))
      this.looking.set(file, look)
    }
    return look
  }

  private async look(file: string): Promise<FeedVersion | null> {
    const path = join(this.exportDir, file)
    const known = this.versions.get(file)
    const info = await stat(path).catch(() => null)
    if (!info) {
      this.replace(file, undefined)
      return null
    }
    if (known && sameFile(known.identity, info)) {
      known.checkedAt = Date.now()
      return known
    }
    // Opened, then described by its descriptor: what is tagged is what will be served, even if the
    // path is replaced again between the stat above and here.
    const handle = await open(path, 'r').catch(() => null)
    if (!handle) return this.look(file)
    try {
      const opened = await handle.stat()
      const identity = { dev: opened.dev, ino: opened.ino, mtimeMs: opened.mtimeMs, size: opened.size }
      const small = opened.size <= SMALL_FEED_BYTES
      const body = small ? await readAt(handle, 0, opened.size) : undefined
      const etag = await tagOf(handle, opened.size)
      const version = new FeedVersion(handle, identity, etag, body, opened.mtime, this.pace)
      if (small) await handle.close()
      this.replace(file, version)
      return version
    } catch (error) {
      await handle.close().catch(() => {})
      throw error
    }
  }

  /** Lets go of every version: each descriptor closes when its last download ends. */
  close(): void {
    for (const file of [...this.versions.keys()]) this.replace(file, undefined)
  }

  private replace(file: string, version: FeedVersion | undefined): void {
    const old = this.versions.get(file)
    if (version) this.versions.set(file, version)
    else this.versions.delete(file)
    if (old && old !== version && !old.body) old.retire()
  }
}

/** `length` bytes of a file from `position` (fewer where the file ends first). */
async function readAt(handle: FileHandle, position: number, length: number): Promise<Buffer> {
  const out = Buffer.allocUnsafe(Math.max(0, length))
  let done = 0
  while (done < out.length) {
    const { bytesRead } = await handle.read(out, done, out.length - done, position + done)
    if (bytesRead === 0) break
    done += bytesRead
  }
  return out.subarray(0, done)
}

// The embedded store: plain files under one folder, no server needed. Every write is a whole file
// written atomically (temporary file, fsync, rename: store/atomic.ts), so a crash at any instant
// leaves the previous state readable. A declared series is append-only: each append is
// a new segment file in the series' folder, grouped by key (store/keyed-segment.ts), and small
// segments are merged into larger ones (store/compaction.ts); queries read the blocks they need.
// Several processes may open one folder (a server and a command-line refresh, two instances): every
// write takes the folder lock (store/folder-lock.ts) and re-reads what it changes from the files, and
// every read notices files another process wrote (segments, the latest pointers, keys, runs).
import { existsSync } from 'node:fs'
import { mkdir, readdir, readFile, stat, utimes } from 'node:fs/promises'
import { join } from 'node:path'
import { type AnySeries, anySeries, type SeriesRow } from '../tools/series.ts'
import { writeFileAtomic } from './atomic.ts'
import { removeSegments, segmentsToMerge, writeMerged } from './compaction.ts'
import { encodeRows, KeyedSegment } from './keyed-segment.ts'
import { SeriesIndex } from './series-index.ts'
import { type Lease, EditionListeners } from './shared.ts'
import type { ApiKey, RecordLog, RefreshRun, Series, SeriesPage, SeriesQuery, Edition, Store } from './types.ts'
import { alive, FolderLock } from './folder-lock.ts'
import { hostname } from 'node:os'
import { KeysFile, LeaseFile, parseStoreFile, RunsFile } from './files.ts'

const SEGMENT = /^(\d{8})\.cols$/

/** A series: its live segments, the folder's mtime when last listed, the replaced files still there. */
interface Held {
  index: SeriesIndex
  mtime: number
  replaced: string[]
}

/** A record log held in memory: its records by id, the file's mtime when last read. */
interface Log {
  records: Map<string, unknown>
  mtime: number
}

export class EmbeddedStore implements Store {
  private series = new Map<string, Held>()
  private keys = new Map<string, ApiKey>()
  private keysMtime = 0
  /** The latest snapshot per dataset, with the mtime of the pointer it was read by. */
  private latest = new Map<string, { snapshot: Edition; mtime: number }>()
  /** runs.json as last read, by its file's identity: /readyz asks for it on every probe. */
  private runs: { runs: RefreshRun[]; ino: number; mtime: number; size: number } | undefined
  private listeners = new EditionListeners()
  private logs = new Map<string, Log>()
  private queue: Promise<unknown> = Promise.resolve()
  private lock: FolderLock

  constructor(private readonly dir: string) {
    this.lock = new FolderLock(dir)
  }

  private seriesDir(series: AnySeries) {
    return join(this.dir, series.name)
  }
  private logFile(log: { name: string }) {
    return join(this.dir, `${log.name}.json`)
  }
  private get keysFile() {
    return join(this.dir, 'keys.json')
  }
  private get runsFile() {
    return join(this.dir, 'runs.json')
  }
  private snapshotDir(dataset: string) {
    return join(this.dir, 'snapshots', dataset)
  }

  /**
   * Runs file-rewriting work one at a time: in this process by a queue, across processes by the
   * folder lock. The work re-reads what it changes.
   */
  private serial<T>(what: string, work: () => Promise<T>): Promise<T> {
    const locked = () => this.lock.with(what, work)
    const next = this.queue.then(locked, locked)
    this.queue = next.catch(() => {})
    return next
  }

  async init(): Promise<void> {
    await mkdir(this.dir, { recursive: true })
    await this.reloadKeysIfChanged()
  }

  async close(): Promise<void> {
    await this.queue
    for (const held of this.series.values()) held.index.close()
    this.series.clear()
  }

  async ping(): Promise<void> {
    await stat(this.dir)
  }

  /** A series' live segments, brought in line with its folder when the folder changed (this process or another). */
  private async held(series: AnySeries): Promise<Held> {
    let held = this.series.get(series.name)
    if (!held) this.series.set(series.name, (held = { index: new SeriesIndex(series), mtime: -1, replaced: [] }))
    const mtime = await stat(this.seriesDir(series)).then(
      (s) => s.mtimeMs,
      () => -1,
    )
    if (mtime === held.mtime) return held
    held.mtime = mtime
    if (mtime >= 0) await this.refresh(series, held)
    return held
  }

  /**
   * Opens the segments new in the folder and drops those gone or replaced by a merged one. Files
   * appear whole (renamed into place); one a compaction removed between the listing and its opening
   * means a listing again.
   */
  private async refresh(series: AnySeries, held: Held): Promise<void> {
    const dir = this.seriesDir(series)
    for (let attempt = 0; ; attempt++) {
      const names = (await readdir(dir)).filter((n) => SEGMENT.test(n)).sort()
      const opened: KeyedSegment[] = []
      try {
        for (const name of names)
          if (!held.index.has(name)) opened.push(KeyedSegment.open(series, name, join(dir, name)))
      } catch (error) {
        for (const seg of opened) seg.close()
        if ((error as NodeJS.ErrnoException).code === 'ENOENT' && attempt < 20) continue
        throw error
      }
      const listed = new Set(names)
      const replaced = new Set(
        [...held.index.segments, ...opened].filter((seg) => listed.has(seg.name)).flatMap((seg) => seg.replaces),
      )
      for (const seg of held.index.segments) {
        if (!listed.has(seg.name) || replaced.has(seg.name)) held.index.removeSegment(seg.name)
      }
      for (const seg of opened) {
        if (replaced.has(seg.name)) seg.close()
        else held.index.addSegment(seg)
      }
      held.replaced = names.filter((n) => replaced.has(n))
      return
    }
  }

  /**
   * Merges the newest segments when they add up (store/compaction.ts), under the folder lock the
   * append holds. Leftovers of an earlier compaction cut short go first, so that no merged segment
   * is ever removed while a segment it replaced is still there; the parts go only once the merged
   * segment is durable.
   */
  private async compact(series: AnySeries, held: Held, all = false): Promise<void> {
    const segments = held.index.segments
    const k = all ? segments.length : segmentsToMerge(segments.map((seg) => seg.n))
    if (k < 2) return
    const dir = this.seriesDir(series)
    await removeSegments(dir, held.replaced)
    held.replaced = []
    const parts = segments.slice(-k)
    const name = await this.nextSegment(dir)
    // A large merge takes seconds: the lock file's time says its holder is alive.
    const beat = setInterval(() => {
      const now = new Date()
      utimes(this.lock.path, now, now).catch(() => {})
    }, 5_000)
    try {
      await writeMerged(series, parts, join(dir, name))
    } finally {
      clearInterval(beat)
    }
    held.index.addSegment(KeyedSegment.open(series, name, join(dir, name)))
    for (const seg of parts) held.index.removeSegment(seg.name)
    await removeSegments(
      dir,
      parts.map((seg) => seg.name),
    )
  }

  /** The next segment number: one past the highest in the folder (read under the lock, so no two writers pick one). */
  private async nextSegment(dir: string): Promise<string> {
    const numbers = (await readdir(dir))
      .map((n) => SEGMENT.exec(n))
      .filter(Boolean)
      .map((m) => Number(m![1]))
    return `${String(Math.max(0, ...numbers) + 1).padStart(8, '0')}.cols`
  }

  putEdition<T>(dataset: string, date: string, payload: T): Promise<void> {
    return this.serial(`snapshot ${dataset}`, async () => {
      const file = join(this.snapshotDir(dataset), `${date}.json`)
      if (!existsSync(file)) await writeFileAtomic(file, JSON.stringify(payload))
      await writeFileAtomic(join(this.snapshotDir(dataset), 'LATEST'), date)
      this.latest.delete(dataset)
      this.listeners.emit(dataset, date, 'this')
    })
  }

  /** Each dataset's latest snapshot date, as the pointers in the folder say now. */
  async latestDates(): Promise<Record<string, string>> {
    const root = join(this.dir, 'snapshots')
    const out: Record<string, string> = {}
    for (const dataset of (await readdir(root).catch(() => [] as string[])).sort()) {
      const date = await readFile(join(root, dataset, 'LATEST'), 'utf8').then(
        (t) => t.trim(),
        () => '',
      )
      if (date) out[dataset] = date
    }
    return out
  }

  onEdition(listener: (dataset: string, date: string, origin: 'this' | 'other') => void): void {
    this.listeners.add(listener)
  }

  /** Tells the edition listeners of datasets another process moved (polled by the caller). */
  async noticeOthers(): Promise<string[]> {
    return this.listeners.noticeOthers(await this.latestDates())
  }

  /** A record log in memory, re-read when another process changed its file. */
  private async log<R>(log: RecordLog<R>): Promise<Map<string, R>> {
    let held = this.logs.get(log.name)
    if (!held) this.logs.set(log.name, (held = { records: new Map(), mtime: -1 }))
    const file = this.logFile(log)
    const mtime = await stat(file).then(
      (s) => s.mtimeMs,
      () => -1,
    )
    if (mtime !== held.mtime) {
      held.mtime = mtime
      if (mtime >= 0) for (const r of JSON.parse(await readFile(file, 'utf8')) as R[]) held.records.set(log.id(r), r)
    }
    return held.records as Map<string, R>
  }

  addRecords<R>(log: RecordLog<R>, records: R[]): Promise<number> {
    return this.serial(log.name, async () => {
      // Another process may have added some since this one read the file.
      const held = await this.log(log)
      const unique = new Map(records.filter((r) => !held.has(log.id(r))).map((r) => [log.id(r), r]))
      if (!unique.size) return 0
      for (const [id, r] of unique) held.set(id, r)
      // A few thousand records a day: one file, rewritten whole and atomically.
      const file = this.logFile(log)
      await writeFileAtomic(file, JSON.stringify([...held.values()]))
      this.logs.get(log.name)!.mtime = (await stat(file)).mtimeMs
      return unique.size
    })
  }

  async recordsOf<R>(log: RecordLog<R>, owner: string): Promise<R[]> {
    const order = (r: R) => String(r[log.order])
    return [...(await this.log(log)).values()]
      .filter((r) => r[log.owner] === owner)
      .sort((a, b) => order(a).localeCompare(order(b)))
  }

  async latestEdition<T>(dataset: string): Promise<Edition<T> | null> {
    const pointer = join(this.snapshotDir(dataset), 'LATEST')
    // The pointer's mtime tells whether another process moved it since it was read (one stat).
    const mtime = await stat(pointer).then(
      (s) => s.mtimeMs,
      () => -1,
    )
    if (mtime < 0) return null
    const cached = this.latest.get(dataset)
    if (cached && cached.mtime === mtime) return cached.snapshot as Edition<T>
    const date = (await readFile(pointer, 'utf8')).trim()
    const payload = JSON.parse(await readFile(join(this.snapshotDir(dataset), `${date}.json`), 'utf8')) as T
    const snapshot = { dataset, date, payload }
    this.latest.set(dataset, { snapshot, mtime })
    return snapshot
  }

  appendSeries<Row>(typed: Series<Row>, rows: Row[]): Promise<number> {
    const series = anySeries(typed)
    return this.serial(series.name, async () => {
      // Rows another process appended since count as present: they are never written twice.
      const held = await this.held(series)
      const fresh = held.index.onlyNew(rows as SeriesRow[])
      if (!fresh.length) return 0
      const dir = this.seriesDir(series)
      await mkdir(dir, { recursive: true })
      const name = await this.nextSegment(dir)
      await writeFileAtomic(join(dir, name), encodeRows(series, fresh))
      held.index.addSegment(KeyedSegment.open(series, name, join(dir, name)))
      await this.compact(series, held)
      return fresh.length
    })
  }

  /**
   * Merges every segment of a series into one now (appends merge as they go; this is for an
   * operator, e.g. after an upgrade left many segments of an older format).
   */
  compactSeries<Row>(typed: Series<Row>): Promise<void> {
    const series = anySeries(typed)
    return this.serial(series.name, async () => this.compact(series, await this.held(series), true))
  }

  async querySeries<Row>(series: Series<Row>, query: SeriesQuery): Promise<SeriesPage<Row>> {
    return (await this.held(anySeries(series))).index.query(query) as SeriesPage<Row>
  }

  async *allSeries<Row>(series: Series<Row>, after?: string): AsyncIterable<Row> {
    yield* (await this.held(anySeries(series))).index.byDate(after) as Generator<Row>
  }

  private async reloadKeysIfChanged(): Promise<void> {
    if (!existsSync(this.keysFile)) return
    const { mtimeMs } = await stat(this.keysFile)
    if (mtimeMs === this.keysMtime) return
    const list = parseStoreFile(await readFile(this.keysFile, 'utf8'), KeysFile, this.keysFile)
    this.keys = new Map(list.map((key) => [key.hash, key]))
    this.keysMtime = mtimeMs
  }

  /** Re-reads keys.json (another process may have changed it), applies `change`, writes it back. */
  private updateKeys<T>(change: () => T): Promise<T> {
    return this.serial('keys', async () => {
      this.keysMtime = 0 // under the lock, always from the file
      await this.reloadKeysIfChanged()
      const result = change()
      await writeFileAtomic(this.keysFile, JSON.stringify([...this.keys.values()], null, 2))
      this.keysMtime = (await stat(this.keysFile)).mtimeMs
      return result
    })
  }

  addKey(key: ApiKey): Promise<void> {
    return this.updateKeys(() => {
      this.keys.set(key.hash, { ...key })
    })
  }

  async findKeyByHash(hash: string): Promise<ApiKey | null> {
    await this.reloadKeysIfChanged()
    const key = this.keys.get(hash)
    return key ? { ...key } : null
  }

  async listKeys(): Promise<ApiKey[]> {
    await this.reloadKeysIfChanged()
    return [...this.keys.values()].map((key) => ({ ...key }))
  }

  async setKeyActive(id: string, active: boolean): Promise<boolean> {
    return this.updateKeys(() => {
      const key = [...this.keys.values()].find((k) => k.id === id)
      if (key) key.active = active
      return Boolean(key)
    })
  }

  async touchKey(id: string, at: string): Promise<void> {
    await this.updateKeys(() => {
      const key = [...this.keys.values()].find((k) => k.id === id)
      if (key) key.last_used_at = at
    })
  }

  /**
   * The runs file, parsed again only when it changed (a write replaces it: a new inode). One stat
   * instead of a read and a parse of up to 200 runs: under a crowd each file operation waits its
   * turn in the thread pool behind the downloads' reads, and a read is four of them.
   */
  private async readRuns(): Promise<RefreshRun[]> {
    const info = await stat(this.runsFile).catch(() => null)
    if (!info) return []
    const known = this.runs
    if (known && known.ino === info.ino && known.mtime === info.mtimeMs && known.size === info.size) return known.runs
    const runs = parseStoreFile(await readFile(this.runsFile, 'utf8'), RunsFile, this.runsFile)
    this.runs = { runs, ino: info.ino, mtime: info.mtimeMs, size: info.size }
    return runs
  }

  putRun(run: RefreshRun): Promise<void> {
    return this.serial('runs', async () => {
      // Only the newest runs are kept: the file is rewritten whole on every change.
      const runs = [run, ...(await this.readRuns()).filter((r) => r.id !== run.id)]
        .sort((a, b) => b.started_at.localeCompare(a.started_at))
        .slice(0, 200)
      await writeFileAtomic(this.runsFile, JSON.stringify(runs))
    })
  }

  async recentRuns(limit: number): Promise<RefreshRun[]> {
    return (await this.readRuns()).slice(0, limit)
  }

  private leaseFile(name: string) {
    return join(this.dir, 'leases', `${name}.json`)
  }

  acquireLease(name: string, holder: string, ttlMs: number): Promise<Lease> {
    return this.serial(`lease ${name}`, async () => {
      const file = this.leaseFile(name)
      const now = Date.now()
      const current = existsSync(file) ? parseStoreFile(await readFile(file, 'utf8'), LeaseFile, file) : null
      // Free when nobody holds it, the holder's time is up, or the holder died on this host.
      const free =
        !current ||
        current.holder === holder ||
        Date.parse(current.expires_at) <= now ||
        (current.host === hostname() && !alive(current.pid))
      if (!free) return { acquired: false, holder: current.holder, expires_at: current.expires_at }
      const lease = { acquired: true, holder, expires_at: new Date(now + ttlMs).toISOString() }
      await writeFileAtomic(file, JSON.stringify({ ...lease, pid: process.pid, host: hostname() }))
      return lease
    })
  }

  releaseLease(name: string, holder: string): Promise<void> {
    return this.serial(`lease ${name}`, async () => {
      const file = this.leaseFile(name)
      const current = existsSync(file) ? parseStoreFile(await readFile(file, 'utf8'), LeaseFile, file) : null
      if (current?.holder === holder)
        await writeFileAtomic(
          file,
          JSON.stringify({ ...current, acquired: false, expires_at: new Date(0).toISOString() }),
        )
    })
  }
}

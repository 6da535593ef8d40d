// The embedded store: plain files under one folder, no server needed. Every write is a whole file
// written atomically (temporary file, fsync, rename: store/atomic.ts), so a crash at any instant
// leaves the previous state readable. History is append-only: each append is a new segment file,
// stored column by column (store/segment.ts).
// Several processes may open one folder (a server and a command-line refresh, two instances): every
// write takes the folder lock (store/folder-lock.ts) and re-reads what it changes from the files, and
// every read notices files another process wrote (segments, the latest pointers, keys, runs).
import { existsSync } from 'node:fs'
import { mkdir, readdir, readFile, stat } from 'node:fs/promises'
import { join } from 'node:path'
import type { HistoryRow } from '../tools/schemas.ts'
import { writeFileAtomic } from './atomic.ts'
import { HistoryIndex } from './history-index.ts'
import { decodeSegment, encodeSegment } from './segment.ts'
import type { ApiKey, HistoryPage, HistoryQuery, Observation, RefreshRun, Snapshot, Store } from './types.ts'
import { observationKey, SnapshotListeners, type Lease } from './shared.ts'
import { alive, FolderLock } from './folder-lock.ts'
import { hostname } from 'node:os'

const SEGMENT = /^(\d{8})\.cols$/

export class EmbeddedStore implements Store {
  private history = new HistoryIndex()
  /** Segment files already in the index (another process may add more). */
  private loaded = new Set<string>()
  private historyMtime = -1
  private keys = new Map<string, ApiKey>()
  private keysMtime = 0
  /** The latest snapshot per dataset, with the mtime of the pointer it was read by. */
  private latest = new Map<string, { snapshot: Snapshot; mtime: number }>()
  private listeners = new SnapshotListeners()
  private observations = new Map<string, Observation>()
  private observationsMtime = -1
  private queue: Promise<unknown> = Promise.resolve()
  private lock: FolderLock

  constructor(private readonly dir: string) {
    this.lock = new FolderLock(dir)
  }

  private get historyDir() {
    return join(this.dir, 'history')
  }
  private get observationsFile() {
    return join(this.dir, 'observations.json')
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
    await mkdir(this.historyDir, { recursive: true })
    await this.syncHistory()
    await this.reloadKeysIfChanged()
    await this.reloadObservationsIfChanged()
  }

  async close(): Promise<void> {
    await this.queue
  }

  async ping(): Promise<void> {
    await stat(this.dir)
  }

  /** Loads the segments not in the index yet (written by this process or another), when the folder changed. */
  private async syncHistory(): Promise<void> {
    const mtime = await stat(this.historyDir).then(
      (s) => s.mtimeMs,
      () => -1,
    )
    if (mtime === this.historyMtime) return
    this.historyMtime = mtime
    const names = (await readdir(this.historyDir)).filter((n) => SEGMENT.test(n) && !this.loaded.has(n)).sort()
    for (const name of names) {
      this.history.addSegment(decodeSegment(await readFile(join(this.historyDir, name))))
      this.loaded.add(name)
    }
  }

  /** The next segment number: one past the highest in the folder (read under the lock, so no two writers pick one). */
  private async nextSegment(): Promise<string> {
    const numbers = (await readdir(this.historyDir))
      .map((n) => SEGMENT.exec(n))
      .filter(Boolean)
      .map((m) => Number(m![1]))
    return `${String(Math.max(0, ...numbers) + 1).padStart(8, '0')}.cols`
  }

  putSnapshot<T>(dataset: string, date: string, payload: T): Promise<void> {
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

  onSnapshot(listener: (dataset: string, date: string, origin: 'this' | 'other') => void): void {
    this.listeners.add(listener)
  }

  /** Tells the snapshot listeners of datasets another process moved (polled by the caller). */
  async noticeOthers(): Promise<string[]> {
    return this.listeners.noticeOthers(await this.latestDates())
  }

  private async reloadObservationsIfChanged(): Promise<void> {
    const mtime = await stat(this.observationsFile).then(
      (s) => s.mtimeMs,
      () => -1,
    )
    if (mtime === this.observationsMtime) return
    this.observationsMtime = mtime
    if (mtime < 0) return
    for (const obs of JSON.parse(await readFile(this.observationsFile, 'utf8')) as Observation[])
      this.observations.set(observationKey(obs), obs)
  }

  addObservations(observations: Observation[]): Promise<number> {
    return this.serial('observations', async () => {
      // Another process may have added some since this one read the file.
      await this.reloadObservationsIfChanged()
      const fresh = observations.filter((obs) => !this.observations.has(observationKey(obs)))
      const unique = new Map(fresh.map((obs) => [observationKey(obs), obs]))
      if (!unique.size) return 0
      for (const [key, obs] of unique) this.observations.set(key, obs)
      // A few thousand records a day: one file, rewritten whole and atomically.
      await writeFileAtomic(this.observationsFile, JSON.stringify([...this.observations.values()]))
      this.observationsMtime = (await stat(this.observationsFile)).mtimeMs
      return unique.size
    })
  }

  async observationsOf(model: string): Promise<Observation[]> {
    await this.reloadObservationsIfChanged()
    return [...this.observations.values()]
      .filter((o) => o.model === model)
      .sort((a, b) => a.observed.localeCompare(b.observed))
  }

  async latestSnapshot<T>(dataset: string): Promise<Snapshot<T> | null> {
    const pointer = join(this.snapshotDir(dataset), 'LATEST')
    // The pointer's mtime tells whether another process moved it since it was read (one stat).
    const mtime = await stat(pointer).then(
      (s) => s.mtimeMs,
      () => -1,
    )
    if (mtime < 0) return null
    const cached = this.latest.get(dataset)
    if (cached && cached.mtime === mtime) return cached.snapshot as Snapshot<T>
    const date = (await readFile(pointer, 'utf8')).trim()
    const payload = JSON.parse(await readFile(join(this.snapshotDir(dataset), `${date}.json`), 'utf8')) as T
    const snapshot = { dataset, date, payload }
    this.latest.set(dataset, { snapshot, mtime })
    return snapshot
  }

  appendHistory(rows: HistoryRow[]): Promise<number> {
    return this.serial('history', async () => {
      // Rows another process appended since count as present: they are never written twice.
      await this.syncHistory()
      const fresh = this.history.onlyNew(rows)
      if (!fresh.length) return 0
      const name = await this.nextSegment()
      const encoded = encodeSegment(fresh)
      await writeFileAtomic(join(this.historyDir, name), encoded)
      this.history.addSegment(decodeSegment(encoded))
      this.loaded.add(name)
      return fresh.length
    })
  }

  async queryHistory(query: HistoryQuery): Promise<HistoryPage> {
    await this.syncHistory()
    return this.history.query(query)
  }

  async *allHistory(after?: string): AsyncIterable<HistoryRow> {
    await this.syncHistory()
    yield* this.history.byDate(after)
  }

  private async reloadKeysIfChanged(): Promise<void> {
    if (!existsSync(this.keysFile)) return
    const { mtimeMs } = await stat(this.keysFile)
    if (mtimeMs === this.keysMtime) return
    const list = JSON.parse(await readFile(this.keysFile, 'utf8')) as ApiKey[]
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

  private async readRuns(): Promise<RefreshRun[]> {
    return existsSync(this.runsFile) ? JSON.parse(await readFile(this.runsFile, 'utf8')) : []
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
      const current = existsSync(file)
        ? (JSON.parse(await readFile(file, 'utf8')) as Lease & { pid: number; host: string })
        : null
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
      const current = existsSync(file) ? (JSON.parse(await readFile(file, 'utf8')) as Lease) : null
      if (current?.holder === holder)
        await writeFileAtomic(
          file,
          JSON.stringify({ ...current, acquired: false, expires_at: new Date(0).toISOString() }),
        )
    })
  }
}

// The embedded store: plain files under one folder, no server needed. Every write is a whole file
// written atomically (temporary file, fsync, rename: store/atomic.ts), so a crash at any instant
// leaves the previous state readable. History is append-only: each append is a new segment file,
// stored column by column (store/segment.ts).
import { existsSync } from 'node:fs'
import { mkdir, readdir, readFile, stat } from 'node:fs/promises'
import { join } from 'node:path'
import type { HistoryRow } from '../tools/schemas.ts'
import { writeFileAtomic } from './atomic.ts'
import { HistoryIndex } from './history-index.ts'
import { decodeSegment, encodeSegment } from './segment.ts'
import type { ApiKey, HistoryPage, HistoryQuery, Observation, RefreshRun, Snapshot, Store } from './types.ts'
import { observationKey, SnapshotListeners } from './shared.ts'

const SEGMENT = /^(\d{8})\.cols$/

export class EmbeddedStore implements Store {
  private history = new HistoryIndex()
  private segments = 0
  private keys = new Map<string, ApiKey>()
  private keysMtime = 0
  private latest = new Map<string, Snapshot>()
  private listeners = new SnapshotListeners()
  private observations = new Map<string, Observation>()
  private queue: Promise<unknown> = Promise.resolve()

  constructor(private readonly dir: string) {}

  private get historyDir() { return join(this.dir, 'history') }
  private get observationsFile() { return join(this.dir, 'observations.json') }
  private get keysFile() { return join(this.dir, 'keys.json') }
  private get runsFile() { return join(this.dir, 'runs.json') }
  private snapshotDir(dataset: string) { return join(this.dir, 'snapshots', dataset) }

  /** Runs file-rewriting work one at a time, so two writers in this process never interleave. */
  private serial<T>(work: () => Promise<T>): Promise<T> {
    const next = this.queue.then(work, work)
    this.queue = next.catch(() => {})
    return next
  }

  async init(): Promise<void> {
    await mkdir(this.historyDir, { recursive: true })
    await this.loadHistory()
    await this.reloadKeysIfChanged()
    if (existsSync(this.observationsFile)) {
      for (const obs of JSON.parse(await readFile(this.observationsFile, 'utf8')) as Observation[]) this.observations.set(observationKey(obs), obs)
    }
  }

  async close(): Promise<void> { await this.queue }

  async ping(): Promise<void> { await stat(this.dir) }

  private async loadHistory(): Promise<void> {
    const names = (await readdir(this.historyDir)).filter((n) => SEGMENT.test(n)).sort()
    for (const name of names) {
      this.history.addSegment(decodeSegment(await readFile(join(this.historyDir, name))))
      this.segments = Math.max(this.segments, Number(SEGMENT.exec(name)![1]))
    }
  }

  putSnapshot<T>(dataset: string, date: string, payload: T): Promise<void> {
    return this.serial(async () => {
      const file = join(this.snapshotDir(dataset), `${date}.json`)
      if (!existsSync(file)) await writeFileAtomic(file, JSON.stringify(payload))
      await writeFileAtomic(join(this.snapshotDir(dataset), 'LATEST'), date)
      this.latest.delete(dataset)
      this.listeners.emit(dataset, date)
    })
  }

  onSnapshot(listener: (dataset: string, date: string) => void): void { this.listeners.add(listener) }

  addObservations(observations: Observation[]): Promise<number> {
    return this.serial(async () => {
      const fresh = observations.filter((obs) => !this.observations.has(observationKey(obs)))
      const unique = new Map(fresh.map((obs) => [observationKey(obs), obs]))
      if (!unique.size) return 0
      for (const [key, obs] of unique) this.observations.set(key, obs)
      // A few thousand records a day: one file, rewritten whole and atomically.
      await writeFileAtomic(this.observationsFile, JSON.stringify([...this.observations.values()]))
      return unique.size
    })
  }

  async observationsOf(model: string): Promise<Observation[]> {
    return [...this.observations.values()].filter((o) => o.model === model).sort((a, b) => a.observed.localeCompare(b.observed))
  }

  async latestSnapshot<T>(dataset: string): Promise<Snapshot<T> | null> {
    const cached = this.latest.get(dataset)
    if (cached) return cached as Snapshot<T>
    const pointer = join(this.snapshotDir(dataset), 'LATEST')
    if (!existsSync(pointer)) return null
    const date = (await readFile(pointer, 'utf8')).trim()
    const payload = JSON.parse(await readFile(join(this.snapshotDir(dataset), `${date}.json`), 'utf8')) as T
    const snapshot = { dataset, date, payload }
    this.latest.set(dataset, snapshot)
    return snapshot
  }

  appendHistory(rows: HistoryRow[]): Promise<number> {
    return this.serial(async () => {
      const fresh = this.history.onlyNew(rows)
      if (!fresh.length) return 0
      const name = `${String(this.segments + 1).padStart(8, '0')}.cols`
      const encoded = encodeSegment(fresh)
      await writeFileAtomic(join(this.historyDir, name), encoded)
      this.segments++
      this.history.addSegment(decodeSegment(encoded))
      return fresh.length
    })
  }

  async queryHistory(query: HistoryQuery): Promise<HistoryPage> {
    return this.history.query(query)
  }

  async *allHistory(after?: string): AsyncIterable<HistoryRow> {
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
    return this.serial(async () => {
      await this.reloadKeysIfChanged()
      const result = change()
      await writeFileAtomic(this.keysFile, JSON.stringify([...this.keys.values()], null, 2))
      this.keysMtime = (await stat(this.keysFile)).mtimeMs
      return result
    })
  }

  addKey(key: ApiKey): Promise<void> {
    return this.updateKeys(() => { this.keys.set(key.hash, { ...key }) })
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
    return this.serial(async () => {
      // Only the newest runs are kept: the file is rewritten whole on every change.
      const runs = [run, ...(await this.readRuns()).filter((r) => r.id !== run.id)]
        .sort((a, b) => b.started_at.localeCompare(a.started_at)).slice(0, 200)
      await writeFileAtomic(this.runsFile, JSON.stringify(runs))
    })
  }

  async recentRuns(limit: number): Promise<RefreshRun[]> {
    return (await this.readRuns()).slice(0, limit)
  }
}

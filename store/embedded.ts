// The embedded store: plain files under one folder, no server needed. Every file write is atomic
// (store/atomic.ts); history is an append-only NDJSON file whose torn last line, if a crash left
// one, is dropped on open.
import { existsSync } from 'node:fs'
import { mkdir, open, readFile, stat, truncate } from 'node:fs/promises'
import { join } from 'node:path'
import type { HistoryRow } from '../tools/schemas.ts'
import { writeFileAtomic } from './atomic.ts'
import { HistoryIndex } from './history-index.ts'
import type { ApiKey, HistoryPage, HistoryQuery, Snapshot, Store } from './types.ts'

export class EmbeddedStore implements Store {
  private history = new HistoryIndex()
  private keys = new Map<string, ApiKey>()
  private keysMtime = 0
  private latest = new Map<string, Snapshot>()

  constructor(private readonly dir: string) {}

  private get historyFile() { return join(this.dir, 'history.ndjson') }
  private get keysFile() { return join(this.dir, 'keys.json') }
  private snapshotDir(dataset: string) { return join(this.dir, 'snapshots', dataset) }

  async init(): Promise<void> {
    await mkdir(this.dir, { recursive: true })
    await this.loadHistory()
    await this.reloadKeysIfChanged()
  }

  async close(): Promise<void> {}

  private async loadHistory(): Promise<void> {
    if (!existsSync(this.historyFile)) return
    const text = await readFile(this.historyFile, 'utf8')
    const complete = text.endsWith('\n') ? text.length : text.lastIndexOf('\n') + 1
    if (complete < text.length) await truncate(this.historyFile, Buffer.byteLength(text.slice(0, complete)))
    const rows: HistoryRow[] = []
    for (const line of text.slice(0, complete).split('\n')) if (line) rows.push(JSON.parse(line))
    this.history.add(rows)
  }

  async putSnapshot<T>(dataset: string, date: string, payload: T): Promise<void> {
    const file = join(this.snapshotDir(dataset), `${date}.json`)
    if (!existsSync(file)) await writeFileAtomic(file, JSON.stringify(payload))
    await writeFileAtomic(join(this.snapshotDir(dataset), 'LATEST'), date)
    this.latest.delete(dataset)
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

  async appendHistory(rows: HistoryRow[]): Promise<number> {
    const fresh = this.history.onlyNew(rows)
    if (!fresh.length) return 0
    const file = await open(this.historyFile, 'a')
    try {
      await file.writeFile(fresh.map((row) => JSON.stringify(row)).join('\n') + '\n')
      await file.sync()
    } finally {
      await file.close()
    }
    this.history.add(fresh)
    return fresh.length
  }

  async queryHistory(query: HistoryQuery): Promise<HistoryPage> {
    return this.history.query(query)
  }

  async *allHistory(): AsyncIterable<HistoryRow> {
    yield* this.history.byDate()
  }

  private async reloadKeysIfChanged(): Promise<void> {
    if (!existsSync(this.keysFile)) return
    const { mtimeMs } = await stat(this.keysFile)
    if (mtimeMs === this.keysMtime) return
    const list = JSON.parse(await readFile(this.keysFile, 'utf8')) as ApiKey[]
    this.keys = new Map(list.map((key) => [key.hash, key]))
    this.keysMtime = mtimeMs
  }

  private async saveKeys(): Promise<void> {
    await writeFileAtomic(this.keysFile, JSON.stringify([...this.keys.values()], null, 2))
    this.keysMtime = (await stat(this.keysFile)).mtimeMs
  }

  async addKey(key: ApiKey): Promise<void> {
    await this.reloadKeysIfChanged()
    this.keys.set(key.hash, key)
    await this.saveKeys()
  }

  async findKeyByHash(hash: string): Promise<ApiKey | null> {
    // Another process (scripts/keys.ts) may have changed the file since we read it.
    await this.reloadKeysIfChanged()
    return this.keys.get(hash) ?? null
  }

  async listKeys(): Promise<ApiKey[]> {
    await this.reloadKeysIfChanged()
    return [...this.keys.values()]
  }

  async setKeyActive(id: string, active: boolean): Promise<boolean> {
    await this.reloadKeysIfChanged()
    const key = [...this.keys.values()].find((k) => k.id === id)
    if (!key) return false
    key.active = active
    await this.saveKeys()
    return true
  }
}

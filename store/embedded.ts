// The embedded store: plain files under one folder, no server needed. Every file write is atomic
// (store/atomic.ts); history is an append-only NDJSON file whose torn last line, if a crash left
// one, is dropped on open.
import { createReadStream, existsSync } from 'node:fs'
import { mkdir, open, readFile, stat, truncate } from 'node:fs/promises'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
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
    await this.dropTornTail()
    // Streamed line by line: the file is large, and a whole-file string would double the peak.
    const lines = createInterface({ input: createReadStream(this.historyFile, 'utf8'), crlfDelay: Infinity })
    let batch: HistoryRow[] = []
    for await (const line of lines) {
      if (!line) continue
      batch.push(JSON.parse(line))
      if (batch.length === 50_000) { this.history.add(batch); batch = [] }
    }
    this.history.add(batch)
  }

  /** Cuts a last line without its newline (a crash mid-append), so every stored row is whole. */
  private async dropTornTail(): Promise<void> {
    const { size } = await stat(this.historyFile)
    if (size === 0) return
    const file = await open(this.historyFile, 'r')
    try {
      const tail = Buffer.alloc(Math.min(size, 1 << 16))
      await file.read(tail, 0, tail.length, size - tail.length)
      if (tail[tail.length - 1] === 0x0a) return
      const lastNewline = tail.lastIndexOf(0x0a)
      // A line longer than the tail we read would need a larger look-back; rows are ~700 bytes.
      await truncate(this.historyFile, lastNewline < 0 ? size - tail.length : size - tail.length + lastNewline + 1)
    } finally {
      await file.close()
    }
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
      // In blocks, so a large backfill never becomes one huge string.
      for (let i = 0; i < fresh.length; i += 10_000) {
        await file.write(fresh.slice(i, i + 10_000).map((row) => JSON.stringify(row) + '\n').join(''))
      }
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

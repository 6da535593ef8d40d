// The MongoDB store (MONGODB_URI): the official driver, and the only module that imports it.
// A database that is down is never fatal: operations fail with UNAVAILABLE (503) while the driver
// reconnects on its own, and indexes are created on the first operation that reaches the server.
import { MongoBulkWriteError, MongoClient, type Collection, type Db } from 'mongodb'
import { AppError } from '../tools/errors.ts'
import { anySeries } from '../tools/series.ts'
import { MongoSeries } from './mongo-series.ts'
import { type Lease, type EditionListener, EditionListeners } from './shared.ts'
import type { ApiKey, RecordLog, RefreshRun, Series, SeriesPage, SeriesQuery, Edition, Store } from './types.ts'

type Doc<T> = T & { _id: string }

/** Driver errors that mean "cannot reach the database" become UNAVAILABLE with the reason. */
function unavailable(error: unknown): unknown {
  if (error instanceof AppError) return error
  const name = (error as Error)?.name ?? ''
  if (
    /MongoServerSelectionError|MongoNetworkError|MongoTopologyClosedError|MongoNotConnectedError|PoolClearedError/.test(
      name,
    )
  ) {
    return new AppError('UNAVAILABLE', `The database is unreachable: ${(error as Error).message}`)
  }
  return error
}

export class MongoStore implements Store {
  private client: MongoClient
  private db: Db
  private indexes: Promise<void> | null = null
  private listeners = new EditionListeners()
  /** Each declared series' buckets, by name. */
  private series = new Map<string, MongoSeries>()
  /** Each record log's indexes, created once per process. */
  private logIndexes = new Map<string, Promise<unknown>>()

  constructor(uri: string, dbName?: string) {
    this.client = new MongoClient(uri, { serverSelectionTimeoutMS: 2_000, connectTimeoutMS: 2_000 })
    // MONGODB_DB, else the database named in the URI, else ours (never the driver's default "test").
    const inUri = /^mongodb(?:\+srv)?:\/\/[^/]+\/([^?]+)/.exec(uri)?.[1]
    this.db = this.client.db(dbName || inUri || 'ai_market_data')
  }

  private get snapshots(): Collection<Doc<Edition>> {
    return this.db.collection('snapshots')
  }
  private get pointers(): Collection<Doc<{ date: string }>> {
    return this.db.collection('latest')
  }
  private get keys(): Collection<Doc<ApiKey>> {
    return this.db.collection('keys')
  }
  /** last_used_at, apart from the key: a touch must never rewrite the key's active flag (FerretDB v1
   *  updates a whole document, so two $set on one document from two instances can lose one). */
  private get keyUsage(): Collection<Doc<{ last_used_at: string }>> {
    return this.db.collection('key_usage')
  }
  private get runs(): Collection<Doc<RefreshRun>> {
    return this.db.collection('runs')
  }
  private get leases(): Collection<Doc<{ holder: string; expires_at: string }>> {
    return this.db.collection('leases')
  }

  /** Creates the indexes once per process, retried after a failure (a series' and a log's on their first use). */
  private ensureIndexes(): Promise<void> {
    this.indexes ??= (async () => {
      await this.snapshots.createIndex({ dataset: 1, date: 1 }, { unique: true, name: 'dataset_date_unique' })
      await this.keys.createIndex({ hash: 1 }, { unique: true, name: 'hash_unique' })
      await this.runs.createIndex({ started_at: -1 }, { name: 'started_desc' })
    })().catch((error) => {
      this.indexes = null
      throw error
    })
    return this.indexes
  }

  /** Every operation goes through here: indexes first, and unreachable becomes UNAVAILABLE. */
  private async op<T>(work: () => Promise<T>): Promise<T> {
    try {
      await this.ensureIndexes()
      return await work()
    } catch (error) {
      throw unavailable(error)
    }
  }

  async init(): Promise<void> {
    // Not awaited to the end: a database that is down at start must not stop the service.
    await this.ensureIndexes().catch((error) => console.error(`MongoDB not ready yet: ${(error as Error).message}`))
  }

  async close(): Promise<void> {
    await this.client.close()
  }

  ping(): Promise<void> {
    return this.op(async () => {
      await this.db.command({ ping: 1 })
    })
  }

  putEdition<T>(dataset: string, date: string, payload: T): Promise<void> {
    return this.op(async () => {
      await this.snapshots.updateOne(
        { _id: `${dataset}|${date}` },
        { $setOnInsert: { dataset, date, payload } },
        { upsert: true },
      )
      await this.pointers.updateOne({ _id: dataset }, { $set: { date } }, { upsert: true })
      this.listeners.emit(dataset, date, 'this')
    })
  }

  onEdition(listener: EditionListener): void {
    this.listeners.add(listener)
  }

  latestDates(): Promise<Record<string, string>> {
    return this.op(async () => Object.fromEntries((await this.pointers.find({}).toArray()).map((p) => [p._id, p.date])))
  }

  async noticeOthers(): Promise<string[]> {
    return this.listeners.noticeOthers(await this.latestDates())
  }

  /**
   * The lease is one document whose _id is its name. Taking it is an insert (the unique _id lets
   * exactly one of several racing instances win); an expired one is deleted by its exact holder and
   * expiry first, so of two successors one deletes it and both insert, and one wins. Conditional
   * updates are not used to take it: FerretDB v1 reads and rewrites a document, so two could both
   * match an expired lease.
   */
  acquireLease(name: string, holder: string, ttlMs: number): Promise<Lease> {
    return this.op(async () => {
      const expires_at = new Date(Date.now() + ttlMs).toISOString()
      const insert = async () => {
        try {
          await this.leases.insertOne({ _id: name, holder, expires_at })
          return true
        } catch (error) {
          if ((error as { code?: number }).code === 11000) return false
          throw error
        }
      }
      if (await insert()) return { acquired: true, holder, expires_at }
      const current = await this.leases.findOne({ _id: name })
      if (current?.holder === holder) {
        await this.leases.updateOne({ _id: name, holder }, { $set: { expires_at } })
        return { acquired: true, holder, expires_at }
      }
      if (!current || current.expires_at <= new Date().toISOString()) {
        if (current) await this.leases.deleteOne({ _id: name, holder: current.holder, expires_at: current.expires_at })
        if (await insert()) return { acquired: true, holder, expires_at }
      }
      const now = await this.leases.findOne({ _id: name })
      return { acquired: false, holder: now?.holder ?? 'unknown', expires_at: now?.expires_at ?? '' }
    })
  }

  releaseLease(name: string, holder: string): Promise<void> {
    return this.op(async () => {
      await this.leases.deleteOne({ _id: name, holder })
    })
  }

  /** A log's collection, with its owner+order index made on first use. */
  private async logCollection<R>(log: RecordLog<R>): Promise<Collection<Doc<R>>> {
    const collection = this.db.collection<Doc<R>>(log.name)
    if (!this.logIndexes.has(log.name)) {
      const made = collection
        .createIndex({ [log.owner]: 1, [log.order]: 1 }, { name: `${log.owner}_${log.order}` })
        .catch((error) => {
          this.logIndexes.delete(log.name)
          throw error
        })
      this.logIndexes.set(log.name, made)
    }
    await this.logIndexes.get(log.name)
    return collection
  }

  addRecords<R>(log: RecordLog<R>, records: R[]): Promise<number> {
    return this.op(async () =>
      this.insertNew(
        await this.logCollection(log),
        records.map((r) => ({ _id: log.id(r), ...r })),
      ),
    )
  }

  recordsOf<R>(log: RecordLog<R>, owner: string): Promise<R[]> {
    return this.op(
      async () =>
        (await this.logCollection(log))
          .find({ [log.owner]: owner } as never, { projection: { _id: 0 } })
          .sort({ [log.order]: 1 })
          .toArray() as Promise<R[]>,
    )
  }

  /** Inserts in batches; a document whose _id exists is a duplicate-key error, skipped, never rewritten. */
  private async insertNew<T extends { _id: string }>(collection: Collection<T>, docs: T[]): Promise<number> {
    let added = 0
    for (let i = 0; i < docs.length; i += 5_000) {
      try {
        added += (await collection.insertMany(docs.slice(i, i + 5_000) as never, { ordered: false })).insertedCount
      } catch (error) {
        const errors = error instanceof MongoBulkWriteError ? [error.writeErrors].flat() : []
        if (!errors.length || errors.some((e) => e.code !== 11000)) throw error
        added += (error as MongoBulkWriteError).result.insertedCount
      }
    }
    return added
  }

  latestEdition<T>(dataset: string): Promise<Edition<T> | null> {
    return this.op(async () => {
      const pointer = await this.pointers.findOne({ _id: dataset })
      if (!pointer) return null
      const doc = await this.snapshots.findOne({ _id: `${dataset}|${pointer.date}` })
      return doc ? { dataset, date: doc.date, payload: doc.payload as T } : null
    })
  }

  /** A series' buckets, with its indexes (and a one-time migration) done before the first use. */
  private async bucketsOf<Row>(typed: Series<Row>): Promise<MongoSeries> {
    const series = anySeries(typed)
    let held = this.series.get(series.name)
    if (!held) this.series.set(series.name, (held = new MongoSeries(this.db, series)))
    await held.ensure()
    return held
  }

  appendSeries<Row>(series: Series<Row>, rows: Row[]): Promise<number> {
    return this.op(async () => (await this.bucketsOf(series)).append(rows as never))
  }

  querySeries<Row>(series: Series<Row>, query: SeriesQuery): Promise<SeriesPage<Row>> {
    return this.op(async () => (await (await this.bucketsOf(series)).query(query)) as SeriesPage<Row>)
  }

  async *allSeries<Row>(series: Series<Row>, after?: string): AsyncIterable<Row> {
    const buckets = await this.op(() => this.bucketsOf(series))
    try {
      yield* buckets.all(after) as AsyncIterable<Row>
    } catch (error) {
      throw unavailable(error)
    }
  }

  addKey(key: ApiKey): Promise<void> {
    return this.op(async () => {
      await this.keys.insertOne({ _id: key.id, ...key })
    })
  }

  findKeyByHash(hash: string): Promise<ApiKey | null> {
    return this.op(() => this.keys.findOne({ hash }, { projection: { _id: 0 } }) as Promise<ApiKey | null>)
  }

  listKeys(): Promise<ApiKey[]> {
    return this.op(async () => {
      const keys = (await this.keys
        .find({}, { projection: { _id: 0 } })
        .sort({ created_at: 1 })
        .toArray()) as ApiKey[]
      const used = new Map((await this.keyUsage.find({}).toArray()).map((u) => [u._id, u.last_used_at]))
      return keys.map((k) => (used.has(k.id) ? { ...k, last_used_at: used.get(k.id) } : k))
    })
  }

  setKeyActive(id: string, active: boolean): Promise<boolean> {
    return this.op(async () => (await this.keys.updateOne({ _id: id }, { $set: { active } })).matchedCount === 1)
  }

  touchKey(id: string, at: string): Promise<void> {
    return this.op(async () => {
      await this.keyUsage.updateOne({ _id: id }, { $set: { last_used_at: at } }, { upsert: true })
    })
  }

  putRun(run: RefreshRun): Promise<void> {
    return this.op(async () => {
      await this.runs.replaceOne({ _id: run.id }, { ...run }, { upsert: true })
    })
  }

  recentRuns(limit: number): Promise<RefreshRun[]> {
    return this.op(
      () =>
        this.runs
          .find({}, { projection: { _id: 0 } })
          .sort({ started_at: -1 })
          .limit(limit)
          .toArray() as Promise<RefreshRun[]>,
    )
  }
}

// A declared series in MongoDB, in month buckets (store/mongo-buckets.ts): writes with conditional
// updates, reads that fetch whole buckets by index and cut them to days in memory.
//
// Collections: `<name>_months` (the buckets) and `<name>_meta` (the first and last month stored,
// and the migration marker). A series whose first MongoDB layout was one document per key per day,
// in a collection named as the series, is converted on the first start: migrate() copies it into
// buckets once and leaves it in place; drop it by hand once the service runs on the new version.
import { type Collection, type Db, type Filter, MongoBulkWriteError, type UpdateFilter } from 'mongodb'
import type { AnySeries, SeriesPage, SeriesQuery, SeriesRow } from '../tools/series.ts'
import {
  type Bucket,
  type BucketDraft,
  bucketKeys,
  byDateThenKey,
  daysWithin,
  groupIntoBuckets,
  monthOf,
  nextMonth,
  previousMonth,
  rowsOf,
} from './mongo-buckets.ts'
import { definedEntries } from './shared.ts'

interface Meta {
  _id: string
  first?: string
  last?: string
  at?: string
  rows?: number
}

const RANGE = 'range'
const BATCH = 1_000
const CHUNK = 50

/**
 * Inserts in order and returns the indexes of the documents refused with a duplicate key (the
 * bucket is already there). Ordered on purpose: FerretDB stops at the first error even when told
 * `ordered: false`, so the portable reading is "everything before the error was written, nothing
 * after it ran", and we resume right after it, in chunks so a resume resends a few documents.
 */
async function insertAll(collection: Collection<Bucket>, docs: Bucket[]): Promise<Set<number>> {
  const refused = new Set<number>()
  for (let start = 0; start < docs.length; ) {
    try {
      const chunk = docs.slice(start, start + CHUNK)
      await collection.insertMany(chunk, { ordered: true })
      start += chunk.length
    } catch (error) {
      const first = error instanceof MongoBulkWriteError ? [error.writeErrors].flat()[0] : undefined
      if (first?.code !== 11000) throw error
      refused.add(start + first.index)
      start += first.index + 1
    }
  }
  return refused
}

/** Runs one conditional update; false when refused (a day it sets is already there). */
async function tryUpdate(collection: Collection<Bucket>, op: ReturnType<typeof setDaysOnce>): Promise<boolean> {
  // One at a time: in a batch FerretDB v1 reports the wrong index for a refused update.
  try {
    await collection.updateOne(op.filter, op.update, { upsert: true })
    return true
  } catch (error) {
    if ((error as { code?: number }).code === 11000) return false
    throw error
  }
}

/**
 * Sets `dates` in bucket `b` only if none of them is there yet, creating the bucket when missing.
 * When one is there the filter misses, the upsert then collides with the existing _id (E11000) and
 * nothing is written: a day already stored is never rewritten, also under concurrent writers, since
 * one document's update is atomic.
 */
function setDaysOnce(series: AnySeries, b: BucketDraft, dates: string[]) {
  const filter: Record<string, unknown> = { _id: b._id }
  const set: Record<string, unknown> = {}
  for (const date of dates) {
    filter[`days.${date}`] = { $exists: false }
    set[`days.${date}`] = b.days[date]
  }
  return {
    filter: filter as Filter<Bucket>,
    update: {
      $setOnInsert: bucketKeys(series, b),
      $set: set,
      $inc: { n: dates.length },
    } as unknown as UpdateFilter<Bucket>,
  }
}

export class MongoSeries {
  private ready: Promise<void> | null = null
  private readonly order: (a: SeriesRow, b: SeriesRow) => number

  constructor(
    private readonly db: Db,
    private readonly series: AnySeries,
  ) {
    this.order = byDateThenKey(series)
  }

  private get buckets(): Collection<Bucket> {
    return this.db.collection(`${this.series.name}_months`)
  }
  private get meta(): Collection<Meta> {
    return this.db.collection(`${this.series.name}_meta`)
  }

  /** Indexes, then the one-time migration; once per process, retried after a failure. */
  ensure(): Promise<void> {
    this.ready ??= (async () => {
      await this.createIndexes()
      await this.migrate()
    })().catch((error) => {
      this.ready = null
      throw error
    })
    return this.ready
  }

  private async createIndexes(): Promise<void> {
    // _id (key|month) keeps a bucket unique; these serve a key's months, a filter value's month
    // (a filter value's), a month.
    const { key, filters } = this.series
    await this.buckets.createIndex({ [key]: 1, month: 1 }, { name: `${key}_month` })
    if (filters.length) {
      const [first, ...rest] = filters
      const fields = { [first]: 1, month: 1, ...Object.fromEntries(rest.map((f) => [f, 1])) }
      await this.buckets.createIndex(fields, { name: [first, 'month', ...rest].join('_') })
    }
    await this.buckets.createIndex({ month: 1 }, { name: 'month' })
  }

  /** Adds rows whose key+date is new; returns how many were added. */
  async append(rows: SeriesRow[]): Promise<number> {
    const buckets = groupIntoBuckets(this.series, rows)
    if (!buckets.length) return 0
    const months = buckets.map((b) => b.month).sort()
    // Widened before the days land: a crash in between leaves the range too wide, which is harmless.
    await this.widenRange(months[0], months.at(-1)!)
    let added = 0
    for (let i = 0; i < buckets.length; i += BATCH) {
      const batch = buckets.slice(i, i + BATCH)
      // A new month of a key is one insert (no read: the bulk of a first load). A bucket that is
      // already there refuses it (duplicate _id) and gets only its missing days, by conditional update.
      const refused = await insertAll(
        this.buckets,
        batch.map((b) => ({ ...b, n: Object.keys(b.days).length })),
      )
      for (const [j, b] of batch.entries()) if (!refused.has(j)) added += Object.keys(b.days).length
      const existing = batch.filter((_, j) => refused.has(j))
      if (existing.length) added += await this.addMissingDays(existing)
    }
    return added
  }

  /**
   * Adds to stored buckets the days they lack: all of a bucket's at once, else day by day. No read
   * first: FerretDB cannot push `_id: {$in}` down and would decode the whole collection for it.
   */
  private async addMissingDays(buckets: BucketDraft[]): Promise<number> {
    let added = 0
    for (const b of buckets) {
      const dates = Object.keys(b.days)
      if (await tryUpdate(this.buckets, setDaysOnce(this.series, b, dates))) {
        added += dates.length
        continue
      }
      for (const date of dates) if (await tryUpdate(this.buckets, setDaysOnce(this.series, b, [date]))) added++
    }
    return added
  }

  /**
   * Makes the stored month range cover [first, last]. Read back and retried: two first writers can
   * race on the upsert (E11000), and FerretDB v1 updates by read-modify-write, so a racing $min/$max
   * can be lost there; a range too narrow would hide months from the filter and export walks.
   */
  private async widenRange(first: string, last: string): Promise<void> {
    for (let attempt = 0; ; attempt++) {
      try {
        await this.meta.updateOne({ _id: RANGE }, { $min: { first }, $max: { last } }, { upsert: true })
      } catch (error) {
        if ((error as { code?: number }).code !== 11000 || attempt > 5) throw error
      }
      const range = await this.range()
      if (range?.first && range.last && range.first <= first && range.last >= last) return
      if (attempt > 5) throw new Error(`${this.series.name} month range could not be widened`)
    }
  }

  private range(): Promise<Meta | null> {
    return this.meta.findOne({ _id: RANGE })
  }

  async query(q: SeriesQuery): Promise<SeriesPage<SeriesRow>> {
    const where = definedEntries(q.where)
    for (const [field] of where) {
      if (!this.series.filters.includes(field))
        throw new Error(`series ${this.series.name} cannot be filtered by ${field}`)
    }
    const keys: Filter<Bucket> = Object.fromEntries(where)
    if (q.key) keys[this.series.key] = q.key
    const low = q.since && monthOf(q.since)
    const high = q.until && monthOf(q.until)
    const cut = (bucket: Bucket) => rowsOf(this.series, bucket, q.since, q.until)
    const newest = (rows: SeriesRow[], total: number) => ({
      rows: rows.sort(this.order).slice(Math.max(0, rows.length - q.limit)),
      total,
    })

    if (q.key) {
      // A key has a few dozen buckets: fetch those in range, cut and count in memory.
      const months = low || high ? { month: { ...(low ? { $gte: low } : {}), ...(high ? { $lte: high } : {}) } } : {}
      const rows = (await this.buckets.find({ ...keys, ...months }).toArray()).flatMap(cut)
      return newest(rows, rows.length)
    }

    // A filter value has many keys: walk its months newest first, one indexed equality
    // query per month, until the limit is filled; the total is the sum of the buckets' day counts.
    const range = await this.range()
    if (!range?.first || !range.last) return { rows: [], total: 0 }
    const top = high && high < range.last ? high : range.last
    const bottom = low && low > range.first ? low : range.first
    if (top < bottom) return { rows: [], total: 0 }
    const fetched = new Map<string, Bucket[]>()
    const month = async (m: string) => {
      if (!fetched.has(m)) fetched.set(m, await this.buckets.find({ ...keys, month: m }).toArray())
      return fetched.get(m)!
    }
    const rows: SeriesRow[] = []
    for (let m = top; m >= bottom && rows.length < q.limit; m = previousMonth(m)) {
      for (const b of await month(m)) rows.push(...cut(b))
    }
    let total = 0
    const counts = await this.buckets
      .find({ ...keys, month: { $gte: bottom, $lte: top } }, { projection: { month: 1, n: 1 } })
      .toArray()
    for (const b of counts) if (b.month !== low && b.month !== high) total += b.n
    // The months of since and until are counted day by day: only part of them may be in range.
    for (const m of new Set([low, high])) {
      if (m && m >= bottom && m <= top) for (const b of await month(m)) total += daysWithin(b, q.since, q.until)
    }
    return newest(rows, total)
  }

  /** Every row dated after `after`, by date then key: month by month, each month sorted in memory. */
  async *all(after?: string): AsyncIterable<SeriesRow> {
    const range = await this.range()
    if (!range?.first || !range.last) return
    const start = after && monthOf(after) > range.first ? monthOf(after) : range.first
    const date = this.series.date
    for (let m = start; m <= range.last; m = nextMonth(m)) {
      const rows = (await this.buckets.find({ month: m }).toArray())
        .flatMap((b) => rowsOf(this.series, b))
        .filter((r) => !after || (r[date] as string) > after)
      yield* rows.sort(this.order)
    }
  }

  /**
   * One-time conversion of an older one-document-per-day collection named as the series (a series'
   * first MongoDB layout) into buckets. Appends are idempotent, so a conversion cut short
   * (a crash, two instances starting together) is simply done again; the marker is written at the end.
   */
  private async migrate(): Promise<void> {
    const { name } = this.series
    const marker = `migrated-from-${name}`
    if (await this.meta.findOne({ _id: marker })) return
    let rows = 0
    if ((await this.db.listCollections({ name }, { nameOnly: true }).toArray()).length) {
      let batch: SeriesRow[] = []
      for await (const doc of this.db.collection<SeriesRow>(name).find({}, { projection: { _id: 0 } })) {
        batch.push(doc as SeriesRow)
        if (batch.length === 20_000) {
          rows += batch.length
          await this.append(batch)
          batch = []
        }
      }
      rows += batch.length
      await this.append(batch)
      if (rows) {
        console.error(
          `MongoDB: ${rows} rows copied from "${name}" into month buckets ("${name}_months"); "${name}" can be dropped`,
        )
      }
    }
    try {
      await this.meta.updateOne({ _id: marker }, { $set: { at: new Date().toISOString(), rows } }, { upsert: true })
    } catch (error) {
      // Another instance starting at the same moment wrote the marker first: the work is done.
      if ((error as { code?: number }).code !== 11000) throw error
    }
  }
}

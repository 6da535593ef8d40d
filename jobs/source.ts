// What every upstream source adapter is, whatever the dataset: fetched live from `url` or, offline,
// read from its recorded responses in data/sources, then parsed, validated and normalised.
import type { DatasetSource } from '../tools/envelope.ts'
import type { Rejected } from '../tools/rejected.ts'

/** What an adapter returns: the records it vouches for and the ones it refused. */
export interface AdapterResult<R> {
  observations: R[]
  rejected: Rejected[]
  /** Parts of the source (one seller of many) whose answer was refused: the run names each with its reason. */
  failures?: { part: string; reason: string }[]
  /** What the source has to say beyond its records (e.g. the dated events a read showed), for the run report. */
  report?: Record<string, unknown>
  /** Keeps what this read established (a seller's landed rows) for the next run; called once the run took it. */
  persist?: () => Promise<void>
}

/**
 * One upstream source. `fixtures` are its recorded responses (data/sources, dated in manifest.json);
 * `observed` is the day the source was read (for a recording: the day it was recorded).
 */
interface SourceAdapterBase<R = unknown> {
  name: string
  title: string
  license: string
  url: string
  fixtures: string[]
  /** A source of several pages: each URL with its recorded copy (in the order of `fixtures`). */
  urls?: { url: string; fixture: string }[]
  /** Cap of each live response, in bytes (default: the refresh's, 50 MB). */
  maxBytes?: number
  /**
   * `stateDir` (live runs only): a folder the source keeps its last good reads in, beside the fetch cache.
   * `dated`: the texts are recorded copies each dated in its own manifest, each seen on its day, not `observed`.
   */
  parse(texts: string[], ctx: { observed: string; url: string; stateDir?: string; dated?: boolean }): AdapterResult<R>
}

/**
 * Whether the live URL serves what `parse` reads. A recorded-only source (`live: false`) is read
 * from its recording offline and skipped online, reported as skipped with `liveNote`, the reason
 * (typed so that no adapter is marked recorded-only without one). A source kept in the repository
 * (`live: 'repository'`: records compiled by hand, each citing its pages) has no URL to fetch: it is read
 * from its file online and offline alike, so an online run publishes what an offline one does.
 */
type LiveFlag =
  | { live?: true; liveNote?: string }
  | { live: false; liveNote: string }
  | { live: 'repository'; liveNote: string }

export type SourceAdapter<R = unknown> = SourceAdapterBase<R> & LiveFlag

/** One source's parsed answer in a run. */
export interface SourceResult<R = unknown> {
  name: string
  observed: string
  observations: R[]
  cite: DatasetSource
}

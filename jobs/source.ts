// What every upstream source adapter is, whatever the dataset: fetched live from `url` or, offline,
// read from its recorded responses in data/sources, then parsed, validated and normalised.
import type { Quarantined } from '../store/types.ts'
import type { DatasetSource } from '../tools/envelope.ts'

/** A record a source sent that we did not publish, and why. */
export type Rejection = Quarantined

/** What an adapter returns: the records it vouches for and the ones it refused. */
export interface AdapterResult<R> { observations: R[]; rejected: Rejection[] }

/**
 * One upstream source. `fixtures` are its recorded responses (data/sources, dated in manifest.json);
 * `observed` is the day the source was read (for a recording: the day it was recorded).
 */
export interface SourceAdapter<R = unknown> {
  name: string
  title: string
  license: string
  url: string
  fixtures: string[]
  parse(texts: string[], ctx: { observed: string; url: string }): AdapterResult<R>
}

/** One source's parsed answer in a run. */
export interface SourceResult<R = unknown> { name: string; observed: string; observations: R[]; cite: DatasetSource }

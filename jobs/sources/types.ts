import type { Observation } from '../../tools/observation.ts'

/** A record a source sent that we did not publish, and why. */
export interface Rejection { source: string; record: string; reason: string }

/** What every adapter returns: the observations it vouches for and the records it refused. */
export interface AdapterResult { observations: Observation[]; rejected: Rejection[] }

/**
 * One upstream source of list prices. The refresh fetches `url` (or, offline, reads the recorded
 * `fixtures`), then `parse` validates and normalises. `observed` is the day the source was read
 * (for a recording: the day it was recorded).
 */
export interface SourceAdapter {
  name: string
  title: string
  license: string
  url: string
  fixtures: string[]
  parse(texts: string[], ctx: { observed: string; url: string }): AdapterResult
}

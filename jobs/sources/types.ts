import type { Observation } from '../observation.ts'

/** A record a source sent that we did not publish, and why. */
export interface Rejection { source: string; record: string; reason: string }

/** What every adapter returns: the observations it vouches for and the records it refused. */
export interface AdapterResult { observations: Observation[]; rejected: Rejection[] }

// The price sources' adapter types: the generic adapter (jobs/source.ts) producing observations.
import type { Observation } from '../../../../tools/observation.ts'
import type { AdapterResult as Result, SourceAdapter as Adapter } from '../../../source.ts'

export type AdapterResult = Result<Observation>
export type SourceAdapter = Adapter<Observation>

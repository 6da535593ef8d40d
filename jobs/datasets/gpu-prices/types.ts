// Kept only because index.ts re-exports `Rejected` from here (that file is edited with the dataset
// list); the type itself lives in tools/rejected.ts, and the gpu-prices stages import it from there.
export type { Rejected } from '../../../tools/rejected.ts'

// Shapes shared by the gpu-prices builder stages.

/** A source record that is not published, and why. */
export interface Rejected {
  source: string
  record: string
  reason: string
}

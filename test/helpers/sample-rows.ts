// Test-only rows of a declared series, built from its declaration: the values a test cares about,
// and for every other column a placeholder of its kind ('test-only', 0). A field added to a row's
// schema then needs no change in the tests that only carry rows around.
import type { Series, SeriesRow } from '../../tools/series.ts'

export function sampleRow<Row>(series: Series<Row>, values: Partial<Row>): Row {
  const row: SeriesRow = {}
  for (const c of series.columns) row[c.name] = c.kind === 'number' ? 0 : 'test-only'
  return { ...row, ...values } as Row
}

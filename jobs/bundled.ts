// Where the bundled real data lives (data/bundled; provenance in its PROVENANCE.md files).
import { fileURLToPath } from 'node:url'

export const BUNDLED_DIR = fileURLToPath(new URL('../data/bundled', import.meta.url))

/**
 * The day the bundled data was last compiled (its newest record). What is made from it to be committed (the
 * documents under docs/, the tests' seed) is seeded as of this day, so a price announced for a later day does
 * not change it as the calendar moves; the service seeds as of today. Moved with the data.
 */
export const BUNDLED_ON = '2026-11-29'

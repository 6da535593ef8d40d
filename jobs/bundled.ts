// Where the bundled real data lives (data/bundled; provenance in its PROVENANCE.md files).
import { fileURLToPath } from 'node:url'

export const BUNDLED_DIR = fileURLToPath(new URL('../data/bundled', import.meta.url))

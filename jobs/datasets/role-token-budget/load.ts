// Where the role budget's assumptions file lives; the producer (index.ts) reads it with today's prices
// and the evaluations' ranks.
import { fileURLToPath } from 'node:url'

export const ROLE_BUDGET_DIR = fileURLToPath(new URL('../../../data/bundled/role-token-budget/', import.meta.url))

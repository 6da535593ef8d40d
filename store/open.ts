// Chooses the store from the configuration: the embedded store under DATA_DIR (MongoDB: issue #3).
import { join } from 'node:path'
import type { Config } from '../facade/config.ts'
import { EmbeddedStore } from './embedded.ts'
import type { Store } from './types.ts'

export function openStore(config: Pick<Config, 'dataDir'>): Store {
  return new EmbeddedStore(join(config.dataDir, 'store'))
}

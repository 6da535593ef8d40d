// Chooses the store from the configuration: MongoDB when MONGODB_URI is set, else the embedded
// store under DATA_DIR/store.
import { join } from 'node:path'
import type { Config } from '../facade/config.ts'
import { EmbeddedStore } from './embedded.ts'
import { MongoStore } from './mongo.ts'
import type { Store } from './types.ts'

export function openStore(config: Pick<Config, 'dataDir' | 'mongoUri' | 'mongoDb'>): Store {
  if (config.mongoUri) return new MongoStore(config.mongoUri, config.mongoDb)
  return new EmbeddedStore(join(config.dataDir, 'store'))
}

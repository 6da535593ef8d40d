// Chooses the store from the configuration: MongoDB when MONGODB_URI is set, else the embedded
// store under DATA_DIR/store.
import { join } from 'node:path'
import { EmbeddedStore } from './embedded.ts'
import { MongoStore } from './mongo.ts'
import type { Store } from './types.ts'

/** Where the data lives: a MongoDB URI (and database), else a folder for the embedded store. */
export interface StoreOptions {
  dataDir: string
  mongoUri?: string
  mongoDb?: string
}

export function openStore(config: StoreOptions): Store {
  if (config.mongoUri) return new MongoStore(config.mongoUri, config.mongoDb)
  return new EmbeddedStore(join(config.dataDir, 'store'))
}

// The Redis client behind the shared rate limits (REDIS_URL). koa-ratelimit's redis driver takes
// an ioredis client.
import { Redis } from 'ioredis'

/** A client that fails fast while Redis is down (the limiter then lets requests through) and reconnects by itself. */
export async function connectRedis(url: string): Promise<Redis> {
  const client = new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: true })
  client.on('error', (error) => console.error(`redis: ${error.message}`))
  await client.connect().catch((error) => console.error(`redis not reachable at start: ${error.message}`))
  return client
}

// Child process for test/store/crash.test.ts: writes snapshots (and history) in a loop until killed.
// Each payload carries its own length and a checksum, so a partial write would be detected.
import { PRICE_HISTORY } from '../../tools/llm-prices/llm-price-history.ts'
import { createHash } from 'node:crypto'
import { EmbeddedStore } from '../../store/embedded.ts'
import { row } from '../store/contract.ts'

const [dir, startAt] = process.argv.slice(2)
const store = new EmbeddedStore(dir)
await store.init()
console.log('writing')
for (let i = Number(startAt); ; i++) {
  const date = new Date(Date.UTC(2024, 0, 1) + i * 86_400_000).toISOString().slice(0, 10)
  const filler = createHash('sha256').update(String(i)).digest('hex').repeat(4_000) // ~256 KB
  const payload = { i, date, filler, check: createHash('sha256').update(filler).digest('hex') }
  await store.putEdition('crash', date, payload)
  await store.appendSeries(PRICE_HISTORY, [row('crash-model', date)])
}

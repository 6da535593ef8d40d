// Issue "Evaluations ... and a chain-linked price index", acceptance 1: the published series equals
// scripts/recompute-index.ts run on the published /data/history.csv alone.
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { recomputeIndex } from '../../scripts/recompute-index.ts'
import { startTestServer, type TestServer } from '../helpers/server.ts'

let server: TestServer
const recompute = suite('recompute-index :: the published feeds')
recompute.before(async () => { server = await startTestServer() })
recompute.after(() => server.close())

recompute('history.csv alone :: the same series as price_index.json', async () => {
  const csv = await (await server.get('/data/history.csv')).text()
  const published = await (await server.get('/data/price_index.json')).json()
  const again = recomputeIndex(csv)
  assert.is(again.base_date, published.base_date)
  assert.is(again.as_of, published.as_of)
  assert.is(again.items.length, published.items.length)
  assert.equal(again.items, published.items)
})

recompute.run()

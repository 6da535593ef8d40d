// a history asked by a rolling id names the snapshot behind each day, from
// the sellers' statements in data/registry/alias-pointers.csv, and that table has a row for every
// rolling id the service serves (a statement, or "not found" with what was searched).
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { ALIAS_POINTERS, pointerOn, pointersOf, rollingIds } from '../../tools/alias-pointers.ts'
import type { PriceRecord } from '../../tools/schemas.ts'
import { startTestServer, type TestServer } from '../helpers/server.ts'

let server: TestServer
let key: string
const test = suite('alias pointers :: the snapshot behind a rolling id, day by day')
test.before(async () => {
  server = await startTestServer()
  key = (await server.key()).secret
})
test.after(() => server.close())

test('the table covers every rolling id served (model ids and their aliases)', async () => {
  const latest = await (await server.get('/data/latest.json')).json()
  const ids = (latest.items as PriceRecord[]).flatMap((r) => [r.model, ...(r.aliases ?? [])])
  const rolling = rollingIds(ids)
  assert.ok(rolling.length > 50, `rolling ids found: ${rolling.length}`)
  const listed = new Set(ALIAS_POINTERS.map((p) => p.alias))
  assert.equal(
    rolling.filter((id) => !listed.has(id)),
    [],
  )
})

test("the sellers' dated statements :: Mistral's docs commits, DeepSeek's changelog", () => {
  const large = pointersOf('mistral-large-latest')
  assert.is(pointerOn(large, '2024-03-01')?.snapshot, 'mistral-large-2402')
  assert.is(pointerOn(large, '2025-01-15')?.snapshot, 'mistral-large-2411')
  assert.is(pointerOn(large, '2025-09-01')?.snapshot, 'mistral-medium-2508', '"previously mistral-large-2411"')
  assert.is(pointerOn(large, '2026-01-10')?.snapshot, 'mistral-large-2512')
  const chat = pointersOf('deepseek-chat')
  const terminus = pointerOn(chat, '2025-09-25')
  assert.equal([terminus?.snapshot, terminus?.basis], ['DeepSeek-V3.1-Terminus (non-thinking)', 'effective'])
  assert.is(pointerOn(chat, '2025-12-01')?.snapshot, 'DeepSeek-V3.2 (non-thinking)')
  // An undated "currently points to" holds on its page's date only; before any statement: null.
  assert.is(pointerOn(pointersOf('gpt-4o'), '2024-09-30'), null)
})

test('REST :: gpt-4o names gpt-4o-2024-08-06 from 2024-10-02 (a labelled secondary source), null before', async () => {
  const res = await server.get('/api/v1/llm-price-history?model=gpt-4o&since=2024-09-29&until=2024-10-04', { key })
  assert.is(res.status, 200)
  const body = await res.json()
  const days = (body.items as { date: string; snapshot: string | null }[]).map((r) => [r.date, r.snapshot])
  assert.equal(days, [
    ['2024-09-29', null],
    ['2024-09-30', null],
    ['2024-10-01', null],
    ['2024-10-02', 'gpt-4o-2024-08-06'],
    ['2024-10-03', 'gpt-4o-2024-08-06'],
    ['2024-10-04', 'gpt-4o-2024-08-06'],
  ])
  const stated = body.alias_pointers.find((p: { from: string }) => p.from === '2024-10-02')
  assert.equal([stated.basis, stated.snapshot], ['secondary', 'gpt-4o-2024-08-06'])
  assert.match(stated.source_url, /^https:\/\//)
  // An id that does not roll answers as before: no pointers, no snapshot field.
  const fixed = await (await server.get('/api/v1/llm-price-history?model=gpt-4o-2024-08-06&limit=2', { key })).json()
  assert.is(fixed.alias_pointers, undefined)
  assert.is('snapshot' in fixed.items[0], false)
})

test.run()

// Pages of a history run from the oldest day forward when since is given (the README's example asks
// for "the 60 days from 2024-11-01" and gets them), else from the newest backward; order sets it.
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { readFileSync } from 'node:fs'
import { startTestServer, type TestServer } from '../helpers/server.ts'

let server: TestServer
let key: string
const test = suite('series pages :: order of pages')
test.before(async () => {
  server = await startTestServer()
  key = (await server.key()).secret
})

const get = async (path: string) => {
  const res = await server.get(path, { key })
  assert.is(res.status, 200, path)
  return res.json()
}
const days = (body: { items: { date: string }[] }) => body.items.map((r) => r.date)

test("the README's example :: the 60 days from 2024-11-01, its cursor the 60 after them", async () => {
  const example = /llm-price-history\?model=gpt-4o&since=2024-11-01&limit=60/.exec(
    readFileSync(new URL('../../README.md', import.meta.url), 'utf8'),
  )
  assert.ok(example, 'the README still shows the example')
  const first = await get(`/api/v1/${example[0]}`)
  assert.is(first.count, 60)
  assert.is(days(first)[0], '2024-11-01')
  assert.is(days(first)[59], '2024-12-30')
  const next = await get(`/api/v1/${example[0]}&cursor=${first.next_cursor}`)
  assert.is(days(next)[0], '2024-12-31')
  assert.is(next.total, first.total)
})

test('without since :: newest days first, then earlier ones; order=oldest starts at the first day', async () => {
  const newest = await get('/api/v1/llm-price-history?model=gpt-4o&limit=5')
  const earlier = await get(`/api/v1/llm-price-history?model=gpt-4o&limit=5&cursor=${newest.next_cursor}`)
  assert.ok(days(earlier)[4] < days(newest)[0])
  assert.equal([...days(newest)].sort(), days(newest), 'oldest first within a page')
  const oldest = await get('/api/v1/llm-price-history?model=gpt-4o&limit=5&order=oldest')
  const all = await get('/api/v1/llm-price-history?model=gpt-4o&limit=1000&order=oldest')
  assert.equal(days(oldest), days(all).slice(0, 5))
})

test('order=newest with since :: the latest days of the range; the GPU series pages the same way', async () => {
  const latest = await get(
    '/api/v1/llm-price-history?model=gpt-4o&since=2024-11-01&until=2024-11-30&limit=3&order=newest',
  )
  assert.equal(days(latest), ['2024-11-28', '2024-11-29', '2024-11-30'])
  const gpu = await get('/api/v1/gpu-rental-history?gpu=nvidia-h100-sxm&since=2025-10-01&limit=3')
  const series = await get('/api/v1/gpu-rental-history?gpu=nvidia-h100-sxm&limit=1000&order=oldest')
  assert.equal(
    days(gpu),
    days(series)
      .filter((d: string) => d >= '2025-10-01')
      .slice(0, 3),
  )
  const after = await get(
    `/api/v1/gpu-rental-history?gpu=nvidia-h100-sxm&since=2025-10-01&limit=3&cursor=${gpu.next_cursor}`,
  )
  assert.ok(days(after)[0] > days(gpu)[2])
})

test('the tools say the order :: in their descriptions and the order parameter', async () => {
  const openapi = JSON.stringify(await (await server.get('/openapi.json')).json())
  for (const words of ['Which end first; default oldest with since, else newest'])
    assert.ok(openapi.includes(words), words)
})

test.after(() => server.close())
test.run()

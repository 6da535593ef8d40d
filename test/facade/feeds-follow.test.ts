// Following the append-only history.csv across two refreshes as a client would: after each refresh it
// asks only for the bytes after the ones it holds (Range: bytes=N-), appends them, and holds exactly
// the file the server publishes; a client that names its old copy in If-Range gets the whole file.
import { rm } from 'node:fs/promises'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { addDays, todayUtc } from '../../tools/dates.ts'
import { BASE, cliRefresh, movedRecordings, until } from '../helpers/cli-refresh.ts'
import { removeDataDir, seededDataDir } from '../helpers/seeded.ts'
import { startTestServer, TEST_BASE_URL, type TestServer } from '../helpers/server.ts'

let service: TestServer
let dataDir: string

const plain = { 'Accept-Encoding': 'identity' }

async function whole(): Promise<{ bytes: Buffer; etag: string }> {
  const res = await fetch(`${service.url}/data/history.csv`, { headers: plain })
  assert.is(res.status, 200)
  return { bytes: Buffer.from(await res.arrayBuffer()), etag: res.headers.get('etag')! }
}

const etagNow = async () =>
  (await fetch(`${service.url}/data/history.csv`, { method: 'HEAD', headers: plain })).headers.get('etag')

const follow = suite('/data/history.csv :: followed across two refreshes by its tail')
follow.before(async () => {
  // The catalogues alone (a copy of the run's seed of them): the data's date is theirs (months back),
  // so two refreshes up to today may follow.
  dataDir = await seededDataDir({ official: false })
  // The app in this process serves what the refreshes, processes of their own, write into its folder
  // (it produces nothing itself: its refresh is off, and the copy holds every snapshot).
  assert.is(TEST_BASE_URL, BASE)
  service = await startTestServer({ DATA_DIR: dataDir })
})
follow.after(async () => {
  await service?.close()
  await removeDataDir(dataDir)
})

follow('two refreshes :: each time only the new rows come, and the copy equals the published file', async () => {
  let held = await whole()
  const first = held.etag
  for (const day of [addDays(todayUtc(), -1), todayUtc()]) {
    const moved = await movedRecordings(day)
    const cli = await cliRefresh(dataDir, ['--date', day, '--fixtures', moved.dir])
    assert.is(cli.code, 0, cli.out)
    await rm(moved.dir, { recursive: true, force: true })
    await until(`history.csv of ${day}`, async () => (await etagNow()) !== held.etag)
    const res = await fetch(`${service.url}/data/history.csv`, { headers: { Range: `bytes=${held.bytes.length}-` } })
    assert.is(res.status, 206, day)
    const tail = Buffer.from(await res.arrayBuffer())
    const rows = tail.toString('utf8').trimEnd().split('\n')
    const lastHeld = held.bytes.toString('utf8').trimEnd().split('\n').at(-1)!.slice(0, 10)
    assert.ok(
      rows.some((row) => row.startsWith(`${day},`)),
      `${day}: its rows came`,
    )
    assert.ok(
      rows.every((row) => row.slice(0, 10) > lastHeld && row.slice(0, 10) <= day),
      `${day}: only rows after the last day held (${lastHeld})`,
    )
    const published = await whole()
    assert.ok(Buffer.concat([held.bytes, tail]).equals(published.bytes), `${day}: the copy equals the file`)
    held = published
  }
  const stale = await fetch(`${service.url}/data/history.csv`, {
    headers: { ...plain, Range: 'bytes=100-', 'If-Range': first },
  })
  assert.is(stale.status, 200, 'If-Range with the first ETag: the whole file')
  assert.ok(Buffer.from(await stale.arrayBuffer()).equals(held.bytes))
})

follow.run()

// SIGTERM does not cut a feed download in flight: a client reading the real 70 MB history.csv
// slowly (over 5 s, the old fixed cut-off) gets every byte, new connections are refused meanwhile,
// and the process exits once the download is done, well within the grace period.
import { get } from 'node:http'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { DEFAULT_GRACE_MS } from '../../scripts/start.ts'
import { removeDataDir, seededDataDir } from '../helpers/seeded.ts'
import { spawnService } from '../helpers/service.ts'

const shutdown = suite('SIGTERM :: graceful')

shutdown('a slow 70 MB history.csv download in flight :: finishes whole, then the process exits 0', async () => {
  const dataDir = await seededDataDir()
  const service = await spawnService({ DATA_DIR: dataDir })
  try {
    const exited = new Promise<{ code: number | null; at: number }>((resolve) =>
      service.child.once('exit', (code) => resolve({ code, at: Date.now() })),
    )
    const started = Date.now()
    let signalled = 0
    let newConnection: Promise<string> = Promise.resolve('not tried')
    const download = new Promise<{ length: number; received: number; at: number }>((resolve, reject) => {
      get(`${service.url}/data/history.csv`, (res) => {
        const length = Number(res.headers['content-length'])
        let received = 0
        res.on('data', (chunk: Buffer) => {
          received += chunk.length
          if (!signalled && received > 2 ** 20) {
            signalled = Date.now()
            service.child.kill('SIGTERM')
            newConnection = new Promise((r) =>
              setTimeout(
                () =>
                  fetch(`${service.url}/healthz`)
                    .then(
                      () => 'accepted',
                      () => 'refused',
                    )
                    .then(r),
                1000,
              ),
            )
          }
          // A slow reader: at most about 11 MB/s, so the 70 MB take over 6 s, longer than the old 5 s cut-off.
          res.pause()
          setTimeout(() => res.resume(), Math.ceil(chunk.length / 11_000))
        })
        res.on('end', () => resolve({ length, received, at: Date.now() }))
        res.on('error', reject)
      }).on('error', reject)
    })
    const done = await download.catch((error) => ({
      length: -1,
      received: -1,
      at: Date.now(),
      error: `${error} ${Date.now() - signalled} ms after SIGTERM`,
    }))
    assert.ok(done.length > 50_000_000, 'error' in done ? done.error : `content-length ${done.length}`)
    assert.is(done.received, done.length, 'every byte arrived')
    assert.is(await newConnection, 'refused', 'no new connection once SIGTERM arrived')
    assert.ok(
      done.at - signalled > 5_000,
      `the download outlived the old 5 s cut-off (${done.at - signalled} ms after SIGTERM)`,
    )
    const exit = await exited
    assert.is(exit.code, 0, service.output())
    assert.ok(
      exit.at >= done.at - 50 && exit.at - signalled < DEFAULT_GRACE_MS,
      `exit ${exit.at - signalled} ms after SIGTERM`,
    )
    assert.match(service.output(), /SIGTERM: closing/)
    console.log(
      `    70 MB read over ${((done.at - started) / 1000).toFixed(1)} s; ` +
        `exit ${exit.at - done.at} ms after the last byte`,
    )
  } finally {
    await service.stop()
    await removeDataDir(dataDir)
  }
})

shutdown.run()

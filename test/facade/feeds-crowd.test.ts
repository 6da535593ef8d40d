// A crowd of plain downloads on a cold feed (a service just started: no feed read yet) in a process of its
// own, whose resident memory is watched: every download gets the file's exact bytes, and memory does not
// grow with the number of downloads (each used to read its own copy of the 73 MB history.csv).
// scripts/bench-feeds.ts runs the full 200 on every feed, cold and warm, and after a refresh.
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { download, rssOf, sha256Of, watchRss } from '../helpers/downloads.ts'
import { startTestServer } from '../helpers/server.ts'
import { spawnService, type Service } from '../helpers/service.ts'

// Ten: a download holding its own copy of history.csv (89 MB now) would take ten copies, far past the
// bound, so ten prove what forty did at a quarter of the bytes sent and hashed.
const CROWD = 10
/** The bound the service promises over its idle memory under any crowd of downloads. */
const BOUND = 300 << 20

let service: Service
let exportDir: string

const crowd = suite('/data :: a crowd of plain downloads on a cold feed')
crowd.before(async () => {
  const seeded = await startTestServer() // seeds the shared data folder once
  await seeded.close()
  exportDir = join(seeded.config.dataDir, 'export')
  service = await spawnService({ DATA_DIR: seeded.config.dataDir, RATE_LIMIT_ANON: '100000', STORE_POLL_MS: '0' })
})
crowd.after(() => service?.stop())

crowd(
  `${CROWD} downloads of history.csv and one of every other feed at once :: exact bytes, bounded memory`,
  async () => {
    const files = (await readdir(exportDir)).filter((f) => !f.endsWith('.tmp'))
    const expected = new Map<string, string>()
    for (const file of files) expected.set(file, sha256Of(await readFile(join(exportDir, file))))
    const idle = rssOf(service.child.pid!)
    const watch = watchRss(service.child.pid!)
    const asked = [...Array.from({ length: CROWD }, () => 'history.csv'), ...files]
    const answers = await Promise.all(asked.map((file) => download(`${service.url}/data/${file}`)))
    const peak = watch.stop()
    answers.forEach((answer, i) => {
      assert.is(answer.status, 200, asked[i])
      assert.is(answer.sha256, expected.get(asked[i]), `${asked[i]}: the exact bytes`)
    })
    const grew = peak - idle
    assert.ok(grew < BOUND, `resident memory grew ${Math.round(grew / 2 ** 20)} MB over idle (bound 300 MB)`)
  },
)

crowd.run()

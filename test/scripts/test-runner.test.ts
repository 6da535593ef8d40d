// npm test without Redis: the suites that need it are named as not run, with how to provide Redis,
// and the run fails, instead of a TypeError from a suite half started.
import { spawnSync } from 'node:child_process'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { freePort } from '../helpers/ports.ts'

const runner = suite('scripts/test.ts :: Redis missing')

runner('a suite that needs Redis, none answering :: named, how to provide it, exit 1', async () => {
  const port = await freePort() // nothing listens there
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/test.ts', '^facade/cluster\\.test\\.ts$'], {
    env: { ...process.env, TEST_REDIS_URL: `redis://127.0.0.1:${port}` },
    encoding: 'utf8',
  })
  assert.is(run.status, 1, run.stdout + run.stderr)
  assert.match(run.stdout, /NOT RUN, so the run fails: facade\/cluster\.test\.ts needs Redis/)
  assert.match(run.stdout, new RegExp(`nothing answers at redis://127\\.0\\.0\\.1:${port}`))
  assert.match(run.stdout, /apt-get install redis-server/)
  assert.not.match(run.stdout + run.stderr, /TypeError/)
})

runner.run()

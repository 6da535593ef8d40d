import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { sharedDataDir, startTestServer, type TestServer } from '../helpers/server.ts'

const run = promisify(execFile)
let server: TestServer
let dataDir: string

const keysCli = (...args: string[]) =>
  run(process.execPath, ['--import', 'tsx', 'scripts/keys.ts', ...args], {
    env: { ...process.env, DATA_DIR: dataDir },
  }).catch((e: { stdout: string; stderr: string; code: number }) => e)

const keys = suite('scripts/keys :: create, list, deactivate')
keys.before(async () => {
  dataDir = await sharedDataDir()
  server = await startTestServer({ DATA_DIR: dataDir })
})

keys('create :: prints the secret once; it works on REST; list never shows it; deactivate refuses it', async () => {
  const created = await keysCli('create', '--tier', 'pro', '--label', 'ci')
  const id = /created (key_\w+)/.exec(created.stdout)![1]
  const secret = /store it now\): (\S+)/.exec(created.stdout)![1]
  assert.is((await server.get('/api/v1/price-changes?limit=1', { key: secret })).status, 200)

  const listed = await keysCli('list')
  assert.match(listed.stdout, new RegExp(`${id}\\tpro\\tactive`))
  assert.not.match(listed.stdout, new RegExp(secret))

  const off = await keysCli('deactivate', id)
  assert.match(off.stdout, /deactivated/)
  assert.is((await server.get('/api/v1/price-changes?limit=1', { key: secret })).status, 401)
  assert.match((await keysCli('list')).stdout, new RegExp(`${id}\\tpro\\tinactive`))
})

keys('bad use :: usage and a non-zero exit', async () => {
  const bad = (await keysCli('create')) as { code?: number; stderr: string }
  assert.is(bad.code, 2)
  assert.match(bad.stderr, /usage/)
  const missing = (await keysCli('deactivate', 'key_nope')) as { code?: number }
  assert.is(missing.code, 1)
})

keys.after(() => server.close())
keys.run()

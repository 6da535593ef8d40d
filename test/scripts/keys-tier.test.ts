// keys create refuses a tier that is not defined in tools/tiers.ts; every defined tier is accepted.
import { execFile } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { isTier, Tier, TIER_NAMES, TIERS } from '../../tools/tiers.ts'

const run = promisify(execFile)
let dataDir: string

const keysCli = (...args: string[]) =>
  run(process.execPath, ['--import', 'tsx', 'scripts/keys.ts', ...args], {
    env: { ...process.env, DATA_DIR: dataDir, MONGODB_URI: '' },
  })
    .then((r) => ({ ...r, code: 0 }))
    .catch((e: { stdout: string; stderr: string; code: number }) => e)

const table = suite('tiers :: table')

table("paid tiers :: pro, team and enterprise at the spec's 600 per minute", () => {
  assert.equal(TIER_NAMES, ['pro', 'team', 'enterprise'])
  for (const name of TIER_NAMES) assert.is(TIERS[name].requests_per_minute, 600, name)
})

for (const [name, ok] of [
  ['pro', true],
  ['enterprise', true],
  ['bogus', false],
  ['', false],
  ['toString', false],
  ['PRO', false],
] as const) {
  table(`'${name}' :: ${ok ? 'a tier' : 'not a tier'}`, () => {
    assert.is(isTier(name), ok)
    assert.is(Tier.safeParse(name).success, ok)
  })
}

table.run()

const cli = suite('scripts/keys :: tier')
cli.before(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'amd-keys-tier-'))
})

cli('create --tier bogus :: exit 2, the valid tiers named, no key stored', async () => {
  const bad = await keysCli('create', '--tier', 'bogus')
  assert.is(bad.code, 2)
  assert.match(bad.stderr, /unknown tier 'bogus'.*pro, team, enterprise/)
  assert.not.match(bad.stdout, /created/)
  assert.is((await keysCli('list')).stdout.trim(), '')
})

cli('create --tier team :: created with that tier', async () => {
  const ok = await keysCli('create', '--tier', 'team')
  assert.is(ok.code, 0, ok.stderr)
  assert.match(ok.stdout, /created key_\w+ \(tier team\)/)
  assert.match((await keysCli('list')).stdout, /\tteam\tactive/)
})

cli.after(() => rm(dataDir, { recursive: true, force: true }))
cli.run()

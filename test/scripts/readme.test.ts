// the README says what the service is. Its lists of REST endpoints, MCP tools
// and feeds are the dataset list's (scripts/readme.ts makes them; this fails when they differ), and
// its commands run in the written order in a fresh clone of the committed tree, against a running
// server on a data folder of their own (a copy of the run's seed: seeding a fresh folder is what
// test/scripts/serve.test.ts shows): all but `npm ci` (the clone uses this checkout's node_modules; the
// set-up pair is what .ci/run and test/scripts/serve.test.ts run), the live refresh (it needs the
// network) and the benchmarks.
import { exec as execCb } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { blocks, withBlocks } from '../../scripts/readme.ts'
import { removeDataDir, seededDataDir } from '../helpers/seeded.ts'
import { startTestServer } from '../helpers/server.ts'

const exec = promisify(execCb)
const README = readFileSync(new URL('../../README.md', import.meta.url), 'utf8')
const readme = suite('README')

readme('lists :: every REST endpoint, MCP tool and feed of the dataset list, and nothing else', () => {
  const made = blocks()
  for (const name of Object.keys(made)) assert.ok(README.includes(`<!-- ${name} -->`), `a ${name} block`)
  assert.is(withBlocks(README, made), README, 'README lists = the dataset list (run npx tsx scripts/readme.ts)')
})

/** The commands of the README's sh blocks, in order, continuation lines joined, comments dropped. */
function commands(text: string): string[] {
  const out: string[] = []
  for (const block of text.matchAll(/```sh\n([\s\S]*?)```/g)) {
    const joined = block[1].replace(/\\\n\s*/g, '')
    for (const line of joined.split('\n')) {
      const command = line.replace(/\s+#.*$/, '').trim()
      if (command) out.push(command)
    }
  }
  return out
}

const SKIPPED = [
  /^npm ci/,
  /^npm run refresh$/,
  /^npm run bench/,
  /^bash scripts\/install/,
  /^npx tsx scripts\/screenshots/,
]

readme('commands :: run in the written order, each succeeds', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'amd-readme-'))
  const clone = join(dir, 'clone')
  await exec(
    `git clone --quiet --no-hardlinks "${process.cwd()}" "${clone}" && ln -s ` +
      `"${join(process.cwd(), 'node_modules')}" "${join(clone, 'node_modules')}"`,
  )
  const dataDir = await seededDataDir()
  const server = await startTestServer({ DATA_DIR: dataDir })
  try {
    const host = new URL(server.url).host
    const env: Record<string, string> = { ...(process.env as Record<string, string>), DATA_DIR: dataDir }
    const ran: string[] = []
    for (const command of commands(README)) {
      if (SKIPPED.some((re) => re.test(command))) continue
      if (command.startsWith('export API_KEY=')) {
        assert.ok(env.API_KEY, 'the key the command before printed')
        ran.push(command)
        continue
      }
      // The README's localhost:8080 is the running server here; curl fails on an HTTP error (-f).
      const line = command.replace(/localhost:8080/g, host).replace(/^curl /, 'curl -fsS -o /dev/null ')
      const { stdout } = await exec(line, { env, timeout: 300_000, cwd: clone })
      if (command.startsWith('npm run keys -- create')) env.API_KEY = /amd_[A-Za-z0-9_-]+/.exec(stdout)![0]
      ran.push(command)
    }
    console.log(`  ${ran.length} README commands ran in order`)
    assert.ok(ran.length >= 8, ran.join('\n'))
  } finally {
    await server.close()
    await rm(dir, { recursive: true, force: true })
    await removeDataDir(dataDir)
  }
})

readme.run()

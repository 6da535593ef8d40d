// scripts/install-ferretdb.sh on an already installed binary: the check path must exit 0 every time.
// Piping `ferretdb --version` into `grep -q` / `head -1` under pipefail raced: the reader exits after
// the first line while ferretdb still writes (it writes one line per write), and the SIGPIPE (141)
// either failed the check (a needless rebuild) or the whole script.
import { execFile } from 'node:child_process'
import { copyFile, mkdtemp, rm, stat, writeFile, chmod } from 'node:fs/promises'
import { existsSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { delimiter, join } from 'node:path'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'

const BUILT = join(process.cwd(), '.tools', 'bin', 'ferretdb')
let dir: string

/** PATH without any folder holding `go`: a rebuild attempt then fails fast (exit 1) instead of taking a minute. */
const pathWithoutGo = (process.env.PATH ?? '')
  .split(delimiter)
  .filter((d) => d && !existsSync(join(d, 'go')))
  .join(delimiter)

function install(bin: string): Promise<{ code: number; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      'bash',
      ['scripts/install-ferretdb.sh'],
      { env: { ...process.env, PATH: pathWithoutGo, FERRETDB_BIN: bin } },
      (error, _stdout, stderr) => resolve({ code: error ? ((error.code as number) ?? 1) : 0, stderr }),
    )
  })
}

const check = suite('install-ferretdb :: installed binary')
check.before(async () => {
  if (!existsSync(BUILT)) throw new Error(`FerretDB not built at ${BUILT}: run bash scripts/install-ferretdb.sh once`)
  dir = await mkdtemp(join(tmpdir(), 'amd-ferret-install-'))
})

check('the built binary, copied, 20 runs :: every exit is 0 and nothing is rebuilt', async () => {
  const bin = join(dir, 'ferretdb')
  await copyFile(BUILT, bin)
  await chmod(bin, 0o755)
  const before = (await stat(bin)).mtimeMs
  for (let i = 1; i <= 20; i++) {
    const { code, stderr } = await install(bin)
    assert.is(code, 0, `run ${i}: exit ${code}\n${stderr}`)
    assert.not.match(stderr, /building/, `run ${i} rebuilt`)
  }
  assert.is((await stat(bin)).mtimeMs, before)
})

check(
  'the built binary writing its version lines slowly (the race made certain), 5 runs :: every exit is 0',
  async () => {
    // A wrapper that paces the real binary's own --version output, one line per 20 ms.
    const slow = join(dir, 'ferretdb-slow')
    await writeFile(
      slow,
      `#!/usr/bin/env bash\n"${BUILT}" "$@" | while IFS= read -r line; do printf '%s\\n' "$line"; sleep 0.02; done\n`,
    )
    await chmod(slow, 0o755)
    for (let i = 1; i <= 5; i++) {
      const { code, stderr } = await install(slow)
      assert.is(code, 0, `run ${i}: exit ${code}\n${stderr}`)
    }
  },
)

check.after(() => rm(dir, { recursive: true, force: true }))
check.run()

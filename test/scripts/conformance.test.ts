// npm run conformance (scripts/conformance.ts): the MCP Inspector's CLI and the MCP conformance suite
// against the real service, in both protocol eras. The tools come from the npm registry (pretest runs
// scripts/install-mcp-conformance.sh); without them the suite fails saying how to install them.
import { execFile } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { removeDataDir, seededDataDir } from '../helpers/seeded.ts'

const TOOLS = join(process.cwd(), '.tools', 'mcp-conformance')

function conformance(env: Record<string, string> = {}): Promise<{ code: number; out: string; err: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'scripts/conformance.ts'],
      { env: { ...process.env, ...env }, maxBuffer: 16 * 2 ** 20 },
      (error, out, err) => resolve({ code: error ? Number(error.code ?? 1) : 0, out, err }),
    )
  })
}

const missing = suite('conformance :: tools not installed')

missing('exits 2 naming the install script, before starting the service', async () => {
  const { code, err, out } = await conformance({ MCP_CONFORMANCE_TOOLS: join(process.cwd(), '.tools', 'no-such-dir') })
  assert.is(code, 2, err)
  assert.match(err, 'bash scripts/install-mcp-conformance.sh')
  assert.not.match(out, '| era |')
})

missing.run()

const both = suite('conformance :: inspector and suite, both eras')

both.before(() => {
  if (!existsSync(join(TOOLS, 'node_modules', '@modelcontextprotocol', 'conformance')))
    throw new Error(`The MCP conformance tools are not in ${TOOLS}: run bash scripts/install-mcp-conformance.sh`)
})

both('every check passes or is named not applicable, in each era, by both tools', async () => {
  // A copy of the run's seed, its store alone: the service writes its own feeds for its own address.
  const dataDir = await seededDataDir({ feeds: false })
  const { code, out, err } = await conformance({ CONFORMANCE_DATA_DIR: dataDir }).finally(() => removeDataDir(dataDir))
  assert.is(code, 0, `${out}\n${err}`)
  const rows = out.split('\n').filter((l) => /^\| 20\d\d-/.test(l))
  for (const era of ['2025-11-25', '2026-07-28']) {
    const mine = rows.filter((r) => r.startsWith(`| ${era} |`))
    assert.match(out, new RegExp(`${era}: ${mine.length} of ${mine.length} checks pass`))
    for (const check of ['initialize', 'tools/call bad input: isError naming the parameter', 'resources/list'])
      assert.ok(
        mine.some((r) => r.includes(`| inspector | ${check}`)),
        `${era}: inspector ${check}`,
      )
    for (const scenario of ['tools-list', 'resources-list', 'completion-complete', 'dns-rebinding-protection'])
      assert.ok(
        mine.some((r) => r.includes(`| conformance | ${scenario} | pass |`)),
        `${era}: ${scenario}`,
      )
  }
  // The era's own lifecycle: initialize on 2025-11-25, stateless server/discover and _meta on 2026-07-28.
  assert.match(out, /\| 2025-11-25 \| conformance \| server-initialize \| pass \| \d+ passed, 0 failed/)
  assert.match(out, /\| 2026-07-28 \| conformance \| server-stateless \| pass \|/)
  assert.match(out, /\| 2026-07-28 \| conformance \| http-header-validation \| pass \| \d+ passed, 0 failed/)
})

both.run()

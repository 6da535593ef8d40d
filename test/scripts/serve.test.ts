import { spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { freePort } from '../helpers/ports.ts'

/** `npm start` as the README runs it, its output gathered; `listening` waits for the service to say so. */
function npmStart(env: Record<string, string>, detached = false) {
  const child = spawn('npm', ['start', '--silent'], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached,
  })
  let output = ''
  child.stdout.on('data', (c) => {
    output += c
  })
  child.stderr.on('data', (c) => {
    output += c
  })
  const listening = async (ms: number) => {
    const deadline = Date.now() + ms
    while (!output.includes('listening on') && Date.now() < deadline && child.exitCode === null)
      await new Promise((r) => setTimeout(r, 100))
  }
  return { child, output: () => output, listening }
}

const serve = suite('npm start :: fresh data folder')

// One start serves both sides of the README's run command: a fresh data folder seeded and served, and
// the compiled service behind npm (a second start would seed and build again for no other property).
serve(
  'the README run command :: builds, serves real data from dist/ on the configured port; SIGTERM to the npm ' +
    'process reaches node, which stops and frees the port',
  async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'amd-fresh-'))
    const port = await freePort()
    // Detached: should npm not pass the signal on, the finally clause can still stop the whole group.
    const { child, output, listening } = npmStart({ PORT: String(port), DATA_DIR: dataDir }, true)
    try {
      await listening(120_000)
      assert.match(output(), new RegExp(`listening on http://127\\.0\\.0\\.1:${port}`), output())
      // Then where to go next, at the port it listens on: the pages, the feeds, MCP.
      for (let i = 0; i < 50 && !output().includes('Stop with Ctrl-C'); i++)
        await new Promise((r) => setTimeout(r, 100))
      assert.match(output(), new RegExp(`Open http://127\\.0\\.0\\.1:${port}/ in a browser`), output())
      assert.match(output(), new RegExp(`http://127\\.0\\.0\\.1:${port}/data/latest\\.json`))
      assert.match(output(), new RegExp(`MCP server: http://127\\.0\\.0\\.1:${port}/mcp`))
      // The process serving is node on dist/ (the build from tsconfig.build.json), not tsx.
      const { execFileSync } = await import('node:child_process')
      const commands = execFileSync('ps', ['-eo', 'args'], { encoding: 'utf8' })
      assert.ok(
        commands
          .split('\n')
          .some((c) => /^node dist\/scripts\/serve\.js/.test(c.trim()) || /node .*dist\/scripts\/serve\.js/.test(c)),
        'node dist/scripts/serve.js runs',
      )
      assert.is((await fetch(`http://127.0.0.1:${port}/healthz`)).status, 200)
      // The bundled data, seeded into the fresh folder, resolves from dist/.
      const feed = await (await fetch(`http://127.0.0.1:${port}/data/latest.json`)).json()
      assert.ok(feed.items.length > 200, `${feed.items.length} models`)
      assert.is(feed.source_url, `http://localhost:${port}/data/latest.json`)
      assert.ok(
        feed.items.every(
          (r: { source_url: string; last_observed: string }) => r.source_url.startsWith('https://') && r.last_observed,
        ),
      )
      assert.ok(
        feed.items.some((r: { vendor: string }) => r.vendor === 'deepseek') &&
          feed.items.some((r: { vendor: string }) => r.vendor === 'openai'),
      )
      const stopped = Date.now()
      const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
      child.kill('SIGTERM') // npm only, not its process group
      await exited
      for (
        let i = 0;
        i < 50 &&
        (await fetch(`http://127.0.0.1:${port}/healthz`).then(
          () => true,
          () => false,
        ));
        i++
      )
        await new Promise((r) => setTimeout(r, 100))
      assert.is(
        await fetch(`http://127.0.0.1:${port}/healthz`).then(
          () => 'up',
          () => 'down',
        ),
        'down',
      )
      assert.ok(Date.now() - stopped < 10_000, `stopped in ${Date.now() - stopped} ms`)
      assert.match(output(), /SIGTERM: closing/)
    } finally {
      // A node that outlived npm (the signal not passed on) is in npm's group.
      try {
        process.kill(-child.pid!, 'SIGKILL')
      } catch {}
      await rm(dataDir, { recursive: true, force: true })
    }
  },
)

const BAD_ENV: [string, string, RegExp][] = [
  ['PORT', 'eighty', /Invalid environment variable PORT/],
  ['MAX_ANSWER_BYTES', '12kB', /Invalid environment variable MAX_ANSWER_BYTES/],
  ['SHUTDOWN_GRACE_MS', '-1', /Invalid environment variable SHUTDOWN_GRACE_MS/],
]
for (const [name, value, message] of BAD_ENV) {
  serve(
    `a bad environment value (${name}=${value}) :: the process stops with a message naming the variable`,
    async () => {
      // The compiled service npm start runs (built by the test above): no TypeScript to load for each.
      const child = spawn(process.execPath, ['dist/scripts/serve.js'], {
        env: { ...process.env, [name]: value },
        stdio: ['ignore', 'pipe', 'pipe'],
      })
      let stderr = ''
      child.stderr.on('data', (c) => {
        stderr += c
      })
      const code = await new Promise((resolve) => child.on('exit', resolve))
      assert.is(code, 1)
      assert.match(stderr, message)
    },
  )
}

serve.run()

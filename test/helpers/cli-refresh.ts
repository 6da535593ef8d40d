// A command-line refresh (scripts/refresh.ts --offline) as its own process over a data folder, and
// recordings in which one price moves on a given day: what a test needs to make the data change the way
// a deployed service's does.
import { execFile } from 'node:child_process'
import { cp, mkdtemp, readFile, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { FIXTURES_DIR } from '../../jobs/fetch.ts'
import { CATALOGUES_ALONE } from './seeded.ts'

const exec = promisify(execFile)
export const BASE = 'https://data.example.test'
// No sellers' tables here: their pages were read today, which makes today the data's date, and a CLI
// refresh may not run after today; with the catalogues alone the data's date is theirs (2026-08-22).
export { CATALOGUES_ALONE }

/** `scripts/refresh.ts` as its own process; resolves with the exit code and the output. */
export async function cliRefresh(dataDir: string, args: string[]): Promise<{ code: number; out: string }> {
  try {
    const { stdout, stderr } = await exec(
      process.execPath,
      ['--import', 'tsx', 'scripts/refresh.ts', '--offline', ...args],
      {
        env: {
          ...process.env,
          DATA_DIR: dataDir,
          PUBLIC_BASE_URL: BASE,
          REFRESH_LEASE_MS: '3000',
          ...CATALOGUES_ALONE,
        },
        timeout: 300_000,
      },
    )
    return { code: 0, out: stdout + stderr }
  } catch (error) {
    const e = error as { code?: number; stdout?: string; stderr?: string }
    return { code: e.code ?? -1, out: `${e.stdout ?? ''}${e.stderr ?? ''}` }
  }
}

/** Waits until `check` holds (polling); fails naming `what` after `ms`. Not a timing assertion: a guard. */
export async function until(what: string, check: () => Promise<boolean> | boolean, ms = 120_000) {
  const deadline = Date.now() + ms
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 250))
  }
}

/** A copy of the recordings in which one llm-prices-cn model moves price on `day` (TEST-ONLY: never published). */
export async function movedRecordings(day: string): Promise<{ dir: string; model: string; input: number }> {
  const dir = await mkdtemp(join(tmpdir(), 'amd-fixtures-'))
  await cp(FIXTURES_DIR, dir, { recursive: true })
  const file = join(dir, 'llm_prices_cn_szp2005.json')
  const json = JSON.parse(await readFile(file, 'utf8'))
  const m = json.models.find(
    (x: { retired?: boolean; billing_currency: string; id: string }) =>
      !x.retired && x.billing_currency === 'CNY' && /^qwen|^glm|^kimi|^moonshot/.test(x.id),
  )
  m.input_price_orig_per_m = m.input_price_cny_per_m = Math.round(m.input_price_orig_per_m * 0.5 * 100) / 100
  m.last_verified = day
  await writeFile(file, JSON.stringify(json))
  const manifest = JSON.parse(await readFile(join(dir, 'manifest.json'), 'utf8'))
  manifest['llm-prices-cn'].recorded = day
  await writeFile(join(dir, 'manifest.json'), JSON.stringify(manifest))
  return { dir, model: m.id, input: m.input_price_orig_per_m }
}

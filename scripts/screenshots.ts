// Screenshots of the home page, one dataset page and one model page, for the README, taken with
// Debian's chromium (scripts/install-chromium.sh) through playwright-core over the bundled data.
// Usage: tsx scripts/screenshots.ts [outDir=docs/screenshots]
import { mkdtempSync, rmSync } from 'node:fs'
import { mkdir } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { chromium, type BrowserContext } from 'playwright-core'

export const CHROMIUM = '/usr/bin/chromium'
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/** Chromium with a fresh profile (its own user-data-dir, removed on close). */
export async function launchChromium(): Promise<{ context: BrowserContext; close(): Promise<void> }> {
  const profile = mkdtempSync(join(tmpdir(), 'amd-chromium-'))
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: CHROMIUM_ARGS,
    viewport: { width: 1280, height: 900 },
  })
  return {
    context,
    async close() {
      await context.close()
      rmSync(profile, { recursive: true, force: true })
    },
  }
}

export const SHOTS = [
  { file: 'home.png', path: '/' },
  { file: 'dataset-price-index.png', path: '/price-index' },
  { file: 'model-gpt-4o.png', path: '/llm-prices/gpt-4o' },
]

async function main() {
  const outDir = process.argv[2] ?? 'docs/screenshots'
  await mkdir(outDir, { recursive: true })
  // The test server helper seeds a temporary store from the bundled data (no network).
  const { startTestServer } = await import('../test/helpers/server.ts')
  const server = await startTestServer()
  const browser = await launchChromium()
  try {
    const page = await browser.context.newPage()
    for (const shot of SHOTS) {
      await page.goto(`${server.url}${shot.path}`, { waitUntil: 'load' })
      await page.screenshot({ path: join(outDir, shot.file), fullPage: false })
      console.log(`${join(outDir, shot.file)}  <- ${shot.path}`)
    }
  } finally {
    await browser.close()
    await server.close()
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href)
  main().catch((error) => {
    console.error(error)
    process.exit(1)
  })

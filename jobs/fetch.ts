// Stage 1: get each source's text, live from its URL or, offline, from its recorded fixtures.
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { SourceAdapter } from './source.ts'

/** The recorded responses of every source, with their manifest (provenance and recording date). */
export const FIXTURES_DIR = fileURLToPath(new URL('../data/sources', import.meta.url))

export interface Fetched { texts: string[]; observed: string; url: string }

/** Recorded responses and the date each was recorded (data/sources/manifest.json). */
export async function readManifest(fixturesDir: string): Promise<Record<string, { recorded: string }>> {
  return JSON.parse(await readFile(join(fixturesDir, 'manifest.json'), 'utf8'))
}

/** Offline: the recorded files, observed on their recording date. Online: the live URL(s), observed today. */
export async function fetchSource(source: SourceAdapter, opts: { offline: boolean; fixturesDir: string; date: string; manifest?: Record<string, { recorded: string }> }): Promise<Fetched> {
  if (opts.offline) {
    const recorded = opts.manifest?.[source.name]?.recorded
    if (!recorded) throw new Error(`no recorded date for ${source.name} in the fixtures manifest`)
    return { texts: await Promise.all(source.fixtures.map((f) => readFile(join(opts.fixturesDir, f), 'utf8'))), observed: recorded, url: source.url }
  }
  // One URL per fixture file when the URL has a {vendor} slot (llm-prices publishes a file per vendor).
  const urls = source.url.includes('{vendor}')
    ? source.fixtures.map((f) => source.url.replace('{vendor}', f.replace(/^.*\//, '').replace(/\.json$/, '')))
    : [source.url]
  const texts = await Promise.all(urls.map(async (url) => {
    const res = await fetch(url, { signal: AbortSignal.timeout(30_000), headers: { 'User-Agent': 'ai-market-data refresh' } })
    if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`)
    return res.text()
  }))
  return { texts, observed: opts.date, url: source.url }
}

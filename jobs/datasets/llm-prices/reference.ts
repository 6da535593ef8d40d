// What the gates and the agreement report compare against: the independent catalogues' recorded
// responses (data/sources, dated by manifest.json).
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Observation } from '../../../tools/observation.ts'
import { FIXTURES_DIR, readManifest } from '../../fetch.ts'
import type { GateContext } from './gates.ts'
import { SOURCES } from './sources/index.ts'
import { CATALOGUES } from './precedence.ts'

export interface Catalogue {
  name: string
  observed: string
  observations: Observation[]
}

/** The catalogues' recorded observations and the gate reference built from them (and llm-prices-cn). */
export async function loadReference(dir = FIXTURES_DIR): Promise<GateContext & { catalogues: Catalogue[] }> {
  const manifest = await readManifest(dir)
  const catalogues: Catalogue[] = []
  const reference = new Map<string, { currency: string; input: number; output: number }[]>()
  for (const source of SOURCES) {
    if (!CATALOGUES.includes(source.name as never) && source.name !== 'llm-prices-cn') continue
    const observed = manifest[source.name].recorded
    const texts = await Promise.all(source.fixtures.map((f) => readFile(join(dir, f), 'utf8')))
    const { observations } = source.parse(texts, { observed, url: source.url })
    if (source.name !== 'llm-prices-cn') catalogues.push({ name: source.name, observed, observations })
    for (const o of observations)
      reference.set(o.model, [
        ...(reference.get(o.model) ?? []),
        { currency: o.currency, input: o.input, output: o.output },
      ])
  }
  return { reference, catalogues }
}

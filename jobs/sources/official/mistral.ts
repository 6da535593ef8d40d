// Mistral: its docs site renders every model card and the pricing table from one TypeScript file per
// model in its public docs repository (mistralai/platform-docs-public, src/schema/models/models/):
// `pricing` (USD `price` per denominator, `free`), `status` (GA, PublicPreview, Deprecated, Retired),
// `metadata` (deprecationDate, retirementDate, replacement) and `identifiers.apiNames`. The raw files
// are the most machine-readable form Mistral publishes; they are read as data (literal.ts), never run.
import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { PAGES_DIR } from './types.ts'
import type { OfficialPrice } from '../../../tools/official-price.ts'
import { isoDay } from './dates.ts'
import { readModule } from './literal.ts'
import {
  rowDefaults,
  type EarlierCopy,
  type ModelLife,
  type OfficialPage,
  type PageText,
  type SellerAdapter,
  type SellerRead,
} from './types.ts'

const RAW = 'https://raw.githubusercontent.com/mistralai/platform-docs-public/main/src/schema/models/models/'
const FIXTURE_DIR = 'mistral'

/** The model files the recorded copy holds (index.ts lists them; a file it lists beyond these is reported). */
const FILES = readdirSync(join(PAGES_DIR, FIXTURE_DIR))
  .filter((f) => f.endsWith('.ts'))
  .sort()

interface PriceEntry {
  price?: number
  denominator?: string
  label?: string
}
interface ModelFile {
  name?: string
  slug?: string
  status?: string
  pricing?: { free?: boolean; input?: PriceEntry[]; output?: PriceEntry[] }
  identifiers?: { apiNames?: string[] }
  metadata?: { deprecationDate?: string; retirementDate?: string; replacement?: string }
}

const perMillion = (e: PriceEntry) => e.denominator === '/M Tokens' && typeof e.price === 'number'
const cached = (e: PriceEntry) => /cache/i.test(e.label ?? '')

/**
 * listed / deprecated / retired: a model whose file states a retirement day is retired on that day, even
 * one still ahead of the copy's date (a deprecated model, a preview with an end): its price ends then
 * whether or not a later copy is ever read, and no retired model is served at its last price.
 */
function lifeOf(m: ModelFile): Pick<OfficialPrice, 'status' | 'status_date'> {
  const retiredOn = isoDay(m.metadata?.retirementDate)
  if (m.status === 'Retired' || retiredOn) return { status: 'retired', status_date: retiredOn }
  if (m.status === 'Deprecated') return { status: 'deprecated', status_date: isoDay(m.metadata?.deprecationDate) }
  return { status: 'listed', status_date: null }
}

/** Models Mistral resells: their developer, by the API name's prefix. */
const RESOLD: [string, string][] = [['zai-', 'zhipu']]
const developerOf = (id: string) => RESOLD.find(([prefix]) => id.startsWith(prefix))?.[1] ?? 'mistral'

/** One model file: what it says of the model's life, and its row (none: not priced per token, e.g. OCR per page). */
function readFile(
  url: string,
  text: string,
  seen: { date: string; basis: string },
): { life?: ModelLife; row?: OfficialPrice } {
  const { value, source } = readModule(text)
  const m = value as ModelFile
  const ids = m.identifiers?.apiNames ?? []
  if (!ids.length) return {}
  const life = lifeOf(m)
  const words = ['status', 'metadata', 'pricing']
    .map((k) => source[k])
    .filter(Boolean)
    .join('; ')
    .replace(/\s+/g, ' ')
  const lifeRead: ModelLife = { model: ids[0], aliases: ids.slice(1), ...life, url, words } as ModelLife
  const input = m.pricing?.input?.find((e) => perMillion(e) && !cached(e))
  const output = m.pricing?.output?.find(perMillion)
  if (!input || !output) return { life: lifeRead }
  return { life: lifeRead, row: rowOf(m, ids, input, output, life, url, words, seen) }
}

function rowOf(
  m: ModelFile,
  ids: string[],
  input: PriceEntry,
  output: PriceEntry,
  life: Pick<OfficialPrice, 'status' | 'status_date'>,
  url: string,
  words: string,
  seen: { date: string; basis: string },
): OfficialPrice {
  const free = m.pricing?.free === true
  return {
    ...rowDefaults,
    model: ids[0],
    model_name_on_page: `${m.name} (API names: ${ids.join(', ')})`,
    developer: developerOf(ids[0]),
    currency: 'USD',
    unit_stated: '/M Tokens',
    input: free ? 0 : input.price!,
    output: free ? 0 : output.price!,
    cache_read: free ? null : (m.pricing?.input?.find((e) => perMillion(e) && cached(e))?.price ?? null),
    mode: free ? 'free' : 'standard',
    ...(free ? { condition_text: `free: true (list price $${input.price} / $${output.price} struck through)` } : {}),
    // A retired model's price ended on its retirement day: history, never a current offer.
    ...(life.status === 'retired'
      ? {
          effective_until: life.status_date ?? seen.date,
          effective_basis: !life.status_date
            ? `page: status 'Retired', no date given; first seen retired ${seen.date}`
            : life.status_date > seen.date
              ? `page: retirementDate '${life.status_date}', announced ahead (status '${m.status}' on ${seen.date})`
              : `page: retirementDate '${life.status_date}'`,
        }
      : {}),
    ...life,
    url,
    page_date: seen.date,
    page_date_basis: seen.basis,
    evidence: words,
    adapter: 'official/mistral',
  }
}

function parse(pages: PageText[], seen: { date: string; basis: string }): SellerRead {
  const rows: OfficialPrice[] = []
  const lives: ModelLife[] = []
  const problems: string[] = []
  const read = new Set(pages.map((p) => p.url.slice(p.url.lastIndexOf('/') + 1)))
  let listed = -1
  for (const page of pages) {
    const file = page.url.slice(page.url.lastIndexOf('/') + 1)
    try {
      if (file === 'index.ts') {
        const imports = readModule(page.text).imports.filter((i) => i.startsWith('./'))
        listed = imports.length
        for (const i of imports)
          if (!read.has(`${i.slice(2)}.ts`))
            problems.push(`index.ts lists ${i.slice(2)}, a model file this adapter does not read yet`)
        continue
      }
      const { life, row } = readFile(page.url, page.text, seen)
      if (life) lives.push(life)
      if (row) rows.push(row)
    } catch (e) {
      problems.push(`${file}: not a readable model file (${(e as Error).message.split('\n')[0]})`)
    }
  }
  // The index lists every model file: all of them read, the copy is the whole list.
  const unread = problems.some((p) => /^index.ts lists|not a readable model file/.test(p))
  const complete = listed > 0 && !unread ? `index.ts lists ${listed} model files, every one read` : undefined
  return { rows, lives, problems, ...(complete ? { complete } : {}) }
}

const pages: OfficialPage[] = FILES.map((f) => ({
  url: `${RAW}${f}`,
  fixture: `${FIXTURE_DIR}/${f}`,
  copy: 'verbatim',
  origin: 'mistralai/platform-docs-public@222f4ba9114f84ce9f2d718b9a12fbac1e527f4b (2026-08-21), git show',
}))

/** Two earlier commits of the same files: a launch, a price change and retirements lie between them and the last. */
const EARLIER: [string, string][] = [
  ['2026-07-15', '2f0dd463a706828e3af653bfe89c356ae8183605'],
  ['2026-08-11', '1996c3f1eca754d02436a37fcc899440794a18a5'],
]
const earlier: EarlierCopy[] = EARLIER.map(([date, commit]) => ({
  date,
  basis: `commit date of mistralai/platform-docs-public@${commit.slice(0, 8)} (${date})`,
  copies: FILES.map((f) => {
    const fixture = `mistral-history/${date}/${f}`
    return existsSync(join(PAGES_DIR, fixture))
      ? {
          url: `${RAW.replace('/main/', `/${commit}/`)}${f}`,
          fixture,
        }
      : null
  }),
}))

export default {
  seller: 'mistral',
  seller_name: 'Mistral AI',
  developer_of_models: ['mistral'],
  pages,
  earlier,
  notFound:
    'no commit after 2026-08-21 222f4ba9 in mistralai/platform-docs-public (snapshot fetched ' +
    '2026-11-27: its newest commit is a 2026-08-22 merge touching only a workflow file; no commit ' +
    'after 2026-08-13 touches src/schema/models/models); the docs and pages search stores hold only ' +
    'third-party summaries of its prices. Fetched again 2026-11-27: the same snapshot (newest commit the 2026-08-22 ' +
    'merge of 09ef2dd4; no ref newer). Searched again 2026-11-27 (docs store: docs.mistral.ai/models pages, ' +
    "pricing, retirement dates; code index: 'Mistral Large 4' model files): Mistral Large 4 (mistral-large-4, " +
    'public preview, October 2026) is seen only in third-party catalogues and gateways (Vercel, OpenRouter, ' +
    'Bifrost), which also speak of a 50% launch discount; its own page docs.mistral.ai/models/mistral-large-4-0 ' +
    'has no stored copy, so it has no row; no deprecation notice newer than the files was found',
  recorded: '2026-08-21',
  recorded_basis: 'commit date of mistralai/platform-docs-public@222f4ba9 (2026-08-21), the snapshot recorded',
  parse,
} satisfies SellerAdapter

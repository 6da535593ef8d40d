// Mistral: its docs site renders every model card and the pricing table from one TypeScript file per
// model in its public docs repository (mistralai/platform-docs-public, src/schema/models/models/):
// `pricing` (USD `price` per denominator, `free`), `status` (GA, PublicPreview, Deprecated, Retired),
// `metadata` (deprecationDate, retirementDate, replacement) and `identifiers.apiNames`. The raw files
// are the most machine-readable form Mistral publishes; they are read as data (literal.ts), never run.
// Beside them the docs' models overview, whose table of deprecated and retired models (mistral-overview.ts)
// dates retirements the files, newer than the snapshot of the repository, do not show yet.
import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { PAGES_DIR } from './types.ts'
import type { OfficialPrice } from '../../../tools/official-price.ts'
import { isoDay } from './dates.ts'
import { readModule } from './literal.ts'
import { deprecationTable, type Retiring } from './mistral-overview.ts'
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
/** The docs' models overview: its last table dates deprecations and retirements. */
const OVERVIEW_URL = 'https://docs.mistral.ai/models'

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
function lifeOf(m: ModelFile, dated?: Retiring): Pick<OfficialPrice, 'status' | 'status_date'> {
  // The overview's day where it gives one: its copy is newer than the files'.
  const retiredOn = dated?.retired ?? isoDay(m.metadata?.retirementDate)
  if (m.status === 'Retired' || retiredOn) return { status: 'retired', status_date: retiredOn }
  if (m.status === 'Deprecated') return { status: 'deprecated', status_date: isoDay(m.metadata?.deprecationDate) }
  return { status: 'listed', status_date: null }
}

/** The overview's row that dates a file's model, where the file itself gives another day or none. */
function overviewSays(m: ModelFile, ids: string[], table: Retiring[]): Retiring | undefined {
  const row = table.find((r) => ids.includes(r.api))
  return row && row.retired !== isoDay(m.metadata?.retirementDate) ? row : undefined
}

/** Models Mistral resells: their developer, by the API name's prefix. */
const RESOLD: [string, string][] = [['zai-', 'zhipu']]
const developerOf = (id: string) => RESOLD.find(([prefix]) => id.startsWith(prefix))?.[1] ?? 'mistral'

/** One model file: what it says of the model's life, and its row (none: not priced per token, e.g. OCR per page). */
function readFile(
  url: string,
  text: string,
  seen: { date: string; basis: string },
  overview: { url: string; seen: string; table: Retiring[] },
): { life?: ModelLife; row?: OfficialPrice } {
  const { value, source } = readModule(text)
  const m = value as ModelFile
  const ids = m.identifiers?.apiNames ?? []
  if (!ids.length) return {}
  const dated = overviewSays(m, ids, overview.table)
  const life = lifeOf(m, dated)
  const fileWords = ['status', 'metadata', 'pricing']
    .map((k) => source[k])
    .filter(Boolean)
    .join('; ')
    .replace(/\s+/g, ' ')
  const words = dated ? `${fileWords}; ${overview.url}: ${dated.words}` : fileWords
  const said = dated ? overview.url : url
  const lifeRead: ModelLife = { model: ids[0], aliases: ids.slice(1), ...life, url: said, words } as ModelLife
  const input = m.pricing?.input?.find((e) => perMillion(e) && !cached(e))
  const output = m.pricing?.output?.find(perMillion)
  if (!input || !output) return { life: lifeRead }
  const ended = endOf(m, life, seen, dated && { ...overview, row: dated })
  return { life: lifeRead, row: rowOf(m, ids, input, output, { life, ended }, url, words, seen) }
}

/**
 * A retired model's price ended on its retirement day: history, never a current offer. The day is the
 * overview's where it dates the model (`from`), else the file's.
 */
function endOf(
  m: ModelFile,
  life: Pick<OfficialPrice, 'status' | 'status_date'>,
  seen: { date: string },
  from?: { url: string; seen: string; row: Retiring },
): Pick<OfficialPrice, 'effective_until' | 'effective_basis'> | undefined {
  if (life.status !== 'retired') return undefined
  const day = life.status_date
  const ahead = day && day > seen.date ? `, announced ahead (status '${m.status}' on ${seen.date})` : ''
  const basis = !day
    ? `page: status 'Retired', no date given; first seen retired ${seen.date}`
    : from
      ? `page: ${from.url} 'Deprecated & retired models', Retirement ${day} (seen ${from.seen})${ahead}`
      : `page: retirementDate '${day}'${ahead}`
  return { effective_until: day ?? seen.date, effective_basis: basis }
}

function rowOf(
  m: ModelFile,
  ids: string[],
  input: PriceEntry,
  output: PriceEntry,
  said: {
    life: Pick<OfficialPrice, 'status' | 'status_date'>
    ended?: Pick<OfficialPrice, 'effective_until' | 'effective_basis'>
  },
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
    ...said.ended,
    ...said.life,
    url,
    page_date: seen.date,
    page_date_basis: seen.basis,
    evidence: words,
    adapter: 'official/mistral',
  }
}

/** The overview's table, read from its page if the read holds it. */
function overviewOf(pages: PageText[], seen: { date: string }, problems: string[]) {
  const page = pages.find((p) => p.url === OVERVIEW_URL)
  const table = page ? deprecationTable(page.text) : []
  if (page && !table.length) problems.push(`${OVERVIEW_URL}: no 'Deprecated & retired models' table read`)
  return { url: OVERVIEW_URL, seen: (page?.seen ?? seen).date, table }
}

/** A model the overview retires that no model file names (its file gone from the repository): its life only. */
function unfiledLives(overview: ReturnType<typeof overviewOf>, named: Set<string>): ModelLife[] {
  return overview.table
    .filter((r) => !named.has(r.api))
    .map((r) => ({
      model: r.api,
      aliases: [],
      status: 'retired',
      status_date: r.retired,
      url: overview.url,
      words: r.words,
    }))
}

function parse(pages: PageText[], seen: { date: string; basis: string }): SellerRead {
  const rows: OfficialPrice[] = []
  const lives: ModelLife[] = []
  const problems: string[] = []
  const overview = overviewOf(pages, seen, problems)
  const files = pages.filter((p) => p.url !== OVERVIEW_URL)
  const read = new Set(files.map((p) => p.url.slice(p.url.lastIndexOf('/') + 1)))
  let listed = -1
  for (const page of files) {
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
      // A file recorded apart from the read (the repository's snapshot beside a later overview) keeps its day.
      const { life, row } = readFile(page.url, page.text, page.seen ?? seen, overview)
      if (life) lives.push(life)
      if (row) rows.push(row)
    } catch (e) {
      problems.push(`${file}: not a readable model file (${(e as Error).message.split('\n')[0]})`)
    }
  }
  lives.push(...unfiledLives(overview, new Set(lives.flatMap((l) => [l.model, ...l.aliases]))))
  // The index lists every model file: all of them read, the copy is the whole list.
  const unread = problems.some((p) => /^index.ts lists|not a readable model file/.test(p))
  const complete = listed > 0 && !unread ? `index.ts lists ${listed} model files, every one read` : undefined
  return { rows, lives, problems, ...(complete ? { complete } : {}) }
}

/** The repository's snapshot: its newest commit touching the model files. */
const COMMIT = '222f4ba9114f84ce9f2d718b9a12fbac1e527f4b'
const COMMIT_SEEN = {
  date: '2026-08-21',
  basis: `commit date of mistralai/platform-docs-public@${COMMIT.slice(0, 8)} (2026-08-21), the newest snapshot`,
}
const CAPTURED = '2026-10-10T08:43:35.833786+08:00'

const pages: OfficialPage[] = [
  ...FILES.map((f) => ({
    url: `${RAW}${f}`,
    fixture: `${FIXTURE_DIR}/${f}`,
    copy: 'verbatim' as const,
    origin: `mistralai/platform-docs-public@${COMMIT} (2026-08-21), git show`,
    recorded: COMMIT_SEEN,
  })),
  {
    url: OVERVIEW_URL,
    fixture: `${FIXTURE_DIR}/models-overview.md`,
    copy: 'text-rendering',
    origin:
      "a third party's daily text capture of the page ('Models Overview | Mistral Docs'), kept by the public " +
      'GitHub repository zhangchen456/maasweekly@995cc9049f262067e9759312e51697139ae5f79e ' +
      '(data/snapshots/2026-10-10/Mistral_AI__model_list__2026-10-10.md, code-index file id 71320489269), ' +
      'whole (8,748 characters, as the index counts them); its HTML-to-text step runs the two days of each row ' +
      "of 'Deprecated & retired models' together ('9/29/202610/31/2026')",
    recorded: { date: '2026-10-10', basis: `the capture's header '<!-- fetched: ${CAPTURED} -->'` },
  },
]

/**
 * Earlier commits of the same files: a launch, a price change and retirements lie between them; the last is
 * the snapshot the recorded read holds too, read alone on its day.
 */
const EARLIER: [string, string][] = [
  ['2026-07-15', '2f0dd463a706828e3af653bfe89c356ae8183605'],
  ['2026-08-11', '1996c3f1eca754d02436a37fcc899440794a18a5'],
  ['2026-08-21', COMMIT],
]
const earlier: EarlierCopy[] = EARLIER.map(([date, commit]) => ({
  date,
  basis: `commit date of mistralai/platform-docs-public@${commit.slice(0, 8)} (${date})`,
  copies: pages.map(({ url, fixture }) => {
    if (!url.startsWith(RAW)) return null
    const file = url.slice(RAW.length)
    const copy = commit === COMMIT ? fixture : `mistral-history/${date}/${file}`
    return existsSync(join(PAGES_DIR, copy))
      ? { url: `${RAW.replace('/main/', `/${commit}/`)}${file}`, fixture: copy }
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
    'no commit after 2026-08-21 222f4ba9 in mistralai/platform-docs-public (snapshot fetched again ' +
    '2026-11-28: its newest ref is the 2026-08-22 merge of a pull request touching only a workflow file; no ' +
    'commit after 2026-08-13 touches src/schema/models/models). The docs models overview as captured on ' +
    '2026-10-10 (zhangchen456/maasweekly) lists Mistral Large 4 (v26.10) and Z.ai GLM 5.3 (v5.3), which no ' +
    'model file names: the overview gives neither an API name nor a price, and their own pages ' +
    '(docs.mistral.ai/models/mistral-large-4-0, /zai-glm-5-3) have no stored copy (searched 2026-11-28: only ' +
    "third-party catalogues and gateways price them), so they have no row. The same party's captures of " +
    'mistral.ai/pricing (read: 2026-09-02, 2026-10-10) hold no API price table (drawn by script); their ' +
    "FAQ's example 'Mistral Large costs $0.5 /M tokens in and $1.5 /M tokens out' names no model id (it agrees " +
    "with Mistral Large 3's file, mistral-large-2512; by 2026-10-10 Mistral Large 4 is listed too) and is not " +
    "read; the capture of mistral.ai/news ('changelog') of 2026-10-10 dates no entry",
  recorded: '2026-10-10',
  recorded_basis:
    `the models overview captured '<!-- fetched: ${CAPTURED} -->' (zhangchen456/maasweekly), read with the ` +
    `model files of mistralai/platform-docs-public@${COMMIT.slice(0, 8)} (2026-08-21), the newest snapshot`,
  parse,
} satisfies SellerAdapter

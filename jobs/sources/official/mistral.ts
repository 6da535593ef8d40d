// Mistral: its docs site renders every model card and the pricing table from one TypeScript file per
// model in its public docs repository (mistralai/platform-docs-public, src/schema/models/models/):
// `pricing` (USD `price` per denominator, `free`), `status` (GA, PublicPreview, Deprecated, Retired),
// `metadata` (deprecationDate, retirementDate, replacement) and `identifiers.apiNames`. The raw files
// are the most machine-readable form Mistral publishes; they are read as data (literal.ts), never run.
// Beside them the docs' models overview, whose table of deprecated and retired models (mistral-overview.ts)
// dates retirements the files, newer than the snapshot of the repository, do not show yet. Later versions of
// some files, and the changelog entries of their days (mistral-changelog.ts), are held by the code index
// without their commits' dates: each is dated by Mistral's own words (the changelog's day, the file's
// releaseDate). A price shown struck through (`originalPrice` beside `price`) is the list price with a
// promotion in front of it: the changelog says how long the promotion runs.
import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { PAGES_DIR } from './types.ts'
import type { OfficialPrice } from '../../../tools/official-price.ts'
import { isoDay } from './dates.ts'
import { readModule } from './literal.ts'
import { deprecationTable, type Retiring } from './mistral-overview.ts'
import { changelogEntries, launchOffer, names, type ChangelogEntry } from './mistral-changelog.ts'
import {
  rowDefaults,
  type EarlierCopy,
  type ModelLife,
  type OfficialPage,
  type PageText,
  type SellerAdapter,
  type SellerRead,
} from './types.ts'

const RAW_ROOT = 'https://raw.githubusercontent.com/mistralai/platform-docs-public/main/'
const MODELS_PATH = '/src/schema/models/models/'
const LOG_PATH = '/changelog/en/'
const RAW = `${RAW_ROOT}${MODELS_PATH.slice(1)}`
const CHANGELOG = `${RAW_ROOT}${LOG_PATH.slice(1)}`
const FIXTURE_DIR = 'mistral'
/** Versions of the files newer than the snapshot, as the code index holds them. */
const INDEX_DIR = 'mistral-index'
/** The docs' models overview: its last table dates deprecations and retirements. */
const OVERVIEW_URL = 'https://docs.mistral.ai/models'

/** The model files the recorded copy holds (index.ts lists them; a file it lists beyond these is reported). */
const FILES = readdirSync(join(PAGES_DIR, FIXTURE_DIR))
  .filter((f) => f.endsWith('.ts'))
  .sort()

interface PriceEntry {
  price?: number
  /** The list price, struck through beside a promotion's `price`. */
  originalPrice?: number
  denominator?: string
  label?: string
}
interface ModelFile {
  name?: string
  slug?: string
  releaseDate?: string
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

/** What a model file is read with: the overview's table, the changelog's entries, and its copy's kind. */
interface FileContext {
  overview: { url: string; seen: string; table: Retiring[] }
  changelog: ChangelogEntry[]
  /** A file the snapshot lacks (a later version, held by the code index, undated): its launch is dated by its words. */
  unfiled: boolean
}

/** The price charged, or the list price where the page strikes one through beside it. */
const listPrice = (e: PriceEntry) => e.originalPrice ?? e.price!
const struckThrough = (e?: PriceEntry) => typeof e?.originalPrice === 'number' && e.originalPrice !== e.price

/** One model file: what it says of the model's life, and its rows (none: not priced per token, e.g. OCR per page). */
function readFile(
  url: string,
  text: string,
  seen: { date: string; basis: string },
  ctx: FileContext,
): { life?: ModelLife; rows: OfficialPrice[]; problems: string[] } {
  const { value, source } = readModule(text)
  const m = value as ModelFile
  const ids = m.identifiers?.apiNames ?? []
  if (!ids.length) return { rows: [], problems: [] }
  const { overview } = ctx
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
  const price = pricesOf(m)
  if (!price) return { life: lifeRead, rows: [], problems: [] }
  const ended = endOf(m, life, seen, dated && { ...overview, row: dated })
  const launched = ctx.unfiled && !ended ? launchOf(m, ids, ctx.changelog) : undefined
  const row = rowOf(m, ids, price, { life, ended: ended ?? launched }, url, words, seen)
  if (![price.input, price.output, price.cache].some(struckThrough))
    return { life: lifeRead, rows: [row], problems: [] }
  const offer = promotionOf(price, ids, ctx.changelog)
  return { life: lifeRead, rows: [row, { ...row, ...offer.row }], problems: offer.problems }
}

interface FilePrices {
  input: PriceEntry
  output: PriceEntry
  cache?: PriceEntry
}

function pricesOf(m: ModelFile): FilePrices | undefined {
  const input = m.pricing?.input?.find((e) => perMillion(e) && !cached(e))
  const output = m.pricing?.output?.find(perMillion)
  const cache = m.pricing?.input?.find((e) => perMillion(e) && cached(e))
  return input && output ? { input, output, cache } : undefined
}

/**
 * A model first filed after the snapshot, in a copy whose commit is undated: its price starts on the day the
 * file gives its release, with the changelog's words of it where an entry names it.
 */
function launchOf(m: ModelFile, ids: string[], changelog: ChangelogEntry[]) {
  const day = isoDay(m.releaseDate)
  if (!day) return undefined
  const entry = changelog.find((e) => names(e, ids) && !/deprecated/.test(e.words))
  const also = entry ? `; changelog ${entry.day}: '${entry.words}'` : ''
  return { effective_from: day, effective_basis: `page: releaseDate '${m.releaseDate}'${also}` }
}

/**
 * The promotion in front of a struck-through list price: its prices, and its end where the changelog states
 * one that the prices bear out (50% off: each price half its list price, to the cent).
 */
function promotionOf(p: FilePrices, ids: string[], changelog: ChangelogEntry[]) {
  const offer = launchOffer(changelog, ids)
  const entries = [p.input, p.output, p.cache].filter((e): e is PriceEntry => !!e)
  const borne = offer && entries.every((e) => Math.abs(listPrice(e) * (1 - offer.percentOff / 100) - e.price!) < 0.01)
  const problems =
    offer && !borne ? [`${ids[0]}: the changelog's '${offer.words}' does not match the struck-through prices`] : []
  const stated = "page: 'originalPrice' struck through beside 'price'"
  const row: Partial<OfficialPrice> = {
    input: p.input.price!,
    output: p.output.price!,
    cache_read: p.cache?.price ?? null,
    mode: 'promotion',
    condition: borne ? { promotion_until: offer.lastDay } : null,
    condition_text: borne ? `${stated}; changelog ${offer.words}` : `${stated}, no end stated`,
  }
  return { row, problems }
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
  p: FilePrices,
  said: {
    life: Pick<OfficialPrice, 'status' | 'status_date'>
    ended?: Pick<OfficialPrice, 'effective_from' | 'effective_until' | 'effective_basis'>
  },
  url: string,
  words: string,
  seen: { date: string; basis: string },
): OfficialPrice {
  const free = m.pricing?.free === true
  const [input, output] = [listPrice(p.input), listPrice(p.output)]
  return {
    ...rowDefaults,
    model: ids[0],
    model_name_on_page: `${m.name} (API names: ${ids.join(', ')})`,
    developer: developerOf(ids[0]),
    currency: 'USD',
    unit_stated: '/M Tokens',
    input: free ? 0 : input,
    output: free ? 0 : output,
    cache_read: free || !p.cache ? null : listPrice(p.cache),
    mode: free ? 'free' : 'standard',
    ...(free ? { condition_text: `free: true (list price $${input} / $${output} struck through)` } : {}),
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

/** A model file's name, from its URL at any commit. */
const fileOf = (url: string) => url.slice(url.lastIndexOf('/') + 1)

function parse(pages: PageText[], seen: { date: string; basis: string }): SellerRead {
  const rows: OfficialPrice[] = []
  const lives: ModelLife[] = []
  const problems: string[] = []
  const overview = overviewOf(pages, seen, problems)
  // An earlier commit's copies name it in place of 'main'.
  const changelog = pages.filter((p) => p.url.includes(LOG_PATH)).flatMap((p) => changelogEntries(p.text))
  const files = pages.filter((p) => p.url.includes(MODELS_PATH))
  const read = new Set(files.map((p) => fileOf(p.url)))
  let listed = -1
  for (const page of files) {
    const file = fileOf(page.url)
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
      const context = { overview, changelog, unfiled: !FILES.includes(file) }
      const got = readFile(page.url, page.text, page.seen ?? seen, context)
      if (got.life) lives.push(got.life)
      rows.push(...got.rows)
      problems.push(...got.problems)
    } catch (e) {
      problems.push(`${file}: not a readable model file (${(e as Error).message.split('\n')[0]})`)
    }
  }
  lives.push(...unfiledLives(overview, new Set(lives.flatMap((l) => [l.model, ...l.aliases]))))
  // The index lists every model file: all of them read, the copy is the whole list.
  const unread = problems.some((p) => /^index.ts lists|not a readable model file/.test(p))
  const complete = listed > 0 && !unread ? `index.ts lists ${listed} model files, every one read` : undefined
  // Without the index, each file read is still whole: an offer last read from one of them and not in it now
  // has gone (Devstral 2's free term, once its file prices it).
  const wholeTables = {
    words: 'the model files read, each whole',
    holds: (r: OfficialPrice) => r.url.includes(MODELS_PATH) && read.has(fileOf(r.url)),
  }
  return { rows, lives, problems, ...(complete ? { complete } : { wholeTables }) }
}

/** The repository's snapshot: its newest commit touching the model files. */
const COMMIT = '222f4ba9114f84ce9f2d718b9a12fbac1e527f4b'
const COMMIT_SEEN = {
  date: '2026-08-21',
  basis: `commit date of mistralai/platform-docs-public@${COMMIT.slice(0, 8)} (2026-08-21), the newest snapshot`,
}
const CAPTURED = '2026-10-10T08:43:35.833786+08:00'

/**
 * Later versions of model files, as the code index holds them (file id, commit): their commits are not dated
 * there, so each is dated by Mistral's own words of the state it shows.
 */
const INDEXED: { file: string; commit: string; id: string; seen: { date: string; basis: string } }[] = [
  {
    file: 'zai-glm-5-3.ts',
    commit: '45102adaccf71754a7a8c81dc87575446940daf7',
    id: '68709433400',
    seen: {
      date: '2026-09-15',
      basis:
        "the file's releaseDate '2026-09-15', status 'PublicPreview' (the changelog's 'now Generally Available' " +
        'is of 2026-09-28)',
    },
  },
  {
    file: 'mistral-large-4-0.ts',
    commit: '2175369b7a173014c6847fe16cb916b39646bf4d',
    id: '71340856738',
    seen: {
      date: '2026-10-06',
      basis:
        "the changelog's entry of 2026-10-06 ('now available in Public Preview', 'Launch pricing: 50% off for 2 " +
        "weeks'), whose launch prices the file shows struck through, and the file's releaseDate '2026-10-06'",
    },
  },
]
/** The changelog's days read beside them (code index: day, commit, file id). */
const LOGGED: [string, string, string][] = [
  ['2026-09-28', 'd7929aab62acaf75231f6294ad17154e5920cfaa', '71595951588'],
  ['2026-09-29', 'd7929aab62acaf75231f6294ad17154e5920cfaa', '71588072101'],
  ['2026-10-06', '69fa7f5a0c0eda8afc463bce8bbe22fd3af23ecf', '70965866307'],
]
const fromIndex = (path: string, commit: string, id: string) =>
  `the code index's copy of mistralai/platform-docs-public@${commit} ${path} (file id ${id}; the commit ` +
  'is not dated there), verbatim'

const pages: OfficialPage[] = [
  ...FILES.filter((f) => !INDEXED.some((i) => i.file === f)).map((f) => ({
    url: `${RAW}${f}`,
    fixture: `${FIXTURE_DIR}/${f}`,
    copy: 'verbatim' as const,
    origin: `mistralai/platform-docs-public@${COMMIT} (2026-08-21), git show`,
    recorded: COMMIT_SEEN,
  })),
  ...INDEXED.map((i) => ({
    url: `${RAW}${i.file}`,
    fixture: `${INDEX_DIR}/${i.file}`,
    copy: 'verbatim' as const,
    origin: fromIndex(`src/schema/models/models/${i.file}`, i.commit, i.id),
    recorded: i.seen,
  })),
  ...LOGGED.map(([day, commit, id]) => ({
    url: `${CHANGELOG}${day}.mdx`,
    fixture: `${INDEX_DIR}/changelog-${day}.mdx`,
    copy: 'verbatim' as const,
    origin: fromIndex(`changelog/en/${day}.mdx`, commit, id),
    recorded: { date: day, basis: `the entry's front matter 'date: ${day}'` },
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
 * Earlier commits of the same files: launches, a price change and retirements lie between them; the last is
 * the snapshot the recorded read holds too, read alone on its day. Before it: the commit that first filed the
 * model data (2025-10-20); each commit that filed a model priced per token (Mistral Large 3 and Ministral 3 on
 * 2025-12-02, Devstral 2 and Devstral Small 2 free of charge on 12-09, Mistral Small Creative on 12-16,
 * Mistral Small 4 and Leanstral on 2026-03-16, Mistral Medium 3.5 on 04-29); the two that ended those free
 * terms (2026-01-27, 2026-03-11); and the one that gave mistral-medium-latest to Medium 3.5 (2026-06-16).
 * Each with every file of it still filed, its index.ts left out (at first it lists a file since removed): reads
 * in part, which date a price from the day Mistral's docs first showed it and retire nothing by absence. The
 * commits between filed models priced otherwise (OCR per page, Voxtral per minute), none, or changed no token
 * price.
 */
const EARLIER: [string, string][] = [
  ['2025-10-20', '4422b455194afc6099d75bc996073d24995b28c1'],
  ['2025-12-02', '4975b09514f9fa17f13ea0f4868be389eb25d22a'],
  ['2025-12-09', '76c56a454ff595c04c04a8caae3b767bdd74735e'],
  ['2025-12-16', '30c8630b097a4f1cd07d48a62f0f3064ff2a0f1d'],
  ['2026-01-27', '71e65092899bad8c69fb2edd2ec379571a66b098'],
  ['2026-03-11', '8de58f2dbaa01d90dec88a43fa5228f52f203569'],
  ['2026-03-16', '94bd65f1942b552b3a5774a3be40097ec7924d56'],
  ['2026-04-29', 'b5d54ece4849209ddfbecd05d6a807b3c51b9394'],
  ['2026-06-16', '186ebcc818807cba600d767d03cbf0cf21107a8b'],
  ['2026-07-15', '2f0dd463a706828e3af653bfe89c356ae8183605'],
  ['2026-08-11', '1996c3f1eca754d02436a37fcc899440794a18a5'],
  ['2026-08-21', COMMIT],
]
const earlier: EarlierCopy[] = EARLIER.map(([date, commit]) => ({
  date,
  basis: `commit date of mistralai/platform-docs-public@${commit.slice(0, 8)} (${date})`,
  copies: pages.map(({ url }) => {
    if (!url.startsWith(RAW)) return null
    const file = url.slice(RAW.length)
    const copy = commit === COMMIT ? `${FIXTURE_DIR}/${file}` : `mistral-history/${date}/${file}`
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
    'no commit after 2026-08-21 222f4ba9 in the snapshot of mistralai/platform-docs-public (fetched again ' +
    '2026-11-28: its newest ref is the 2026-08-22 merge of a pull request touching only a workflow file). The ' +
    'code index holds later versions of some of its files, their commits undated: the model files of Mistral ' +
    'Large 4 and Z.ai GLM 5.3 and the changelog days 2026-09-28, 2026-09-29 and 2026-10-06 are read from it, ' +
    "each dated by Mistral's own words; the index.ts the code index returns is a 2025 version, the one listing " +
    "those files was not reached, so they are read beside the snapshot's. The docs' pages of those models " +
    "(docs.mistral.ai/models/mistral-large-4-0, /zai-glm-5-3) have no stored copy. The third party's captures " +
    '(zhangchen456/maasweekly) of ' +
    'mistral.ai/pricing (read: 2026-09-02, 2026-10-10) hold no API price table (drawn by script); their ' +
    "FAQ's example 'Mistral Large costs $0.5 /M tokens in and $1.5 /M tokens out' names no model id (it agrees " +
    "with Mistral Large 3's file, mistral-large-2512; by 2026-10-10 Mistral Large 4 is listed too) and is not " +
    "read; the capture of mistral.ai/news ('changelog') of 2026-10-10 dates no entry. Live, the changelog is " +
    'read on the days listed here only (a raw file has no directory listing)',
  recorded: '2026-10-10',
  recorded_basis:
    `the models overview captured '<!-- fetched: ${CAPTURED} -->' (zhangchen456/maasweekly), read with the ` +
    `model files of mistralai/platform-docs-public@${COMMIT.slice(0, 8)} (2026-08-21), the newest snapshot, and ` +
    "the code index's later versions of some files, each dated apart",
  parse,
} satisfies SellerAdapter

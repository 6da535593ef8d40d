// Alibaba Cloud Model Studio's own list of the models it takes offline (模型下线机制说明,
// help.aliyun.com/zh/model-studio/model-depreciation): a section per day ('### **2026年10月10日将下线**', '已下线'),
// each a table (类别 | 模型名称 | 下线时间 | 替代模型) whose merged cells the stored Markdown flattened to one cell a
// line. A row's replacement cell then stands right after the first model of its group, where nothing in the
// layout tells it from the next model: the replacements each day names are written below as the page gives
// them, and a parse that does not find one of them in its day's sections says so.
import { addDays } from '../../../tools/dates.ts'
import type { ModelLife, OfficialPage, PageText } from './types.ts'

export const URL_DEPRECIATION = 'https://help.aliyun.com/zh/model-studio/model-depreciation'

/** The recorded copy, a page of the mainland adapter. */
export const DEPRECIATION_PAGE: OfficialPage = {
  url: URL_DEPRECIATION,
  fixture: 'alibaba/model-depreciation.md',
  copy: 'text-rendering',
  origin:
    'code-index file id 62314128633, a Markdown export of the page (from its title 模型下线机制说明 to the section ' +
    "'2024年4月22日已下线'), whole as stored; its other versions in the code index are Alibaba Model Studio's own " +
    'repository modelstudioai/skills (skills/bailian-docs-llm-wiki/raw/model-user-guide/release-notes/' +
    'model-depreciation.md), which list the notices only. Undated: it cites notice 118434, which the release notes ' +
    "date 7月10日, and still says '2026年10月10日将下线', so it was written between 2026-07-10 and 2026-10-09",
  recorded: {
    date: '2026-10-10',
    basis:
      "undated copy, written between 2026-07-10 and 2026-10-09; each section's 下线时间 ('2026年10月10日00:00:00') is " +
      'the day it states its models go offline',
  },
}

/**
 * The replacement cells each day's sections give (only the model families the adapter reads: Qwen, and the
 * DeepSeek, Kimi, GLM and MiniMax models it resold), as the page writes them.
 */
const REPLACEMENTS: Record<string, string[]> = {
  '2026-10-10': [
    'qwen-image-2.0',
    'qwen3.7-plus',
    'qwen3.7-plus-us',
    'qwen3.6-flash-us',
    'qwen3.5-omni-plus',
    'qwen3.5-omni-plus-realtime',
    'qwen-mt-flash',
    'qwen3-asr-flash-2026-02-10',
    'qwen3-asr-flash-realtime-2026-02-10',
    'qwen3.5-livetranslate-flash-realtime',
    'glm-5.2',
    'qwen3.7-max',
    'qwen3.6-flash',
  ],
  '2026-05-30': ['qwen3-rerank'],
  '2026-03-30': [
    'qwen3-asr-flash',
    'qwen3-omni-flash',
    'qwen3-235b-a22b',
    'qwen-math-plus',
    'qwen-coder-plus',
    'qwen3.5-flash',
    'qwen-flash',
  ],
  '2026-01-30': [
    'qwen-max-2025-01-25',
    'qwen-plus-2025-12-01',
    'qwen-flash-2025-07-28',
    'qwen3-vl-plus-2025-12-19',
    'qwen3-vl-flash-2025-10-15',
    'qwen3-asr-flash',
  ],
  '2025-07-30': ['qwen-vl-plus'],
  '2025-05-08': [
    'qwen-max',
    'qwen-plus',
    'qwen-turbo',
    'qwen-vl-max',
    'qwen2.5-72b-instruct',
    'qwen2.5-14b-instruct',
    'qwen2.5-7b-instruct',
    'qwen2.5-1.5b-instruct',
    'qwen2.5-math-72b-instruct',
    'qwen2.5-math-7b-instruct',
    'qwen2.5-math-1.5b-instruct',
  ],
  '2024-04-22': ['qwen-max'],
}

const HEADING = /^### \*\*(\d{4})年(\d{1,2})月(\d{1,2})日(将下线|已下线)\*\*$/
const TIME = /^\d{4}年\d{1,2}月\d{1,2}日\d{2}:\d{2}:\d{2}$/
/** A model id as the table writes it: a category ('QwQ', 'Llama 4', '千问Max') has no digit or hyphen, or a space. */
const ID = /^[A-Za-z][A-Za-z0-9.-]*$/
const ALIAS = /^> 又称(\S+)$/

const pad = (n: string) => n.padStart(2, '0')

/** Who trained a model Model Studio lists, by its id (resale of another developer's model included). */
export function developerOf(id: string): string | undefined {
  const rules: [RegExp, string][] = [
    [/^(qwen|qwq|qvq|tongyi-)/i, 'alibaba'],
    [/^deepseek-/i, 'deepseek'],
    [/^(kimi-|moonshot-)/i, 'moonshot'],
    [/^glm-/i, 'zhipu'],
    [/^minimax-/i, 'minimax'],
  ]
  return rules.find(([re]) => re.test(id))?.[1]
}

/**
 * The models each dated section takes offline, as retired lives (their day the section's), less the replacements
 * it names: the families the adapters read, another developer's model marked a resale.
 */
export function depreciationLives(page: PageText): { lives: ModelLife[]; problems: string[] } {
  const lives: ModelLife[] = []
  const problems: string[] = []
  const named = new Map<string, Set<string>>()
  let day: string | undefined
  let heading = ''
  let notice = ''
  let afterTime = false
  for (const raw of page.text.split('\n')) {
    const line = raw.trim()
    if (!line) continue
    const h = HEADING.exec(line)
    if (h) {
      day = `${h[1]}-${pad(h[2])}-${pad(h[3])}`
      heading = `${h[1]}年${h[2]}月${h[3]}日${h[4]}`
      notice = ''
      continue
    }
    if (!day) continue
    notice = /\((https:\/\/www\.aliyun\.com\/notice\/\d+)/.exec(line)?.[1] ?? notice
    // The cell after the first row's 下线时间 is always its replacement (an id or words); the others are below.
    const first = afterTime
    afterTime = TIME.test(line)
    if (afterTime) continue
    const alias = ALIAS.exec(line)?.[1]
    if (alias && lives.at(-1)?.status_date === day) lives.at(-1)!.aliases.push(alias)
    if (!ID.test(line) || !/[\d-]/.test(line)) continue
    const seen = named.get(day) ?? new Set<string>()
    named.set(day, seen.add(line))
    const replacement = first || REPLACEMENTS[day]?.includes(line)
    const developer = developerOf(line)
    if (replacement || !developer) continue
    lives.push({
      model: line,
      aliases: [],
      status: 'retired',
      status_date: day,
      url: page.url,
      words: `${heading}: ${line} (下线时间 ${heading.slice(0, -3)}00:00:00${notice ? `; ${notice}` : ''})`,
      stated: true,
      ...(developer === 'alibaba' ? {} : { developer }),
    })
  }
  for (const [d, ids] of Object.entries(REPLACEMENTS))
    for (const id of ids)
      if (!named.get(d)?.has(id)) problems.push(`${page.url}: ${d}: the replacement ${id} is not in the page`)
  if (!lives.length) problems.push(`${page.url}: no dated section of models read`)
  return { lives, problems }
}

/**
 * The list's lives beside a read's price rows. An id it writes in short ('qwen-vl-ocr-1028', as its
 * '又称qwen-max-0107' writes qwen-max-2024-01-07) is the one long id the price page gives that day's snapshot
 * (qwen-vl-ocr-2024-10-28), the short one kept as an alias. A model the price page still prices a week or more
 * after the list's day is not taken offline by the list: the page outweighs a list whose flattened table may
 * have been misread (a replacement the module does not name reads as a model taken offline), and a page that
 * lags by hours (the capture of 2026-10-10, 08:42) does not.
 */
export function againstPrices(lives: ModelLife[], rows: { model: string }[], seenOn: string): ModelLife[] {
  const ids = [...new Set(rows.map((r) => r.model))]
  return lives.flatMap((l) => {
    if (l.url !== URL_DEPRECIATION) return [l]
    const short = /^(.+)-(\d{2})(\d{2})$/.exec(l.model)
    const stem = short?.[1].replace(/\./g, '\\.')
    const long = short ? ids.filter((id) => new RegExp(`^${stem}-\\d{4}-${short[2]}-${short[3]}$`).test(id)) : []
    const life = long.length === 1 ? { ...l, model: long[0], aliases: [...l.aliases, l.model] } : l
    return life.status_date && addDays(life.status_date, 7) <= seenOn && ids.includes(life.model) ? [] : [life]
  })
}

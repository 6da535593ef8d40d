// Google Cloud's page of deprecated partner models (Vertex AI Model Garden, 'Model deprecations (MaaS)'), in
// the languages Google serves it: each section says, in the present tense, that another developer's model
// it resells 'is deprecated as of January 5, 2026 ... is available to existing customers only' ('… は 2025 年
// 11 月 11 日をもって非推奨となり … 既存のお客様のみご利用いただけます'). Closed to new customers, it is no
// public offer of Google's from that day: read as retired then, the developer named, the model by the id
// the section gives it ('Model ID claude-3-7-sonnet@20250219', the part before the version). The shutdown
// day it announces ('will be shut down on July 5, 2026') is kept in the words only.
import { isoDay } from './dates.ts'
import { developerOfId } from '../../../tools/price-domain.ts'
import type { ModelLife, PageText } from './types.ts'

/** The partner models' deprecations page, by its address. */
export const isPartnerDeprecations = (page: PageText) => /\/deprecations\/partner-models\b/.test(page.url)

const DAY_EN = '[A-Z][a-z]+ \\d{1,2}, \\d{4}'
const DAY_JA = '\\d{4} 年 \\d{1,2} 月 \\d{1,2} 日'
/** A notice as the page words it: the model's name, the day it was deprecated, up to 'existing customers only'. */
const NOTICES = [
  new RegExp(
    `^(.+?) is deprecated as of (${DAY_EN}) and will be shut down on ${DAY_EN}\\. .*?existing customers only\\.`,
  ),
  new RegExp(
    `^(.+?) ?は (${DAY_JA})をもって非推奨となり、${DAY_JA}に廃止されます。.*?既存のお客様のみご利用いただけます。`,
  ),
]
/** A line that speaks of a model's deprecation, read or not: each starts a section of its own. */
const NOTICE_LIKE = new RegExp(
  [
    ' (?:is|are|was|were) deprecated as of ',
    '\\b(?:has|have) been deprecated\\b',
    ' will be deprecated on ',
    '\\b(?:was|were|has been|have been) (?:shut down|retired)\\b',
    'をもって非推奨',
    '非推奨になりました',
    'に廃止されました',
  ].join('|'),
)
const MODEL_ID = /^(?:Model ID|モデル ID) ([a-z][\w.-]*)(?:@[\w.-]+)?$/m

/** The digits of a name or an id without its version ('Claude 3.5 Haiku' and claude-3-5-haiku: 35). */
const digitsOf = (s: string) => s.replace(/@.*/, '').replace(/\D/g, '')
/** The words of a name or an id ('Claude 3.5 Haiku': claude, haiku). */
const wordsOf = (s: string): string[] =>
  s
    .replace(/@.*/, '')
    .toLowerCase()
    .match(/[a-z]+/g) ?? []
/** Is the id the model the notice names: every word of the id among the name's, and the same digits? */
const names = (name: string, id: string) =>
  wordsOf(id).every((w) => wordsOf(name).includes(w)) && digitsOf(name) === digitsOf(id)

/**
 * A Markdown rendering of the page (a docs mirror's) as its text rendering reads: the notice's days set in bold
 * ('is **deprecated as of June 30, 2025** and will be **shut down on August 1, 2025** .') and the Model ID
 * on a line of its own, in backticks, after its label.
 */
const asText = (markdown: string) =>
  markdown
    .replace(/\*\*/g, '')
    .replace(/ \./g, '.')
    .replace(/^(Model ID|モデル ID)\n+`([^`\n]+)`$/gm, '$1 $2')

/** The resold models the page says are closed to new customers, each from its deprecation day. */
export function partnerDeprecations(page: PageText, problems: string[]): ModelLife[] {
  const lines = asText(page.text).split('\n')
  const starts = lines.flatMap((line, i) => (NOTICE_LIKE.test(line) ? [i] : []))
  if (!starts.length) problems.push(`${page.url}: no deprecation notice read ('is deprecated as of ...')`)
  const lives: ModelLife[] = []
  starts.forEach((at, n) => {
    const line = lines[at].trim()
    const notice = NOTICES.map((re) => re.exec(line)).find(Boolean)
    if (!notice) {
      problems.push(`${page.url}: a deprecation notice not read: "${line.slice(0, 120)}"`)
      return
    }
    // The section runs to the next line that speaks of a deprecation: its Model ID is its own.
    const section = lines.slice(at + 1, starts[n + 1] ?? lines.length).join('\n')
    const ids = section.match(new RegExp(MODEL_ID.source, 'gm')) ?? []
    const id = ids.length === 1 ? MODEL_ID.exec(section) : null
    const day = isoDay(notice[2])
    const developer = id ? developerOfId(id[1]) : undefined
    const name = notice[1]
    const why =
      ids.length > 1
        ? `${ids.length} Model ID lines before the next notice`
        : !id
          ? 'no Model ID line (the copy ends first)'
          : !day
            ? 'no day read'
            : !names(name, id[1])
              ? `its Model ID ${id[1]} is not the model it names`
              : !developer
                ? 'not a family the catalogues file as a resale here'
                : developer === 'google'
                  ? "Google's own model, not a resale"
                  : undefined
    if (why) {
      problems.push(`${page.url}: ${name}: ${why}`)
      return
    }
    lives.push({
      model: id![1],
      aliases: [],
      status: 'retired',
      status_date: day,
      url: page.url,
      words: `${notice[0]} ${id![0]}`,
      developer,
      stated: true,
    })
  })
  return lives
}

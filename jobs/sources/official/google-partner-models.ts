// Google Cloud's page of deprecated partner models (Vertex AI Model Garden, 'Model deprecations (MaaS)'), in
// the languages Google serves it: each section says, in the present tense, that another developer's model
// it resells 'is deprecated as of January 5, 2026 ... is available to existing customers only' ('… は 2025 年
// 11 月 11 日をもって非推奨となり … 既存のお客様のみご利用いただけます'). Closed to new customers, it is no
// public offer of Google's from that day: read as retired then, the developer named, the model by the id
// the section gives it ('Model ID claude-3-7-sonnet@20250219', the part before the version). The shutdown
// day it announces ('will be shut down on July 5, 2026') is kept in the words only.
import { isoDay } from './dates.ts'
import type { ModelLife, PageText } from './types.ts'

/** The partner models' deprecations page, by its address. */
export const isPartnerDeprecations = (page: PageText) => /\/deprecations\/partner-models\b/.test(page.url)

const DAY_EN = '[A-Z][a-z]+ \\d{1,2}, \\d{4}'
const DAY_JA = '\\d{4} 年 \\d{1,2} 月 \\d{1,2} 日'
/** A section's notice: the model's name, the day it was deprecated, the words up to 'existing customers only'. */
const NOTICES = [
  new RegExp(
    `^(.+?) is deprecated as of (${DAY_EN}) and will be shut down on ${DAY_EN}\\. .*?existing customers only\\.`,
    'gm',
  ),
  new RegExp(
    `^(.+?) ?は (${DAY_JA})をもって非推奨となり、${DAY_JA}に廃止されます。.*?既存のお客様のみご利用いただけます。`,
    'gm',
  ),
]
const MODEL_ID = /^(?:Model ID|モデル ID) ([a-z][\w.-]*)(?:@[\w.-]+)?$/m

/** The developer of a resold model, by its id's family; undefined for a family not known here. */
function developerOf(id: string): string | undefined {
  if (/^claude-/.test(id)) return 'anthropic'
  if (/^(codestral|mistral|ministral|magistral|devstral)-/.test(id)) return 'mistral'
  return undefined
}

/** The resold models the page says are closed to new customers, each from its deprecation day. */
export function partnerDeprecations(page: PageText, problems: string[]): ModelLife[] {
  const notices = NOTICES.flatMap((re) => [...page.text.matchAll(re)]).sort((a, b) => a.index - b.index)
  if (!notices.length) problems.push(`${page.url}: no deprecation notice read ('is deprecated as of ...')`)
  const lives: ModelLife[] = []
  notices.forEach((m, i) => {
    const section = page.text.slice(m.index, notices[i + 1]?.index ?? page.text.length)
    const id = MODEL_ID.exec(section)
    const day = isoDay(m[2])
    const developer = id ? developerOf(id[1]) : undefined
    if (!id || !day || !developer) {
      const why = !id ? 'no Model ID line (the copy ends first)' : !day ? 'no day read' : 'a developer not known here'
      problems.push(`${page.url}: ${m[1]}: ${why}`)
      return
    }
    lives.push({
      model: id[1],
      aliases: [],
      status: 'retired',
      status_date: day,
      url: page.url,
      words: `${m[0]} ${id[0]}`,
      developer,
      stated: true,
    })
  })
  return lives
}

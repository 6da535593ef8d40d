// Google Cloud's page of the open models it retires from Model as a Service ('Deprecation and retirement
// details'), as the docs store keeps its Japanese rendering: a row per model, its id with '-maas', then
// 'サポート終了日 | 廃止日' ('2026 年 7 月 21 日 | 2026 年 10 月 21 日'). Another developer's model Google Cloud
// resells: from its 廃止日 that offer ends (its price rows with it), the developer's own sale untouched.
import type { OfficialPrice } from '../../../tools/official-price.ts'
import { developerOfId } from '../../../tools/price-domain.ts'
import type { ModelLife, OfficialPage, PageText } from './types.ts'

export const URL_OPEN_MODELS =
  'https://docs.cloud.google.com/gemini-enterprise-agent-platform/models/deprecations/open-models?hl=ja'

export const OPEN_MODELS_PAGE: OfficialPage = {
  url: URL_OPEN_MODELS,
  fixture: 'google-cloud/open-models-deprecations-ja.md',
  copy: 'text-rendering',
  origin:
    "the docs store's text of the page in Japanese (its English and other renderings are cut sooner), from its " +
    "opening line to the row of minimax-m2-maas, where the store's copy breaks off: the rows after it are not read",
  recorded: {
    date: '2026-10-10',
    basis: "undated copy; each row's 廃止日 (2026 年 10 月 21 日) is the day it states the model is retired",
  },
}

const ROW = /^([a-z][\w.-]*)-maas \|\n(\d{4}) 年 (\d{1,2}) 月 (\d{1,2}) 日 \| (\d{4}) 年 (\d{1,2}) 月 (\d{1,2}) 日 \|/gm
const day = (y: string, m: string, d: string) => `${y}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`

/** Each row's model retired on its 廃止日, its developer named (every model here is a resale). */
export function openModelRetirements(page: PageText): { lives: ModelLife[]; problems: string[] } {
  const lives: ModelLife[] = []
  for (const m of page.text.matchAll(ROW)) {
    const developer = developerOfId(m[1].replace(/\./g, '-'))
    const retired = day(m[5], m[6], m[7])
    lives.push({
      model: m[1],
      aliases: [],
      status: 'retired',
      status_date: retired,
      url: page.url,
      words: `${m[1]}-maas | ${m[2]} 年 ${m[3]} 月 ${m[4]} 日 | ${m[5]} 年 ${m[6]} 月 ${m[7]} 日 (廃止日)`,
      stated: true,
      ...(developer ? { developer } : {}),
    })
  }
  const problems = lives.length ? [] : [`${page.url}: no row '<id>-maas | <day> | <day>' read`]
  return { lives, problems }
}

/**
 * The price rows of the models retired, ended on the day (the pricing page's id, or it without '-instruct'), and
 * the lives with the developer those rows name where the id alone does not tell it (llama: Meta's).
 */
export function endRetired(rows: OfficialPrice[], lives: ModelLife[]): { rows: OfficialPrice[]; lives: ModelLife[] } {
  const base = (model: string) => model.replace(/-instruct$/, '')
  const on = new Map(lives.map((l) => [base(l.model), l]))
  const ended = rows.map((r): OfficialPrice => {
    const life = on.get(r.model.replace(/-instruct$/, ''))
    if (!life?.status_date || (r.effective_until && r.effective_until <= life.status_date)) return r
    return {
      ...r,
      status: 'retired',
      status_date: life.status_date,
      effective_until: life.status_date,
      effective_basis: `page: ${life.words} (${life.url})`,
    }
  })
  const named = lives.map((l) => {
    const developer = l.developer ?? rows.find((r) => base(r.model) === base(l.model))?.developer
    return developer ? { ...l, developer } : l
  })
  return { rows: ended, lives: named }
}

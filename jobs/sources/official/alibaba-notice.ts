// Alibaba Cloud's notices that retire Model Studio models (www.alibabacloud.com/zh/notice/...): an '影响时间' line
// with the day and hour (UTC+08) the models go offline, and the list '具体下线清单如下:' of model ids as bullets.
// A notice names the models it retires in its own words: its lives stand from any copy (stated).
import type { OfficialPrice } from '../../../tools/official-price.ts'
import type { ModelLife, OfficialPage, PageText } from './types.ts'

/** Notice 731 (【Model Studio】部分历史主线模型下线通知): the Beijing and Singapore sites, read by both adapters. */
export const URL_NOTICE_731 =
  'https://www.alibabacloud.com/zh/notice/' +
  'model_studionotice_on_the_decommissioning_of_certain_historical_mainline_models_731?_p_lc=1'

/** The recorded copy of notice 731, as a page of either adapter. */
export const NOTICE_731_PAGE: OfficialPage = {
  url: URL_NOTICE_731,
  fixture: 'alibaba/notice-731.md',
  copy: 'text-rendering',
  origin:
    "the docs store's text of Alibaba Cloud's notice 【Model Studio】部分历史主线模型下线通知 (notice 731), whole " +
    "as stored (from '升级公告' to its closing link line), undated; read for the retirements it states " +
    '(北京站和新加坡站点: the mainland and the international scope)',
  recorded: {
    date: '2026-10-10',
    basis: "undated copy; its 影响时间 '2026-10-10 00:00:00 (UTC+08)' is the day it states the models go offline",
  },
}

/** The notice's retirements as lives (retired on its 影响时间 day, Beijing time), or the reason none was read. */
export function noticeLives(page: PageText): { lives: ModelLife[]; problems: string[] } {
  const day = /影响时间\s*(\d{4}-\d{2}-\d{2}) \d{2}:\d{2}:\d{2} \(UTC\+08\)/.exec(page.text)?.[1]
  const list = page.text.split(/具体下线清单如下[:：]/)[1]?.split(/推荐替换方案/)[0] ?? ''
  const models = [...list.matchAll(/^\s*[•·*-]\s*([a-z][\w.-]*)\s*$/gm)].map((m) => m[1])
  if (!day || !models.length) return { lives: [], problems: [`${page.url}: no 影响时间 day or no list of models read`] }
  const said = /[^\n]*将于[^\n]*下线处理[^\n]*/.exec(page.text)?.[0].trim() ?? `影响时间 ${day}`
  return {
    lives: models.map((model) => ({
      model,
      aliases: [],
      status: 'retired' as const,
      status_date: day,
      url: page.url,
      words: `${said} (具体下线清单: ${model})`,
      stated: true,
    })),
    problems: [],
  }
}

/**
 * A read's rows of the models its notice retires, ended on the notice's day: a page still listing them after it
 * (the capture of 2026-10-10, fetched that morning) is history from the first read, never an offer reopened.
 */
export function retireNoticed<R extends OfficialPrice>(rows: R[], lives: ModelLife[]): R[] {
  const day = new Map(lives.filter((l) => l.stated && l.status_date).map((l) => [l.model, l.status_date!]))
  return rows.map((r) => {
    const until = day.get(r.model)
    if (!until || (r.effective_until && r.effective_until <= until)) return r
    return {
      ...r,
      status: 'retired',
      status_date: until,
      effective_until: until,
      effective_basis: `page: retired ${until}`,
    }
  })
}

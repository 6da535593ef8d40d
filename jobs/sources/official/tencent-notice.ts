// Tencent's own notices that end the old Hunyuan platform (腾讯混元大模型, product 1729), whose billing page is
// the one price table read: the offline notice (旧版本模型下线迁移公告) retires a list of old model ids on a
// stated day and says the platform itself stops on a later month and day; the TokenHub migration guide names
// the models TokenHub will not carry. A notice names what it ends in its own words: its lives stand from any
// copy (stated).
import type { ModelLife, OfficialPage, PageText } from './types.ts'

export const URL_OFFLINE_NOTICE = 'https://cloud.tencent.com/document/product/1729/131925'
export const URL_MIGRATION_GUIDE = 'https://cloud.tencent.com/document/product/1823/131382'

const updated = (at: string) => ({ date: at.slice(0, 10), basis: `undated copy; its '最近更新时间:${at}' line` })

export const OFFLINE_NOTICE_PAGE: OfficialPage = {
  url: URL_OFFLINE_NOTICE,
  fixture: 'tencent/offline-notice.md',
  copy: 'text-rendering',
  origin:
    "the docs store's text of Tencent Cloud's notice 旧版本模型下线迁移公告 (腾讯混元大模型 > 动态与公告), as stored: " +
    "its opening and its 下线模型列表, which the store's excerpt cuts after 'deepsearch' (its replacement 'hy3-pre…'); " +
    'read for the day the listed models go offline and the day the old platform stops',
  recorded: updated('2026-05-20 16:01:21'),
}

export const MIGRATION_GUIDE_PAGE: OfficialPage = {
  url: URL_MIGRATION_GUIDE,
  fixture: 'tencent/tokenhub-migration.md',
  copy: 'text-rendering',
  origin:
    "the docs store's text of Tencent Cloud's TokenHub 迁移指南 (大模型服务平台 TokenHub), as stored: whole to its " +
    "appendix's first rows, where the excerpt ends; read for the models 'TokenHub 将不再支持'",
  recorded: updated('2026-05-11 17:48:31'),
}

/** The day the old platform stops selling, in the notice's words. */
export interface PlatformEnd {
  day: string
  words: string
}

const pad = (n: string) => n.padStart(2, '0')

/**
 * The notice's retirements (each listed id on its 下线 day, Beijing time) and the platform's last day. The
 * platform's day is written without a year: it is the first such day on or after the models' day, which the
 * same sentence group states with its year. An id is read only when the line after it was kept (a copy cut
 * inside the list may cut an id).
 */
export function offlineNotice(page: PageText): { lives: ModelLife[]; platform?: PlatformEnd; problems: string[] } {
  const said = /[^\n]*将于北京时间\s*(\d{4})\s*年\s*(\d{1,2})\s*月\s*(\d{1,2})\s*日\s*00:00\s*起正式下线[^\n]*/.exec(
    page.text,
  )
  const stop = /[^\n]*原\s*腾讯混元大模型平台\s*将于\s*(\d{1,2})\s*月\s*(\d{1,2})\s*日\s*全面停服下线[^\n]*/.exec(
    page.text,
  )
  if (!said)
    return { lives: [], problems: [`${page.url}: no day the listed models go offline (将于北京时间 … 起正式下线)`] }
  const day = `${said[1]}-${pad(said[2])}-${pad(said[3])}`
  const lines = (page.text.split(/建议迁移 model 参数\n/)[1] ?? '').split('\n').map((l) => l.trim())
  const lives: ModelLife[] = []
  for (let i = 0; i + 1 < lines.length && /^[a-z][\w.-]*$/i.test(lines[i]); i += 2)
    lives.push({
      model: lines[i].toLowerCase(),
      aliases: [],
      status: 'retired',
      status_date: day,
      url: page.url,
      words: `${said[0].trim()} (下线模型列表: ${lines[i]} → ${lines[i + 1]})`,
      stated: true,
    })
  const problems = lives.length ? [] : [`${page.url}: no model read in its 下线模型列表`]
  if (!stop) return { lives, problems: [...problems, `${page.url}: no day the old platform stops`] }
  const monthDay = `${pad(stop[1])}-${pad(stop[2])}`
  const year = Number(said[1]) + (monthDay < day.slice(5) ? 1 : 0)
  return { lives, platform: { day: `${year}-${monthDay}`, words: stop[0].trim() }, problems }
}

/** The models the migration guide says TokenHub will not carry, with its words. */
export interface NotCarried {
  models: Set<string>
  words?: string
  problems: string[]
}

export function notCarried(page: PageText): NotCarried {
  const m = /[^\n]*?([a-z][\w.-]*(?:、[a-z][\w.-]*)*)\s*[,，]\s*TokenHub\s*将不再支持[^\n]*/i.exec(page.text)
  if (!m) return { models: new Set(), problems: [`${page.url}: no list of models 'TokenHub 将不再支持'`] }
  return { models: new Set(m[1].split('、').map((id) => id.toLowerCase())), words: m[0].trim(), problems: [] }
}

// Google's Gemini API release notes (ai.google.dev/gemini-api/docs/changelog) in the languages Google
// serves them: each dated entry that says, in the past tense, that a model has been shut down
// ('The gemini-2.5-flash-image-preview has been shut down.', '以下 Gemini 2.0 模型现已关闭:',
// 'Os seguintes modelos foram desativados:') retires it on the entry's day. An announcement of a
// shutdown to come ('will be shut down on June 25, 2026') retires nothing by itself: the day may still
// move (google.ts retires on it only a model no page read on or after that day names).
import { isoDay } from './dates.ts'
import type { ModelLife, PageText } from './types.ts'

/** A release-notes page, by its address. */
export const isChangelog = (page: PageText) => /\/docs\/changelog\b/.test(page.url)

const PT_MONTHS = [
  'janeiro',
  'fevereiro',
  'março',
  'abril',
  'maio',
  'junho',
  'julho',
  'agosto',
  'setembro',
  'outubro',
  'novembro',
  'dezembro',
]

/** The day an entry's heading names ('January 14, 2026', '2026 年 5 月 25 日', '17 de fevereiro de 2026'). */
function headingDay(line: string): string | null {
  const pt = /^(\d{1,2})º? de ([a-zç]+) de (\d{4})$/.exec(line)
  if (pt) {
    const month = PT_MONTHS.indexOf(pt[2]) + 1
    return month ? `${pt[3]}-${String(month).padStart(2, '0')}-${pt[1].padStart(2, '0')}` : null
  }
  if (!/^(?:[A-Z][a-z]+ \d{1,2}, \d{4}|\d{4} 年 \d{1,2} 月 \d{1,2} 日)$/.test(line)) return null
  return isoDay(line)
}

/**
 * The past tense of a shutdown right after what was shut down (an id, or 'models' / 'modelos' / '模型'),
 * in each language the copies are in. 'foi encerrado' (ended) is left out: a free tier ends too.
 */
const SHUT_DOWN = new RegExp(
  '(?:[a-z0-9]|models?|modelos?|模型)\\s*现?' +
    '(?:(?<!will\\s)(?:has|have)(?: now)? been shut down|(?:is|are) now shut down|(?:was|were) shut down|' +
    'foi desativad[oa]|foram desativad[oa]s|已关闭|已关停)',
)

/** A clause about a feature of a model (its free tier, its thinking), not the model. */
const FEATURE = /\b(?:tier|free|feature|tool|parameter|mode)s?\b|nível|recurso|ferramenta|功能|参数|模式|免费/i

/**
 * The model ids in a rendering that glues them to the words around them ('previewhas been',
 * 'gemini-2.0-flashgemini-2.0-flash-001', 'previewandgemini-3'): an id runs to the next id or to the
 * first word or mark that cannot be part of it. (A Portuguese 'e' glued between two ids cannot be told
 * from an id's last letter: 'previewegemini-' reads 'previewe'; no shutdown statement stored has one.)
 */
const PREFIX = '(?:gemini|text-embedding|imagen|veo)-'
const ID = new RegExp(
  `${PREFIX}[a-z0-9.-]*?(?=(?:and)?${PREFIX}|has |have |was |were |model|foi |foram |\\.(?![0-9])|[^a-z0-9.-]|$)`,
  'g',
)

const idsIn = (text: string) => [...new Set(text.match(ID) ?? [])]

/**
 * A line that holds ids only (a list under 'The following models have been shut down:'), as a list item
 * ('- ', '* ', '• ') or not.
 */
const onlyIds = (line: string) =>
  line !== '' &&
  line
    .replace(/^[-*•]\s+/, '')
    .replace(ID, '')
    .replace(/[\s,、，`]|and|和/g, '') === ''

/**
 * Lines as the capture wraps them ('The gemini-3.1-flash-lite-preview model has been' / 'shut down. Use'):
 * a line cut inside the past tense of a shutdown, or after 'now points to', is joined to the next.
 */
function unwrapped(text: string): string[] {
  const out: string[] = []
  for (const line of text.split('\n').map((l) => l.trim())) {
    const last = out.length - 1
    const cutVerb =
      /\b(?:has|have) been$|\b(?:is|are) now$|\b(?:was|were)$/.test(out[last]) && /^shut down\b/.test(line)
    if (last >= 0 && (cutVerb || /\bnow points to$/.test(out[last]))) out[last] = `${out[last]} ${line}`
    else out.push(line)
  }
  return out
}

/**
 * 'All requests to gemini-3.7-flash are automatically routed to gemini-3.8-flash': a model whose every request
 * another model serves is no longer sold as itself. With the sentence before it where it names the model
 * ('gemini-3.7-flash is deprecated and has been replaced by gemini-3.8-flash.').
 */
const ID_WORD = '([a-z][\\w.-]*[a-z0-9])'
const ROUTED = new RegExp(
  `(?:${ID_WORD} is deprecated and has been replaced by ${ID_WORD}\\.\\s+)?` +
    `All requests to ${ID_WORD} are (?:now )?automatically routed to\\s+${ID_WORD}`,
  'g',
)

/** The models each dated entry of a release-notes copy says have been shut down, retired that day. */
export function changelogShutdowns(page: PageText): ModelLife[] {
  const out = new Map<string, ModelLife>()
  const lines = unwrapped(page.text)
  const retire = (model: string, day: string, words: string) => {
    if (!out.has(model))
      out.set(model, { model, aliases: [], status: 'retired', status_date: day, url: page.url, words })
  }
  let day: string | null = null
  let heading = ''
  let entry: string[] = []
  const routed = () => {
    for (const m of entry.join(' ').matchAll(ROUTED)) if (day) retire(m[3], day, `${heading}: ${m[0]}.`)
    entry = []
  }
  lines.forEach((line, i) => {
    const named = headingDay(line)
    if (named) {
      routed()
      day = named
      heading = line
      return
    }
    if (!day) return
    entry.push(line)
    const clauses = line.split(/(?<=[。；;])|(?<=\.)\s+/)
    clauses.forEach((clause, c) => {
      const verb = SHUT_DOWN.exec(clause)
      if (!verb || FEATURE.test(clause)) return
      const after = clause.slice(verb.index + verb[0].length)
      // 'The following models have been shut down:' names them after the colon, on this line or the
      // lines below; else what was shut down comes before the verb ('X has been shut down, use Y'), or,
      // named by its title, in the next sentence ('The gemini-3-pro-preview now points to ...').
      let ids: string[]
      let listed = ''
      if (/^\s*[:：]/.test(after)) {
        const below: string[] = []
        for (let j = i + 1; j < lines.length && onlyIds(lines[j]); j++) below.push(lines[j])
        listed = [after.replace(/^\s*[:：]\s*/, ''), ...below].filter(Boolean).join(' ')
        ids = idsIn(listed)
      } else ids = [...new Set([...clause.matchAll(ID)].filter((m) => m.index <= verb.index).map((m) => m[0]))]
      const pointer = /^The ([a-z][\w.-]*) now points to\b/.exec(clauses[c + 1] ?? '')
      if (!ids.length && pointer) {
        ids = [pointer[1]]
        listed = clauses[c + 1]
      }
      const words = `${heading}: ${clause}${listed && !clause.includes(listed) ? ` ${listed}` : ''}`
      for (const model of ids) retire(model, day!, words)
    })
  })
  routed()
  return [...out.values()]
}

/** A shutdown a dated entry announces for a day to come: the model, that day, the entry's words. */
export interface AnnouncedShutdown {
  model: string
  day: string
  url: string
  words: string
}

/** 'will be shut down on June 25, 2026', 'will be shut down March 31, 2026:' (English copies only). */
const WILL_SHUT = /\bwill (?:be )?shut down (?:on )?([A-Z][a-z]+ \d{1,2}, \d{4})/g

/** A line that names what follows it ('Veo models:', 'Imagen 4 and Gemini 3 Image models:'), no id in it. */
const LABEL = /^[^:]{1,60}:$/

/**
 * The shutdowns each dated entry announces ('Deprecation announcement: The gemini-3.1-flash-image-preview
 * and gemini-3-pro-image-preview models are deprecated and will be shut down on June 25, 2026.'): the ids
 * of the sentence before the verb, else, after a colon, those listed on the lines below (a label line first).
 */
export function changelogAnnouncements(page: PageText): AnnouncedShutdown[] {
  const out: AnnouncedShutdown[] = []
  const lines = page.text.split('\n').map((l) => l.trim())
  let heading = ''
  let entry: string[] = []
  lines.forEach((line, i) => {
    if (headingDay(line)) {
      heading = line
      entry = []
      return
    }
    entry.push(line)
    if (!heading) return
    // The announcement whose words end on this line (a capture wraps them: 'and will be' / 'shut down on ...').
    const text = entry.join(' ')
    const verb = [...text.matchAll(WILL_SHUT)].find((m) => m.index + m[0].length > text.length - line.length)
    const day = verb ? isoDay(verb[1]) : null
    if (!verb || !day) return
    // The sentence the verb ends: from the last full stop before it (not one inside an id such as 3.1).
    const sentence =
      text
        .slice(0, verb.index)
        .split(/\.\s+(?=[A-Z])/)
        .at(-1) ?? ''
    let ids = idsIn(sentence)
    let listed = ''
    if (!ids.length && /^\s*:/.test(text.slice(verb.index + verb[0].length))) {
      const below: string[] = []
      let j = i + 1
      if (LABEL.test(lines[j] ?? '') && !idsIn(lines[j]).length) below.push(lines[j++])
      for (; j < lines.length && onlyIds(lines[j]); j++) below.push(lines[j])
      listed = below.join(' ')
      ids = idsIn(listed)
    }
    const words = `${heading}: ${sentence.trim()} ${verb[0]}${listed ? `: ${listed}` : ''}`
    for (const model of ids) out.push({ model, day, url: page.url, words })
    entry = []
  })
  return out
}

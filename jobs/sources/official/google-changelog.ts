// Google's Gemini API release notes (ai.google.dev/gemini-api/docs/changelog) in the languages Google
// serves them: each dated entry that says, in the past tense, that a model has been shut down
// ('The gemini-2.5-flash-image-preview has been shut down.', '以下 Gemini 2.0 模型现已关闭:',
// 'Os seguintes modelos foram desativados:') retires it on the entry's day. An announcement of a
// shutdown to come ('will be shut down', '将于 … 关闭') retires nothing: the day may still move.
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

/** The models each dated entry of a release-notes copy says have been shut down, retired that day. */
export function changelogShutdowns(page: PageText): ModelLife[] {
  const out = new Map<string, ModelLife>()
  const lines = page.text.split('\n').map((l) => l.trim())
  let day: string | null = null
  let heading = ''
  lines.forEach((line, i) => {
    const named = headingDay(line)
    if (named) {
      day = named
      heading = line
      return
    }
    if (!day) return
    for (const clause of line.split(/(?<=[。；;])|(?<=\.)\s+/)) {
      const verb = SHUT_DOWN.exec(clause)
      if (!verb || FEATURE.test(clause)) continue
      const after = clause.slice(verb.index + verb[0].length)
      // 'The following models have been shut down:' names them after the colon, on this line or the
      // lines below; else what was shut down comes before the verb ('X has been shut down, use Y').
      let ids: string[]
      let listed = ''
      if (/^\s*[:：]/.test(after)) {
        const below: string[] = []
        for (let j = i + 1; j < lines.length && onlyIds(lines[j]); j++) below.push(lines[j])
        listed = [after.replace(/^\s*[:：]\s*/, ''), ...below].filter(Boolean).join(' ')
        ids = idsIn(listed)
      } else ids = [...new Set([...clause.matchAll(ID)].filter((m) => m.index <= verb.index).map((m) => m[0]))]
      const words = `${heading}: ${clause}${listed && !clause.includes(listed) ? ` ${listed}` : ''}`
      for (const model of ids)
        if (!out.has(model))
          out.set(model, { model, aliases: [], status: 'retired', status_date: day, url: page.url, words })
    }
  })
  return [...out.values()]
}

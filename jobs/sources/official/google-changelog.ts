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

/** The past tense of a shutdown, in each language the copies are in. */
const SHUT_DOWN =
  /(?:has|have)(?: now)? been shut down|\b(?:is|are) now shut down|\bwere shut down|foi desativad[oa]|foram desativad[oa]s|foi encerrad[oa]|foram encerrad[oa]s|现已关闭|已关闭|已关停/

/**
 * The model ids in a rendering that glues them to the words around them ('previewhas been',
 * 'gemini-2.0-flashgemini-2.0-flash-001'): an id runs to the next id or to the first word or mark
 * that cannot be part of it.
 */
const ID =
  /(?:gemini|text-embedding)-[a-z0-9.-]*?(?=gemini-|imagen-|veo-|text-embedding-|has |have |model|foi |foram |模型|和|、|[,，:：()（）。]|\.(?:\s|$)|\s|$)/g

const idsIn = (text: string) => [...new Set(text.match(ID) ?? [])]

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
    // Each clause apart: 'X has been shut down. Use Y instead.' retires X, not Y.
    for (const clause of line.split(/(?<=。)|(?<=\.)\s+/)) {
      if (!SHUT_DOWN.test(clause)) continue
      // 'The following models have been shut down:' names them on the next line.
      const listed = /[:：]\s*$/.test(clause) ? (lines[i + 1] ?? '') : ''
      const words = `${heading}: ${clause}${listed ? ` ${listed}` : ''}`
      for (const model of idsIn(listed || clause))
        if (!out.has(model))
          out.set(model, { model, aliases: [], status: 'retired', status_date: day, url: page.url, words })
    }
  })
  return [...out.values()]
}

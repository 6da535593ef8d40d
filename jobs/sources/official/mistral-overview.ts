// Mistral's docs models overview (docs.mistral.ai/models) ends with a table 'Deprecated & retired models':
// | Model | Version | API | Deprecation | Retirement | Alternative |, its days written M/D/YYYY. Its HTML
// rendered as text (html-text.ts) gives one pipe row a model; the third party's daily text capture of it
// (zhangchen456/maasweekly) breaks each row after the API cell and runs the two days together
// ('| Z.ai GLM 5.2 ↗ | 5.2 | zai-glm-5-2 |' then '9/29/202610/31/2026 | Z.ai GLM 5.3'). Both are read: a
// year has four digits, so two run-together days part unambiguously.

/** What the table says of one API name: its deprecation and retirement days, and the row as read. */
export interface Retiring {
  api: string
  deprecated: string
  retired: string
  words: string
}

const DAY = String.raw`(\d{1,2})/(\d{1,2})/(\d{4})`
const HEADER = /^\| Model \| Version \| API \|/
/** A row: name, version, API name, then the two days (one cell each, or run together in the capture). */
const ROW = new RegExp(String.raw`^\| (.+?) \| ([^|]*) \| ([a-z0-9][a-z0-9.-]*) \|\s*${DAY}\s*\|?\s*${DAY}`)

const iso = (m: RegExpExecArray, at: number) => `${m[at + 2]}-${m[at].padStart(2, '0')}-${m[at + 1].padStart(2, '0')}`

/**
 * Every row of the deprecation table with an API name and both days; a row without them (Mathstral 7B,
 * Mistral Next: no API name) says nothing readable and is left out.
 */
export function deprecationTable(text: string): Retiring[] {
  const lines = text.split('\n').map((l) => l.trim())
  const at = lines.findIndex((l) => HEADER.test(l))
  if (at < 0) return []
  // A row opens with '| '; in the capture the line of its days follows, opening with a digit.
  const rows: string[] = []
  for (const line of lines.slice(at + 1)) {
    if (line.startsWith('| ')) rows.push(line)
    else if (/^\d/.test(line) && rows.length) rows[rows.length - 1] += ` ${line}`
  }
  return rows.flatMap((line) => {
    const m = ROW.exec(line)
    if (!m) return []
    const [deprecated, retired] = [iso(m, 4), iso(m, 7)]
    const words = `${line} (Deprecation ${deprecated}, Retirement ${retired})`
    return [{ api: m[3], deprecated, retired, words }]
  })
}

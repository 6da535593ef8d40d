// Google's Gemini API models page (ai.google.dev/gemini-api/docs/models) as a third party's daily capture
// renders it (zhangchen456/maasweekly, data/snapshots/<day>/Google_Gemini_API__model_list__<day>.md): one
// table cell a line, each opened by '| ', the endpoint cell a lone '|' with the model ids on the lines below.
// A row whose name the page marks shut down ('| Computer Use (Shut down)') retires the ids in its endpoint
// cell. The mark states no day: the model is retired by the day the copy that first shows it says the page was
// last updated ('Last updated 2026-10-01 UTC.': the page stood so from then), else by the copy's own date; a
// day another page states (the release notes) goes before either.
import type { ModelLife, PageText } from './types.ts'

/** The models page, by its address. */
export const isModelsPage = (page: PageText) => /\/gemini-api\/docs\/models\/?$/.test(page.url)

/** A row's name cell with the page's mark ('| Computer Use (Shut down)'): the name as the page writes it. */
const MARKED = /^\| (.+ \(Shut down\))$/
const ID_LINE = /^[a-z][a-z0-9.]*(?:-[a-z0-9.]+)+$/

/** The ids of the endpoint cell after a row's name at `at`: past its other cells, the lone '|', then ids. */
function endpointIds(lines: string[], at: number): string[] {
  let i = at + 1
  while (lines[i]?.startsWith('| ')) i++
  if (lines[i] !== '|') return []
  const ids: string[] = []
  for (i++; ID_LINE.test(lines[i] ?? ''); i++) ids.push(lines[i])
  return ids
}

/** The page's own 'Last updated' line, as a day. */
const UPDATED = /^Last updated (\d{4}-\d{2}-\d{2}) UTC\.$/m

/** The models the page marks shut down, each retired on the day the page was last updated, else `day` (the copy's). */
export function markedShutDown(page: PageText, day: string, problems: string[]): ModelLife[] {
  const updated = UPDATED.exec(page.text)?.[1]
  const on = updated && updated < day ? updated : day
  const dated =
    on === day ? `first shown by the copy of ${day}` : `the copy of ${day} shows the page last updated ${on}`
  const lines = page.text.split('\n').map((l) => l.trimEnd())
  return lines.flatMap((line, at) => {
    const name = MARKED.exec(line)?.[1]
    if (!name) return []
    const ids = endpointIds(lines, at)
    if (!ids.length) problems.push(`${page.url}: '${name}': no endpoint id in its row`)
    const words = `${name} | ${ids.join(' ')} (the page states no day; ${dated})`
    return ids.map((model) => ({
      model,
      aliases: [],
      status: 'retired' as const,
      status_date: on,
      url: page.url,
      words,
    }))
  })
}

/** The page's own words that it lists every model, and the heading after its last model section. */
export const ALL_MODELS_WORDS = 'This guide introduces all the models available through the Gemini API.'
const AFTER_MODELS = 'Model version name patterns'

/**
 * Every model id in the page's endpoint cells, where the copy keeps every model section (from the sentence
 * saying the page lists all models to the heading after the last, nothing cut between): the line-up of the
 * Gemini API that day, shut-down rows included (a marked row is retired by its mark, not left off).
 */
export function modelsLineup(page: PageText): string[] | undefined {
  const from = page.text.indexOf(ALL_MODELS_WORDS)
  const to = page.text.indexOf(AFTER_MODELS, from)
  if (from < 0 || to < 0 || page.text.slice(from, to).includes('[…]')) return undefined
  const lines = page.text
    .slice(from, to)
    .split('\n')
    .map((l) => l.trim())
  const ids: string[] = []
  lines.forEach((line, at) => {
    if (line !== '|') return
    for (let i = at + 1; ID_LINE.test(lines[i] ?? ''); i++) ids.push(lines[i])
  })
  return [...new Set(ids)]
}

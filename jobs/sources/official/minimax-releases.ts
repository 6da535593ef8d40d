// MiniMax's model release notes (platform.minimax.io/docs/release-notes/models.md, the Markdown twin): one
// '#### Jun. 1, 2026' heading per release (a month alone, '#### Apr. 2026', where the page names no day), then
// a <Card> whose sentence names the models released ('Released MiniMax-M3, …', 'Released MiniMax-M2.7 series
// (MiniMax-M2.7 / M2.7-highspeed).'). The notes state no price: a stated day dates a model's launch only where
// no earlier recorded price copy could have shown the model (see releaseDated).
import type { OfficialPrice } from '../../../tools/official-price.ts'
import { isoDay } from './dates.ts'

export const RELEASE_NOTES = 'https://platform.minimax.io/docs/release-notes/models.md'

export interface Release {
  model: string
  day: string
  words: string
}

/** '#### Jun. 1, 2026' as 2026-06-01; null for a heading that names no day ('#### Apr. 2026'). */
function headingDay(heading: string): string | null {
  const m = /^#### ([A-Z][a-z]{2})[a-z]*\.? (\d{1,2}), (\d{4})$/.exec(heading.trim())
  return m ? isoDay(`${m[1]} ${m[2]}, ${m[3]}`) : null
}

/**
 * The model ids a 'Released …' sentence names: each 'MiniMax-…' id, and each short name listed beside one in
 * its parentheses ('(MiniMax-M2.7 / M2.7-highspeed)'), which the page writes without the shared prefix.
 */
function releasedIds(sentence: string): string[] {
  if (!/^Released\b/.test(sentence)) return []
  const ids = new Set(
    (sentence.match(/\bMiniMax-[A-Za-z0-9.]+(?:-[a-z]+)?/g) ?? []).map((id) => id.replace(/\.+$/, '')),
  )
  for (const [, list] of sentence.matchAll(/\(([^)]*)\)/g)) {
    const names = list.split('/').map((n) => n.trim())
    if (!names.some((n) => n.startsWith('MiniMax-'))) continue
    for (const n of names) if (/^M\d[\w.-]*$/.test(n)) ids.add(`MiniMax-${n}`)
  }
  return [...ids]
}

/** Every release the notes date to the day, with the model ids it names. */
export function releasesIn(text: string): Release[] {
  const out: Release[] = []
  const entries = text.split(/^(?=#### )/m).slice(1)
  for (const entry of entries) {
    const [heading] = entry.split('\n')
    const day = headingDay(heading)
    const card = /<Card title="([^"]*)"[^>]*>\s*([^\n]*)/.exec(entry)
    if (!day || !card) continue
    const sentence = card[2].trim()
    const words = `${heading.trim()} | ${card[1]} | ${sentence}`
    for (const model of releasedIds(sentence)) out.push({ model, day, words })
  }
  return out
}

/**
 * Rows of a model the notes say was released after `after` (the day of the oldest recorded price copy, which
 * lists the seller's models then) take the release day as their start: the first copy to show the model dates
 * only when it was first seen. A release before that copy says nothing of the prices later copies show.
 */
export function releaseDated(rows: OfficialPrice[], releases: Release[], after: string): OfficialPrice[] {
  return rows.map((r) => {
    const release = releases.find((x) => x.model === r.model && x.day > after && x.day <= r.page_date)
    if (!release || r.effective_from) return r
    const basis = `page (release notes, ${RELEASE_NOTES}): '${release.words}'; the price is the pricing page's`
    return { ...r, effective_from: release.day, effective_basis: basis }
  })
}

// TEST-ONLY: a recorded text rendering of a seller's page laid out as the HTML a docs site serves (no
// seller's HTML is recorded here: the stores keep text renderings), with a head, a script and navigation
// around it. The words and numbers are the recorded copy's.
import { cellsOf } from '../../jobs/sources/official/markdown.ts'

const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** The recorded text as an HTML page: each pipe table a <table>, each other line a <p>. */
export function asHtml(text: string): string {
  const body: string[] = []
  const lines = text.split('\n')
  for (let i = 0; i < lines.length; i++) {
    if (lines[i].startsWith('|') && lines[i + 1]?.startsWith('|---')) {
      const row = (l: string, tag: string) =>
        `<tr>${cellsOf(l)
          .map((c) => `<${tag}>${escapeText(c)}</${tag}>`)
          .join('')}</tr>`
      const rows = [`<thead>${row(lines[i], 'th')}</thead><tbody>`]
      for (i += 2; lines[i]?.startsWith('|'); i++) rows.push(row(lines[i], 'td'))
      body.push(`<table class="price">${rows.join('\n')}</tbody></table>`)
      i--
    } else if (lines[i].trim()) body.push(`<p>${escapeText(lines[i])}</p>`)
  }
  return (
    '<!DOCTYPE html><html lang="en"><head><title>Pricing</title><style>p { margin: 0 }</style>' +
    '<script>window.__data = {"price": "$99"}</script></head><body><nav><a href="/">TEST-ONLY menu</a></nav>' +
    `<main><article>\n${body.join('\n')}\n</article></main><footer>© footer</footer></body></html>`
  )
}

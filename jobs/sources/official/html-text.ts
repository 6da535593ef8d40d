// A seller's HTML page as the text its adapter reads: the text rendering a docs store keeps of a page (the
// form of every recorded HTML copy), one line per block and each table row a pipe row, a rule under the
// first. parse5 builds the tree as a browser does (tags left open, entities), so no pattern reads markup.
import { type DefaultTreeAdapterTypes as T, parse } from 'parse5'

/** Is a fetched body an HTML document (not a Markdown twin, a JSON list or a source file)? */
export const isHtmlDocument = (body: string) => /^\s*(<!doctype html|<html[\s>])/i.test(body.slice(0, 512))

/** Elements whose text is never shown. */
const HIDDEN = new Set(['head', 'script', 'style', 'noscript', 'template', 'svg', 'math', 'iframe', 'canvas'])

/** Elements that start a line of their own (the rest flow inline). */
const BLOCKS = new Set([
  ...['address', 'article', 'aside', 'blockquote', 'body', 'caption', 'dd', 'details', 'dialog', 'div', 'dl'],
  ...['dt', 'fieldset', 'figcaption', 'figure', 'footer', 'form', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header'],
  ...['hgroup', 'hr', 'li', 'main', 'nav', 'ol', 'p', 'pre', 'section', 'summary', 'table', 'ul'],
])

const isElement = (n: T.ChildNode): n is T.Element => 'tagName' in n

/** A node's text on one line: whitespace collapsed, a <br> a space (a table cell is one line). */
function inline(node: T.ParentNode | T.ChildNode): string {
  if (node.nodeName === '#text') return (node as T.TextNode).value
  if (!('childNodes' in node) || (isElement(node as T.ChildNode) && HIDDEN.has((node as T.Element).tagName))) return ''
  if (isElement(node as T.ChildNode) && (node as T.Element).tagName === 'br') return ' '
  return node.childNodes.map(inline).join('')
}
const squeeze = (s: string) => s.replace(/\s+/g, ' ').trim()

/** The rows of a table (its own, not a nested table's), each as its cells' text. */
function tableRows(table: T.Element): string[][] {
  const rows: string[][] = []
  const walk = (n: T.ParentNode) => {
    for (const c of n.childNodes) {
      if (!isElement(c)) continue
      if (c.tagName === 'tr')
        rows.push(
          c.childNodes
            .filter(isElement)
            .filter((x) => x.tagName === 'td' || x.tagName === 'th')
            .map(cell),
        )
      else if (c.tagName !== 'table') walk(c)
    }
  }
  walk(table)
  return rows.filter((r) => r.length)
}
const cell = (td: T.Element) => squeeze(inline(td)).replace(/\|/g, '\\|')

/** The page's text: its blocks as lines, its tables as pipe tables, nothing hidden. */
export function htmlAsText(html: string): string {
  const lines: string[] = []
  let open = ''
  const flush = () => {
    const line = squeeze(open)
    if (line) lines.push(line)
    open = ''
  }
  const walk = (n: T.ParentNode) => {
    for (const c of n.childNodes) {
      if (c.nodeName === '#text') {
        open += (c as T.TextNode).value
        continue
      }
      if (!isElement(c) || HIDDEN.has(c.tagName)) continue
      if (c.tagName === 'br') {
        flush()
        continue
      }
      if (c.tagName === 'table') {
        flush()
        const rows = tableRows(c)
        rows.forEach((r, i) => {
          lines.push(`| ${r.join(' | ')} |`)
          if (i === 0) lines.push(`|${r.map(() => '---').join('|')}|`)
        })
        continue
      }
      const block = BLOCKS.has(c.tagName)
      if (block) flush()
      if (c.tagName === 'li') open += '- '
      walk(c)
      if (block) flush()
    }
  }
  walk(parse(html))
  flush()
  return `${lines.join('\n')}\n`
}

/** A fetched page as its adapter reads it: an HTML document as its text, anything else as fetched. */
export const pageText = (body: string) => (isHtmlDocument(body) ? htmlAsText(body) : body)

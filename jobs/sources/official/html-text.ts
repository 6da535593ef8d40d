// A seller's HTML page as the text its adapter reads: the Markdown-like text rendering a docs store keeps of
// a page (the form of every recorded HTML copy): one line per block, headings marked '#', code in backticks,
// list items '- ', each table row a pipe row (rowspan and colspan filled out), a rule under the header.
// parse5 builds the tree as a browser does (tags left open, entities), so no pattern reads markup.
import { type DefaultTreeAdapterTypes as T, parse } from 'parse5'

/**
 * Is a fetched body an HTML document (not a Markdown twin, a JSON list or a source file)? Its first tag,
 * past a byte-order mark, an XML prolog and comments, is the doctype, <html> or <head>.
 */
export function isHtmlDocument(body: string): boolean {
  const start = body
    .slice(0, 4096)
    .replace(/^\uFEFF/, '')
    .replace(/^\s*(<\?xml[^>]*\?>\s*|<!--[\s\S]*?-->\s*)*/i, '')
  return /^(<!doctype html|<html[\s>]|<head[\s>])/i.test(start)
}

/** Elements whose text is never shown, and a page's chrome (its menus, table of contents, footer). */
const HIDDEN = new Set([
  ...['head', 'script', 'style', 'noscript', 'template', 'svg', 'math', 'iframe', 'canvas'],
  ...['nav', 'aside', 'footer', 'button'],
])

/** Elements that start a line of their own (the rest flow inline). */
const BLOCKS = new Set([
  ...['address', 'article', 'blockquote', 'body', 'caption', 'dd', 'details', 'dialog', 'div', 'dl'],
  ...['dt', 'fieldset', 'figcaption', 'figure', 'form', 'header', 'hgroup', 'hr', 'li', 'main', 'ol', 'p'],
  ...['pre', 'section', 'summary', 'table', 'ul', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6'],
])

const isElement = (n: T.ChildNode | T.ParentNode): n is T.Element => 'tagName' in n
/**
 * Text struck through (<s>, <del>, a style's line-through): a list price shown beside the price charged
 * ('0.8元 / M' struck, then '0.4元 / M'). Written ~~thus~~, as the Markdown twins write it.
 */
const isStruck = (e: T.Element) =>
  ['s', 'del', 'strike'].includes(e.tagName) ||
  e.attrs.some((a) => a.name === 'style' && /text-decoration[^;]*line-through/i.test(a.value))
const squeeze = (s: string) => s.replace(/\s+/g, ' ').trim()

/**
 * An element's text: its blocks apart by a space (a table cell is one line), code in backticks where asked
 * (not inside <pre>, whose lines are kept), hidden elements left out. An explicit stack, as htmlAsText.
 */
function cellText(node: T.ParentNode, code = true): string {
  const parts: string[] = []
  const stack: (T.ChildNode | string)[] = [...node.childNodes].reverse()
  while (stack.length) {
    const c = stack.pop()!
    if (typeof c === 'string') {
      parts.push(c)
      continue
    }
    if (c.nodeName === '#text') parts.push((c as T.TextNode).value)
    if (!isElement(c) || HIDDEN.has(c.tagName)) continue
    if (c.tagName === 'br') {
      parts.push(code ? ' ' : '\n')
      continue
    }
    if (code && c.tagName === 'code') {
      const inner = squeeze(cellText(c, false))
      if (inner) parts.push(`\`${inner}\``)
      continue
    }
    const apart = BLOCKS.has(c.tagName) ? (code ? ' ' : '\n') : isStruck(c) ? '~~' : ''
    stack.push(apart)
    for (let i = c.childNodes.length - 1; i >= 0; i--) stack.push(c.childNodes[i])
    stack.push(apart)
  }
  return parts.join('')
}
/**
 * A doc editor's stand-in for a cell that a cell above covers by its rowspan (Volcengine's editor writes one,
 * class 'table-hide', rowspan 0, hidden by its style sheet): not a cell of the table as shown.
 */
const isPlaceholder = (td: T.Element) =>
  td.attrs.some((a) => a.name === 'class' && a.value.split(/\s+/).includes('table-hide'))
const cell = (td: T.Element) => squeeze(cellText(td)).replace(/\|/g, '\\|')
const span = (td: T.Element, name: string) =>
  Math.max(1, Math.min(100, Number(td.attrs.find((a) => a.name === name)?.value) || 1))

/** A table's own rows (not a nested table's) as a grid: a cell spanning rows or columns fills each it spans. */
function tableGrid(table: T.Element): { rows: string[][]; head: number } {
  const trs: { tr: T.Element; head: boolean }[] = []
  const walk = (n: T.ParentNode, head: boolean) => {
    for (const c of n.childNodes) {
      if (!isElement(c) || c.tagName === 'table') continue
      if (c.tagName === 'tr') trs.push({ tr: c, head })
      else walk(c, head || c.tagName === 'thead')
    }
  }
  walk(table, false)
  const rows: string[][] = []
  const carry: { text: string; left: number }[] = []
  for (const { tr } of trs) {
    const row: string[] = []
    const tds = tr.childNodes
      .filter(isElement)
      .filter((x) => (x.tagName === 'td' || x.tagName === 'th') && !isPlaceholder(x))
    let col = 0
    const fill = () => {
      while (carry[col]?.left > 0) {
        row.push(carry[col].text)
        carry[col].left--
        col++
      }
    }
    for (const td of tds) {
      fill()
      const text = cell(td)
      for (let k = 0; k < span(td, 'colspan'); k++) {
        row.push(text)
        carry[col] = { text, left: span(td, 'rowspan') - 1 }
        col++
      }
    }
    // The columns after the row's own cells: each carried down from above, else empty.
    for (; col < carry.length; col++) {
      const above = carry[col]
      row.push(above?.left > 0 ? above.text : '')
      if (above?.left > 0) above.left--
    }
    if (row.length) rows.push(row)
  }
  // Every row as wide as the widest.
  const width = Math.max(0, ...rows.map((r) => r.length))
  for (const r of rows) while (r.length < width) r.push('')
  // The header: the <thead> rows (several: their cells joined per column), else the first row.
  const head = Math.max(1, trs.filter((t) => t.head).length)
  return { rows, head: Math.min(head, rows.length) }
}

/** The page's text: its blocks as lines, its tables as pipe tables, nothing hidden. */
export function htmlAsText(html: string): string {
  const lines: string[] = []
  let open = ''
  // A list item whose text is in a block of its own (<li><p>Input</p>) keeps its marker on that line.
  let marker = ''
  const flush = () => {
    const line = squeeze(open)
    open = ''
    if (line === '-') marker = '- '
    else if (line) {
      lines.push(marker && !line.startsWith('- ') && !line.startsWith('#') ? marker + line : line)
      marker = ''
    }
  }
  // An explicit stack, not recursion: a page nested thousands deep reads as any other.
  const stack: (T.ChildNode | { close: string } | { text: string })[] = [...parse(html).childNodes].reverse()
  while (stack.length) {
    const c = stack.pop()!
    if ('close' in c) {
      flush()
      continue
    }
    if ('text' in c) {
      open += c.text
      continue
    }
    if (c.nodeName === '#text') {
      open += (c as T.TextNode).value
      continue
    }
    if (!isElement(c) || HIDDEN.has(c.tagName)) continue
    const tag = c.tagName
    if (tag === 'br') {
      flush()
      continue
    }
    if (tag === 'pre') {
      // Preformatted text keeps its lines.
      flush()
      for (const line of cellText(c, false).split('\n')) if (line.trim()) lines.push(line.trimEnd())
      continue
    }
    if (tag === 'table') {
      flush()
      const caption = c.childNodes.find((x) => isElement(x) && x.tagName === 'caption')
      if (caption) lines.push(squeeze(cellText(caption as T.Element)))
      const { rows, head } = tableGrid(c)
      const width = Math.max(0, ...rows.map((r) => r.length))
      // Several header rows (a <thead> of two) read as one: each column's distinct words, top to bottom.
      const header = Array.from({ length: width }, (_, i) =>
        [...new Set(rows.slice(0, head).map((r) => r[i] ?? ''))].filter(Boolean).join(' '),
      )
      if (rows.length) {
        lines.push(`| ${header.join(' | ')} |`, `|${header.map(() => '---').join('|')}|`)
        for (const r of rows.slice(head)) lines.push(`| ${r.join(' | ')} |`)
      }
      continue
    }
    const level = /^h([1-6])$/.exec(tag)?.[1]
    if (BLOCKS.has(tag)) {
      flush()
      if (level) open += `${'#'.repeat(Number(level))} `
      if (tag === 'li') open += '- '
      stack.push({ close: tag })
    } else if (tag === 'code') {
      // Inline code on one line, in backticks (nothing when empty).
      const inner = squeeze(cellText(c, false))
      if (inner) open += `\`${inner}\``
      continue
    } else if (isStruck(c)) {
      open += '~~'
      stack.push({ text: '~~' })
    }
    for (let i = c.childNodes.length - 1; i >= 0; i--) stack.push(c.childNodes[i])
  }
  flush()
  return `${lines.join('\n')}\n`
}

/**
 * A fetched page as its adapter reads it: an HTML document as its text, anything else as fetched. A page
 * that cannot be turned into text is read as fetched: its own adapter then fails it, and no other.
 */
export function pageText(body: string): string {
  if (!isHtmlDocument(body)) return body
  try {
    return htmlAsText(body)
  } catch {
    return body
  }
}

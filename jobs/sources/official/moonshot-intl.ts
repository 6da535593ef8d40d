// The English site's price pages (platform.kimi.ai, USD, for the world): their recorded copies, each
// undated but one, dated the earliest day it can be (the release of the newest model it prices).
import type { OfficialPage } from './types.ts'

/** kimi-k2.6's release, the earliest the sites' per-family price pages can be (moonshot.ts, KIMI_DATE). */
const K26_RELEASE = '2026-04-20'

/** The English site's price pages (platform.kimi.ai, USD), one per model family (their Markdown twins). */
const INTL_PRICING = 'https://platform.kimi.ai/docs/pricing/'

const intlPage = (name: string, id: number) => ({
  url: `${INTL_PRICING}${name}.md`,
  fixture: `moonshot/intl-${name}.md`,
  copy: 'text-rendering' as const,
  origin:
    `the page's Markdown twin as a public GitHub repository keeps it (code-index file id ${id}; the index names ` +
    'no repository): Documentation Index head, DocTable component with its dollar cells as fragments ' +
    '(<>{"$"}0.30</>), recorded as read; undated',
})
export const intlCopy = (name: string) => ({ url: `${INTL_PRICING}${name}.md`, fixture: `moonshot/intl-${name}.md` })
export const none = (n: number): null[] => Array(n).fill(null)

/** Each undated English page, dated the earliest day it can be: the release of the newest model it prices. */
const INTL = [
  {
    name: 'chat-k3',
    id: 59346674104,
    date: '2026-07-01',
    basis:
      "undated copy of platform.kimi.ai/docs/pricing/chat-k3 (kimi-k3); the Platform Changelog's 'July 2026' entry " +
      "makes Kimi K3 'now available through the Open Platform API', so dated 2026-07-01, the earliest it can be",
  },
  {
    name: 'chat-k27-code',
    id: 59553128644,
    date: '2026-06-01',
    basis:
      'undated copy of platform.kimi.ai/docs/pricing/chat-k27-code (kimi-k2.7-code and -highspeed); the Platform ' +
      "Changelog's 'June 2026' entry releases Kimi K2.7 Code 'followed by a HighSpeed variant', so dated " +
      '2026-06-01, the earliest it can be',
  },
  { name: 'chat-k26', id: 59281556057, date: K26_RELEASE, basis: '' },
  { name: 'chat-v1', id: 59551599325, date: K26_RELEASE, basis: '' },
].map((p) => ({
  ...p,
  basis:
    p.basis ||
    `undated copy of platform.kimi.ai/docs/pricing/${p.name}, dated with the Chinese site's split pages: ` +
      "kimi-k2.6's release (2026-04-20) is the earliest the site's per-family pages can be (chat-v1 prices " +
      'only moonshot-v1, which nothing in it dates otherwise)',
}))

const BATCH_DATE = {
  date: '2026-08-13',
  basis:
    "the front matter 'fetched: 2026-08-13' a public repository put on its capture of " +
    'https://platform.kimi.ai/docs/pricing/batch (code-index file id 70090181326)',
}

/** The English site's pages, in the adapter's order. */
export const INTL_PAGES: OfficialPage[] = [
  ...INTL.map((p) => ({ ...intlPage(p.name, p.id), recorded: { date: p.date, basis: p.basis } })),
  {
    url: `${INTL_PRICING}batch.md`,
    fixture: 'moonshot/intl-batch.md',
    copy: 'text-rendering' as const,
    origin:
      'code index (find_string), file id 70090181326 (2,130 characters; the index names no repository): a ' +
      "public repository's capture of https://platform.kimi.ai/docs/pricing/batch, headed by that repository's " +
      "front matter ('fetched: 2026-08-13'), its DocTable component kept, recorded as read",
    recorded: BATCH_DATE,
  },
]

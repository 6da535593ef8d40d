// Reads what a page needs from the store (the view's snapshot, the snapshots it reads, a model's price
// history) and hands it to the renderers. The only I/O of the pages besides the router.
import { escapeXml } from '../../tools/xml.ts'
import type { DataReader } from '../../tools/data.ts'
import type { AnyTool } from '../../tools/define.ts'
import { type Links, type PageData, type PagePayload, pagePath, type AnyView, recordPath } from '../../tools/page.ts'
import { datasetPage } from './dataset.tsx'
import { drawCharts } from './figure.tsx'
import { homePage } from './home.tsx'
import { parseTableQuery } from './query.ts'
import { recordPage } from './record.tsx'

export interface Site {
  views: AnyView[]
  tools: AnyTool[]
  store: DataReader
  baseUrl: string
}

export async function payloadOf(store: DataReader, dataset: string): Promise<PagePayload | null> {
  const snapshot = await store.latestEdition<PagePayload>(dataset)
  return snapshot && Array.isArray(snapshot.payload.items) ? snapshot.payload : null
}

/** The records that have pages, for links between datasets (never a link to a page that is not there). */
async function linksOf(site: Site): Promise<Links> {
  const keys = new Map<string, Set<string>>()
  for (const view of site.views) {
    if (!view.key) continue
    const payload = await payloadOf(site.store, view.dataset)
    keys.set(view.dataset, new Set(payload?.items.map((item) => view.key!(item)) ?? []))
  }
  return { has: (dataset, key) => keys.get(dataset)?.has(key) ?? false }
}

const toolsOf = (site: Site, view: AnyView) => site.tools.filter((t) => t.dataset === view.dataset)

export async function loadHome(site: Site): Promise<string> {
  const entries = await Promise.all(
    site.views.map(async (view) => ({
      view,
      payload: await payloadOf(site.store, view.dataset),
      tools: toolsOf(site, view),
    })),
  )
  return homePage({ entries, baseUrl: site.baseUrl, views: site.views })
}

async function related(site: Site, view: AnyView): Promise<Record<string, PagePayload | null>> {
  return Object.fromEntries(
    await Promise.all((view.reads ?? []).map(async (d) => [d, await payloadOf(site.store, d)] as const)),
  )
}

/** The dataset page; null while its snapshot is not produced. */
export async function loadDatasetPage(
  site: Site,
  view: AnyView,
  query: Record<string, string | string[] | undefined>,
  method: string | null,
): Promise<string | null> {
  const payload = await payloadOf(site.store, view.dataset)
  if (!payload) return null
  const data: PageData = { payload, related: await related(site, view), history: [] }
  const charts = await drawCharts(view.charts, data)
  return datasetPage({
    view,
    views: site.views,
    payload,
    tools: toolsOf(site, view),
    query: parseTableQuery(query, view.columns, view.defaultSort),
    charts,
    method,
    baseUrl: site.baseUrl,
    links: await linksOf(site),
  })
}

/** A record's page; null when no record has that key, undefined while the snapshot is not produced. */
export async function loadRecordPage(site: Site, view: AnyView, key: string): Promise<string | null | undefined> {
  const payload = await payloadOf(site.store, view.dataset)
  if (!payload) return undefined
  const record = payload.items.find((item) => view.key!(item) === key)
  if (record === undefined) return null
  const own = view.history?.key(record)
  const history = own ? (await site.store.querySeries(view.history!.series, { key: own, limit: 5000 })).rows : []
  const data = { payload, record, related: await related(site, view), history }
  const charts = await drawCharts([...(view.recordCharts ?? []), ...(view.recordChartsOf?.(record) ?? [])], data)
  return recordPage({ view, views: site.views, data, charts, baseUrl: site.baseUrl, links: await linksOf(site) })
}

/** Every page: home, each dataset page and each record page. */
export async function loadSitemap(site: Site): Promise<string> {
  const urls: { loc: string; lastmod?: string }[] = [{ loc: '/' }]
  for (const view of site.views) {
    const payload = await payloadOf(site.store, view.dataset)
    if (!payload) continue
    urls.push({ loc: pagePath(view.dataset), lastmod: payload.as_of })
    if (view.key)
      for (const item of payload.items)
        urls.push({ loc: recordPath(view.dataset, view.key(item)), lastmod: payload.as_of })
  }
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    urls
      .map((u) => {
        const lastmod = u.lastmod ? `<lastmod>${u.lastmod}</lastmod>` : ''
        return `  <url><loc>${escapeXml(site.baseUrl + u.loc)}</loc>${lastmod}</url>`
      })
      .join('\n') +
    '\n</urlset>\n'
  )
}

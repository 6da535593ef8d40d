// The home page: what the service is, every dataset (as_of, record count, its page, feeds, REST
// route and MCP tool), how to get a key and the MCP client snippet. One loop over the views.
import type { AnyTool } from '../../tools/define.ts'
import { restPath } from '../../tools/define.ts'
import { pagePath, type PagePayload, type AnyView } from '../../tools/page.ts'
import { renderPage, SITE_NAME } from './layout.tsx'

export interface HomeEntry {
  view: AnyView
  payload: PagePayload | null
  tools: AnyTool[]
}

export function homePage({
  entries,
  baseUrl,
  views,
}: {
  entries: HomeEntry[]
  baseUrl: string
  views: AnyView[]
}): string {
  const snippet = JSON.stringify(
    { mcpServers: { 'ai-market-data': { url: `${baseUrl}/mcp`, headers: { Authorization: 'Bearer <API_KEY>' } } } },
    null,
    2,
  )
  return renderPage({
    title: SITE_NAME,
    path: '/',
    baseUrl,
    views,
    description:
      'LLM API prices, benchmarks, GPU prices, AI funding and more: open data with the source and observed date ' +
      'of every number, as web pages, open feeds, a REST API and an MCP server.',
    children: (
      <>
        <h1>{SITE_NAME}</h1>
        <p class="lead">
          Data on the AI market — LLM API list prices in USD and CNY and their history, benchmark scores, a price index,
          GPU prices, cloud agents, funding rounds and more. Every number carries the URL it came from and the date it
          was observed. The same data is served as these pages, as open feeds under <code>/data</code> (
          <a href="/data/datapackage.json">datapackage.json</a>), as a REST API under <code>/api/v1</code> and as an MCP
          server at <code>/mcp</code>.
        </p>
        <h2 id="datasets">Datasets</h2>
        <div class="scroll">
          <table class="datasets">
            <caption>Every dataset, with its date and how to get it</caption>
            <thead>
              <tr>
                <th scope="col">Dataset</th>
                <th scope="col">As of</th>
                <th scope="col" class="num">
                  Records
                </th>
                <th scope="col">Feed</th>
                <th scope="col">REST</th>
                <th scope="col">MCP tool</th>
              </tr>
            </thead>
            <tbody>
              {entries.map(({ view, payload, tools }) => (
                <tr>
                  <th scope="row">
                    <a href={pagePath(view.dataset)}>{view.title}</a>
                    <br />
                    <small>{view.about}</small>
                  </th>
                  <td>{payload?.as_of ?? 'not produced yet'}</td>
                  <td class="num">{payload ? payload.items.length.toLocaleString('en-US') : '—'}</td>
                  <td>
                    {tools
                      .filter((t) => t.feed)
                      .map((t) => (
                        <div>
                          <a href={`/data/${t.feed!.file}`}>{t.feed!.file}</a>
                        </div>
                      ))}
                  </td>
                  <td>
                    {tools
                      .filter((t) => t.rest)
                      .map((t) => (
                        <div>
                          <code>GET /api/v1{restPath(t.name)}</code>
                        </div>
                      ))}
                  </td>
                  <td>
                    {tools.map((t) => (
                      <div>
                        <code>{t.name}</code>
                      </div>
                    ))}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p>
          Every feed and its fields: <a href="/data/datapackage.json">datapackage.json</a> (Frictionless Data Package).
          API description: <a href="/openapi.json">openapi.json</a>. For crawlers and language models:{' '}
          <a href="/llms.txt">llms.txt</a>.
        </p>
        <h2 id="key">Get a key</h2>
        <p>
          Pages and feeds are open. The REST API and the keyed MCP tools need a key; the operator of this service
          creates one with <code>npm run keys -- create --tier pro --label you</code> (the secret is printed once). Send
          it as <code>Authorization: Bearer &lt;API_KEY&gt;</code>.
        </p>
        <pre>
          <code>{`curl -H "Authorization: Bearer $API_KEY" "${baseUrl}/api/v1/price-changes?min_change_pct=20"`}</code>
        </pre>
        <h2 id="mcp">Use it from an MCP client</h2>
        <p>
          Streamable HTTP at <code>{`${baseUrl}/mcp`}</code>. Without the header every open tool is listed and callable.
        </p>
        <pre>
          <code>{snippet}</code>
        </pre>
      </>
    ),
  })
}

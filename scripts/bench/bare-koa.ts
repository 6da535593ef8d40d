// The baseline for scripts/bench-api: a bare Koa app, no middleware, answering from memory with the
// very bytes the service sends (fetched once from it), so the ratio measures our stack, not payload size;
// /revalidate answers the service's 304 for latest.json with the same headers.
import Koa from 'koa'

const source = process.env.SERVICE_URL!
const auth = { Authorization: `Bearer ${process.env.BENCH_KEY}` }
const bodies: Record<string, { type: string; body: Buffer }> = {}
for (const [route, path, headers] of [
  ['/history', process.env.HISTORY_PATH!, auth],
  ['/latest', '/data/latest.json', {}],
] as const) {
  const res = await fetch(source + path, { headers })
  bodies[route] = { type: res.headers.get('content-type')!, body: Buffer.from(await res.arrayBuffer()) }
}

// The service's answer to one MCP tools/call (POSTed as a 2025-11-25 client does), for the MCP twin:
// the same bytes to the same POST, so the ratio shows what our MCP route costs beyond the payload.
if (process.env.MCP_CALL) {
  const res = await fetch(`${source}/mcp`, {
    method: 'POST',
    body: process.env.MCP_CALL,
    headers: {
      ...auth,
      'Content-Type': 'application/json',
      Accept: 'application/json',
      'MCP-Protocol-Version': '2025-11-25',
    },
  })
  bodies['/mcp-answer'] = { type: res.headers.get('content-type')!, body: Buffer.from(await res.arrayBuffer()) }
}

// The service's revalidation answer (a 304 with its headers but Date and the connection's), for the 304 twin.
const etag = (await fetch(`${source}/data/latest.json`)).headers.get('etag')!
const revalidation = await fetch(`${source}/data/latest.json`, { headers: { 'If-None-Match': etag } })
const notModified = Object.fromEntries(
  [...revalidation.headers].filter(([name]) => !['date', 'connection', 'keep-alive'].includes(name)),
)

const app = new Koa()
app.use((ctx) => {
  if (ctx.path === '/revalidate') {
    ctx.status = 304
    ctx.set(notModified)
    return
  }
  const hit = bodies[ctx.path]
  if (!hit) {
    ctx.body = { ok: true }
    return
  }
  ctx.type = hit.type
  ctx.body = hit.body
})
const server = app.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  console.log(`bare koa listening on http://127.0.0.1:${(server.address() as { port: number }).port}`)
})
// An exit on SIGTERM, not the default kill, so a profile asked for with --cpu-prof is written.
process.on('SIGTERM', () => process.exit(0))

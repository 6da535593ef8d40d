// One JSON type per field name on every surface: every tool's REST answer, MCP answer
// (structuredContent) and JSON feed are walked, and a field name seen with two types (null aside)
// fails, so a client that reads `sources` as a list reads a list everywhere. The names in
// KNOWN_MIXED are older, each still typed two ways (a figure object beside a plain number or text in
// the budget and cost models, an item field and a payload field of the same name): listed so that
// no new one joins them, and to be renamed. `offers` joined them with the price offers (a list on an
// LLM price item, a count of listings on a GPU rental day): the GPU field is the one to rename, with
// its stored series.
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { TOOLS } from '../../jobs/datasets/index.ts'
import { restPath } from '../../tools/define.ts'
import { connectMcp } from '../helpers/mcp.ts'
import { startTestServer, type TestServer } from '../helpers/server.ts'

const KNOWN_MIXED = new Set(
  (
    'amount api_monthly_usd api_usd_per_m_tokens bytes_per_param cancelled cross_rank depreciation_usd ' +
    'electricity_usd_per_kwh estimate evidence forms frontier fx fx_usd_cny gpu gpu_count gpus_for_load ' +
    'gpus_per_node hours_per_month input_cny_per_m input_tokens_per_person input_tokens_per_second ' +
    'input_tokens_per_second_per_gpu input_tokens_per_second_per_node input_tokens_per_task input_cny input_usd ' +
    'input_usd_per_m kv_headroom_share life_years offers memory_bandwidth_gbs method min_gpus min_seats models ' +
    'monthly_input_tokens monthly_output_tokens monthly_usd months_per_year notes on_prem_ops_share ' +
    'operations_usd output_cny output_cny_per_m output_tokens_per_person output_tokens_per_second ' +
    'output_tokens_per_second_per_gpu output_tokens_per_second_per_node output_tokens_per_task output_usd ' +
    'output_usd_per_m params_billion people power_usd power_w price private_cloud_ops_share ' +
    'public_cloud_ops_share pue purchase_price_usd scale_efficiency seconds_per_hour server_overhead_share ' +
    'source tasks_per_month throughput_h100_vs_h800 tier tokens_per_million usd utilisation value ' +
    'watts_per_kilowatt weights_gb windows'
  ).split(' '),
)

/** Arguments a tool needs. */
const NEEDS: Record<string, Record<string, unknown>> = {
  get_llm_price_history: { vendor: 'openai' },
  get_workload_cost: { input_tokens: 1_000_000 },
}

let server: TestServer
let key: string
const test = suite('field types :: one JSON type per field name on REST, MCP and the feeds')
test.before(async () => {
  server = await startTestServer()
  key = (await server.key()).secret
})

/** Field name -> JSON type -> where it was seen first. */
type Seen = Map<string, Map<string, string>>

function walk(value: unknown, where: string, seen: Seen) {
  if (Array.isArray(value)) for (const v of value) walk(v, where, seen)
  else if (value && typeof value === 'object') {
    for (const [name, v] of Object.entries(value)) {
      if (v === null) continue
      const type = Array.isArray(v) ? 'array' : typeof v
      const types = seen.get(name) ?? new Map<string, string>()
      if (!types.has(type)) types.set(type, where)
      seen.set(name, types)
      walk(v, where, seen)
    }
  }
}

test('every tool on every surface :: sources is a list; no field name but the known ones has two types', async () => {
  const seen: Seen = new Map()
  const client = await connectMcp(server.url, '2026-07-28', { Authorization: `Bearer ${key}` })
  for (const tool of TOOLS) {
    const args = NEEDS[tool.name] ?? {}
    const mcp = await client.callTool({ name: tool.name, arguments: args })
    assert.not.ok(mcp.isError, tool.name)
    walk(mcp.structuredContent, `MCP ${tool.name}`, seen)
    if (tool.rest) {
      const query = new URLSearchParams(Object.entries(args).map(([k, v]) => [k, String(v)]))
      const res = await server.get(`/api/v1${restPath(tool.name)}?${query}`, { key })
      assert.is(res.status, 200, tool.name)
      walk(await res.json(), `REST ${tool.name}`, seen)
    }
    if (tool.feed?.contentType === 'application/json') {
      const res = await server.get(`/data/${tool.feed.file}`)
      assert.is(res.status, 200, tool.feed.file)
      walk(await res.json(), `feed ${tool.feed.file}`, seen)
    }
  }
  // Answers of another form than the default: theirs too.
  const periods = await client.callTool({
    name: 'get_llm_price_history',
    arguments: { model: 'gpt-4o', form: 'periods' },
  })
  walk(periods.structuredContent, 'MCP get_llm_price_history form=periods', seen)
  await client.close()
  assert.equal([...(seen.get('sources')?.keys() ?? [])], ['array'], 'sources: a list on every surface')
  const mixed = [...seen]
    .filter(([name, types]) => types.size > 1 && !KNOWN_MIXED.has(name))
    .map(([name, types]) => `${name}: ${[...types].map(([type, where]) => `${type} (${where})`).join(', ')}`)
  assert.equal(mixed, [], mixed.join('\n'))
})

test.after(() => server.close())
test.run()

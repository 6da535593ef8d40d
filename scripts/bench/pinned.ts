// What the request-rate benches share: a process on core 0 (the servers) while the bench and its load
// generator run on core 1, waited for until it says it listens; and the JSON-RPC requests of /mcp as each
// protocol era's client sends them. On two cores a load generator that competes with the server for its
// core measures the scheduler (2026-11-26: the same route swung 0.5x-0.85x between rounds unpinned).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { cpus } from 'node:os'
import { untilListening } from '../listening.ts'

export const PINNED = cpus().length >= 2 && spawnSync('taskset', ['-V']).status === 0

/** Every thread of this process (autocannon's included) on core 1, where there are two cores. */
export function pinSelf() {
  if (PINNED) spawnSync('taskset', ['-apc', '1', String(process.pid)], { stdio: 'ignore' })
}

/** `argv` (node first) on core 0; resolves once it prints `listening on <URL>`. */
export async function startPinned(
  argv: string[],
  env: Record<string, string>,
  cwd?: string,
): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(PINNED ? 'taskset' : argv[0], PINNED ? ['-c', '0', ...argv] : argv.slice(1), {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  return { child, port: (await untilListening(child)).port }
}

export const rpc = (method: string, params?: object) =>
  JSON.stringify({ jsonrpc: '2.0', id: 1, method, ...(params ? { params } : {}) })

const MCP_HEADERS = { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' }

/** A JSON-RPC POST on /mcp as the 2025-11-25 client sends it (Accept both; no session). */
export const legacyPost = (body: string) => ({
  method: 'POST' as const,
  body,
  headers: { ...MCP_HEADERS, 'MCP-Protocol-Version': '2025-11-25' },
})

/** The 2026-07-28 client's: the per-request envelope in _meta, and the Mcp-Method/Mcp-Name headers. */
const META = {
  'io.modelcontextprotocol/protocolVersion': '2026-07-28',
  'io.modelcontextprotocol/clientInfo': { name: 'bench', version: '1' },
  'io.modelcontextprotocol/clientCapabilities': {},
}
export const modernPost = (method: string, params: Record<string, unknown>, name?: string) => ({
  method: 'POST' as const,
  body: rpc(method, { ...params, _meta: META }),
  headers: {
    ...MCP_HEADERS,
    'MCP-Protocol-Version': '2026-07-28',
    'Mcp-Method': method,
    ...(name ? { 'Mcp-Name': name } : {}),
  },
})

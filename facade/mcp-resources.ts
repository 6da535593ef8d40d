// MCP resources: every open feed is a resource (its URI is its /data URL, the URL to cite), and
// every dataset whose records carry a key (id, or model for prices) has a resource template
// ai-market-data://<record-kind>/{id}, so a client can attach a whole feed or a single record.
// A feed too large for one answer (history.csv, or any over the answer cap) reads as its CSV header
// and newest lines, or for JSON a short note with the URL: the listing says so.
import { z } from 'zod'
import { restPath, type AnyTool } from '../tools/define.ts'
import { LICENSE } from '../tools/envelope.ts'
import { readPayload, type BasePayload } from '../tools/snapshot.ts'
import { citationUrl } from '../tools/run.ts'
import type { FeedStore, FeedVersion } from './feed-files.ts'
import type { Answers } from './response-cache.ts'
import { RPC, RpcError } from './mcp-errors.ts'
import { visibleTools } from './mcp-methods.ts'

/** Lines of a large CSV feed a read returns after its header. */
const CSV_TAIL_LINES = 50
/** A read of an unknown resource: -32602 invalid params, as the SDK answers it (it never emits -32002). */
const RESOURCE_NOT_FOUND = RPC.INVALID_PARAMS
const SCHEME = 'ai-market-data://'

interface RecordKind {
  tool: AnyTool
  kind: string
  key: string
}

/** The field identifying a tool's records (id, else model), or undefined when they have none. */
function recordKey(tool: AnyTool): string | undefined {
  const items = (tool.output.shape as Record<string, z.ZodType>).items
  const element = items instanceof z.ZodArray ? items.element : undefined
  const shape = element instanceof z.ZodObject ? (element.shape as Record<string, unknown>) : {}
  return ['id', 'model'].find((field) => field in shape)
}

export class McpResources {
  private feedFiles: { tool: AnyTool; file: string; uri: string; mimeType: string }[]
  private kinds: RecordKind[]

  constructor(
    private readonly tools: AnyTool[],
    private readonly answers: Answers,
    private readonly feeds: FeedStore,
  ) {
    this.feedFiles = tools
      .filter((t) => t.feed)
      .map((tool) => ({
        tool,
        file: tool.feed!.file,
        uri: `${answers.baseUrl}/data/${tool.feed!.file}`,
        mimeType: tool.feed!.contentType,
      }))
    this.kinds = tools.flatMap((tool) => {
      const key = recordKey(tool)
      return key && tool.dataset ? [{ tool, key, kind: restPath(tool.name).slice(1) }] : []
    })
  }

  /** resources/list: the open feeds (open to everyone, like /data). */
  list() {
    return {
      resources: this.feedFiles.map(({ tool, file, uri, mimeType }) => ({
        uri,
        name: file,
        title: `${tool.title}: /data/${file}`,
        mimeType,
        description: `${tool.feed!.about ?? tool.description}${
          tool.feed!.appendOnly
            ? ' Too large for one answer: reading this resource returns the CSV header and the newest ' +
              `${CSV_TAIL_LINES} lines; download ${uri} for all of it.`
            : ''
        }`,
      })),
    }
  }

  /** resources/templates/list: one template per record kind the caller may read. */
  templates(hasKey: boolean) {
    const visible = new Set(visibleTools(this.tools, hasKey))
    return {
      resourceTemplates: this.kinds
        .filter((k) => visible.has(k.tool))
        .map(({ tool, kind, key }) => ({
          uriTemplate: `${SCHEME}${kind}/{${key}}`,
          name: `${kind} record`,
          title: `One record of ${tool.title}`,
          description:
            `One ${kind} record by its ${key}, with as_of, source_url, license and ` +
            `sources. The ${key}s: completion/complete on this template (a prefix ` +
            `gives up to 100), or the ${key} field of ${tool.name}'s items.`,
          mimeType: 'application/json',
        })),
    }
  }

  /**
   * completion/complete for a record template's key: the ids starting with the typed value
   * (case-insensitive), at most 100, so a client can find ai-market-data://price-index/all-2026-08-22
   * without knowing the id scheme.
   */
  async complete(params: Record<string, unknown>, hasKey: boolean) {
    const ref = params.ref as { type?: string; uri?: string } | undefined
    const argument = params.argument as { name?: string; value?: string } | undefined
    const kind =
      ref?.type === 'ref/resource' ? this.kinds.find((k) => ref.uri === `${SCHEME}${k.kind}/{${k.key}}`) : undefined
    if (!kind || argument?.name !== kind.key || (kind.tool.auth === 'key' && !hasKey))
      return { completion: { values: [], total: 0, hasMore: false } }
    const payload = await readPayload<BasePayload & { items: Record<string, unknown>[] }>(
      this.answers.store,
      kind.tool.dataset!,
    )
    const prefix = String(argument.value ?? '').toLowerCase()
    const ids = [...new Set(payload.items.map((i) => String(i[kind.key])))].filter((id) =>
      id.toLowerCase().startsWith(prefix),
    )
    return { completion: { values: ids.slice(0, 100), total: ids.length, hasMore: ids.length > 100 } }
  }

  /** resources/read of a feed URL or of a record URI. */
  async read(uri: string, hasKey: boolean) {
    const feed = this.feedFiles.find((f) => f.uri === uri)
    if (feed) return { contents: [await this.readFeed(feed)] }
    if (uri.startsWith(SCHEME)) {
      const [kindName, ...rest] = uri.slice(SCHEME.length).split('/')
      const kind = this.kinds.find((k) => k.kind === kindName)
      if (kind && (kind.tool.auth === 'none' || hasKey) && rest.length === 1 && rest[0]) {
        return { contents: [await this.readRecord(kind, uri, decodeURIComponent(rest[0]))] }
      }
      if (kind && kind.tool.auth === 'key' && !hasKey) {
        throw new RpcError(RESOURCE_NOT_FOUND, `Resource ${uri} needs an API key (Authorization: Bearer <API_KEY>).`, {
          uri,
        })
      }
    }
    throw new RpcError(
      RESOURCE_NOT_FOUND,
      `Resource ${uri} not found: resources/list and resources/templates/list name the URIs served.`,
      { uri },
    )
  }

  private async readFeed({ tool, file, uri, mimeType }: (typeof this.feedFiles)[number]) {
    const entry = await this.feeds.load(file)
    if (!entry) throw new RpcError(RESOURCE_NOT_FOUND, `Feed ${uri} is not published yet.`, { uri })
    if (mimeType === 'text/csv' && (tool.feed!.appendOnly || entry.size > this.answers.maxAnswerBytes)) {
      const { header, tail } = await headAndTail(entry, CSV_TAIL_LINES)
      return {
        uri,
        mimeType,
        text: header + tail,
        _meta: { complete: false, lines: CSV_TAIL_LINES, bytes: entry.size, download: uri },
      }
    }
    if (entry.size > this.answers.maxAnswerBytes) {
      const note = {
        note:
          `This feed is ${entry.size} bytes, over the ${this.answers.maxAnswerBytes}-byte cap of one answer: ` +
          'download it from the URL, or page through it with its tool.',
        url: uri,
        bytes: entry.size,
      }
      return { uri, mimeType, text: JSON.stringify(note), _meta: { complete: false, bytes: entry.size, download: uri } }
    }
    return { uri, mimeType, text: (await entry.bytes()).toString('utf8') }
  }

  private async readRecord({ tool, key }: RecordKind, uri: string, id: string) {
    const payload = await readPayload<BasePayload & { items: Record<string, unknown>[] }>(
      this.answers.store,
      tool.dataset!,
    )
    const item = payload.items.find((i) => i[key] === id)
    if (!item)
      throw new RpcError(
        RESOURCE_NOT_FOUND,
        `No record with ${key} '${id}' in ${tool.dataset} as of ${payload.as_of}.`,
        { uri },
      )
    const source_url = citationUrl(tool, {}, this.answers.baseUrl, 'mcp')
    const text = JSON.stringify({ as_of: payload.as_of, source_url, license: LICENSE, sources: payload.sources, item })
    return { uri, mimeType: 'application/json', text }
  }
}

/**
 * A CSV feed's header line and its last `lines` lines, read from the ends of the file: a large feed is
 * never read whole for this. Line ends are found in the raw bytes (a newline byte is never part of a
 * UTF-8 sequence), then each part is decoded.
 */
async function headAndTail(feed: FeedVersion, lines: number): Promise<{ header: string; tail: string }> {
  const head = await feed.bytes(0, Math.min(feed.size, 1 << 16))
  const headerEnd = head.indexOf(10) + 1
  let from = Math.max(headerEnd, feed.size - (1 << 16))
  for (;;) {
    const chunk = await feed.bytes(from, feed.size)
    let start = chunk.length - 1
    let n = 0
    // (A negative offset would count from the end: the search stops at the chunk's first byte.)
    for (let at = start > 0 ? chunk.lastIndexOf(10, start - 1) : -1; n < lines && at >= 0; n++) {
      start = at
      at = start > 0 ? chunk.lastIndexOf(10, start - 1) : -1
    }
    if (n === lines || from === headerEnd) {
      const cut = n === lines ? start + 1 : 0
      return { header: head.subarray(0, headerEnd).toString('utf8'), tail: chunk.subarray(cut).toString('utf8') }
    }
    from = Math.max(headerEnd, from - (1 << 16) * 4)
  }
}

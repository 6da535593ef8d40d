// The README's lists of tools, REST endpoints and feeds, made from the dataset list: `npx tsx
// scripts/readme.ts` rewrites the blocks between their markers; test/scripts/readme.test.ts fails
// when the README differs from what this makes (a tool or feed added without the README saying so).
import { readFileSync, writeFileSync } from 'node:fs'
import { pathToFileURL } from 'node:url'
import type { AnyTool } from '../tools/define.ts'
import { restPath } from '../tools/define.ts'
import { TOOLS } from '../jobs/datasets/index.ts'

const README = new URL('../README.md', import.meta.url)

/** `limit`'s default and maximum as the input schema states them, for the REST table. */
function limits(tool: AnyTool): string {
  const limit = (tool.input.shape as Record<string, { description?: string } | undefined>).limit
  const m = /default (\d+).*?(?:maximum|max) (\d+)/.exec(limit?.description ?? '')
  return m ? `${m[1]} / ${m[2]}` : '—'
}

export function blocks(tools: AnyTool[] = TOOLS): Record<string, string> {
  const rest = tools
    .filter((t) => t.rest)
    .map(
      (t) =>
        `| \`/api/v1${restPath(t.name).slice(1) ? restPath(t.name) : ''}\` | ${Object.keys(t.input.shape)
          .map((k) => `\`${k}\``)
          .join(', ')} | ${limits(t)} |`,
    )
  const mcp = tools.map((t) => `| \`${t.name}\` | ${t.auth === 'key' ? 'key' : 'open'} | ${t.about ?? t.title} |`)
  const feeds = tools
    .filter((t) => t.feed)
    .map(
      (t) =>
        `| [\`/data/${t.feed!.file}\`](http://localhost:8080/data/${t.feed!.file}) | ` +
        `${t.feed!.contentType} | ${t.title} |`,
    )
  return {
    rest: ['| endpoint | parameters | `limit` default / max |', '|---|---|---|', ...rest].join('\n'),
    tools: ['| MCP tool | key | what to ask it |', '|---|---|---|', ...mcp].join('\n'),
    feeds: ['| feed | type | dataset |', '|---|---|---|', ...feeds].join('\n'),
  }
}

/** The README's text with every block replaced by what the dataset list makes. */
export function withBlocks(text: string, made = blocks()): string {
  let out = text
  for (const [name, body] of Object.entries(made)) {
    const re = new RegExp(`(<!-- ${name} -->\\n)[\\s\\S]*?(<!-- /${name} -->)`)
    if (!re.test(out)) throw new Error(`README has no <!-- ${name} --> block`)
    out = out.replace(re, `$1${body}\n$2`)
  }
  return out
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  writeFileSync(README, withBlocks(readFileSync(README, 'utf8')))
  console.log('README blocks written: rest, tools, feeds')
}

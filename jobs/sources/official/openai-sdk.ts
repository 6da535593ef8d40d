// OpenAI's own Ruby SDK (openai/openai-ruby, generated from OpenAI's API description) lists every chat model id
// it accepts and marks each one OpenAI has scheduled for shutdown: '# @deprecated Announced shutdown date:
// 2026-12-11. See https://developers.openai.com/api/docs/deprecations ...' above 'O3 = :o3'. The deprecations
// page names some shutdowns by the dated snapshot alone (o3-2025-04-16); the SDK names the alias (o3) too. Read
// for the ids the page does not name: the page speaks for those it does.
import type { PageText } from './types.ts'

export const SDK_URL = 'https://raw.githubusercontent.com/openai/openai-ruby/main/lib/openai/models/chat_model.rb'
export const isSdk = (url: string) => url === SDK_URL

/** The comment's day, then the constant it stands above: `O3 = :o3` or `GPT_5 = :"gpt-5"`. */
const MARKED = new RegExp(
  String.raw`# @deprecated Announced shutdown date: (\d{4}-\d{2}-\d{2})\.[^\n]*\n(?:\s*#[^\n]*\n)*` +
    String.raw`\s*([A-Z0-9_]+) = :(?:"([^"]+)"|([\w.-]+))`,
  'g',
)

/** Each id the file marks, with its shutdown day and the file's words. */
export function sdkShutdowns({ text, url }: PageText): Map<string, { day: string; words: string; url: string }> {
  const out = new Map<string, { day: string; words: string; url: string }>()
  for (const m of text.matchAll(MARKED)) {
    const id = m[3] ?? m[4]
    if (!out.has(id))
      out.set(id, {
        day: m[1],
        // The comment's first line and the constant, its 'See <the deprecations page> ...' lines cut (…).
        words: `# @deprecated Announced shutdown date: ${m[1]}. … ${m[2]} = :${m[3] ? `"${id}"` : id}`,
        url,
      })
  }
  return out
}

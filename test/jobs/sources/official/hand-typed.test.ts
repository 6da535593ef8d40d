// Each adapter's table against the rows typed by hand before it (data/official-pages/hand-typed,
// the tables of data/official as they stood): every row typed by hand is in the seller's tables now,
// with the same key (model, currency, mode, band, window, cache TTL) and the same prices, and still in
// force unless the difference is one the table below explains, in words, by what the pages said.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { loadOfficialTables } from '../../../../jobs/official.ts'
import { OFFICIAL_ADAPTERS } from '../../../../jobs/sources/official/index.ts'
import { current } from '../../../../jobs/sources/official/keys.ts'
import { PAGES_DIR } from '../../../../jobs/sources/official/types.ts'
import type { OfficialPrice } from '../../../../tools/official-price.ts'

const test = suite('official adapters :: against the rows typed by hand')

const HAND = join(PAGES_DIR, 'hand-typed')
const handRows = (seller: string): OfficialPrice[] =>
  readdirSync(HAND)
    .map((f) => JSON.parse(readFileSync(join(HAND, f), 'utf8')) as { seller: string; rows: OfficialPrice[] })
    .filter((t) => t.seller === seller)
    .flatMap((t) => t.rows)

const keyOf = (r: OfficialPrice) =>
  [
    r.model.toLowerCase(),
    r.currency,
    r.mode,
    r.condition?.input_tokens_min ?? 0,
    r.condition?.window?.start ?? '',
    r.cache_write_ttl ?? '',
  ].join('|')
const pricesOf = (r: OfficialPrice) => [r.input, r.output, r.cache_read ?? null, r.cache_write ?? null].join('/')

/** Why a row typed by hand as in force is ended in the adapter's table: the words of its ending. */
const ENDED_BECAUSE: [RegExp, string][] = [
  [/^page: retirementDate '/, "the model file states a retirementDate that has passed (Mistral's docs repository)"],
  [/^page: retired \d{4}-/, 'the page marks the model retired on that day'],
  [/; until page: retired \d{4}-/, 'a notice retires the model on that day, after the price it took effect at'],
  [/^page: "(Shut down|서비스 종료)", no date given/, "the model page marks it shut down (OpenAI's header)"],
  [/^page marks it retired, first seen /, 'the page marks the model retired, no date: ended the day first seen'],
  [
    /; until page marks it retired, first seen /,
    'the page marks the model retired, no date: ended the day first seen, after the price it took effect at',
  ],
  [
    /^the seller moved \S+ from \S+ to \S+ on \d{4}-\d{2}-\d{2} \(/,
    'the seller moved the rolling id to another model (alias-pointers.csv): the hand row priced the one before',
  ],
  [
    /; until superseded: the page's later copy prices /,
    "a later copy prices the version behind the name from the day the seller's change log dates (DeepSeek-V3.2-Exp)",
  ],
  [
    /^first seen changed [\d-]+; until page: https:\/\/docs\.mistral\.ai\/models 'Deprecated & retired models', Ret/,
    "Mistral's docs models overview states a retirement day the model file did not show yet (Z.ai GLM 5.2)",
  ],
  [/^superseded: first seen changed /, 'a later copy states another price: the hand row is the old price'],
  [/^superseded by the bands of /, "a later copy states the model's bands; the hand row typed only their lowest price"],
  [/^the name is now an alias of /, 'the alias (…-latest) now names a newer model, whose own row holds its price'],
  [/^gone from the page, first missed /, 'a later copy, proven whole, no longer lists the model (kimi-latest)'],
  [
    /^line gone from the page, first missed /,
    "a later commit's model file, read whole, no longer states the free term (Devstral 2, Devstral Small 2)",
  ],
]

/** Rows typed by hand with no equal row now, and why. */
const DIFFERENT: Record<string, string> = {
  // The page says 'Free' in every price column: the adapter writes 0 (free), the hand row left output unstated.
  'glm-4.5-flash|USD|free|0||': 'the page states Free for output too; the adapter reads 0 where the hand row had null',
  // The model page states no cache writes; the pricing page states the same offer whole ('| gpt-5.6-terra | $2.00 |
  // $0.20 | $2.50 | $12.00 |'), and its rows stand for it: the hand row typed the model page's three prices.
  'gpt-5.6-terra|USD|standard|0||': "the pricing page's row adds the cache write ($2.50) the model page leaves out",
  'gpt-5.6-luna|USD|standard|0||': "the pricing page's row adds the cache write ($0.25) the model page leaves out",
}

/** Sellers whose adapter came first (or whose hand table had no row, Tencent's): none was ever typed by hand. */
const NEVER_TYPED = new Set(['cohere', 'meituan', 'perplexity', 'writer', 'tencent', 'volcengine', 'google-cloud'])

test('every row typed by hand is read by the adapter, or the difference is explained', async () => {
  const { sellers } = await loadOfficialTables()
  const unexplained: string[] = []
  const explained = new Map<string, number>()
  for (const adapter of OFFICIAL_ADAPTERS) {
    const hand = handRows(adapter.seller)
    if (NEVER_TYPED.has(adapter.seller)) {
      assert.equal(hand.length, 0, `${adapter.seller}: rows typed by hand recorded after all`)
      continue
    }
    assert.ok(hand.length, `${adapter.seller}: no rows typed by hand recorded`)
    const now = sellers.find((s) => s.seller === adapter.seller)!.rows
    console.log(`  ${adapter.seller}: ${now.length} rows now, ${hand.length} typed by hand`)
    for (const h of hand) {
      const same = now.filter((n) => keyOf(n) === keyOf(h) && pricesOf(n) === pricesOf(h))
      if (!same.length) {
        if (!DIFFERENT[keyOf(h)]) unexplained.push(`${adapter.seller} ${keyOf(h)} ${pricesOf(h)}: no equal row`)
        continue
      }
      if (!current(h) || same.some(current)) continue
      const why = same.map((n) => ENDED_BECAUSE.find(([re]) => re.test(n.effective_basis ?? ''))?.[1]).find(Boolean)
      if (why) explained.set(why, (explained.get(why) ?? 0) + 1)
      else unexplained.push(`${adapter.seller} ${keyOf(h)}: ended (${same[0].effective_basis})`)
    }
  }
  for (const [why, n] of explained) console.log(`  ${n} hand rows ended: ${why}`)
  assert.equal(unexplained, [])
})

test.run()

// The cloud agents dataset: agents.json records with each plan priced in both CNY and USD at the
// page date's FX rate, a normalised category, Chinese names for search, and no invented test scores.
import { convertPrice } from '../../../tools/price-domain.ts'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { DatasetSource } from '../../../tools/envelope.ts'
import { daysBetween } from '../../../tools/dates.ts'
import { FX_MAX_DAYS, type FxTable } from '../../../tools/fx.ts'
import { checkedRecords, RecordsFile, type Rejected } from '../../../tools/rejected.ts'
import { roundCents } from '../../../tools/round.ts'
import { ECB_DATASET_SOURCES, loadFxSync } from '../../fx.ts'
import { z } from 'zod'
import { AGENT_CATEGORIES, Agent, type AgentPlan } from '../../../tools/agents/schema.ts'

const AGENTS_DIR = fileURLToPath(new URL('../../../data/bundled/agents/', import.meta.url))

const RawPlan = z.object({
  plan: z.string(),
  monthly_price: z.number().nonnegative().nullable(),
  currency: z.string(),
  billing_notes: z.string(),
  source_url: z.string(),
})
type RawPlan = z.infer<typeof RawPlan>
/** A record of agents.json as compiled: the published Agent before its category, names and FX. */
const RawAgent = Agent.omit({
  plans: true,
  category: true,
  name_zh: true,
  specs: true,
  notes: true,
  test_results: true,
}).extend({ plans: z.array(RawPlan), key_specs: Agent.shape.specs, notes: z.string().optional() })
export interface AgentsInputs {
  file: z.infer<typeof RecordsFile>
  fx: FxTable
}
export interface AgentsPayload {
  as_of: string
  as_of_basis: string
  sources: DatasetSource[]
  note?: string
  items: Agent[]
}

/** Chinese names used for search (a translation table, not data from the source file). */
const NAME_ZH: Record<string, string> = {
  'zhipu-glm-coding-plan': '智谱 GLM 编程套餐',
  'alibaba-bailian-coding-plan': '阿里云 百炼 编程套餐',
  'alibaba-qoder': '阿里巴巴 Qoder',
  'volcengine-ark-coding-plan': '火山引擎 方舟 编程套餐',
  'bytedance-trae': '字节跳动 TRAE',
  'moonshot-kimi-membership': '月之暗面 Kimi 会员',
  'minimax-token-plan': '稀宇科技 MiniMax',
  'tencent-codebuddy': '腾讯云 CodeBuddy',
  'xiaomi-mimo-token-plan': '小米 MiMo',
}

// First match wins; the order puts the more specific words first.
const CATEGORY_RULES: [RegExp, Agent['category']][] = [
  [/coding-agent subscription/i, 'coding-plan'],
  [/app(\/UI)?-building/i, 'app-builder'],
  [/agentic browser/i, 'agentic-browser'],
  [/enterprise agent/i, 'enterprise-platform'],
  [/^assistant \+/i, 'assistant-subscription'],
  [/agentic IDE|coding agents? \(/i, 'agentic-ide'],
  [/cloud coding agent|software-engineering agent/i, 'cloud-coding-agent'],
  [/hosted (general|personal) agent/i, 'hosted-agent'],
]

/** The normalised category of a product type, or null when no rule knows it. */
export function categoryOf(productType: string): Agent['category'] | null {
  return CATEGORY_RULES.find(([re]) => re.test(productType))?.[1] ?? null
}

/** The day a page date is converted on: the date, the first of its month (assumption), else the compilation date. */
export function fxDayOf(pageDate: string | null, compiledOn: string): string {
  if (pageDate && /^\d{4}-\d{2}-\d{2}$/.test(pageDate)) return pageDate
  if (pageDate && /^\d{4}-\d{2}$/.test(pageDate)) return `${pageDate}-01`
  return compiledOn
}

/** Days from the rate to the observation, and why when more than FX_MAX_DAYS (48-93 days, unexplained). */
function fxDistance(day: string, pageDate: string | null, rate: { date: string; source: string }, fx: FxTable) {
  const off = daysBetween(rate.date, day)
  if (off <= FX_MAX_DAYS) return { fx_days_off: off, fx_note: null }
  const why =
    rate.date === fx.last.date
      ? `the USD/CNY table ends on ${fx.last.date} (${fx.last.source}); ` +
        `its last rate is carried forward ${off} days to ${day}`
      : `no USD/CNY rate between ${rate.date} and ${day} in the ` +
        `table; the last one before is carried forward ${off} days`
  const when = pageDate
    ? ''
    : `; the page is undated, so the price is converted for the day the stored page was read (${day})`
  return { fx_days_off: off, fx_note: `${why}${when}` }
}

function pricePlan(p: RawPlan, pageDate: string | null, compiledOn: string, fx: FxTable): AgentPlan {
  const base = {
    plan: p.plan,
    monthly_price: p.monthly_price,
    currency: p.currency as 'USD' | 'CNY',
    billing_notes: p.billing_notes,
    source_url: p.source_url,
    page_date: pageDate,
    observed: compiledOn,
  }
  const none = { fx_rate: null, fx_date: null, fx_source: null, fx_days_off: null, fx_note: null }
  if (p.monthly_price === null) return { ...base, price_usd: null, price_cny: null, ...none }
  const day = fxDayOf(pageDate, compiledOn)
  const rate = fx.on(day)
  const usd =
    p.currency === 'USD' ? p.monthly_price : roundCents(convertPrice(p.monthly_price, 'CNY', 'USD', rate.rate))
  const cny =
    p.currency === 'CNY' ? p.monthly_price : roundCents(convertPrice(p.monthly_price, 'USD', 'CNY', rate.rate))
  // A free plan needs no rate: 0 is 0 in every currency.
  const conv =
    p.monthly_price === 0
      ? none
      : { fx_rate: rate.rate, fx_date: rate.date, fx_source: rate.source, ...fxDistance(day, pageDate, rate, fx) }
  return { ...base, price_usd: usd, price_cny: cny, ...conv }
}

const AS_OF_BASIS =
  'as_of = the newest observation in the feed: the latest page date of any record ' +
  '(a date known only to the month counts as its first day). Each plan also carries ' +
  '`observed`, the day the stored page was read (the compilation date).'

// A yearly price as a source writes it: "¥468/year", "$100/year", "年付￥468".
const YEARLY = /[¥￥$]\s?([\d,.]+)\s?\/\s?year|年付\s?[¥￥$]\s?([\d,.]+)/gi
// A plan that says it is billed annually states a per-month equivalent on purpose (its name or notes say so).
const BILLED_ANNUALLY = /annual|billed yearly only|年付制/i

/**
 * Why a plan's monthly_price is a yearly plan divided by 12 presented as a monthly list price (Kimi's
 * ¥39 was ¥468/year / 12; monthly billing was ¥49), or undefined. A plan labelled as billed annually
 * may state its per-month equivalent.
 */
export function yearlyAsMonthly(p: RawPlan): string | undefined {
  if (p.monthly_price === null || p.monthly_price === 0 || BILLED_ANNUALLY.test(`${p.plan} ${p.billing_notes}`))
    return undefined
  for (const m of p.billing_notes.matchAll(YEARLY)) {
    const yearly = Number((m[1] ?? m[2]).replace(/,/g, ''))
    if (Math.abs(yearly / 12 - p.monthly_price) <= 0.5)
      return (
        `plan ${p.plan}: monthly_price ${p.monthly_price} is the yearly ${m[0].trim()} divided by 12, ` +
        'not a monthly list price'
      )
  }
  return undefined
}

/** Pure: the payload and the refused records. as_of = the newest page date (AS_OF_BASIS). */
export function buildAgents(inputs: AgentsInputs): { payload: AgentsPayload; rejected: Rejected[] } {
  const { compiled_on, records } = inputs.file
  const rejected: Rejected[] = []
  const items: Agent[] = []
  for (const r of checkedRecords('agents.json', records, RawAgent, rejected)) {
    const category = categoryOf(r.product_type)
    const bad = !category
      ? `unknown product type "${r.product_type}"`
      : !AGENT_CATEGORIES.includes(category)
        ? 'bad category'
        : r.plans.find((p) => !/^https?:\/\//.test(p.source_url))
          ? 'a plan has no source URL'
          : r.plans.find((p) => p.currency !== 'USD' && p.currency !== 'CNY')
            ? 'a plan is in a currency other than USD or CNY'
            : (r.plans.map(yearlyAsMonthly).find(Boolean) ?? null)
    if (bad || !category) {
      rejected.push({ source: 'agents.json', record: r.id, reason: bad ?? 'no category' })
      continue
    }
    items.push({
      id: r.id,
      name: r.name,
      name_zh: NAME_ZH[r.id] ?? null,
      vendor: r.vendor,
      country: r.country,
      kind: r.kind,
      category,
      product_type: r.product_type,
      description: r.description,
      plans: r.plans.map((p) => pricePlan(p, r.page_date, compiled_on, inputs.fx)),
      specs: r.key_specs,
      source_urls: r.source_urls,
      page_date: r.page_date,
      date_basis: r.date_basis,
      source_quality: r.source_quality,
      evidence: r.evidence,
      notes: r.notes ?? null,
      test_results: { status: 'not_run', results: null, reason: 'no tests run yet' },
    })
  }
  const dates = items
    .map((i) => (i.page_date && /^\d{4}-\d{2}$/.test(i.page_date) ? `${i.page_date}-01` : (i.page_date ?? '')))
    .filter((d) => /^\d{4}-\d{2}-\d{2}$/.test(d))
    .sort()
  const payload: AgentsPayload = {
    as_of: dates.at(-1) ?? compiled_on,
    as_of_basis: AS_OF_BASIS,
    sources: AGENTS_SOURCES,
    items,
    note:
      'Prices as shown on stored copies of the cited pages; vendors changed plans often in 2026, so check each ' +
      "plan's page_date. test_results are null until this service runs its own tests.",
  }
  return { payload, rejected }
}

const AGENTS_SOURCES: DatasetSource[] = [
  {
    name: 'agents.json (hand-compiled from stored public pricing pages; every plan links its page)',
    url: 'data/bundled/agents/agents.json (compiled 2026-11-22; origin in PROVENANCE.md)',
    license: 'facts with citations; each plan links its source page',
    retrieved: '2026-11-22',
  },
  {
    name: 'FRED DEXCHUS daily and FRED monthly USD/CNY',
    url: 'https://fred.stlouisfed.org/series/DEXCHUS',
    license: 'public domain (US federal data); monthly file ODC-PDDL 1.0',
    retrieved: '2026-07-21',
  },
  ...ECB_DATASET_SOURCES,
]

/** Reads the bundled file (the only I/O); converts with the run's FX table, else the bundled one. */
export function loadAgentsInputs(dir = AGENTS_DIR, fx: FxTable = loadFxSync()): AgentsInputs {
  return { file: RecordsFile.parse(JSON.parse(readFileSync(`${dir}/agents.json`, 'utf8'))), fx }
}

/** Load + build. */
export function produceAgents(dir?: string, fx?: FxTable) {
  return buildAgents(loadAgentsInputs(dir, fx))
}

// The cloud agents' pages: the table of agents, a page per agent with its plans and their sources.
import { AGENTS } from './tool.ts'
import { col, defineSection, defineView, field } from '../page.ts'
import type { Agent, AgentPlan } from './schema.ts'

/** The cheapest plan's monthly USD price; null when no plan has one. */
function fromUsd(a: Agent): number | null {
  const cheapest = Math.min(...a.plans.map((p) => p.price_usd ?? Number.POSITIVE_INFINITY))
  return cheapest === Number.POSITIVE_INFINITY ? null : cheapest
}

export const agentsPage = defineView<Agent>({
  dataset: AGENTS,
  title: 'Cloud agents: plans and prices',
  about:
    'Personal and work cloud agents (hosted agents, cloud coding agents, coding plans, agentic IDEs and ' +
    'browsers): vendor, country, product type, plans with monthly price in the billed currency and in CNY and ' +
    'USD, billing notes and limits, each plan with its source URL and date.',
  method: 'agents',
  note: () =>
    'Prices as shown on stored copies of the cited pages; vendors changed plans often in 2026, so check the ' +
    'date of each plan’s page. Test results stay empty until this service runs its own tests.',
  key: (a) => a.id,
  recordTitle: (a) => a.name,
  columns: [
    field('name', 'Agent', 'text', { link: 'record' }),
    field('name_zh', '中文名'),
    field('vendor', 'Vendor', 'text', { filter: true }),
    field('country', 'Country', 'text', { filter: true }),
    field('kind', 'Kind', 'text', { filter: true }),
    field('category', 'Category', 'text', { filter: true }),
    col('from_usd', 'From, USD / month', fromUsd, 'usd'),
    col('plans', 'Plans', (a) => a.plans.length, 'int'),
    field('page_date', 'Page date', 'date'),
  ],
  fields: [
    field('name', 'Agent'),
    field('name_zh', '中文名'),
    field('vendor', 'Vendor'),
    field('country', 'Country'),
    field('kind', 'Kind'),
    field('category', 'Category'),
    field('product_type', 'Product type'),
    field('description', 'Description'),
    field('source_quality', 'Source quality'),
    field('page_date', 'Page date'),
    field('date_basis', 'Date basis'),
    field('notes', 'Notes'),
  ],
  cites: (a) =>
    a.plans.map((p) => ({ label: `${p.plan} plan`, url: p.source_url, observed: p.page_date ?? p.observed })),
  sections: [
    defineSection<Agent, AgentPlan>({
      title: 'Plans',
      rows: (data) => data.record.plans,
      columns: [
        field('plan', 'Plan'),
        field('monthly_price', 'Monthly price', 'money'),
        field('currency', 'Currency'),
        field('price_usd', 'USD', 'usd'),
        field('price_cny', 'CNY', 'cny'),
        field('fx_rate', 'FX', 'number'),
        field('fx_date', 'FX date', 'date'),
        field('billing_notes', 'Billing notes'),
        field('page_date', 'Page date', 'date'),
        field('source_url', 'Source', 'url'),
      ],
      empty: 'No plan.',
    }),
  ],
})

// Cloud agents: curated records with their sources (data/bundled/agents).
import cloudAgents, { AGENTS, AgentsPayload } from '../../../tools/cloud-agents.ts'
import { col, type PageView } from '../../../tools/page.ts'
import { bundledProducer, type Dataset } from '../../dataset.ts'
import { produceAgents } from './build.ts'

export default {
  tools: [cloudAgents],
  producer: bundledProducer(AGENTS, AgentsPayload, (ctx) => produceAgents(undefined, ctx.fx)),
  page: {
    dataset: AGENTS,
    title: 'Cloud agents: plans and prices',
    about:
      'Personal and work cloud agents (hosted agents, cloud coding agents, coding plans, agentic IDEs and browsers): vendor, country, product type, plans with monthly price in the billed currency and in CNY and USD, billing notes and limits, each plan with its source URL and date.',
    method: 'agents',
    key: (a) => a.id,
    recordTitle: (a) => a.name,
    columns: [
      col('name', 'Agent', 'text', { link: 'record' }),
      col('name_zh', '中文名'),
      col('vendor', 'Vendor', 'text', { filter: true }),
      col('country', 'Country', 'text', { filter: true }),
      col('kind', 'Kind', 'text', { filter: true }),
      col('category', 'Category', 'text', { filter: true }),
      col('from_usd', 'From, USD / month', 'usd', {
        value: (a) =>
          Math.min(...a.plans.map((p: { price_usd: number | null }) => p.price_usd ?? Infinity)) === Infinity
            ? null
            : Math.min(...a.plans.map((p: { price_usd: number | null }) => p.price_usd ?? Infinity)),
      }),
      col('plans', 'Plans', 'int', { value: (a) => a.plans.length }),
      col('page_date', 'Page date', 'date'),
    ],
    fields: [
      col('name', 'Agent'),
      col('name_zh', '中文名'),
      col('vendor', 'Vendor'),
      col('country', 'Country'),
      col('kind', 'Kind'),
      col('category', 'Category'),
      col('product_type', 'Product type'),
      col('description', 'Description'),
      col('source_quality', 'Source quality'),
      col('page_date', 'Page date'),
      col('date_basis', 'Date basis'),
      col('notes', 'Notes'),
    ],
    cites: (a) =>
      a.plans.map((p: { plan: string; source_url: string; page_date: string | null; observed: string }) => ({
        label: `${p.plan} plan`,
        url: p.source_url,
        observed: p.page_date ?? p.observed,
      })),
    sections: [
      {
        title: 'Plans',
        rows: (data) => data.record.plans,
        columns: [
          col('plan', 'Plan'),
          col('monthly_price', 'Monthly price', 'number'),
          col('currency', 'Currency'),
          col('price_usd', 'USD', 'usd'),
          col('price_cny', 'CNY', 'cny'),
          col('fx_rate', 'FX', 'number'),
          col('fx_date', 'FX date', 'date'),
          col('billing_notes', 'Billing notes'),
          col('page_date', 'Page date', 'date'),
          col('source_url', 'Source', 'url'),
        ],
        empty: 'No plan.',
      },
    ],
  } satisfies PageView,
} satisfies Dataset

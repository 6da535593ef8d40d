// The enterprise AI cost pages: the table of company samples, a page per sample with its tokens, the
// API cost and the three ways of self-hosting.
import { ENTERPRISE_AI_COST } from './tool.ts'
import { col, defineView, field } from '../page.ts'
import { rationaleOf } from '../role-token-budget/page.ts'
import type { EnterpriseSample } from './schema.ts'

export const enterpriseAiCostPage = defineView<EnterpriseSample>({
  dataset: ENTERPRISE_AI_COST,
  title: 'Enterprise AI cost: API versus self-hosting',
  about:
    'Twelve company samples (10 to 10,000 people): monthly tokens from the role budgets and a stated role mix, ' +
    "the API cost at today's list prices, and self-hosting an open model on public cloud, private cloud and " +
    'on-premises GPUs, with the break-even volume. Every assumption is in the data with its source or the ' +
    'word assumption.',
  method: 'enterprise-ai-cost',
  key: (e) => e.id,
  recordTitle: (e) => e.name_en,
  columns: [
    field('name_en', 'Company sample', 'text', { link: 'record' }),
    field('name_zh', '样本'),
    field('industry', 'Industry', 'text', { filter: true }),
    field('ai_intensity', 'AI intensity', 'text', { filter: true }),
    col('headcount.value', 'People', (e) => e.headcount.value, 'int'),
    col('staff_using_ai.value', 'Using AI', (e) => e.staff_using_ai.value, 'int'),
    col('monthly_input_tokens.value', 'Input tokens / month', (e) => e.monthly_input_tokens.value, 'int'),
    col('monthly_output_tokens.value', 'Output tokens / month', (e) => e.monthly_output_tokens.value, 'int'),
    col('api_monthly_usd.value', 'API, USD / month', (e) => e.api_monthly_usd.value, 'usd'),
    col(
      'self_hosting.public_cloud.monthly_usd.value',
      'Public cloud, USD / month',
      (e) => e.self_hosting.public_cloud.monthly_usd.value,
      'usd',
    ),
    field('cheapest', 'Cheapest'),
  ],
  fields: [
    field('name_en', 'Company sample'),
    field('name_zh', '样本'),
    field('industry', 'Industry'),
    field('ai_intensity', 'AI intensity'),
    col('headcount.value', 'People', (e) => e.headcount.value, 'int'),
    col('headcount.rationale', 'Why (assumption)', (e) => rationaleOf(e.headcount)),
    col('staff_using_ai.value', 'Using AI', (e) => e.staff_using_ai.value, 'int'),
    col('monthly_input_tokens.value', 'Input tokens per month', (e) => e.monthly_input_tokens.value, 'int'),
    col('monthly_output_tokens.value', 'Output tokens per month', (e) => e.monthly_output_tokens.value, 'int'),
    col('api_monthly_usd.value', 'API, USD per month', (e) => e.api_monthly_usd.value, 'usd'),
    col('api_monthly_cny.value', 'API, CNY per month', (e) => e.api_monthly_cny.value, 'cny'),
    col('api_usd_per_m_tokens.value', 'API, USD per 1M tokens', (e) => e.api_usd_per_m_tokens.value, 'usd'),
    col('gpu_count.value', 'GPUs to self-host', (e) => e.gpu_count.value, 'int'),
    col(
      'self_hosting.public_cloud.monthly_usd.value',
      'Public cloud, USD per month',
      (e) => e.self_hosting.public_cloud.monthly_usd.value,
      'usd',
    ),
    col(
      'self_hosting.private_cloud.monthly_usd.value',
      'Private cloud, USD per month',
      (e) => e.self_hosting.private_cloud.monthly_usd.value,
      'usd',
    ),
    // The record's key is on_prem: the string path this replaced read on_premises and showed a dash.
    col(
      'self_hosting.on_prem.monthly_usd.value',
      'On-premises, USD per month',
      (e) => e.self_hosting.on_prem.monthly_usd.value,
      'usd',
    ),
    field('cheapest', 'Cheapest'),
  ],
})

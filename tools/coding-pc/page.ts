// The coding-PC pages: the table of computers, a page per computer with every price seen.
import { CODING_PC } from './tool.ts'
import { col, defineSection, defineView, field } from '../page.ts'
import { displayMoney } from '../round.ts'
import type { CodingPc } from './schema.ts'

type PcPrice = CodingPc['prices'][number]

/** The headline price as the table shows it: the price (else the range's low end) and its currency. */
function headlinePrice(c: CodingPc): string | null {
  const p = c.prices[0]
  const amount = p?.price ?? p?.price_low
  return p ? `${amount === null || amount === undefined ? '—' : displayMoney(amount)} ${p.currency}` : null
}

export const codingPcPage = defineView<CodingPc>({
  dataset: CODING_PC,
  title: 'Computers for AI coding agents',
  about:
    'Computers to run AI coding agents and local models on: SoC or GPU, memory and bandwidth, storage, list ' +
    'price with market, source and date (conflicting prices kept side by side), and the largest open-weights ' +
    'model class the memory holds at a stated quantisation.',
  method: 'coding-pc',
  key: (c) => c.id,
  recordTitle: (c) => c.name,
  columns: [
    field('name', 'Computer', 'text', { link: 'record' }),
    field('vendor', 'Vendor', 'text', { filter: true }),
    field('category', 'Category', 'text', { filter: true }),
    field('memory_gb', 'Memory GB', 'int'),
    field('memory_kind', 'Memory'),
    field('memory_bandwidth_gbs', 'Bandwidth GB/s', 'number'),
    col('tier.tier', 'Model class', (c) => c.tier.tier, 'text', { filter: true }),
    col('price', 'Price', headlinePrice),
    field('page_date', 'Date', 'date'),
  ],
  fields: [
    field('name', 'Computer'),
    field('vendor', 'Vendor'),
    field('category', 'Category'),
    field('cpu_soc', 'CPU / SoC'),
    field('gpu', 'GPU'),
    field('memory_gb', 'Memory GB', 'int'),
    field('memory_kind', 'Memory kind'),
    field('memory_bandwidth_gbs', 'Bandwidth GB/s', 'number'),
    field('storage', 'Storage'),
    col('tier.tier', 'Model class', (c) => c.tier.tier),
    col('tier.usable_gb', 'Usable GB', (c) => c.tier.usable_gb, 'number'),
    col('tier.reason', 'Why no class', (c) => c.tier.reason),
    field('page_date', 'Date'),
    field('date_basis', 'Date basis'),
    field('notes', 'Notes'),
  ],
  cites: (c) =>
    c.prices.map((p) => ({ label: `${p.market}: ${p.basis}`, url: p.source_url, observed: p.page_date ?? p.observed })),
  sections: [
    defineSection<CodingPc, PcPrice>({
      title: 'Prices',
      rows: (data) => data.record.prices,
      columns: [
        field('market', 'Market'),
        field('basis', 'Basis'),
        field('price', 'Price', 'money'),
        field('price_low', 'Low', 'money'),
        field('price_high', 'High', 'money'),
        field('currency', 'Currency'),
        field('page_date', 'Page date', 'date'),
        field('observed', 'Observed', 'date'),
        field('source_url', 'Source', 'url'),
      ],
      empty: 'No price.',
    }),
  ],
})

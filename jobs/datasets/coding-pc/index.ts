// Coding PCs: curated configurations with their sources (data/bundled/coding-pc).
import codingPc, { CODING_PC, CodingPcPayload } from '../../../tools/coding-pc.ts'
import { col, type PageView } from '../../../tools/page.ts'
import { bundledProducer, type Dataset } from '../../dataset.ts'
import { produceCodingPc } from './build.ts'

export default {
  tools: [codingPc],
  producer: bundledProducer(CODING_PC, CodingPcPayload, () => produceCodingPc()),
  page: {
    dataset: CODING_PC,
    title: 'Computers for AI coding agents',
    about:
      'Computers to run AI coding agents and local models on: SoC or GPU, memory and bandwidth, storage, list price with market, source and date (conflicting prices kept side by side), and the largest open-weights model class the memory holds at a stated quantisation.',
    method: 'coding-pc',
    key: (c) => c.id,
    recordTitle: (c) => c.name,
    columns: [
      col('name', 'Computer', 'text', { link: 'record' }),
      col('vendor', 'Vendor', 'text', { filter: true }),
      col('category', 'Category', 'text', { filter: true }),
      col('memory_gb', 'Memory GB', 'int'),
      col('memory_kind', 'Memory'),
      col('memory_bandwidth_gbs', 'Bandwidth GB/s', 'number'),
      col('tier.tier', 'Model class', 'text', { filter: true }),
      col('price', 'Price', 'text', {
        value: (c) =>
          c.prices?.[0] ? `${c.prices[0].price ?? c.prices[0].price_low ?? '—'} ${c.prices[0].currency}` : null,
      }),
      col('page_date', 'Date', 'date'),
    ],
    fields: [
      col('name', 'Computer'),
      col('vendor', 'Vendor'),
      col('category', 'Category'),
      col('cpu_soc', 'CPU / SoC'),
      col('gpu', 'GPU'),
      col('memory_gb', 'Memory GB', 'int'),
      col('memory_kind', 'Memory kind'),
      col('memory_bandwidth_gbs', 'Bandwidth GB/s', 'number'),
      col('storage', 'Storage'),
      col('tier.tier', 'Model class'),
      col('tier.usable_gb', 'Usable GB', 'number'),
      col('tier.reason', 'Why no class'),
      col('page_date', 'Date'),
      col('date_basis', 'Date basis'),
      col('notes', 'Notes'),
    ],
    cites: (c) =>
      c.prices.map(
        (p: { market: string; basis: string; source_url: string; page_date: string | null; observed: string }) => ({
          label: `${p.market}: ${p.basis}`,
          url: p.source_url,
          observed: p.page_date ?? p.observed,
        }),
      ),
    sections: [
      {
        title: 'Prices',
        rows: (data) => data.record.prices,
        columns: [
          col('market', 'Market'),
          col('basis', 'Basis'),
          col('price', 'Price', 'number'),
          col('price_low', 'Low', 'number'),
          col('price_high', 'High', 'number'),
          col('currency', 'Currency'),
          col('page_date', 'Page date', 'date'),
          col('observed', 'Observed', 'date'),
          col('source_url', 'Source', 'url'),
        ],
        empty: 'No price.',
      },
    ],
  } satisfies PageView,
} satisfies Dataset

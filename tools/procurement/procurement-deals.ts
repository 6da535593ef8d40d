import { z } from 'zod'
import {
  matchProcurementDeal,
  ProcurementDeal as DealBase,
  ProcurementSupplier as SupplierBase,
  procurementDealsQuery,
  type ProcurementDealsQuery,
} from './schema.ts'
import { listTool } from '../snapshot.ts'

/** The dataset name its editions are stored under, shared by the producer and this tool. */
export const PROCUREMENT_DEALS = 'procurement_deals'

/** A company of data/registry/suppliers.csv that a supplier entry names. */
const SupplierEntityRef = z
  .object({
    id: z.string().describe('Row id in data/registry/suppliers.csv: one id per legal entity, whatever the spelling'),
    name: z
      .string()
      .describe('The name every procurement figure uses: the legal name when a notice wrote it, else the short name'),
    legal_name: z.string().nullable().describe('Legal name as a bundled notice writes it; null when none does'),
    english_name: z.string().nullable().describe('English name as a bundled source writes it'),
    role: z.enum(['sole', 'lead', 'member']).describe('sole supplier, or lead / member of a consortium (联合体)'),
    share: z.string().nullable().describe('Its share as written (30%)'),
  })
  .describe('A supplier company resolved through the supplier-name table')

const ProcurementSupplier = SupplierBase.extend({
  entities: z
    .array(SupplierEntityRef)
    .describe('The companies this entry names (a consortium gives several); empty when the name is not in the table'),
  name_notes: z
    .array(z.string())
    .describe('Bracket notes taken off the written name before the lookup (lot, role, truncation remarks)'),
}).describe('A winning or candidate supplier')

export const ProcurementDeal = DealBase.extend({
  suppliers: z.array(ProcurementSupplier).describe('Suppliers named, in the source order'),
}).describe('A China AI-compute award or candidate-list notice')
export type ProcurementDeal = z.infer<typeof ProcurementDeal>

/** The base filter, with `supplier` also matching the table's names (华鲲振宇 finds 四川华鲲振宇 and Huakun Zhenyu). */
export function matchDeal(item: ProcurementDeal, q: ProcurementDealsQuery): boolean {
  if (!q.supplier) return matchProcurementDeal(item, q)
  const names = item.suppliers.flatMap((s) => [
    s.name,
    ...s.entities.flatMap((e) => [e.name, e.legal_name ?? '', e.english_name ?? '']),
  ])
  return names.some((n) => n.includes(q.supplier!)) && matchProcurementDeal(item, { ...q, supplier: undefined })
}

const deals = listTool({
  name: 'get_procurement_deals',
  title: 'China AI-compute awards and candidate lists',
  description:
    'Chinese award (中标/成交) and candidate-list (中标候选人) notices for AI compute: buyer, suppliers (as written and ' +
    'resolved to one name per company, consortia split), amount as written and parsed, cancelled (废标) flag, ' +
    "region, category, the Chinese title and evidence kept, source URL and page date. Press and analysts' " +
    'estimates are flagged.',
  about: 'China AI-compute award and candidate notices with buyer, supplier and amount (Chinese text kept)',
  rest: false,
  dataset: PROCUREMENT_DEALS,
  feed: 'procurement_deals.json',
  item: ProcurementDeal,
  filters: procurementDealsQuery,
  match: matchDeal,
  limit: { fallback: 20, max: 200 },
})

export const ProcurementDealsPayload = deals.payload
export default deals.tool

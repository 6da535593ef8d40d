// Wire schemas of the coding-PC dataset: computers for AI coding agents and local models, with the
// tier (largest open-weights model class the memory holds, by a stated rule) and every price seen.
import { z } from 'zod'

export const PC_CATEGORIES = ['laptop', 'mini-pc', 'desktop', 'workstation', 'gpu-card'] as const
/** Model classes by parameter count (billions), smallest first; a tier names the largest that fits. */
export const PC_TIERS = ['below-8b', '8b', '14b', '32b', '70b', '120b', '235b', '671b'] as const

const PcPrice = z
  .object({
    price: z.number().nullable().describe('Price as stated (null when the source gives a range)'),
    price_low: z.number().nullable().describe('Low end of a stated range'),
    price_high: z.number().nullable().describe('High end of a stated range'),
    currency: z.enum(['USD', 'EUR', 'CNY']).describe('Currency'),
    basis: z
      .string()
      .describe('What kind of price: launch list, street, reseller listing, build total, budget cap ...'),
    market: z.string().nullable().describe('Market the price applies to (US, IT (EU), CN)'),
    source_url: z.string().describe('Page the price was read from'),
    page_date: z
      .string()
      .nullable()
      .describe('Date of that page (may be partial: YYYY or YYYY-MM); null when the source file does not give it'),
    observed: z
      .string()
      .describe(
        'Date the stored page was read (the compilation date of the ' +
          'records): the price is known to hold on the page at that reading',
      ),
  })
  .describe('One observed price; conflicting prices are listed side by side, never averaged')

const PcTier = z
  .object({
    tier: z
      .enum(PC_TIERS)
      .nullable()
      .describe('Largest open-weights model class that fits (null when the memory size is not stated)'),
    usable_gb: z.number().nullable().describe('Memory counted as usable for the model: memory_gb × usable fraction'),
    usable_fraction: z
      .number()
      .nullable()
      .describe('Assumption: 0.75 of unified/system memory (the OS keeps the rest), 1.0 of dedicated VRAM'),
    bytes_per_param: z
      .number()
      .describe('Assumption: 0.5625 bytes per parameter (≈4.5 bits, a 4-bit quantisation such as Q4_K_M)'),
    overhead: z
      .number()
      .describe(
        'Assumption: weights × (1 + overhead) must fit; 0.2 for KV cache and runtime buffers at modest context',
      ),
    reason: z.string().nullable().describe('Why tier is null'),
    rationale: z.string().describe('The assumptions behind the factors'),
  })
  .describe('The tier and the rule behind it (all factors are labelled assumptions; see docs/methods/coding-pc.md)')

export const CodingPc = z
  .object({
    id: z.string().describe('Stable slug'),
    name: z.string().describe('Configuration name'),
    vendor: z.string().describe('Vendor or builder'),
    category: z
      .enum(PC_CATEGORIES)
      .describe('laptop, mini-pc, desktop, workstation, or gpu-card (a component, the price driver of GPU builds)'),
    cpu_soc: z.string().nullable().describe('CPU or SoC'),
    gpu: z.string().nullable().describe('GPU'),
    memory_gb: z
      .number()
      .nullable()
      .describe('Memory for the model in GB: unified memory, total VRAM, or system RAM (see memory_kind)'),
    memory_kind: z.enum(['unified', 'vram', 'system']).nullable().describe('What memory_gb counts'),
    memory_type: z.string().describe('Memory as the source describes it'),
    memory_bandwidth_gbs: z
      .number()
      .nullable()
      .describe('Memory bandwidth in GB/s as a cited page states it (per GPU for multi-GPU builds)'),
    storage: z.string().nullable().describe('Storage as stated'),
    prices: z.array(PcPrice).min(1).describe('Every price seen, headline first'),
    tier: PcTier,
    page_date: z.string().nullable().describe('Date of the headline page (may be partial)'),
    date_basis: z.string().describe('What the date rests on'),
    source_url: z.string().describe('Headline page (specs, first price)'),
    extra_sources: z.array(z.string()).describe('Further pages for the specs'),
    evidence: z.array(z.string()).describe('Short verbatim phrases from the pages'),
    notes: z.string().nullable().describe('Caveats'),
  })
  .describe('A computer configuration for AI coding agents and local models')
export type CodingPc = z.infer<typeof CodingPc>

/** Query filter shape for /api/v1/coding-pc and get_coding_pc. */
export const codingPcFilter = {
  category: z.enum(PC_CATEGORIES).optional().describe('laptop, mini-pc, desktop, workstation or gpu-card'),
  tier: z
    .enum(PC_TIERS)
    .optional()
    .describe(
      'Exact tier: the largest open-weights model class the memory ' +
        'holds (below-8b, 8b, 14b, 32b, 70b, 120b, 235b, 671b)',
    ),
  min_tier: z.enum(PC_TIERS).optional().describe('This tier or larger'),
  query: z.string().optional().describe('Text in the name, vendor, CPU/SoC or GPU (e.g. "M4 Max", "RTX 5090", "褐蚁")'),
}
export type CodingPcQuery = {
  category?: (typeof PC_CATEGORIES)[number]
  tier?: (typeof PC_TIERS)[number]
  min_tier?: (typeof PC_TIERS)[number]
  query?: string
}

/** Whether a configuration matches every given filter. */
export function matchCodingPc(item: CodingPc, query: CodingPcQuery): boolean {
  if (query.category && item.category !== query.category) return false
  if (query.tier && item.tier.tier !== query.tier) return false
  if (
    query.min_tier &&
    (item.tier.tier === null || PC_TIERS.indexOf(item.tier.tier) < PC_TIERS.indexOf(query.min_tier))
  )
    return false
  if (query.query) {
    const needle = query.query.toLowerCase()
    if (![item.name, item.vendor, item.cpu_soc, item.gpu].some((h) => h?.toLowerCase().includes(needle))) return false
  }
  return true
}

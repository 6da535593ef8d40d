// The inputs of the enterprise cost model: the assumptions file (validated here) and the GPU
// price rows (rental and purchase price, read from gpu_prices' published records).
import { z } from 'zod'
import { USAGE_LEVELS } from '../../../tools/role-token-budget/schema.ts'

const Assumption = z.object({
  value: z.number().nonnegative(),
  kind: z.literal('assumption'),
  rationale: z.string().min(1),
  unit: z.string().optional(),
})
const Sourced = z.object({
  value: z.number().nonnegative(),
  kind: z.literal('sourced'),
  source_url: z.string().min(1),
  date: z.string().min(4),
  note: z.string(),
  unit: z.string().optional(),
})

/** data/bundled/enterprise-ai-cost/assumptions.json */
export const EnterpriseAssumptionsFile = z.object({
  about: z.string(),
  units: z.object({
    tokens_per_million: Assumption,
    hours_per_month: Assumption,
    seconds_per_hour: Assumption,
    months_per_year: Assumption,
    watts_per_kilowatt: Assumption,
  }),
  open_model: z.object({
    model: z.string(),
    why: z.string(),
    /** The seller's API id priced against self-hosting (its list price in force on the day); absent: `model`. */
    api_model: z.string().optional(),
    api_model_why: z.string().optional(),
    params_billion: Sourced,
    bytes_per_param: Sourced,
    input_tokens_per_second_per_node: Sourced,
    output_tokens_per_second_per_node: Sourced,
    gpus_per_node: Sourced,
  }),
  deployment: z.object({
    gpu: z.string(),
    gpu_vram_gb: Sourced,
    gpu_power_w: Sourced,
    kv_headroom_share: Assumption,
    throughput_h100_vs_h800: Assumption,
    scale_efficiency: Assumption,
    utilisation: Assumption,
  }),
  public_cloud: z.object({ ops_share: Assumption }),
  private_cloud: z.object({ definition: z.string(), usd_per_gpu_hour: Sourced, ops_share: Assumption }),
  on_prem: z.object({
    server_overhead_share: Assumption,
    life_years: Assumption,
    pue: Sourced,
    electricity_usd_per_kwh: Assumption,
    ops_share: Assumption,
  }),
  samples: z.array(
    z.object({
      id: z.string().regex(/^[a-z0-9-]+$/),
      name_en: z.string(),
      name_zh: z.string(),
      industry: z.string(),
      ai_intensity: z.enum(['low', 'medium', 'high']),
      headcount: Assumption,
      role_mix: z.array(z.object({ role_id: z.string(), usage: z.enum(USAGE_LEVELS), people: Assumption })).min(1),
    }),
  ),
})
export type EnterpriseAssumptions = z.infer<typeof EnterpriseAssumptionsFile>

/** One GPU's rental and purchase price as gpu_prices publishes them, each with its source and date. */
export interface GpuPriceInput {
  gpu: string
  rental_usd_per_hour: number
  rental_date: string
  rental_source_url: string
  /** Which gpu_prices figure it is and how that was computed. */
  rental_note?: string
  purchase_price_usd: number
  purchase_date: string
  purchase_source_url: string
  /** gpu_prices' kind of the price: list (the seller's), estimate, street or china_market. */
  purchase_kind: string
  purchase_note?: string
}

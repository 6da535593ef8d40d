// The tier rule: the largest open-weights model class whose 4-bit weights, plus overhead, fit in the
// memory the machine can give a model. Every factor is an assumption, named and described in the
// schema and in docs/methods/coding-pc.md.
import type { PC_TIERS, CodingPc } from '../../../tools/coding-pc/schema.ts'
import { roundTo } from '../../../tools/round.ts'

/** Assumption: ≈4.5 bits per parameter, the average of a Q4_K_M-style 4-bit quantisation. */
const BYTES_PER_PARAM = 0.5625
/** Assumption: KV cache and runtime buffers at modest context add 20% to the weights. */
const OVERHEAD = 0.2
/**
 * Assumption: share of memory a model can use: the OS keeps ~25%
 * of unified/system memory; dedicated VRAM is all usable.
 */
const USABLE_FRACTION = { unified: 0.75, system: 0.75, vram: 1.0 } as const

/** The assumptions in words, published on every tier beside the numbers they explain. */
const RATIONALE =
  `assumption: bytes_per_param ${BYTES_PER_PARAM} (about 4.5 bits a parameter, a 4-bit quantisation such as ` +
  `Q4_K_M); overhead ${OVERHEAD} (KV cache and runtime buffers at modest context add 20% to the weights); ` +
  `usable_fraction ${USABLE_FRACTION.unified} of unified or system memory (the OS keeps about a quarter), ` +
  `${USABLE_FRACTION.vram} of dedicated VRAM. usable_gb = memory_gb * usable_fraction; a class fits when ` +
  'params * bytes_per_param * (1 + overhead) <= usable_gb.'

/** Parameter count (billions) of each model class above below-8b (open-weights examples in the method doc). */
const CLASS_PARAMS_B: Record<Exclude<(typeof PC_TIERS)[number], 'below-8b'>, number> = {
  '8b': 8,
  '14b': 14,
  '32b': 32,
  '70b': 70,
  '120b': 120,
  '235b': 235,
  '671b': 671,
}

/** Memory needed for a model of `paramsB` billion parameters under the assumptions, in GB. */
export function neededGb(paramsB: number): number {
  return paramsB * BYTES_PER_PARAM * (1 + OVERHEAD)
}

/**
 * What memory_gb counts, from the source's memory description
 * ("unified LPDDR5x", "VRAM (GDDR7)", "system RAM: 24x 48GB").
 */
export function memoryKind(memoryType: string): CodingPc['memory_kind'] {
  if (/unified|coherent/i.test(memoryType)) return 'unified'
  if (/^system RAM/i.test(memoryType)) return 'system'
  if (/VRAM/i.test(memoryType)) return 'vram'
  return null
}

/** The tier of a configuration with its inputs. */
export function tierOf(memoryGb: number | null, kind: CodingPc['memory_kind']): CodingPc['tier'] {
  const rule = { bytes_per_param: BYTES_PER_PARAM, overhead: OVERHEAD, rationale: RATIONALE }
  if (memoryGb === null)
    return {
      tier: null,
      usable_gb: null,
      usable_fraction: null,
      ...rule,
      reason: 'memory size not stated in the source',
    }
  if (kind === null)
    return { tier: null, usable_gb: null, usable_fraction: null, ...rule, reason: 'memory kind not recognised' }
  const fraction = USABLE_FRACTION[kind]
  const usable = memoryGb * fraction
  let tier: CodingPc['tier']['tier'] = 'below-8b'
  for (const [name, params] of Object.entries(CLASS_PARAMS_B))
    if (neededGb(params) <= usable) tier = name as typeof tier
  return { tier, usable_gb: roundTo(usable, 2), usable_fraction: fraction, ...rule, reason: null }
}

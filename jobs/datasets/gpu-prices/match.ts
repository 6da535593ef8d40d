// Name matching: price-point part names and rental-series names -> catalogue ids, by table only.
// H100 SXM, PCIe and NVL are different parts, so a name whose form factor is not stated goes to the
// part's form-not-stated record (catalog.ts), never to a guessed form.

type Form = 'sxm' | 'pcie' | 'nvl'

interface Family {
  /** The part exists in one form only: any form-factor text maps here. */
  single?: string
  /** Catalogue id per stated form; a form without an id is a part we do not publish. */
  forms?: Partial<Record<Form, string>>
  /** The forms the part is sold in, for the rejection reason. */
  sold_as?: string
  /** Catalogue id of the part's form-not-stated record. */
  unstated?: string
}

/** Normalised part name (see normPart) -> family. */
export const FAMILIES: Record<string, Family> = {
  h100: {
    forms: { sxm: 'nvidia-h100-sxm', pcie: 'nvidia-h100-pcie', nvl: 'nvidia-h100-nvl' },
    sold_as: 'SXM, PCIe and NVL',
    unstated: 'nvidia-h100',
  },
  'h100 80gb': {
    forms: { sxm: 'nvidia-h100-sxm', pcie: 'nvidia-h100-pcie' },
    sold_as: 'SXM and PCIe',
    unstated: 'nvidia-h100',
  },
  h200: { forms: { sxm: 'nvidia-h200-sxm' }, sold_as: 'SXM and NVL (PCIe)' },
  h800: { forms: { sxm: 'nvidia-h800-sxm' }, sold_as: 'SXM and PCIe', unstated: 'nvidia-h800' },
  a800: { forms: { sxm: 'nvidia-a800-sxm' }, sold_as: 'SXM and PCIe (40 GB and 80 GB)', unstated: 'nvidia-a800' },
  a100: { forms: {}, sold_as: 'SXM4 and PCIe, 40 GB and 80 GB', unstated: 'nvidia-a100' },
  'a100 40gb': { forms: { sxm: 'nvidia-a100-sxm4-40gb' }, sold_as: 'SXM4 and PCIe', unstated: 'nvidia-a100' },
  v100: { forms: {}, sold_as: 'SXM2, SXM3 and PCIe, 16 GB and 32 GB', unstated: 'nvidia-v100' },
  b200: { single: 'nvidia-b200' },
  h20: { single: 'nvidia-h20' },
  'rtx pro 6000d': { single: 'nvidia-rtx-pro-6000d' },
  'ascend 910b': { single: 'huawei-ascend-910b' },
  'ascend 910c': { single: 'huawei-ascend-910c' },
  'rtx 4090': { single: 'nvidia-rtx-4090' },
  'rtx 4090d': { single: 'nvidia-rtx-4090d' },
  'rtx 5090': { single: 'nvidia-rtx-5090' },
  'rtx 5090d': { single: 'nvidia-rtx-5090d' },
  'rtx 5080': { single: 'nvidia-rtx-5080' },
  'rtx 5070 ti': { single: 'nvidia-rtx-5070-ti' },
  'rtx 5070': { single: 'nvidia-rtx-5070' },
  'rtx 5060': { single: 'nvidia-rtx-5060' },
}

/** Lower case, without the vendor and brand words and without parenthesised partner/board names. */
export function normPart(part: string): string {
  return part
    .toLowerCase()
    .replace(/\([^)]*\)/g, ' ')
    .replace(/\b(nvidia|geforce|huawei)\b/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}

/** The form factor a record states, if any. NVL is checked first: "PCIe/NVL" VMs are NVL parts. */
export function formOf(text: string): Form | null {
  if (/\bNVL\b/i.test(text)) return 'nvl'
  if (/SXM|NVLink|HGX/i.test(text)) return 'sxm'
  if (/PCIe/i.test(text)) return 'pcie'
  return null
}

/** The catalogue id, and whether the record stated the form (false: the part's form-not-stated record). */
export type MatchResult = { id: string; form_stated: boolean } | { reason: string }

/** Catalogue id for a price point's part and form-factor text, or why it cannot be matched. */
export function matchPart(part: string, formFactor: string): MatchResult {
  const key = normPart(part)
  const family = FAMILIES[key]
  if (!family) return { reason: `part name '${part}' is not in the name table` }
  if (family.single) return { id: family.single, form_stated: true }
  const form = formOf(formFactor)
  if (!form && family.unstated) return { id: family.unstated, form_stated: false }
  if (!form)
    return { reason: `form factor not stated ('${formFactor}'); ${key.toUpperCase()} is sold as ${family.sold_as}` }
  const id = family.forms?.[form]
  return id
    ? { id, form_stated: true }
    : { reason: `no published record for ${key.toUpperCase()} ${form.toUpperCase()}` }
}

interface RentalTarget {
  id: string
  assumption: string | null
}

/** Rental series `gpu_type|socket_type` -> catalogue id. */
const RENTAL_SERIES: Record<string, RentalTarget> = {
  'H100_80GB|SXM5': { id: 'nvidia-h100-sxm', assumption: null },
  'H100_80GB|PCIe': { id: 'nvidia-h100-pcie', assumption: null },
  'A100_80GB|SXM4': { id: 'nvidia-a100-sxm4-80gb', assumption: null },
  'A100_80GB|PCIe': { id: 'nvidia-a100-pcie-80gb', assumption: null },
  'B200_180GB|': { id: 'nvidia-b200', assumption: null }, // B200 ships only as the HGX (SXM) module
  'GH200_96GB|': { id: 'nvidia-gh200', assumption: null }, // GH200 is one superchip part
  'H200_141GB|': {
    id: 'nvidia-h200-sxm',
    assumption:
      'Assumption: the series leaves socket blank; matched to H200 SXM because the 141 GB H200 NVL is a PCIe ' +
      'card the series would label PCIe, as it does for A100/H100.',
  },
}

/** Catalogue id (and any labelled assumption) for a rental series name, or why it cannot be matched. */
export function matchRental(gpuType: string, socketType: string): RentalTarget | { reason: string } {
  return (
    RENTAL_SERIES[`${gpuType}|${socketType}`] ?? {
      reason: `rental series '${gpuType}' socket '${socketType}' is not in the name table`,
    }
  )
}

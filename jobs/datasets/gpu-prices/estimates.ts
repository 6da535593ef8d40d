export type EpochPriceLabel = { kind: 'list' | 'street' } | { kind: 'estimate'; method: string }

/**
 * What each Epoch `Release price (USD)` we publish is, read from its own `Source for the price` note.
 * Only a figure whose cited page states the seller's launch price is 'list'; a row not named here is
 * an estimate (Epoch compiles the column; it is not a price list).
 */
const EPOCH_PRICE_LABEL: Record<string, EpochPriceLabel> = {
  'NVIDIA H100 SXM5 80GB': {
    kind: 'estimate',
    method:
      'Epoch: "No official MSRP. Industry analyst in May 2023 reports DGX servers with 8xH100 were sold for ' +
      '$269k, or $33,600 per GPU" (8-GPU DGX server price / 8)',
  },
  'NVIDIA A100 SXM4 40 GB': {
    kind: 'estimate',
    method: "Epoch's figure from a press analysis of NVIDIA pricing (The Next Platform), not an NVIDIA price list",
  },
  'NVIDIA HGX H20': {
    kind: 'estimate',
    method: 'Epoch\'s point figure within a distributor-reported range ("around $10,000 - $13,000", Tom\'s Hardware)',
  },
  'Huawei Ascend 910B': {
    kind: 'estimate',
    method:
      'Epoch: "120,000 yuan = 16800 USD at mid-2023 rate of 0.14 ' +
      'yuan per dollar" (a CNY market price converted by Epoch)',
  },
  'NVIDIA L20 PCle': { kind: 'street' }, // a reseller's shop page (viperatech.com), not NVIDIA's list
  'NVIDIA GeForce RTX 4090': { kind: 'list' }, // NVIDIA's launch MSRP, also GP-007
}

/** The label of one Epoch release price (a row missing from the table is an estimate, said so). */
export function epochPriceLabel(row: string): EpochPriceLabel {
  return (
    EPOCH_PRICE_LABEL[row] ?? {
      kind: 'estimate',
      method: "Epoch's compiled release price; its note does not show it to be the seller's list price",
    }
  )
}

/** A price-point record whose own words call the figure an estimate ("~$98.30/hr (list on-demand, est.)"). */
export function pointEstimate(priceReported: string, market: string, notes = ''): boolean {
  return /\best\.|\bestimated?\b/i.test(`${priceReported} ${market} ${notes}`)
}

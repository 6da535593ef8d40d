// Spec figures per GPU: Epoch first (it links a datasheet per row), Wikipedia for what Epoch lacks.
// A figure is taken only from the exact row the catalogue names; anything unreadable stays null with why.
import { roundTo } from '../../../tools/round.ts'
import type { GpuSpecs, SpecNumber } from '../../../tools/gpu-prices/schema.ts'
import type { CatalogEntry } from './catalog.ts'

export const EPOCH_FILE = 'epoch_ml_hardware.csv'
export const WIKI_FILE = 'wikipedia_gpu_specs_voidful.json'
export const EPOCH_URL = 'https://github.com/joshyou/clod/blob/2af77743b2cb18e8a9a0dc4efb49eadc43802805/ml_hardware.csv'
export const WIKI_URL = 'https://github.com/voidful/gpu-info-api/blob/03a6b34a8cc7b761a0b70a5956a478c76062e6ec/gpu.json'
/** Share-alike: a figure taken from Wikipedia keeps this licence, not the compilation's. */
export const WIKI_LICENSE =
  'CC BY-SA 4.0 (Wikipedia content; share-alike: reuse under the same licence, crediting Wikipedia)'
export const EPOCH_LICENSE = 'CC BY 4.0 (Epoch AI)'

export type EpochRow = Record<string, string>
export type WikiEntry = Record<string, unknown>

/** Specs (GB, TB/s, TFLOPS, W) converted from Epoch's base units keep 3 decimals. */
const SPEC_DIGITS = 3
const firstUrl = (text: string | undefined) => text?.match(/https?:\/\/\S+/)?.[0] ?? null

type Field = keyof GpuSpecs
type Reader = (value: unknown) => number | string | null

/** A plain number, or a number followed by a unit word ("575 W"); anything else (ranges, "40 or 80") is unreadable. */
function plainNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null
  const match = typeof value === 'string' ? value.trim().match(/^(\d+(?:\.\d+)?)(?:\s*W)?$/) : null
  return match ? Number(match[1]) : null
}

/** "419 (838)" = dense (sparse) in the "(2:1 sparse)" columns; two pairs (base and boost clocks) are ambiguous. */
function denseOfSparsePair(value: unknown): number | null {
  const match = typeof value === 'string' ? value.trim().match(/^(\d+(?:\.\d+)?) \(\d+(?:\.\d+)?\)$/) : null
  return match ? Number(match[1]) : null
}

const epochNumber =
  (scale: number): Reader =>
  (value) => {
    const n = Number(value)
    return value !== '' && Number.isFinite(n) && n > 0 ? roundTo(n / scale, SPEC_DIGITS) : null
  }

const EPOCH_COLUMNS: Record<Field, [string, Reader]> = {
  vram_gb: ['Memory (bytes)', epochNumber(1e9)],
  memory_bandwidth_gbs: ['Memory bandwidth (byte/s)', epochNumber(1e9)],
  fp16_tensor_dense_tflops: ['Tensor-FP16/BF16 performance (FLOP/s)', epochNumber(1e12)],
  tdp_w: ['TDP (W)', epochNumber(1)],
  release_date: [
    'Release date',
    (value) => (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null),
  ],
}

// Column names vary by Wikipedia table; each field lists the columns that mean exactly it.
const WIKI_COLUMNS: Record<Field, [string[], Reader]> = {
  vram_gb: [['Memory Size (GiB)', 'Memory Size (GB)'], plainNumber],
  memory_bandwidth_gbs: [['Memory Bandwidth (GB/s)'], plainNumber],
  fp16_tensor_dense_tflops: [
    [
      'Processing power (TFLOPS) Tensor compute FP16 (2:1 sparse)',
      'Processing power (TFLOPS) Tensor compute (FP16) (2:1 sparse)',
    ],
    denseOfSparsePair,
  ],
  tdp_w: [['TDP (Watts)', 'TDP (W)'], plainNumber],
  release_date: [
    ['Launch'],
    (value) => (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : null),
  ],
}

function fromEpoch(entry: CatalogEntry, row: EpochRow | undefined, field: Field): SpecNumber | string {
  if (!entry.epoch) return 'no Epoch row for this exact part'
  if (!row) return `Epoch row '${entry.epoch}' not found in ${EPOCH_FILE}`
  const [column, read] = EPOCH_COLUMNS[field]
  const value = read(row[column])
  if (value === null) return `Epoch row '${entry.epoch}' has no '${column}'`
  const url = firstUrl(row['Link to datasheet']) ?? EPOCH_URL
  return {
    value: value as number,
    source: { file: EPOCH_FILE, row: entry.epoch, url, license: EPOCH_LICENSE },
    null_reason: null,
  }
}

function fromWikipedia(entry: CatalogEntry, wiki: WikiEntry | undefined, field: Field): SpecNumber | string {
  if (!entry.wikipedia) return 'no Wikipedia row for this exact part'
  if (!wiki) return `Wikipedia key '${entry.wikipedia}' not found in ${WIKI_FILE}`
  const [columns, read] = WIKI_COLUMNS[field]
  const column = columns.find((name) => wiki[name] !== undefined && wiki[name] !== null && wiki[name] !== 'nan')
  if (!column) return `Wikipedia row '${entry.wikipedia}' has no ${columns.map((c) => `'${c}'`).join(' or ')}`
  const value = read(wiki[column])
  if (value === null)
    return `Wikipedia row '${entry.wikipedia}' gives '${String(wiki[column])}' for '${column}', not one figure`
  return {
    value: value as number,
    source: { file: WIKI_FILE, row: entry.wikipedia, url: WIKI_URL, license: WIKI_LICENSE },
    null_reason: null,
  }
}

/** The five spec fields of one catalogue entry, each sourced or null with both sources' reasons. */
export function specsFor(entry: CatalogEntry, epoch: Map<string, EpochRow>, wiki: Record<string, WikiEntry>): GpuSpecs {
  const epochRow = entry.epoch ? epoch.get(entry.epoch) : undefined
  const wikiEntry = entry.wikipedia ? wiki[entry.wikipedia] : undefined
  // A form-not-stated record has no specs of its own: SXM, PCIe and NVL parts differ in power and bandwidth.
  const unstated =
    entry.forms &&
    `form factor not stated: specs differ by form${entry.forms.length ? ` (see ${entry.forms.join(', ')})` : ''}`
  const field = (name: Field): SpecNumber => {
    if (unstated) return { value: null, source: null, null_reason: unstated }
    const a = fromEpoch(entry, epochRow, name)
    if (typeof a !== 'string') return a
    const b = fromWikipedia(entry, wikiEntry, name)
    if (typeof b !== 'string') return b
    return { value: null, source: null, null_reason: `${a}; ${b}` }
  }
  return {
    vram_gb: field('vram_gb'),
    memory_bandwidth_gbs: field('memory_bandwidth_gbs'),
    fp16_tensor_dense_tflops: field('fp16_tensor_dense_tflops'),
    tdp_w: field('tdp_w'),
    release_date: field('release_date') as GpuSpecs['release_date'],
  }
}

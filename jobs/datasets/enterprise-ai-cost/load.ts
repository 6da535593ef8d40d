// The only I/O of the enterprise model: its assumptions file and the GPU dataset's two bundled
// price files (data/bundled/gpu-prices, see its PROVENANCE.md).
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { DatasetSource } from '../../../tools/envelope.ts'
import { parseCsv } from '../../../tools/csv.ts'
import { GPU_PRICES_DIR } from '../gpu-prices/load.ts'
import type { GpuPriceInput } from './inputs.ts'

export const ENTERPRISE_DIR = fileURLToPath(new URL('../../../data/bundled/enterprise-ai-cost/', import.meta.url))

const TRACKER = 'https://github.com/tugot17/gpu-price-tracker/tree/718a831c495f202f8c290d290b1f652aa7ed70d9/data/summary'

export const GPU_SOURCES: DatasetSource[] = [
  { name: 'GPU rental prices, Prime Intellect marketplace snapshots (tugot17/gpu-price-tracker), per provider per day', url: TRACKER, license: 'MIT', retrieved: '2025-11-16' },
  { name: 'GPU price points with sources (compiled from stored public pages; gpu_price_points_sourced.json)', url: 'data/bundled/gpu-prices/gpu_price_points_sourced.json', license: 'facts with their source URLs; see PROVENANCE.md', retrieved: '2026-11-22' },
]

/** H100 SXM: rental = median of the providers' daily lowest offers on the newest day; list price = record GP-037. */
export function h100FromFiles(rentalCsv: string, pointsJson: string): GpuPriceInput {
  const rows = parseCsv(rentalCsv).filter((r) => r.gpu_type === 'H100_80GB' && r.socket_type === 'SXM5')
  const day = rows.map((r) => r.date).sort().at(-1)!
  const mins = rows.filter((r) => r.date === day).map((r) => Number(r.min_usd_per_gpu_hour)).sort((x, y) => x - y)
  const mid = mins.length >> 1
  const median = mins.length % 2 ? mins[mid] : (mins[mid - 1] + mins[mid]) / 2
  const list = (JSON.parse(pointsJson).records as { id: string; price_value: number; date: string; source_url: string; price_reported: string }[]).find((r) => r.id === 'GP-037')!
  return {
    gpu: 'H100_80GB SXM5',
    rental_usd_per_hour: median, rental_date: day, rental_source_url: TRACKER,
    rental_note: `median of ${mins.length} providers' lowest H100 80GB SXM5 offers on ${day} (${mins.join(', ')} USD/GPU-hour), gpu_rental_prime_intellect_by_provider_daily.csv`,
    list_price_usd: list.price_value, list_date: list.date, list_source_url: list.source_url,
    list_note: `"${list.price_reported}" (record GP-037; a 2023 price cited by Chinese media)`,
  }
}

/** The H100 SXM figures from the GPU dataset's bundled files (data/bundled/gpu-prices). */
export async function loadH100(dir = GPU_PRICES_DIR): Promise<GpuPriceInput> {
  const read = (name: string) => readFile(join(dir, name), 'utf8')
  return h100FromFiles(await read('gpu_rental_prime_intellect_by_provider_daily.csv'), await read('gpu_price_points_sourced.json'))
}

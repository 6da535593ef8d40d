// Adapter: CNY list-price tables of Chinese vendors, from the git history of two README price
// tables (flanker/llmprice.cn, syaoranwe/LLM-Price; bundled CSV). Each repository's snapshot days
// are one source's observations, in CNY as the vendors bill. Foreign models in those tables were
// converted by the authors at a fixed rate, so they are left out.
import { parseCsv } from '../../../../tools/csv.ts'
import type { Observation } from '../../../../tools/observation.ts'
import { countryOf, modelIdOf } from '../../../../tools/vendors.ts'
import type { AdapterResult } from './types.ts'

/** flanker names the vendor; syaoranwe names the model series. Both map to our vendor ids. */
const VENDOR: Record<string, string> = {
  字节豆包: 'bytedance',
  豆包系列: 'bytedance',
  零一万物: '01ai',
  零一万物Yi系列: '01ai',
  阿里通义千问: 'alibaba',
  通义千问闭源系列: 'alibaba',
  通义千问开源系列: 'alibaba',
  百川智能: 'baichuan',
  百川系列: 'baichuan',
  百度文心一言: 'baidu',
  百度文心: 'baidu',
  文心Ernie系列: 'baidu',
  月之暗面: 'moonshot',
  '月之暗面 moonshot': 'moonshot',
  月之暗面系列: 'moonshot',
  智谱: 'zhipu',
  GLM闭源系列: 'zhipu',
  GLM系列: 'zhipu',
  Deepseek: 'deepseek',
  Deepseek系列: 'deepseek',
  腾讯混元系列: 'tencent',
  minimaxi系列: 'minimax',
}

/** A third-party host named in a row's notes ("平台：DeepInfra"): its resale price, not the vendor's list price. */
const HOST = /平台[:：]\s*([^；;，,/]+)|(deepinfra|nebius|openrouter|siliconflow|硅基流动|hyperbolic)/i
/** The vendor's own cloud, where a host note names it (Alibaba Cloud for Qwen). */
const OWN_CLOUD: Record<string, RegExp> = { alibaba: /阿里云|aliyun|bailian|百炼/i }

/** Why a row is not the vendor's own CNY list price, if it is not. */
function notVendorPrice(r: Record<string, string>, vendor: string): string | undefined {
  const host = HOST.exec(r.notes_raw ?? '')
  const name = host && (host[1] ?? host[2]).trim()
  if (name && !OWN_CLOUD[vendor]?.test(name))
    return `a host's resale price (${name}), not ${vendor}'s list price: held back (seller ≠ developer)`
  if (r.input_usd_per_mtok_stated || r.output_usd_per_mtok_stated)
    return `a USD price converted to CNY by the table's authors, not a CNY list price`
  return undefined
}

const price = (v: string) => (v !== '' && Number.isFinite(Number(v)) && Number(v) >= 0 ? Number(v) : null)

/** One AdapterResult per repository, in the CSV's order of repositories. */
export function parseCnyHistory(csv: string): Map<string, AdapterResult> {
  const results = new Map<string, AdapterResult>()
  const rows = parseCsv(csv)
  const snapshots = new Map<string, string[]>()
  for (const r of rows)
    snapshots.set(r.source_repo, [...new Set([...(snapshots.get(r.source_repo) ?? []), r.snapshot_date])].sort())
  for (const r of rows) {
    const result = results.get(r.source_repo) ?? { observations: [], rejected: [] }
    results.set(r.source_repo, result)
    const vendor = VENDOR[r.vendor] ?? VENDOR[r.section]
    if (!vendor) continue // a foreign model, or a comparison table mixing vendors
    const input = price(r.input_cny_per_mtok)
    const output = price(r.output_cny_per_mtok)
    const source = `LLM price table ${r.source_repo}`
    if (input === null || output === null || !r.model.trim()) {
      result.rejected.push({
        source,
        record: `${r.snapshot_date} ${r.model}`,
        reason: `no price in '${r.input_price_raw}' / '${r.output_price_raw}'`,
      })
      continue
    }
    const named = modelIdOf(r.model)
    const refusal = 'reason' in named ? named.reason : notVendorPrice(r, vendor)
    if (refusal || 'reason' in named) {
      result.rejected.push({ source, record: `${r.snapshot_date} ${r.model}`, reason: refusal! })
      continue
    }
    const dates = snapshots.get(r.source_repo)!
    const obs: Observation = {
      model: named.id,
      source_model_id: r.model.trim(),
      vendor,
      country: countryOf(vendor),
      currency: 'CNY',
      input,
      output,
      cache_read: null,
      cache_write: null,
      observed: r.snapshot_date,
      valid_until: dates[dates.indexOf(r.snapshot_date) + 1],
      source_name: `${source}@${r.source_commit.slice(0, 7)}`,
      source_url: `https://github.com/${r.source_repo}/blob/${r.source_commit}/README.md`,
    }
    result.observations.push(obs)
  }
  // One observation per model and day: a table can list a model twice (tiers); keep the first row.
  for (const result of results.values()) {
    const seen = new Set<string>()
    result.observations = result.observations.filter(
      (o) => !seen.has(`${o.model}|${o.observed}`) && seen.add(`${o.model}|${o.observed}`),
    )
  }
  return results
}

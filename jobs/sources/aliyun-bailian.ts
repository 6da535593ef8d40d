// Adapter: Alibaba Cloud Bailian price list (as extracted by mylxsw/model-price-hub), CNY per 1K
// tokens. Only Alibaba's own Qwen models: Bailian's prices for other vendors' models are resale.
import { Collector } from './catalogue.ts'
import type { SourceAdapter } from './types.ts'

export default {
  name: 'aliyun-bailian',
  title: 'Alibaba Cloud Bailian price list',
  url: 'https://help.aliyun.com/zh/model-studio/model-pricing',
  fixtures: ['aliyun_bailian_prices_mylxsw.json'],
  parse([text], { observed }) {
    const out = new Collector('Alibaba Cloud Bailian price list')
    type Tier = { input_price: number; output_price: number; cache_price?: number; unit: string }
    for (const m of (JSON.parse(text) as { models: { model_id: string; provider: string; doc_url?: string; pricing: Tier[] }[] }).models) {
      if (m.provider !== 'qwen') continue
      const first = m.pricing[0] // the lowest input-length tier: the list price most requests pay
      if (!first || first.unit !== '元/千Token') { out.reject(m.model_id, `unit ${first?.unit ?? 'missing'} is not CNY per 1K tokens`); continue }
      const perM = (v?: number) => (v === undefined ? null : Math.round(v * 1000 * 1e6) / 1e6)
      out.add({
        id: m.model_id, provider: 'alibaba', currency: 'CNY', observed, url: m.doc_url ?? 'https://help.aliyun.com/zh/model-studio/model-pricing',
        prices: { input: perM(first.input_price), output: perM(first.output_price), cache_read: perM(first.cache_price) },
      })
    }
    return out.result
  },
} satisfies SourceAdapter

// Adapter: Alibaba Cloud Bailian price list (as extracted by mylxsw/model-price-hub), CNY per 1K
// tokens. Only Alibaba's own Qwen models: Bailian's prices for other vendors' models are resale.
import { z } from 'zod'
import { Collector, recordsOf } from './catalogue.ts'
import type { SourceAdapter } from './types.ts'
import { roundPerMillion } from '../../../../tools/round.ts'

const Tier = z.object({
  range: z.string(),
  input_price: z.number(),
  output_price: z.number(),
  cache_price: z.number().optional(),
  unit: z.string(),
})
const Model = z.object({
  model_id: z.string().min(1),
  provider: z.string(),
  doc_url: z.string().optional(),
  pricing: z.array(Tier),
})
const File = z.object({ models: z.array(z.unknown()) })

export default {
  name: 'aliyun-bailian',
  title: 'Alibaba Cloud Bailian price list',
  license: 'no license file upstream (Alibaba Cloud price list)',
  url: 'https://help.aliyun.com/zh/model-studio/model-pricing',
  live: false,
  liveNote:
    'the URL is the HTML help page; parse reads the JSON of a one-off third-party extraction ' +
    '(mylxsw/model-price-hub aliyun-bailian-data.json, one commit, 2025-10-04): no live JSON of this list',
  fixtures: ['aliyun_bailian_prices_mylxsw.json'],
  parse([text], { observed }) {
    const out = new Collector('Alibaba Cloud Bailian price list')
    // "输入<=32k" / "32k<输入<=128k": the upper bound of the request's input tokens (k = 1,000).
    const upTo = (range: string) => {
      const m = /<=\s*(\d+)\s*k/i.exec(range)
      return m ? Number(m[1]) * 1000 : null
    }
    for (const m of recordsOf(out, File.parse(JSON.parse(text)).models, Model, (raw, at) =>
      String((raw as { model_id?: unknown })?.model_id ?? `#${at}`),
    )) {
      if (m.provider !== 'qwen') continue
      const first = m.pricing[0] // the lowest input-length tier: the list price most requests pay
      if (first?.unit !== '元/千Token') {
        out.reject(m.model_id, `unit ${first?.unit ?? 'missing'} is not CNY per 1K tokens`)
        continue
      }
      const perM = (v?: number) => (v === undefined ? null : roundPerMillion(v * 1000))
      out.add({
        id: m.model_id,
        provider: 'alibaba',
        currency: 'CNY',
        observed,
        url: m.doc_url ?? 'https://help.aliyun.com/zh/model-studio/model-pricing',
        prices: {
          input: perM(first.input_price),
          output: perM(first.output_price),
          cache_read: perM(first.cache_price),
        },
        tiers:
          m.pricing.length > 1
            ? m.pricing.map((t) => ({
                up_to_input_tokens: upTo(t.range),
                input: perM(t.input_price) ?? 0,
                output: perM(t.output_price),
                cache_read: perM(t.cache_price),
              }))
            : undefined,
      })
    }
    return out.result
  },
} satisfies SourceAdapter

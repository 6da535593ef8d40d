// The daily sources, in order of precedence: when several list a model, the first one's price is
// published. Sources that cite the vendor's own pricing page per record come first; OpenRouter (a
// reseller) is last and mostly a cross-check. No vendor pricing page is recorded yet, so no
// adapter reads one directly.
import aliyunBailian from './aliyun-bailian.ts'
import genaiPrices from './genai-prices.ts'
import litellm from './litellm-json.ts'
import { llmPricesCn } from './llm-prices-cn.ts'
import llmPrices from './llm-prices.ts'
import modelsDev from './models-dev.ts'
import openrouter from './openrouter.ts'
import type { SourceAdapter } from './types.ts'

export const SOURCES: SourceAdapter[] = [llmPricesCn, aliyunBailian, litellm, genaiPrices, modelsDev, llmPrices, openrouter]

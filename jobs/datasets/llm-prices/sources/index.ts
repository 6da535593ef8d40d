// The daily sources, in the order of precedence.ts: when several list a model, the first one's price
// is published. The sellers' own pages (official) come first.
import official from './official.ts'
import aliyunBailian from './aliyun-bailian.ts'
import genaiPrices from './genai-prices.ts'
import litellm from './litellm-json.ts'
import { llmPricesCn } from './llm-prices-cn.ts'
import llmPrices from './llm-prices.ts'
import modelsDev from './models-dev.ts'
import openrouter from './openrouter.ts'
import secondary from './secondary.ts'
import type { SourceAdapter } from './types.ts'

import { byPrecedence } from '../precedence.ts'

/** In the one order of precedence (precedence.ts) the seed uses too. */
export const SOURCES: SourceAdapter[] = byPrecedence([
  official,
  secondary,
  llmPricesCn,
  aliyunBailian,
  litellm,
  genaiPrices,
  modelsDev,
  llmPrices,
  openrouter,
])

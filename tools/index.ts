// The explicit list of tools: every surface (MCP, REST, OpenAPI, server card, llms.txt, feeds) loops over it.
import type { ToolDefinition } from './define.ts'
import llmPriceHistory from './llm-price-history.ts'
import llmPrices from './llm-prices.ts'
import priceChanges from './price-changes.ts'

export const TOOLS: ToolDefinition[] = [llmPrices, llmPriceHistory, priceChanges] as unknown as ToolDefinition[]

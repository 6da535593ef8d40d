// The one explicit list of datasets, in dependency order (a producer reads only what an earlier one
// writes). Every surface (MCP, REST, OpenAPI, server card, llms.txt, feeds, readiness, pages) and
// the refresh loop over it; adding a dataset is its files and one line here.
import { toolsOf, type Dataset } from '../dataset.ts'
import agents from './agents/index.ts'
import aiFunding from './ai-funding/index.ts'
import codingPc from './coding-pc/index.ts'
import enterpriseAiCost from './enterprise-ai-cost/index.ts'
import evaluations from './evaluations/index.ts'
import gpuPrices from './gpu-prices/index.ts'
import llmPrices from './llm-prices/index.ts'
import officialPrices from './official-prices/index.ts'
import priceIndex from './price-index/index.ts'
import procurement from './procurement/index.ts'
import roleTokenBudget from './role-token-budget/index.ts'

export const DATASETS: Dataset[] = [
  llmPrices,
  officialPrices,
  evaluations,
  priceIndex,
  gpuPrices,
  roleTokenBudget,
  enterpriseAiCost,
  agents,
  codingPc,
  aiFunding,
  procurement,
]

/** The tools of the list, in order. */
export const TOOLS = toolsOf(DATASETS)

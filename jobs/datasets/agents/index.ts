// Cloud agents: curated records with their sources (data/bundled/agents).
import cloudAgents, { AGENTS, AgentsPayload } from '../../../tools/agents/tool.ts'
import { agentsPage } from '../../../tools/agents/page.ts'
import { bundledProducer, type Dataset } from '../../dataset.ts'
import { produceAgents } from './build.ts'

export default {
  tools: [cloudAgents],
  producer: bundledProducer(
    AGENTS,
    AgentsPayload,
    (ctx) => produceAgents(undefined, ctx.fx),
    // plans and prices change with a vendor's season of launches: a quarter with no newer page is stale
    90,
  ),
  page: agentsPage,
} satisfies Dataset

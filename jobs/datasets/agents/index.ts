// Cloud agents: curated records with their sources (data/bundled/agents).
import cloudAgents, { AGENTS, AgentsPayload } from '../../../tools/cloud-agents.ts'
import { agentsPage } from '../../../tools/cloud-agents-page.ts'
import { bundledProducer, type Dataset } from '../../dataset.ts'
import { produceAgents } from './build.ts'

export default {
  tools: [cloudAgents],
  producer: bundledProducer(AGENTS, AgentsPayload, (ctx) => produceAgents(undefined, ctx.fx)),
  page: agentsPage,
} satisfies Dataset

// Cloud agents: curated records with their sources (data/bundled/agents).
import cloudAgents, { AGENTS, AgentsPayload } from '../../../tools/cloud-agents.ts'
import type { Dataset } from '../../dataset.ts'
import { produceAgents } from './build.ts'

export default {
  tools: [cloudAgents],
  producer: {
    name: AGENTS,
    writes: [{ name: AGENTS, payload: AgentsPayload }],
    async produce() {
      const { payload, rejected } = produceAgents()
      return { payloads: { [AGENTS]: payload }, rejected }
    },
  },
} satisfies Dataset

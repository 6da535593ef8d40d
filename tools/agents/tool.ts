import { z } from 'zod'
import { Agent, agentsFilter, matchAgents } from './schema.ts'
import { listTool } from '../snapshot.ts'

/** The dataset name its editions are stored under, shared by the producer and this tool. */
export const AGENTS = 'agents'

const cloudAgents = listTool({
  name: 'get_cloud_agents',
  title: 'Cloud agents: plans and prices',
  description:
    'Personal and work cloud agents (hosted agents, cloud coding agents, coding plans, agentic IDEs and ' +
    'browsers): vendor, country, product type, plans with monthly price in the billed currency and in CNY and ' +
    "USD at the page date's FX (rate, date and source), billing notes and limits, each plan with its source URL " +
    "and date. test_results holds the service's own test results: null with the reason until tests have been run.",
  about: 'cloud agents and coding plans with their monthly prices',
  rest: true,
  dataset: AGENTS,
  feed: 'agents.json',
  item: Agent,
  extras: { as_of_basis: z.string().optional().describe('What as_of dates') },
  filters: agentsFilter,
  match: matchAgents,
  limit: { fallback: 10, max: 100 },
})

export const AgentsPayload = cloudAgents.payload
export default cloudAgents.tool

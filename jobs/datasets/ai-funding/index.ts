// AI funding: the sourced rounds merged with Epoch's (data/bundled/ai-funding).
import aiFunding, { AI_FUNDING, AiFundingPayload } from '../../../tools/ai-funding.ts'
import type { Dataset } from '../../dataset.ts'
import { produceAiFunding } from './build.ts'

export default {
  tools: [aiFunding],
  producer: {
    name: AI_FUNDING,
    writes: [{ name: AI_FUNDING, payload: AiFundingPayload }],
    async produce() {
      const { payload, rejected } = produceAiFunding()
      return { payloads: { [AI_FUNDING]: payload }, rejected }
    },
  },
} satisfies Dataset

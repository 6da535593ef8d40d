// AI funding: the sourced rounds merged with Epoch's (data/bundled/ai-funding).
import aiFunding, { AI_FUNDING, AiFundingPayload } from '../../../tools/ai-funding/tool.ts'
import { aiFundingPage } from '../../../tools/ai-funding/page.ts'
import { bundledProducer, type Dataset } from '../../dataset.ts'
import { produceAiFunding } from './build.ts'

export default {
  tools: [aiFunding],
  producer: bundledProducer(
    AI_FUNDING,
    AiFundingPayload,
    (ctx) => produceAiFunding(undefined, ctx.fx),
    // AI rounds are announced every week: two months without a newer one means the sources stopped
    60,
  ),
  page: aiFundingPage,
} satisfies Dataset

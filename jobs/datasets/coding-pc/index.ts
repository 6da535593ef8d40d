// Coding PCs: curated configurations with their sources (data/bundled/coding-pc).
import codingPc, { CODING_PC, CodingPcPayload } from '../../../tools/coding-pc.ts'
import type { Dataset } from '../../dataset.ts'
import { produceCodingPc } from './build.ts'

export default {
  tools: [codingPc],
  producer: {
    name: CODING_PC,
    writes: [{ name: CODING_PC, payload: CodingPcPayload }],
    async produce() {
      const { payload, rejected } = produceCodingPc()
      return { payloads: { [CODING_PC]: payload }, rejected }
    },
  },
} satisfies Dataset

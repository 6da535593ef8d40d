// Coding PCs: curated configurations with their sources (data/bundled/coding-pc).
import codingPc, { CODING_PC, CodingPcPayload } from '../../../tools/coding-pc/tool.ts'
import { codingPcPage } from '../../../tools/coding-pc/page.ts'
import { bundledProducer, type Dataset } from '../../dataset.ts'
import { produceCodingPc } from './build.ts'

export default {
  tools: [codingPc],
  producer: bundledProducer(
    CODING_PC,
    CodingPcPayload,
    () => produceCodingPc(),
    // retail prices of computers move within a quarter
    90,
  ),
  page: codingPcPage,
} satisfies Dataset

import { CodingPc, codingPcFilter, matchCodingPc } from './schema.ts'
import { listTool } from '../snapshot.ts'

/** The dataset name its editions are stored under, shared by the producer and this tool. */
export const CODING_PC = 'coding_pc'

const codingPc = listTool({
  name: 'get_coding_pc',
  title: 'Computers for AI coding agents',
  description:
    'Computers to run AI coding agents and local models on: SoC or GPU, memory (unified or VRAM) and bandwidth, ' +
    'storage, list price with market, source and date (conflicting prices kept side by side), and a tier: the ' +
    'largest open-weights model class the memory holds at a stated quantisation (the rule is in each record).',
  about: 'computers for AI coding agents and local models, with the model size each can hold',
  rest: true,
  dataset: CODING_PC,
  item: CodingPc,
  filters: codingPcFilter,
  match: matchCodingPc,
  limit: { fallback: 10, max: 100 },
})

export const CodingPcPayload = codingPc.payload
export default codingPc.tool

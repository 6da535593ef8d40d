// Category from the title and buyer type from the buyer's name, each by an ordered keyword rule:
// the first rule whose pattern matches wins. The order settles overlaps (an 一体机 title that also
// says 算力 is an appliance; 算力服务器 is a server, not a 算力服务 contract).

import type { BUYER_TYPES, PROCUREMENT_CATEGORIES } from '../../../tools/procurement/schema.ts'

// one list of values, in the wire schema, so the rule and the API docs cannot drift
export type Category = (typeof PROCUREMENT_CATEGORIES)[number]

const AI_TERM = /人工智能|\bAI|AIGC|GPU|A100|H100|Nvidia|英伟达|昇腾|推理|训练|訓練|智算/i
const SERVER_TERM = /服务器|服務器|伺服器|计算设备|計算設備|计算节点|工作站|server|supercomputer|chip/i

/** The category rule, in order: [category, pattern] (ai_server also needs an AI term). */
const CATEGORY_RULES: [Category, RegExp][] = [
  ['appliance', /一体机|一體機/],
  ['llm_service', /大模型/],
  ['gov_cloud', /政务云|政務雲/],
  ['compute_service', /算力租赁|算力租賃|租赁|租賃|算力服[务務](?!器)|算力平台/],
  ['intelligent_computing_center', /智算中心|智算|算力中心|AI数据中心|AI數據中心|算力基础设施|算力網絡|算力网络/],
  ['datacenter_mep', /数据中心|數據中心|机电|機電|机房|機房/],
  ['ai_server', SERVER_TERM],
  ['general_server', SERVER_TERM],
]

/** The category of a title and the keyword that decided it. */
export function categorize(title: string): { category: Category; keyword: string | null } {
  for (const [category, re] of CATEGORY_RULES) {
    const m = re.exec(title)
    if (!m) continue
    if (category === 'ai_server') {
      const ai = AI_TERM.exec(title)
      if (!ai) continue
      return { category, keyword: `${ai[0]}+${m[0]}` }
    }
    return { category, keyword: m[0] }
  }
  return { category: 'other', keyword: null }
}

export type BuyerType = (typeof BUYER_TYPES)[number]

/** Buyer-type rule, in order; a registered company (有限公司) is an enterprise even if its name holds a place. */
const BUYER_RULES: [BuyerType, RegExp][] = [
  [
    'carrier',
    /中国移动|中國移動|中国联通|中國聯通|中国电信|中國電信|联合网络通信|移动|电信|联通|China Mobile|China Unicom|China Telecom/i,
  ],
  ['research_education', /大学|大學|学院|學院|学校|學校|研究所|研究院|科学院|University|Institute|School|Academy/i],
  ['enterprise', /有限公司|有限责任公司|股份|集团|集團|电网|電網|Co\.|Ltd/i],
  ['government', /省|市|区|县|部|局|委|厅|政府|government|ministry/i],
]

/** The buyer type and the keyword that decided it; no buyer name gives 'unknown'. */
export function buyerType(buyer: string | null | undefined): { buyer_type: BuyerType; keyword: string | null } {
  if (!buyer) return { buyer_type: 'unknown', keyword: null }
  for (const [type, re] of BUYER_RULES) {
    const m = re.exec(buyer)
    if (m) return { buyer_type: type, keyword: m[0] }
  }
  return { buyer_type: 'enterprise', keyword: null }
}

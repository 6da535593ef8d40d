// Provincial 公共资源交易 (ggzy) notice text: 招标公告 (招标项目编号, 招标人, 最高投标限价, 开标时间),
// 中标候选人公示 (第一中标候选人 / 投标报价) and 中标结果公告 (中标人 / 中标价).
import { extractNotice, type PortalLabels, type PortalNotice } from './portal-fields.ts'

const GGZY_LABELS: PortalLabels = {
  title: ['招标项目名称', '项目名称', '标段(包)名称', '工程名称'],
  buyer: ['招标人', '采购人', '建设单位', '招标人名称'],
  agency: ['招标代理机构', '代理机构', '采购代理机构'],
  budget: ['预算金额', '项目预算', '合同估算价', '投资估算'],
  maxPrice: ['最高投标限价', '最高限价', '招标控制价', '控制价'],
  deadline: ['开标时间', '投标截止时间', '响应文件提交截止时间', '递交截止时间'],
  supplier: ['中标(成交)供应商', '中标人', '中标单位', '成交人', '成交供应商'],
  awardAmount: ['中标(成交)金额', '中标价', '中标金额', '成交金额', '经评审投标报价', '投标报价'],
}

/** Kind from the heading words. */
function ggzyKind(text: string): PortalNotice['kind'] {
  if (/(中标|成交)候选人|评标结果公示/.test(text)) return 'candidate'
  if (/中标结果|成交结果|中标公告|成交公告|中标\(成交\)结果/.test(text)) return 'award'
  if (/招标公告|采购公告|资格预审公告|磋商公告/.test(text)) return 'tender'
  return null
}

/** A provincial ggzy notice's text to a record (fields it could not find are listed in `missing`). */
export function parseGgzyNotice(text: string, url: string | null = null): PortalNotice {
  return extractNotice(text, 'ggzy', GGZY_LABELS, ggzyKind, url)
}

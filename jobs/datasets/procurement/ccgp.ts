// ccgp.gov.cn (中国政府采购网) notice text: 公开招标公告 (项目编号, 项目名称, 预算金额, 最高限价,
// "四、提交投标文件截止时间、开标时间和地点" heading) and 中标（成交）结果公告 (中标（成交）信息 with
// 供应商名称 and 中标（成交）金额, contacts under "1.采购人信息 / 名 称").
import { extractNotice, type PortalLabels, type PortalNotice } from './portal-fields.ts'

const CCGP_LABELS: PortalLabels = {
  title: ['项目名称', '采购项目名称'],
  buyer: ['采购人', '采购单位', '采购人名称'],
  agency: ['采购代理机构', '代理机构', '采购代理机构名称'],
  budget: ['预算金额', '采购预算', '项目预算'],
  maxPrice: ['最高限价', '最高限价(如有)'],
  deadline: ['提交投标文件截止时间', '响应文件提交截止时间', '投标截止时间', '开标时间'],
  supplier: ['中标(成交)供应商', '供应商名称', '成交供应商', '中标供应商', '中标人'],
  awardAmount: ['中标(成交)金额', '中标金额', '成交金额'],
}

/** Kind from the notice heading words; result notices are checked before tenders (they quote the tender). */
function ccgpKind(text: string): PortalNotice['kind'] {
  if (/(中标|成交)候选人/.test(text)) return 'candidate'
  if (/中标\(成交\)结果公告|中标公告|成交公告|结果公告|中标\(成交\)信息/.test(text)) return 'award'
  if (/招标公告|采购公告|磋商公告|谈判公告|询价公告|招标文件/.test(text)) return 'tender'
  return null
}

/** A ccgp.gov.cn notice's text to a record (fields it could not find are listed in `missing`). */
export function parseCcgpNotice(text: string, url: string | null = null): PortalNotice {
  return extractNotice(text, 'ccgp', CCGP_LABELS, ccgpKind, url)
}

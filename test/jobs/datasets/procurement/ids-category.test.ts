import { readFileSync } from 'node:fs'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { buyerType, categorize } from '../../../../jobs/datasets/procurement/category.ts'
import { parseProjectId, stableId } from '../../../../jobs/datasets/procurement/ids.ts'

const raw5 = readFileSync(new URL('../../../../data/bundled/procurement/raw/5.txt', import.meta.url), 'utf8')

const ids = suite('parseProjectId :: table')
const ID_ROWS: [string, string | null][] = [
  ['项目编号:310110000240711114674-10134077…预算金额:2610000.00 元', '310110000240711114674-10134077'], // CNAIP-045 evidence
  [raw5, '310110000240711114674-10134077'], // raw/5.txt
  ['项目名称: AIGC 实训室建设项目预算编号:1024-000117797', null], // raw/5.txt: a budget number is not a project id
  ['[synthetic] 招标编号：0773-244ZJ0123', '0773-244ZJ0123'],
  ['[synthetic] 一、项目编号：SAMPLE-HCZB-2025-0412（招标文件编号：X）', 'SAMPLE-HCZB-2025-0412'],
  ['[synthetic] 招标项目编号：E5101002024000123001', 'E5101002024000123001'],
  ['[synthetic] 項目編號：ＧＸＺＣ２０２５－Ｇ１－０００１２－ＫＷＪＬ', 'GXZC2025-G1-00012-KWJL'],
  ['2022年中国联通人工智能服务器集中采购项目', null], // CNAIP-001 title
]
for (const [text, id] of ID_ROWS) ids(`${text.slice(0, 40)} :: ${id}`, () => assert.is(parseProjectId(text), id))
ids('stable id :: the lower-cased source id, else a fingerprint that does not change', () => {
  assert.is(stableId({ id: 'CNAIP-045' }), 'cnaip-045')
  const rec = { id: 'bad id!', source_url: 'https://x', title: 't', kind: 'award' }
  assert.is(stableId(rec), stableId({ ...rec }))
  assert.match(stableId(rec), /^p-[0-9a-f]{8}$/)
})
ids.run()

const cats = suite('categorize :: real titles')
const CAT_ROWS: [string, string][] = [
  ['2022年中国联通人工智能服务器集中采购项目', 'ai_server'], // CNAIP-001
  ['中国电信AI算力服务器(2023-2024年)集中采购项目 中标候选人', 'ai_server'], // 算力服务器 is not 算力服务
  ['中國電信企業全光組網接入算力一體機(2025年)集中採購項目', 'appliance'],
  ['宁夏电信2024年大模型服务能力采购项目', 'llm_service'],
  ['湖南省省级政务云服务采购项目(2025年-2027年)', 'gov_cloud'],
  ['光明大裝置算力服務支撐平台採購專案 中標公告', 'compute_service'],
  ['海西天防绿色智算中心万卡项目(三期)设计施工总承包(EPC)', 'intelligent_computing_center'],
  ['珑腾凉山州AI数据中心项目(一期)(设计施工总承包标段)', 'intelligent_computing_center'],
  ['贵州移动贵阳数据中心三期一阶段机电配套工程项目', 'datacenter_mep'],
  ['运行中心关于海光四代CPU 计算服务器采购', 'general_server'],
  ['中国联通2025年通用服务器集中采购项目', 'general_server'],
  ['Two Nvidia AI supercomputers, each with four A100 chips', 'ai_server'],
  ['南方電網 AI算力採購(2025年第二批) 訓練伺服器標包', 'ai_server'],
  ['AIGC 实训室建设项目', 'other'],
  ['[synthetic] 某市算力租赁服务项目', 'compute_service'],
]
for (const [title, cat] of CAT_ROWS) cats(`${title} :: ${cat}`, () => assert.is(categorize(title).category, cat))
cats.run()

const buyers = suite('buyerType :: real buyers')
const BUYER_ROWS: [string | null, string][] = [
  ['中国移动', 'carrier'],
  ['宁夏电信', 'carrier'],
  ['中国联合网络通信有限公司及省分公司、联通数字科技有限公司等子公司', 'carrier'],
  ['Tsinghua University (清华大学)', 'research_education'],
  ['上海师范大学附属xx现代职业学校', 'research_education'],
  ['新疆新星市国信文正数据科技有限公司', 'enterprise'],
  ['南方電網', 'enterprise'],
  ['湖南省(省级政务云)', 'government'],
  ['「某某部」(原文匿名)', 'government'],
  [null, 'unknown'],
]
for (const [b, t] of BUYER_ROWS) buyers(`${b} :: ${t}`, () => assert.is(buyerType(b).buyer_type, t))
buyers.run()

// iFlytek Spark's HTTP API doc (xfyun.cn/doc/spark/HTTP调用文档.html): its version table names each
// language model (语言模型版本 4.0Ultra Max Pro Lite) with a two-line introduction, and says of one
// '支持免费使用' (free to use). That is the only price iFlytek's own stored pages state: the paid versions
// are priced on the console's purchase pages (xinghuo.xfyun.cn/sparkapi, training.xfyun.cn), of which no
// copy is stored. The adapter reads the free version from the table; the others stay unpriced.
import { newRead, readOn, rowDefaults, type PageText, type SellerAdapter, type SellerRead } from './types.ts'

const URL_DOC = 'https://www.xfyun.cn/doc/spark/HTTP%E8%B0%83%E7%94%A8%E6%96%87%E6%A1%A3.html'

/** The API's model (domain) name of each version the table heads, as the doc's request section gives it. */
const MODEL_OF: Record<string, string> = { Lite: 'lite' }

function parse(pages: PageText[], seen: { date: string; basis: string }): SellerRead {
  const { rows, lives, problems } = newRead()
  let complete: string | undefined
  for (const page of pages) {
    const lines = page.text.split('\n').map((l) => l.trim())
    const head = lines.findIndex((l) => l.startsWith('语言模型版本 '))
    const end = lines.findIndex((l, i) => i > head && l.startsWith('最大输入长度'))
    if (head < 0 || end < 0) {
      problems.push(`${page.url}: no version table (语言模型版本 ... 最大输入长度)`)
      continue
    }
    const versions = lines[head].split(' ').slice(1)
    // Each version's introduction is two lines (its kind, then what it is for), the first after '模型介绍 '.
    const intro = lines.slice(head + 1, end).map((l) => l.replace(/^模型介绍 /, ''))
    if (intro.length !== versions.length * 2) {
      problems.push(`${page.url}: ${intro.length} introduction lines for ${versions.length} versions`)
      continue
    }
    complete = `the version table ends with its length rows ('${lines[end]}')`
    versions.forEach((v, i) => {
      const words = `${v}: ${intro[2 * i]} ${intro[2 * i + 1]}`
      lives.push({ model: MODEL_OF[v] ?? v, aliases: [], status: 'listed', status_date: null, url: page.url, words })
      if (!/支持免费使用/.test(intro[2 * i + 1]) || !MODEL_OF[v]) return
      rows.push({
        ...rowDefaults,
        model: MODEL_OF[v],
        model_name_on_page: `Spark ${v} (model/domain ${MODEL_OF[v]})`,
        developer: 'iflytek',
        currency: 'CNY',
        unit_stated: 'not stated (free)',
        input: 0,
        output: 0,
        cache_read: null,
        mode: 'free',
        region: 'mainland China',
        condition_text: `page: '${words}' (free to use); the other versions' prices are not on the page`,
        ...readOn(page.url, seen, 'official/iflytek'),
        evidence: `${lines[head]} ... ${words} ... ${lines[end]}`,
      })
    })
  }
  return { rows, lives, problems, ...(complete ? { complete } : {}) }
}

export default {
  seller: 'iflytek',
  seller_name: 'iFlytek (讯飞星火)',
  developer_of_models: ['iflytek'],
  pages: [
    {
      url: URL_DOC,
      fixture: 'iflytek/http-api.md',
      copy: 'text-rendering',
      origin:
        "the search tool's docs store's text of https://www.xfyun.cn/doc/spark/HTTP调用文档.html, undated; " +
        "recorded from its opening through the heading '# 3. 请求说明', the request examples after it left out",
    },
  ],
  notFound:
    'no per-token price of a paid Spark model (4.0Ultra, Max, Max-32K, Pro, Pro-128K, X1/X1.5/X2) on a stored ' +
    "official page: xfyun.cn/doc/spark/BillingDescription.html says '模型价格 请以 https://training.xfyun.cn/account " +
    "以及实际购买页价格为准', and the purchase pages (xinghuo.xfyun.cn/sparkapi, maas.xfyun.cn) are not stored with " +
    'text. Old per-万-token prices were seen only quoted by third parties (PyPI, blogs), not used. The 讯飞星辰MaaS ' +
    'notices as a third party captured them (zhangchen456/maasweekly, 讯飞星辰MaaS__changelog__<day>.md, a JSON ' +
    'list; 2026-09-08 and 2026-10-10 read) give titles and links only: launches without a price (Spark-X2.5 ' +
    '2026-09-07, Spark-X2.5-4B and -1.7B 2026-09-01, DeepSeek-V4-Pro-0813 2026-08-24, DeepSeek-V4-Flash-0731 ' +
    "2026-07-30), '【价格调整】 DeepSeek-V4-Flash-0731模型价格调整通知' (published 2026-09-20) and two retirement " +
    "batches ('0930批次下线模型', '1009批次下线模型', published 2026-09-18) whose models, prices and days are only " +
    'in the linked maas.xfyun.cn documents, of which no copy is stored; the repository holds no 讯飞 price page.',
  recorded: '2026-11-25',
  recorded_basis: 'undated stored copy of the page (search corpus), read 2026-11-25',
  parse,
} satisfies SellerAdapter

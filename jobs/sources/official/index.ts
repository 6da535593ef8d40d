// The sellers whose own pages an adapter reads, best documented first. A seller not listed here keeps
// its rows typed by hand from stored copies (data/official/<seller>.json without an `adapter`).
import alibaba from './alibaba.ts'
import alibabaIntl from './alibaba-intl.ts'
import anthropic from './anthropic.ts'
import baidu from './baidu.ts'
import cohere from './cohere.ts'
import deepseek from './deepseek.ts'
import google from './google.ts'
import googleCloud from './google-cloud.ts'
import iflytek from './iflytek.ts'
import meituan from './meituan.ts'
import minimax from './minimax.ts'
import mistral from './mistral.ts'
import moonshot from './moonshot.ts'
import openai from './openai.ts'
import perplexity from './perplexity.ts'
import stepfun from './stepfun.ts'
import tencent from './tencent.ts'
import volcengine from './volcengine.ts'
import writer from './writer.ts'
import xai from './xai.ts'
import zhipu from './zhipu.ts'
import type { SellerAdapter } from './types.ts'

export const OFFICIAL_ADAPTERS: SellerAdapter[] = [
  mistral,
  anthropic,
  google,
  deepseek,
  xai,
  zhipu,
  minimax,
  moonshot,
  stepfun,
  alibaba,
  alibabaIntl,
  openai,
  baidu,
  iflytek,
  meituan,
  perplexity,
  writer,
  cohere,
  tencent,
  volcengine,
  googleCloud,
]

/** The adapter name rows and tables carry. */
export const adapterName = (a: SellerAdapter) => `official/${a.seller}`

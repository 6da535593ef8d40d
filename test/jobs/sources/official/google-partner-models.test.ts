// Google Cloud's partner models deprecations page: a resold model 'available to existing customers only'
// from its deprecation day is no offer of Google's from that day, its developer named; the shutdown day it
// announces stays in the words. A section cut before its Model ID, or a notice without the closing words,
// gives no life.
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { recordedPages } from '../../../../jobs/sources/official/baseline.ts'
import google from '../../../../jobs/sources/official/google.ts'
import { isPartnerDeprecations, partnerDeprecations } from '../../../../jobs/sources/official/google-partner-models.ts'

const test = suite('official google :: partner models')
const pages = recordedPages(google).filter(isPartnerDeprecations)

test('each recorded copy: the resold models closed to new customers, from their deprecation day', () => {
  const problems: string[] = []
  const lives = pages.flatMap((p) => partnerDeprecations(p, problems))
  assert.equal(
    lives.map((l) => [l.model, l.developer, l.status, l.status_date]),
    [
      ['claude-3-5-haiku', 'anthropic', 'retired', '2026-01-05'],
      ['claude-3-7-sonnet', 'anthropic', 'retired', '2025-11-11'],
      ['codestral-2501', 'mistral', 'retired', '2025-10-23'],
      ['claude-3-haiku', 'anthropic', 'retired', '2026-02-23'],
    ],
  )
  assert.match(lives[0].words, /available to existing customers only\. Model ID claude-3-5-haiku@20241022$/)
  assert.match(lives[1].words, /既存のお客様のみご利用いただけます。 モデル ID claude-3-7-sonnet@20250219$/)
  // The agent platform copy ends inside its Claude 3.5 Haiku section, before the Model ID line.
  assert.equal(problems, [
    'https://docs.cloud.google.com/gemini-enterprise-agent-platform/models/deprecations/partner-models?hl=ja: ' +
      'Google Cloud の Claude 3.5 Haiku: no Model ID line (the copy ends first)',
  ])
})

test('a notice without the closing words, or of a family not known here, gives no life', () => {
  const [en] = pages
  const problems: string[] = []
  const open = { ...en, text: en.text.replace(' Claude 3.5 Haiku is available to existing customers only.', '') }
  assert.equal(partnerDeprecations(open, problems), [])
  assert.match(problems[0], /no deprecation notice read/)
  const other = { ...en, text: en.text.replace('Model ID claude-3-5-haiku@20241022', 'Model ID jamba-1-5@001') }
  assert.equal(partnerDeprecations(other, problems), [])
  assert.match(problems[1], /Claude 3\.5 Haiku: a developer not known here/)
})

test("the adapter's read keeps them apart from Google's own models", () => {
  const read = google.parse(recordedPages(google), { date: '2026-03-30', basis: 'copy' })
  const resold = (read.lives ?? []).filter((l) => l.developer)
  assert.equal(resold.map((l) => l.model).sort(), [
    'claude-3-5-haiku',
    'claude-3-7-sonnet',
    'claude-3-haiku',
    'codestral-2501',
  ])
  assert.not.ok(read.lineup?.models.some((m) => /claude|codestral/.test(m)))
  assert.not.ok(read.rows.some((r) => /claude|codestral/.test(r.model)))
})
test.run()

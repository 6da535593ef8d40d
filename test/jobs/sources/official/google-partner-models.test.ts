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
      ['claude-3-haiku', 'anthropic', 'retired', '2026-02-23'],
      // The docs mirror's whole Markdown copy (2026-07-22): its bold days and Model ID lines read as text.
      ['claude-3-haiku', 'anthropic', 'retired', '2026-02-23'],
      ['claude-3-5-haiku', 'anthropic', 'retired', '2026-01-05'],
      ['claude-3-7-sonnet', 'anthropic', 'retired', '2025-11-11'],
      ['claude-3-5-sonnet-v2', 'anthropic', 'retired', '2025-08-20'],
      ['claude-3-5-sonnet', 'anthropic', 'retired', '2025-08-20'],
      ['claude-3-opus', 'anthropic', 'retired', '2025-06-30'],
    ],
  )
  assert.is(
    lives[8].words,
    "Anthropic's Claude 3 Opus on Google Cloud is deprecated as of June 30, 2025 and will be shut down on August 1, " +
      '2025. Claude 3 Opus on Google Cloud is available to existing customers only. Model ID claude-3-opus',
  )
  assert.match(lives[0].words, /available to existing customers only\. Model ID claude-3-5-haiku@20241022$/)
  assert.match(lives[1].words, /既存のお客様のみご利用いただけます。 モデル ID claude-3-7-sonnet@20250219$/)
  // Codestral is not filed as a resale by any catalogue here; the agent platform copy ends inside its Claude
  // 3.5 Haiku section, before the Model ID line.
  assert.equal(problems, [
    'https://docs.cloud.google.com/vertex-ai/generative-ai/docs/deprecations/partner-models?hl=ja: ' +
      'Codestral(25.01): not a family the catalogues file as a resale here',
    'https://docs.cloud.google.com/gemini-enterprise-agent-platform/models/deprecations/partner-models?hl=ja: ' +
      'Google Cloud の Claude 3.5 Haiku: no Model ID line (the copy ends first)',
    'https://docs.cloud.google.com/gemini-enterprise-agent-platform/models/deprecations/partner-models: ' +
      'Jamba 1.5 Large: not a family the catalogues file as a resale here',
    'https://docs.cloud.google.com/gemini-enterprise-agent-platform/models/deprecations/partner-models: ' +
      'Jamba 1.5 Mini: not a family the catalogues file as a resale here',
  ])
})

test('a notice not worded as read, or a Model ID not of the model named, gives no life and is reported', () => {
  const [en] = pages
  const problems: string[] = []
  const open = { ...en, text: en.text.replace(' Claude 3.5 Haiku is available to existing customers only.', '') }
  assert.equal(partnerDeprecations(open, problems), [])
  assert.match(problems[0], /a deprecation notice not read: "Claude 3\.5 Haiku is deprecated as of January 5, 2026/)
  const other = {
    ...en,
    // The same generation, another tier: the words of the id must all be the name's.
    text: en.text.replace('Model ID claude-3-5-haiku@20241022', 'Model ID claude-3-5-sonnet@20241022'),
  }
  assert.equal(partnerDeprecations(other, problems), [])
  assert.match(problems[1], /Claude 3\.5 Haiku: its Model ID claude-3-5-sonnet is not the model it names/)
  // A card's Model ID and another's before the next notice: neither is taken.
  const two = { ...en, text: en.text.replace('Launch stage deprecated', 'Model ID claude-3-haiku@20240307') }
  assert.equal(partnerDeprecations(two, problems), [])
  assert.match(problems[2], /Claude 3\.5 Haiku: 2 Model ID lines before the next notice/)
})

test("a section never takes the next one's Model ID: a notice in another wording ends it", () => {
  const [en] = pages
  const problems: string[] = []
  // A notice read whole with no Model ID of its own, then a shutdown in the past tense (not read) with one.
  const text =
    `${en.text.split('\n').slice(0, 4).join('\n')}\n\nClaude Sonnet 4\n\nClaude Sonnet 4 is deprecated as of ` +
    'January 5, 2026 and will be shut down on July 5, 2026. Claude Sonnet 4 is available to existing customers ' +
    'only.\n\nClaude 3 Opus\n\nClaude 3 Opus was shut down on June 30, 2026.\n\nModel ID claude-3-opus@20240229\n'
  assert.equal(partnerDeprecations({ ...en, text }, problems), [])
  assert.equal(problems.length, 2)
  assert.match(problems[0], /Claude Sonnet 4: no Model ID line/)
  assert.match(problems[1], /a deprecation notice not read: "Claude 3 Opus was shut down on June 30, 2026\."/)
})

test("the adapter's read keeps them apart from Google's own models", () => {
  const read = google.parse(recordedPages(google), { date: '2026-03-30', basis: 'copy' })
  const resold = (read.lives ?? []).filter((l) => l.developer)
  assert.equal([...new Set(resold.map((l) => l.model))].sort(), [
    'claude-3-5-haiku',
    'claude-3-5-sonnet',
    'claude-3-5-sonnet-v2',
    'claude-3-7-sonnet',
    'claude-3-haiku',
    'claude-3-opus',
  ])
  assert.not.ok(read.lineup?.models.some((m) => /claude|codestral/.test(m)))
  assert.not.ok(read.rows.some((r) => /claude|codestral/.test(r.model)))
})
test.run()

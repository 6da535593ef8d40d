import { StaticModel } from '../schema';
export default {
  name: 'Mistral Small Creative',
  description: `An experimental specialized small model trained on meticulously curated data, designed for creative writing, narrative generation, roleplay and character-driven dialog, general-purpose instruction following and conversational agents.`,
  shortDescription: `A specialized model designed for creative writing and dynamic character interaction.`,
  slug: 'mistral-small-creative-25-12',
  releaseDate: 'December 11, 2025',
  version: '25.12',
  frontier: false,
  class: 'Specialist',
  type: 'Labs',
  legalButton: 'DEFAULT',
  status: 'Deprecated',
  avatar: { icon: 'mistral-small', backgroundColor: 'yellow' },
  weights: [],
  bloglink: null,
  paperlink: null,
  contextLength: '32k',
  ratings: { 
    speed: { stars: 3.0, label: 'Moderate' },
    performance: { stars: 3.0, label: 'Smart' }, input: { stars: 4.0, label: 'Fast' }, output: { stars: 2.0, label: 'Moderate' } },
  pricing: {
    type: 'custom',
    free: false,
    input: [
      { type: 'range', price: 0.1, denominator: '/M Tokens' }
    ],
    output: [
      { type: 'range', price: 0.3, denominator: '/M Tokens' }
    ]
  },
  identifiers: { apiNames: ['labs-mistral-small-creative'] },
  capabilities: {
    input: ['text'],
    output: ['text'],
    features: ['document-qna', 'chat-completions', 'batching', 'structured-outputs', 'function-calling'],
    finetuning: [],
  },
  metadata: {deprecationDate: 'March 31, 2026', retirementDate: 'April 30, 2026', replacement: 'Mistral Nemo 12B'},
  playground: 'https://console.mistral.ai/build/playground',
  legacy: true,
} as const satisfies StaticModel;

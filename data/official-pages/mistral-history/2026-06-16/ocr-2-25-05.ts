import { StaticModel } from '../schema';
export default {
  name: 'OCR 2',
  describe: (l) => ({
    description: l.text(`Our OCR service powering our Document AI stack that enables our users to extract interleaved text and images`, { context: 'Full description of an AI model' }),
    shortDescription: l.text(`Our OCR service powering our Document AI stack.`, { context: 'Short description of an AI model' }),
  }),
  slug: 'ocr-2-25-05',
  releaseDate: '2025-05-22',
  version: '25.05',
  frontier: false,
  class: 'Specialist',
  type: 'Premier',
  legalButton: 'https://legal.mistral.ai/ai-governance/models/mistral-ocr',
  status: 'Deprecated',
  avatar: { icon: 'ocr', backgroundColor: 'red' },
  weights: [],
  bloglink: 'https://mistral.ai/solutions/document-ai',
  paperlink: null,
  contextLength: null,
  ratings: { 
    speed: 4.0,
    performance: 3.0, input: 4.0, output: 2.0 },
  pricing: {
    type: 'custom',
    free: false,
    input: [
      { type: 'flat', price: 1.0, denominator: '/1000 Pages' },
      { type: 'flat', price: 3.0, denominator: '/1000 Annotated Pages' }
    ],
    output: [
      
    ]
  },
  identifiers: { apiNames: ['mistral-ocr-2505'] },
  capabilities: {
    input: ['image', 'document'],
    output: ['text', 'image'],
    features: ['bbox-extraction', 'ocr', 'annotations-structured-ocr', 'batching'],

  },
  metadata: {deprecationDate: '2026-02-27', retirementDate: '2026-05-31', replacement: 'OCR 3'},
  playground: '',
  legacy: true,
} as const satisfies StaticModel;

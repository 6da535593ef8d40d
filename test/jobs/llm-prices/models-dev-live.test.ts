// models.dev is read live as well as recorded: its api.json keys providers at the top level, the
// recording (the repository's TOML assembled at a commit) under `providers`; both parse alike.
import { readFileSync } from 'node:fs'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import modelsDev from '../../../jobs/datasets/llm-prices/sources/models-dev.ts'

const shapes = suite('models.dev :: recorded and live shapes')

shapes('providers at the top level :: the same observations as the recording', () => {
  const recorded = readFileSync(
    new URL('../../../data/sources/modelsdev_providers_models.json', import.meta.url),
    'utf8',
  )
  const live = JSON.stringify(JSON.parse(recorded).providers)
  const a = modelsDev.parse([recorded], { observed: '2026-07-02', url: modelsDev.url })
  const b = modelsDev.parse([live], { observed: '2026-07-02', url: modelsDev.url })
  assert.ok(a.observations.length > 100)
  assert.equal(b.observations, a.observations)
  assert.not.ok('live' in modelsDev, 'not marked recorded-only')
})

shapes.run()

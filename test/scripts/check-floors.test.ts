import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { floorViolations, importsOf } from '../../scripts/check-floors.ts'

const floors = suite('check-floors :: imports')

floors('parser :: every import form, relative only', () => {
  const text = [
    "import { a } from '../tools/a.ts'",
    "import type {\n  B,\n  C,\n} from '../store/types.ts'",
    "export { d } from './d.ts'",
    "import './side-effect.ts'",
    "const m = await import('../facade/app.ts')",
    "import { z } from 'zod'",
    "export const URL_ = new URL('../data/x', import.meta.url)",
  ].join('\n')
  assert.equal(importsOf(text), [
    '../tools/a.ts',
    '../store/types.ts',
    './d.ts',
    './side-effect.ts',
    '../facade/app.ts',
  ])
})

floors('a tree with an upward import :: named', async () => {
  const root = await mkdtemp(join(tmpdir(), 'amd-floors-'))
  for (const dir of ['tools', 'store', 'jobs/x', 'wellknown', 'facade', 'scripts'])
    await mkdir(join(root, dir), { recursive: true })
  await writeFile(join(root, 'tools/a.ts'), "import type { S } from '../store/s.ts'\n")
  await writeFile(join(root, 'store/s.ts'), "import { a } from '../tools/a.ts'\nexport type S = 1\n")
  await writeFile(join(root, 'jobs/x/j.ts'), "import { f } from '../../facade/f.ts'\n")
  await writeFile(join(root, 'facade/f.ts'), "import { j } from '../jobs/x/j.ts'\n")
  assert.equal(floorViolations(root), [
    'tools/a.ts: imports ../store/s.ts (tools -> store)',
    'jobs/x/j.ts: imports ../../facade/f.ts (jobs -> facade)',
  ])
  await rm(root, { recursive: true, force: true })
})

floors('this repository :: no import goes up a floor', () => {
  assert.equal(floorViolations(join(import.meta.dirname, '..', '..')), [])
})

floors.run()

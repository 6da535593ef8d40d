// Randomised tests name their seed: the seeded source replays, a failing
// property says the variable that replays it, and no test draws unseeded randomness.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import fc from 'fast-check'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { assertProperty, mulberry32, seededRandom } from './random.ts'

const test = suite('test randomness :: seeded and named')

test('the same seed gives the same draws; TEST_SEED sets it', () => {
  const a = mulberry32(42)
  const b = mulberry32(42)
  assert.equal([a(), a(), a()], [b(), b(), b()])
  process.env.TEST_SEED = '7'
  try {
    const r = seededRandom()
    assert.is(r.seed, 7)
    assert.match(r.replay, /TEST_SEED=7/)
  } finally {
    delete process.env.TEST_SEED
  }
})

test('a failing property names the seed that replays it', () => {
  try {
    assertProperty(fc.property(fc.nat(), (n) => n < 0))
    assert.unreachable('the property is false')
  } catch (error) {
    assert.match((error as Error).message, /^replay: TEST_SEED=-?\d+/)
  }
})

test('no test draws unseeded randomness: Math.random and a bare fc.assert only in the seeded helper', () => {
  const root = new URL('../', import.meta.url).pathname
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((n) => {
      const path = join(dir, n)
      if (statSync(path).isDirectory()) return n === 'fixtures' ? [] : files(path)
      return path.endsWith('.ts') ? [path] : []
    })
  const offenders = files(root).filter((path) => {
    if (path.endsWith('helpers/random.ts') || path.endsWith('helpers/random.test.ts')) return false
    const code = readFileSync(path, 'utf8')
    return /Math\.random\(|fc\.assert\(/.test(code)
  })
  assert.equal(offenders, [])
})

test.run()

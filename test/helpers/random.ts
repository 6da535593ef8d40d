// Seeded randomness for tests: a randomised test takes its seed from TEST_SEED or
// draws a fresh one, names the seed in every failure message, and replays exactly with TEST_SEED=<seed>.
// Plain tests use seededRandom(); property tests with fast-check use assertProperty().
import fc from 'fast-check'

/**
 * The seed of this run: the environment variable `envName` when set, else a fresh one. Seeds are 32-bit integers,
 * drawn signed as fast-check prints them, so the seed in its report can be pasted back; unsigned ones are taken too.
 */
export function testSeed(envName = 'TEST_SEED'): number {
  const given = process.env[envName]
  if (given === undefined || given === '') return (Math.random() * 2 ** 32) | 0
  const seed = Number(given)
  if (!Number.isInteger(seed) || seed < -(2 ** 31) || seed >= 2 ** 32)
    throw new Error(`${envName} must be a 32-bit whole number, got ${JSON.stringify(given)}`)
  return seed | 0
}

/**
 * mulberry32: a small 32-bit generator of numbers in [0, 1). The same seed gives the same sequence on every
 * machine and Node version, which Math.random cannot promise (it cannot be seeded at all).
 */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32
  }
}

/** One test's random source: `next()` in [0, 1), its `seed`, and `replay`, the words to put in a failure message. */
export interface SeededRandom {
  seed: number
  next: () => number
  replay: string
}

/** A seeded random source (seed from `envName`, else fresh); say `replay` in the test's assertion messages. */
export function seededRandom(envName = 'TEST_SEED'): SeededRandom {
  const seed = testSeed(envName)
  return { seed, next: mulberry32(seed), replay: `seed ${seed} (replay: ${envName}=${seed})` }
}

/**
 * fc.assert with the run's seed (TEST_SEED, else fresh). fast-check reports the seed and the shrunk counterexample's
 * path on failure; the message is prefixed with the variable that replays it, since the same seed generates the same
 * values and shrinks to the same counterexample.
 */
export function assertProperty<Ts>(property: fc.IProperty<Ts>, params: fc.Parameters<Ts> = {}): void {
  const seed = testSeed()
  try {
    fc.assert(property, { ...params, seed })
  } catch (error) {
    if (error instanceof Error) error.message = `replay: TEST_SEED=${seed}\n${error.message}`
    throw error
  }
}

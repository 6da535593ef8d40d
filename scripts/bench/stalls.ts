// npx tsx scripts/bench/stalls.ts <profile.cpuprofile> <stalls file>: what the service's event loop was
// doing while it stalled. The stalls file is what scripts/bench/loop-delay.ts writes under
// LOOP_STALLS_FILE (`<start µs> <end µs>` per stall, the monotonic clock of the profile's timestamps);
// for each stall, the functions that spent its samples, self and inclusive. AFTER_S skips the stalls of
// the first seconds of the profile (the start seeds the store on the loop); STALLS, how many to show (5).
import { readFileSync } from 'node:fs'
import { type CpuProfile, countSamples } from './cpu-profile.ts'

const [profilePath, stallsPath] = process.argv.slice(2)
if (!profilePath || !stallsPath) throw new Error('usage: stalls.ts <profile.cpuprofile> <stalls file>')
const profile = JSON.parse(readFileSync(profilePath, 'utf8')) as CpuProfile
const stalls = readFileSync(stallsPath, 'utf8')
  .trim()
  .split('\n')
  .filter(Boolean)
  .map((line) => line.split(' ').map(Number) as [number, number])

// Each sample's time on the profile's clock.
const times: number[] = []
let t = profile.startTime
for (const delta of profile.timeDeltas ?? []) times.push((t += delta))

const top = (counts: Map<string, number>, total: number, n: number) =>
  [...counts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([l, c]) => `  ${((100 * c) / total).toFixed(0).padStart(3)}%  ${l}`)
    .join('\n')

const after = profile.startTime + Number(process.env.AFTER_S ?? 0) * 1e6
const longest = [...stalls.filter(([start]) => start >= after)]
  .sort((a, b) => b[1] - b[0] - (a[1] - a[0]))
  .slice(0, Number(process.env.STALLS ?? 5))
for (const [start, end] of longest) {
  const { self, inclusive, total } = countSamples(profile, (i) => times[i] >= start && times[i] <= end)
  const at = ((start - profile.startTime) / 1e6).toFixed(1)
  console.log(`\nstall of ${((end - start) / 1000).toFixed(0)} ms at ${at} s into the profile, ${total} samples`)
  console.log(`self\n${top(self, total || 1, 15)}\ninclusive\n${top(inclusive, total || 1, 30)}`)
}

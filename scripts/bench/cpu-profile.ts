// Reading a V8 CPU profile (.cpuprofile): a readable name for each node, and the counts of samples
// per function, self and inclusive (each function counted once per stack). Used by profile.ts and stalls.ts.

export interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] }[]
  startTime: number
  endTime: number
  samples?: number[]
  timeDeltas?: number[]
}

/** Self and inclusive sample counts per function of the samples `keep` accepts (by index). */
export function countSamples(profile: CpuProfile, keep: (index: number) => boolean = () => true) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]))
  const parent = new Map<number, number>()
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id)
  const label = (id: number) => {
    const { functionName, url, lineNumber } = byId.get(id)!.callFrame
    const where = url
      .replace(/^.*node_modules\//, '')
      .replace(/^file:\/\/.*?\/(facade|store|tools|jobs|scripts)\//, '$1/')
    return `${functionName || '(anonymous)'} ${where}:${lineNumber + 1}`
  }
  const self = new Map<string, number>()
  const inclusive = new Map<string, number>()
  let total = 0
  for (const [index, sample] of (profile.samples ?? []).entries()) {
    if (!keep(index)) continue
    total++
    self.set(label(sample), (self.get(label(sample)) ?? 0) + 1)
    const seen = new Set<string>()
    for (let id: number | undefined = sample; id !== undefined; id = parent.get(id)) seen.add(label(id))
    for (const l of seen) inclusive.set(l, (inclusive.get(l) ?? 0) + 1)
  }
  return { self, inclusive, total }
}

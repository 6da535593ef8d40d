// Small pieces both stores use, so they behave alike.
import type { Observation } from '../tools/observation.ts'

/** Identity of an observation: one per model, source and observed date. */
export function observationKey(obs: Observation): string {
  return `${obs.model}|${obs.source_name}|${obs.observed}`
}

/** The in-process snapshot listeners of Store.onSnapshot; a throwing listener never breaks a write. */
export class SnapshotListeners {
  private listeners: ((dataset: string, date: string) => void)[] = []
  add(listener: (dataset: string, date: string) => void): void { this.listeners.push(listener) }
  emit(dataset: string, date: string): void {
    for (const listener of this.listeners) {
      try { listener(dataset, date) } catch (error) { console.error('snapshot listener failed:', error) }
    }
  }
}

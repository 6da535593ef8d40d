// Small pieces both stores use, so they behave alike.

/** A series query's filters, without those left undefined. */
export const definedEntries = (where: Record<string, string | undefined> = {}) =>
  Object.entries(where).filter((e): e is [string, string] => e[1] !== undefined)

/** Who wrote a snapshot a listener hears of: this process, or another one (noticed by polling). */
export type EditionOrigin = 'this' | 'other'
export type EditionListener = (dataset: string, date: string, origin: EditionOrigin) => void

/** A named lease (the daily refresh): who holds it and until when. */
export interface Lease {
  acquired: boolean
  holder: string
  expires_at: string
}

/**
 * The edition listeners of Store.onEdition; a throwing listener never breaks a write. Remembers the
 * latest date of each dataset it has told of, so a poll of the store's pointers tells only what
 * another process moved.
 */
export class EditionListeners {
  private listeners: EditionListener[] = []
  private known: Record<string, string> | undefined
  add(listener: EditionListener): void {
    this.listeners.push(listener)
  }
  emit(dataset: string, date: string, origin: EditionOrigin): void {
    if (this.known) this.known[dataset] = date
    for (const listener of this.listeners) {
      try {
        listener(dataset, date, origin)
      } catch (error) {
        console.error('snapshot listener failed:', error)
      }
    }
  }

  /** Compares the pointers now with those last seen; tells the listeners of each that moved; returns them. */
  noticeOthers(now: Record<string, string>): string[] {
    const before = this.known
    this.known = { ...now }
    if (!before) return []
    const moved = Object.keys(now).filter((d) => before[d] !== now[d])
    for (const dataset of moved) {
      for (const listener of this.listeners) {
        try {
          listener(dataset, now[dataset], 'other')
        } catch (error) {
          console.error('snapshot listener failed:', error)
        }
      }
    }
    return moved
  }
}

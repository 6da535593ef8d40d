// Wiring only: runs the refresh daily at a UTC time inside the server (node-schedule).
import schedule from 'node-schedule'
import { todayUtc } from '../tools/dates.ts'
import { refresh, type RefreshOptions } from './refresh.ts'

/** Schedules the daily refresh at `at` (HH:MM, UTC); returns a function that cancels it. */
export function scheduleRefresh(at: string, opts: Omit<RefreshOptions, 'date'>): () => void {
  const [hour, minute] = at.split(':').map(Number)
  let running = false
  const job = schedule.scheduleJob({ hour, minute, tz: 'Etc/UTC' }, async () => {
    if (running) return // a slow run is never overlapped by the next
    running = true
    try {
      const run = await refresh({ ...opts, date: todayUtc() })
      console.log(`refresh ${run.id}: ${run.status}${run.errors.length ? ` (${run.errors.join('; ')})` : ''}`)
    } catch (error) {
      console.error('refresh failed:', error)
    } finally {
      running = false
    }
  })
  return () => job.cancel()
}

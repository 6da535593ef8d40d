// Wiring only: runs the refresh daily at a UTC time inside the server (node-schedule). Every instance
// schedules it; the refresh lease and the day's run record let one of them run it (jobs/refresh.ts).
import schedule from 'node-schedule'
import { todayUtc } from '../tools/dates.ts'
import { dailyRefresh, type RefreshOptions } from './refresh.ts'

/** Schedules the daily refresh at `at` (HH:MM or HH:MM:SS, UTC); returns a function that cancels it. */
export function scheduleRefresh(
  at: string,
  opts: Omit<RefreshOptions, 'date'>,
  log: (line: string) => void = console.log,
): () => void {
  const [hour, minute, second = 0] = at.split(':').map(Number)
  let running = false
  const job = schedule.scheduleJob({ hour, minute, second, tz: 'Etc/UTC' }, async () => {
    if (running) return // a slow run is never overlapped by the next
    running = true
    try {
      const outcome = await dailyRefresh({ ...opts, date: todayUtc() })
      if ('skipped' in outcome) log(`refresh skipped: ${outcome.skipped}`)
      else
        log(
          `refresh ${outcome.run.id}: ` +
            `${outcome.run.status}${outcome.run.errors.length ? ` (${outcome.run.errors.join('; ')})` : ''}`,
        )
    } catch (error) {
      console.error('refresh failed:', error)
    } finally {
      running = false
    }
  })
  return () => job.cancel()
}

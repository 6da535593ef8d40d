// The one daily-history builder: its carrying rules on small series, and, on the real bundled
// observations, a history seeded over D..D+n is the rows of one seeded over D..D+k and then refreshed
// day by day over D+k+1..D+n (the refresh's own row step, runRows).
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { buildFromBundled } from '../../jobs/datasets/llm-prices/bundled.ts'
import { dailyHistory, runRows } from '../../jobs/datasets/llm-prices/derive.ts'
import { loadFx } from '../../jobs/fx.ts'
import { addDays, nextDay } from '../../tools/dates.ts'
import { dailyRows, STALE_DAYS, staleClock, stepsOf } from '../../tools/price-domain.ts'
import type { Observation } from '../../tools/observation.ts'
import type { HistoryRow } from '../../tools/schemas.ts'

const rules = suite('dailyRows: each price held from its day to the next, its end, its staleness')

const at = (observed: string, extra: { valid_until?: string; date_basis?: string } = {}) => ({ observed, ...extra })
const days = (rows: { date: string; price: string }[]) => rows.map((r) => `${r.date} ${r.price}`)

rules('a price holds until the next one, and the last until `to`', () => {
  const rows = dailyRows(stepsOf([at('2024-01-01'), at('2024-01-03')]), { to: '2024-01-04' }, (o) => ({
    price: o.observed,
  }))
  assert.equal(days(rows), [
    '2024-01-01 2024-01-01',
    '2024-01-02 2024-01-01',
    '2024-01-03 2024-01-03',
    '2024-01-04 2024-01-03',
  ])
})

rules('a price stops on its valid_until, and no row is written before `from`', () => {
  const steps = stepsOf([at('2024-01-01', { valid_until: '2024-01-03' }), at('2024-01-05')])
  const rows = dailyRows(steps, { from: '2024-01-02', to: '2024-01-05' }, (o) => ({ price: o.observed }))
  assert.equal(days(rows), ['2024-01-02 2024-01-01', '2024-01-05 2024-01-05'])
})

rules('a price is carried STALE_DAYS once the clock has passed them, and further while it has not', () => {
  const limit = addDays('2024-01-01', STALE_DAYS + 1)
  const to = addDays(limit, 2)
  const row = (o: { observed: string }) => ({ price: o.observed })
  const stale = dailyRows(stepsOf([at('2024-01-01')]), { to, clock: limit }, row)
  assert.is(stale.at(-1)!.date, addDays(limit, -1))
  assert.is(dailyRows(stepsOf([at('2024-01-01')]), { to, clock: addDays(limit, -1) }, row).at(-1)!.date, to)
  // The clock is the catalogues': a seller's page seen on the day it was read does not move it, nor a change
  // dated by the copy that first showed it, nor one on the day its page states (a launch in release notes), nor
  // a third party's page quoting the seller's price (secondary).
  for (const date_basis of [
    'page seen: fetched',
    `effective: first seen changed ${limit}`,
    "effective: page: 'May 1'",
    "secondary: apidog.com (2026-10-26): 'costs $2 / $10'",
  ])
    assert.is(staleClock([at('2024-01-01'), at(limit, { date_basis })]), '2024-01-01', date_basis)
  // A catalogue's snapshot does, also where it shows the seller's own price again.
  assert.is(staleClock([at('2024-01-01'), at(limit)]), limit)
  assert.is(staleClock([at('2024-01-01'), at(limit, { date_basis: 'seen again: litellm showed it' })]), limit)
})

rules(
  'a price its source showed again unchanged (held_until) is carried to then, and goes stale STALE_DAYS after',
  () => {
    const held = addDays('2024-01-01', 200)
    const clock = addDays(held, 400)
    const row = (o: { observed: string }) => ({ price: o.observed })
    const rows = dailyRows(stepsOf([{ observed: '2024-01-01', held_until: held }]), { to: clock, clock }, row)
    assert.is(rows.length, 201 + STALE_DAYS)
    assert.is(rows.at(-1)!.date, addDays(held, STALE_DAYS))
    // Without it, the same observation stops STALE_DAYS after its own day.
    assert.is(dailyRows(stepsOf([at('2024-01-01')]), { to: clock, clock }, row).length, STALE_DAYS + 1)
  },
)

rules.run()

const paths = suite('seed over D..D+n = seed over D..D+k, then a refresh a day to D+n')

paths('the same rows, on the bundled observations', async () => {
  const fx = await loadFx()
  const built = await buildFromBundled(undefined, fx)
  const to = built.asOf
  // The last STALE_DAYS of the bundled data: new prices, ended ones and prices going stale.
  const k = addDays(to, -STALE_DAYS)
  const whole = dailyHistory(built.byModel, to, fx)

  const upTo = (day: string) =>
    new Map(
      [...built.byModel]
        .map(([model, list]) => [model, list.filter((o) => o.observed <= day)] as const)
        .filter(([, list]) => list.length),
    )
  const rows: HistoryRow[] = dailyHistory(upTo(k), k, fx)
  // What the seed carries on its last day is what the first refresh starts from (the published prices).
  const current = new Map<string, Observation>()
  for (const [model, list] of upTo(k)) {
    const last = list.at(-1)!
    if (rows.some((r) => r.model === model && r.date === k && r.last_observed === last.observed))
      current.set(model, last)
  }
  const seeded = rows.length
  for (let day = nextDay(k); day <= to; day = nextDay(day)) {
    const seen = new Map<string, Observation>()
    for (const [model, list] of built.byModel) {
      const today = list.filter((o) => o.observed === day).at(-1)
      if (today) seen.set(model, today)
    }
    const clock = staleClock([...current.values(), ...seen.values()])
    for (const model of new Set([...current.keys(), ...seen.keys()])) {
      const now = seen.get(model)
      const added = runRows(current.get(model), now && { obs: now, from: day }, { from: day, to: day, clock }, fx)
      rows.push(...added)
      if (added.length) current.set(model, now ?? current.get(model)!)
      else current.delete(model)
    }
  }
  const key = (r: HistoryRow) => JSON.stringify(r)
  const sorted = (list: HistoryRow[]) => list.map(key).sort()
  const a = sorted(whole)
  const b = sorted(rows)
  const [inA, inB] = [new Set(a), new Set(b)]
  const onlySeed = a.filter((r) => !inB.has(r)).slice(0, 3)
  const onlyRefresh = b.filter((r) => !inA.has(r)).slice(0, 3)
  assert.equal([onlySeed, onlyRefresh], [[], []])
  assert.is(a.length, b.length)
  assert.ok(rows.length - seeded > 10_000, 'the refreshes wrote the last days')
})

paths.run()

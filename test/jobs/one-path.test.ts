// One path to the data. A fresh folder's first start and then offline
// refreshes of the same recordings publish the same feeds (every record at the same values); no day
// of history or price change appears without an observation that moved it; every model of
// latest.json answers the history route with rows through as_of.
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { toolsOf } from '../../jobs/dataset.ts'
import { DATASETS } from '../../jobs/datasets/index.ts'
import { exportFeeds } from '../../jobs/export.ts'
import { loadFx } from '../../jobs/fx.ts'
import { refresh } from '../../jobs/refresh.ts'
import { EmbeddedStore } from '../../store/embedded.ts'
import { removeDataDir, seededDataDir } from '../helpers/seeded.ts'
import { startTestServer } from '../helpers/server.ts'

const BASE = 'https://data.example.test'
let dir: string
let store: EmbeddedStore
const feeds = async () => {
  const names = (await readdir(join(dir, 'export'))).filter((n) => !n.endsWith('.tmp')).sort()
  return new Map(
    await Promise.all(names.map(async (n) => [n, await readFile(join(dir, 'export', n), 'utf8')] as const)),
  )
}

/** The first feed record that differs, named (a failure says which record and field). */
function firstDifference(name: string, a: string, b: string): string | undefined {
  if (a === b) return undefined
  if (!name.endsWith('.json')) {
    const [x, y] = [a.split('\n'), b.split('\n')]
    const i = x.findIndex((line, k) => line !== y[k])
    return (
      `${name}: line ${i + 1} ${JSON.stringify(x[i]?.slice(0, 200))} vs ${JSON.stringify(y[i]?.slice(0, 200))} ` +
      `(${x.length} vs ${y.length} lines)`
    )
  }
  const [x, y] = [JSON.parse(a), JSON.parse(b)]
  for (const key of new Set([...Object.keys(x), ...Object.keys(y)])) {
    if (key === 'items') continue
    if (JSON.stringify(x[key]) !== JSON.stringify(y[key]))
      return `${name}: ${key} ${JSON.stringify(x[key])?.slice(0, 200)} vs ${JSON.stringify(y[key])?.slice(0, 200)}`
  }
  const [xi, yi] = [x.items ?? [], y.items ?? []]
  for (let i = 0; i < Math.max(xi.length, yi.length); i++) {
    if (JSON.stringify(xi[i]) === JSON.stringify(yi[i])) continue
    const field = Object.keys({ ...xi[i], ...yi[i] }).find(
      (f) => JSON.stringify(xi[i]?.[f]) !== JSON.stringify(yi[i]?.[f]),
    )
    return (
      `${name}: item ${i} (${xi[i]?.id ?? xi[i]?.model ?? '?'}) field ${field}: ` +
      `${JSON.stringify(xi[i]?.[field!])?.slice(0, 120)} vs ${JSON.stringify(yi[i]?.[field!])?.slice(0, 120)}`
    )
  }
  return undefined
}

const one = suite('one path :: first start and offline refreshes of the same recordings')
one.before(async () => {
  // A fresh folder's first start: the run's seed (seedStore over DATASETS on an empty folder, made
  // once), copied; its feeds are written again below from the store alone.
  dir = await seededDataDir({ feeds: false })
  store = new EmbeddedStore(join(dir, 'store'))
  await store.init()
})
one.after(async () => {
  await store.close()
  await removeDataDir(dir)
})

one('first start, refresh, refresh :: the same feeds, record for record', async () => {
  const fx = await loadFx()
  await exportFeeds(store, toolsOf(DATASETS), join(dir, 'export'), BASE)
  const first = await feeds()
  const latest = JSON.parse(first.get('latest.json')!)
  console.log(
    `  first start: ${latest.items.length} models as of ${latest.as_of}, ` +
      `${first.get('history.csv')!.split('\n').length - 2} history rows, ${first.size} feeds`,
  )
  for (const date of ['2026-11-26', '2026-11-27']) {
    const run = await refresh({
      store,
      datasets: DATASETS,
      fx,
      date,
      offline: true,
      exportDir: join(dir, 'export'),
      baseUrl: BASE,
    })
    assert.is(run.status, 'ok', run.errors.join('; '))
    const again = await feeds()
    assert.equal([...again.keys()], [...first.keys()])
    const differences = [...first].map(([name, text]) => firstDifference(name, text, again.get(name)!)).filter(Boolean)
    console.log(`  refresh ${date}: ${again.size} feeds, ${differences.length} differ`)
    assert.equal(differences, [], `refresh ${date}`)
  }
})

one('every model of latest.json :: the history route answers rows through as_of', async () => {
  const server = await startTestServer({ DATA_DIR: dir })
  try {
    const { secret } = await server.key()
    const latest = (await (await server.get('/data/latest.json')).json()) as {
      as_of: string
      items: { model: string; last_observed: string }[]
    }
    const short: string[] = []
    for (const { model } of latest.items) {
      const body = await (
        await server.get(`/api/v1/llm-price-history?model=${encodeURIComponent(model)}&limit=1`, { key: secret })
      ).json()
      if (body.items?.[0]?.date !== latest.as_of) short.push(`${model}: ${body.items?.[0]?.date ?? 'no rows'}`)
    }
    console.log(`  ${latest.items.length} models, ${short.length} without a row on ${latest.as_of}`)
    assert.equal(short, [])
  } finally {
    await server.close()
  }
})

one.run()

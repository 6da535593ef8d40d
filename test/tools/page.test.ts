// a page declaration is typed by its record type. A column is a typed accessor, so the
// compiler refuses a column reading a field the record lacks: the `@ts-expect-error` lines below are
// checked by `tsc -p .` (an error that stops happening fails the type check). The runtime cases show
// what a column reads and how a cell is shown; the last one that no view is declared under jobs/.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { viewsOf } from '../../jobs/dataset.ts'
import { DATASETS } from '../../jobs/datasets/index.ts'
import { cellOf, col, defineSection, defineView, field } from '../../tools/page.ts'

interface Plan {
  plan: string
  price_usd: number | null
}
interface Agent {
  id: string
  name: string
  plans: Plan[]
  amount: { value: number } | null
  tags: string[]
}

const agent: Agent = {
  id: 'a',
  name: 'Agent A',
  plans: [{ plan: 'Pro', price_usd: 20 }],
  amount: { value: 3 },
  tags: ['x', 'y'],
}

const typed = suite('page :: typed columns')

typed('field :: reads the named field; its id is the name', () => {
  const c = field<Agent, 'name'>('name', 'Name')
  assert.is(c.id, 'name')
  assert.is(cellOf(c, agent), 'Agent A')
})

typed('col :: reads through its accessor; objects and lists read as text', () => {
  assert.is(
    cellOf(
      col<Agent>('amount.value', 'Amount', (a) => a.amount?.value),
      agent,
    ),
    3,
  )
  assert.is(
    cellOf(
      col<Agent>('tags', 'Tags', (a) => a.tags),
      agent,
    ),
    'x; y',
  )
  assert.is(
    cellOf(
      col<Agent>('plans', 'Plans', (a) => a.plans),
      agent,
    ),
    '{"plan":"Pro","price_usd":20}',
  )
  assert.is(
    cellOf(
      col<Agent>('missing', 'Missing', (a) => a.amount && null),
      agent,
    ),
    null,
  )
})

typed('a column reading a field the record lacks :: does not compile', () => {
  // At run time a wrong accessor would only read undefined and show a dash: the compiler is the check.
  const view = defineView<Agent>({
    dataset: 'agents_test',
    title: 'Agents',
    about: 'A view the compiler checks.',
    key: (a) => a.id,
    columns: [
      field('name', 'Name', 'text', { link: 'record' }),
      // @ts-expect-error: Agent has no field 'vendor'
      field('vendor', 'Vendor'),
      // @ts-expect-error: Agent has no field 'price'
      col('price', 'Price', (a) => a.price, 'usd'),
      // @ts-expect-error: amount may be null; the accessor must say what then
      col('amount.value', 'Amount', (a) => a.amount.value, 'number'),
    ],
    // @ts-expect-error: a title is a string
    recordTitle: (a) => a.plans,
    sections: [
      defineSection<Agent, Plan>({
        title: 'Plans',
        rows: (data) => data.record.plans,
        columns: [
          field('plan', 'Plan'),
          field('price_usd', 'USD', 'usd'),
          // @ts-expect-error: a plan has no field 'currency'
          field('currency', 'Currency'),
        ],
        empty: 'No plan.',
      }),
      defineSection<Agent, Plan>({
        title: 'Tags',
        // @ts-expect-error: the rows must be plans, the section's declared row type
        rows: (data) => data.record.tags,
        columns: [field('plan', 'Plan')],
        empty: 'No tag.',
      }),
    ],
  })
  assert.is(view.columns.length, 4)
})

typed('every view of the dataset list :: is declared in tools/, none under jobs/', () => {
  assert.ok(viewsOf(DATASETS).length > 0)
  const declaring: string[] = []
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name)
      if (entry.isDirectory()) walk(path)
      else if (
        /\.tsx?$/.test(entry.name) &&
        /\b(defineView|defineChart|defineSection)\b/.test(readFileSync(path, 'utf8'))
      )
        declaring.push(path)
    }
  }
  walk(new URL('../../jobs', import.meta.url).pathname)
  assert.equal(declaring, [], 'views are declared in their dataset folder, tools/<dataset>/')
})

typed.run()

// A dataset is two folders: tools/<dataset>/ (its schema, tools and pages) and jobs/datasets/<dataset>/
// (its producer), with the same name. tools/ itself keeps only the machinery and the price domain: a
// file directly under tools/ that declares a tool or a view belongs in a dataset's folder.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'

const tools = new URL('../../tools', import.meta.url).pathname
const producers = new URL('../../jobs/datasets', import.meta.url).pathname
const folders = (dir: string) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()

const layout = suite('dataset folders')

layout('every producer folder has its tools folder of the same name, and no tools folder is without one', () => {
  assert.ok(folders(producers).length > 5)
  assert.equal(folders(tools), folders(producers))
})

layout('no tool, list tool or view is declared directly under tools/', () => {
  const declaring = readdirSync(tools)
    .filter((name) => /\.tsx?$/.test(name) && !['define.ts', 'snapshot.ts', 'page.ts'].includes(name))
    .filter((name) =>
      /\b(defineTool|listTool|defineView|defineChart|defineSection)\(/.test(readFileSync(join(tools, name), 'utf8')),
    )
  assert.equal(declaring, [])
})

layout.run()

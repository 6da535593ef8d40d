import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { restPath } from '../../tools/define.ts'
import { TOOLS } from '../../jobs/datasets/index.ts'
import { jsonSchema } from '../../tools/json-schema.ts'

const define = suite('tools :: definitions')

define('restPath :: snake get_ name to kebab path', () => {
  assert.is(restPath('get_llm_price_history'), '/llm-price-history')
  assert.is(restPath('get_price_changes'), '/price-changes')
  assert.is(restPath('role_token_budget'), '/role-token-budget')
})

define('names :: unique, snake_case get_<dataset>', () => {
  const names = TOOLS.map((t) => t.name)
  assert.is(new Set(names).size, names.length)
  for (const name of names) assert.match(name, /^get_[a-z0-9_]+$/)
})

// zod-to-json-schema silently returns {} for zod 4 schemas; z.toJSONSchema must give real ones.
define('json schemas :: every input and output is a non-empty object schema', () => {
  for (const tool of TOOLS) {
    for (const [schema, io] of [
      [tool.input, 'input'],
      [tool.output, 'output'],
    ] as const) {
      const json = jsonSchema(schema, io)
      assert.is(json.type, 'object', `${tool.name} ${io}`)
      assert.ok(Object.keys(json.properties ?? {}).length > 0, `${tool.name} ${io} has properties`)
    }
    const out = jsonSchema(tool.output, 'output')
    for (const field of ['as_of', 'source_url', 'license'])
      assert.ok(out.required?.includes(field), `${tool.name} output requires ${field}`)
  }
})

define('descriptions :: every input parameter is described', () => {
  for (const tool of TOOLS) {
    for (const [name, prop] of Object.entries(jsonSchema(tool.input, 'input').properties ?? {})) {
      assert.ok(prop.description, `${tool.name}.${name}`)
    }
  }
})

define.run()

import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { z } from 'zod'
import { AppError, ERRORS, errorBody, mcpToolError, toAppError, type ErrorCode } from '../../tools/errors.ts'

const errors = suite('errors :: one code table, every surface')

for (const [code, status] of Object.entries(ERRORS) as [ErrorCode, number][]) {
  errors(`${code} :: HTTP ${status} body and MCP tool error carry the code`, () => {
    const error = new AppError(code, 'detail for a person', code === 'INVALID_PARAMETER' ? { parameter: 'limit' } : {})
    assert.is(error.status, status)
    const body = errorBody(error)
    assert.is(body.error.code, code)
    assert.is(body.error.status, status)
    // 4xx and UNAVAILABLE (which dataset or service is missing, when to retry) are shown; other 5xx are hidden.
    assert.is(body.error.message, status < 500 || code === 'UNAVAILABLE' ? 'detail for a person' : 'Internal error.')
    const mcp = mcpToolError(error)
    assert.is(mcp.isError, true)
    assert.equal(JSON.parse(mcp.content[0].text), body)
  })
}

errors('zod error :: INVALID_PARAMETER naming the parameter', () => {
  const schema = z.strictObject({ limit: z.number().int().min(1) })
  const bad = toAppError(schema.safeParse({ limit: 0 }).error)
  assert.equal([bad.code, bad.details.parameter], ['INVALID_PARAMETER', 'limit'])
  const unknown = toAppError(schema.safeParse({ limit: 1, colour: 'red' }).error)
  assert.equal(
    [unknown.code, unknown.details.parameter, unknown.message],
    ['INVALID_PARAMETER', 'colour', "Unknown parameter 'colour'."],
  )
})

errors('anything else :: INTERNAL, message hidden from clients', () => {
  const error = toAppError(new TypeError('secret stack detail'))
  assert.is(error.code, 'INTERNAL')
  assert.not.match(JSON.stringify(errorBody(error)), /secret/)
  assert.is(toAppError(Object.assign(new Error('nope'), { status: 405 })).code, 'METHOD_NOT_ALLOWED')
})

errors.run()

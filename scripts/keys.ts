// npm run keys -- create --tier <pro|team|enterprise> [--label <text>] | list | deactivate <id> | activate <id>
// Keys live in the store; the secret is printed once, on create, and never stored or logged.
import { parseArgs } from 'node:util'
import { newKey } from '../facade/auth.ts'
import { loadConfig } from '../facade/config.ts'
import { openStore } from '../store/open.ts'
import { isTier, TIER_NAMES } from '../tools/tiers.ts'

const USAGE =
  `usage: keys create --tier <${TIER_NAMES.join('|')}> [--label ` +
  '<text>] | keys list | keys deactivate <id> | keys activate <id>'

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { tier: { type: 'string' }, label: { type: 'string' } },
})
const [command, id] = positionals
// Refused before the store is opened: a key of an undefined tier must never exist.
if (command === 'create' && values.tier !== undefined && !isTier(values.tier)) {
  console.error(`unknown tier '${values.tier}': one of ${TIER_NAMES.join(', ')}`)
  console.error(USAGE)
  process.exit(2)
}
const store = openStore(loadConfig())
await store.init()

let code = 0
if (command === 'create' && values.tier) {
  const { secret, record } = newKey(values.tier, values.label)
  await store.addKey(record)
  console.log(`created ${record.id} (tier ${record.tier})`)
  console.log(`secret (shown once, store it now): ${secret}`)
} else if (command === 'list') {
  for (const key of await store.listKeys()) {
    console.log([key.id, key.tier, key.active ? 'active' : 'inactive', key.created_at, key.label ?? ''].join('\t'))
  }
} else if ((command === 'deactivate' || command === 'activate') && id) {
  const found = await store.setKeyActive(id, command === 'activate')
  console.log(found ? `${id} ${command}d` : `no key ${id}`)
  code = found ? 0 : 1
} else {
  console.error(USAGE)
  code = 2
}
await store.close()
process.exit(code)

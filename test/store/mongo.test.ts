import { randomBytes } from 'node:crypto'
import { MongoStore } from '../../store/mongo.ts'
import { startFerret, type Ferret } from '../helpers/ferretdb.ts'
import { storeContract } from './contract.ts'

let ferret: Ferret | undefined

const contract = storeContract('mongodb (FerretDB)', async () => {
  ferret ??= await startFerret()
  const db = `contract_${randomBytes(4).toString('hex')}`
  const open = async () => {
    const s = new MongoStore(ferret!.uri, db)
    await s.init()
    return s
  }
  return { open, reopen: open, cleanup: async () => {} }
})
contract.after(async () => {
  await ferret?.destroy()
})
contract.run()

// The real inputs of the procurement builders, read synchronously (uvu loads tests as CommonJS: no
// top-level await): the bundled notices and the supplier-name table.
import { readFileSync } from 'node:fs'
import type { ProcurementInputs } from '../../../../jobs/datasets/procurement/build.ts'
import type { NoticesFile } from '../../../../jobs/datasets/procurement/normalise.ts'
import { parseSupplierTable } from '../../../../jobs/datasets/procurement/suppliers.ts'

const read = (path: string) => readFileSync(new URL(`../../../../${path}`, import.meta.url), 'utf8')

export const SUPPLIERS_CSV = read('data/registry/suppliers.csv')

/** A fresh copy of the bundled inputs. */
export function bundledInputs(): ProcurementInputs {
  return {
    notices: JSON.parse(read('data/bundled/procurement/notices.json')) as NoticesFile,
    suppliers: parseSupplierTable(SUPPLIERS_CSV),
  }
}

// The only procurement code with I/O: reads the bundled seed file (and the raw page texts used as
// parser fixtures).
import { readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { buildProcurement, type ProcurementInputs } from './build.ts'
import { NoticesFile } from './normalise.ts'
import { parseSupplierTable } from './suppliers.ts'

const PROCUREMENT_DIR = fileURLToPath(new URL('../../../data/bundled/procurement/', import.meta.url))
const SUPPLIERS_FILE = fileURLToPath(new URL('../../../data/registry/suppliers.csv', import.meta.url))

/** The bundled notices.json and the supplier-name table. */
async function loadProcurementInputs(
  dir = PROCUREMENT_DIR,
  suppliersFile = SUPPLIERS_FILE,
): Promise<ProcurementInputs> {
  const notices = NoticesFile.parse(JSON.parse(await readFile(`${dir}/notices.json`, 'utf8')))
  return { notices, suppliers: parseSupplierTable(await readFile(suppliersFile, 'utf8')) }
}

/** Load + build all four datasets. */
export async function produceProcurement(dir = PROCUREMENT_DIR, asOf?: string) {
  return buildProcurement(await loadProcurementInputs(dir), asOf)
}

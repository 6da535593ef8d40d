// The only procurement code with I/O: reads the bundled seed file (and the raw page texts used as
// parser fixtures).
import { readFile, readdir } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { buildProcurement, type ProcurementInputs } from './build.ts'
import { NoticesFile } from './normalise.ts'
import { parseSupplierTable } from './suppliers.ts'

export const PROCUREMENT_DIR = fileURLToPath(new URL('../../../data/bundled/procurement/', import.meta.url))
export const SUPPLIERS_FILE = fileURLToPath(new URL('../../../data/registry/suppliers.csv', import.meta.url))

/** The bundled notices.json and the supplier-name table. */
export async function loadProcurementInputs(
  dir = PROCUREMENT_DIR,
  suppliersFile = SUPPLIERS_FILE,
): Promise<ProcurementInputs> {
  const notices = NoticesFile.parse(JSON.parse(await readFile(`${dir}/notices.json`, 'utf8')))
  return { notices, suppliers: parseSupplierTable(await readFile(suppliersFile, 'utf8')) }
}

/** raw/*.txt: { name, url, provenance, text } (line 1 URL, line 2 provenance comment). */
export async function loadRawPages(dir = PROCUREMENT_DIR) {
  const names = (await readdir(`${dir}/raw`))
    .filter((n) => n.endsWith('.txt'))
    .sort((a, b) => parseInt(a, 10) - parseInt(b, 10))
  return Promise.all(
    names.map(async (name) => {
      const [url, provenance, ...rest] = (await readFile(`${dir}/raw/${name}`, 'utf8')).split('\n')
      return { name, url: url.trim(), provenance: provenance.trim(), text: rest.join('\n') }
    }),
  )
}

/** Load + build all four datasets. */
export async function produceProcurement(dir = PROCUREMENT_DIR, asOf?: string) {
  return buildProcurement(await loadProcurementInputs(dir), asOf)
}

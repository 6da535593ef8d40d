// Fails when a module imports from a higher floor. The floors, ground first:
// tools < store < jobs < wellknown < facade < scripts. A floor imports only itself and those below.
// Usage: tsx scripts/check-floors.ts [root]   (exit 1 and one line per offending import)
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

export const FLOORS = ['tools', 'store', 'jobs', 'wellknown', 'facade', 'scripts'] as const

/** Every .ts file under `dir`. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? sources(path) : path.endsWith('.ts') ? [path] : []
  })
}

/** The relative module specifiers of a file's import and export-from lines (dynamic imports too). */
export function importsOf(text: string): string[] {
  const specs: string[] = []
  // `import ... from 'x'` and `export ... from 'x'` (over several lines too), `import 'x'`, `import('x')`.
  const pattern = new RegExp(
    [
      String.raw`(?:^|\n)\s*(?:import|export)\b[^'";]*?\bfrom\s*['"]([^'"]+)['"]`,
      String.raw`(?:^|\n)\s*import\s*['"]([^'"]+)['"]`,
      String.raw`\bimport\(\s*['"]([^'"]+)['"]\s*\)`,
    ].join('|'),
    'g',
  )
  for (const match of text.matchAll(pattern)) {
    const spec = match[1] ?? match[2] ?? match[3]
    if (spec.startsWith('.')) specs.push(spec)
  }
  return specs
}

/** The offending imports under `root`, as "file: imports spec (floor -> higher floor)". */
export function floorViolations(root: string): string[] {
  const floorOf = (path: string) => FLOORS.indexOf(relative(root, path).split(/[\\/]/)[0] as (typeof FLOORS)[number])
  const found: string[] = []
  for (const floor of FLOORS) {
    for (const file of sources(join(root, floor))) {
      for (const spec of importsOf(readFileSync(file, 'utf8'))) {
        const target = resolve(dirname(file), spec)
        const to = floorOf(target)
        if (to > floorOf(file)) found.push(`${relative(root, file)}: imports ${spec} (${floor} -> ${FLOORS[to]})`)
      }
    }
  }
  return found
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = resolve(process.argv[2] ?? join(dirname(fileURLToPath(import.meta.url)), '..'))
  const found = floorViolations(root)
  for (const line of found) console.error(line)
  console.log(found.length ? `${found.length} imports go up a floor` : `floors in order: ${FLOORS.join(' < ')}`)
  process.exit(found.length ? 1 : 0)
}

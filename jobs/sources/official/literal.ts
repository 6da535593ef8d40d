// Reads the data of a TypeScript module (a docs repository's model file) without running it: esbuild
// strips the types, acorn parses the JavaScript, and only literal values (strings, numbers, booleans,
// null, arrays, objects) are taken; functions and names are skipped. Nothing fetched is executed.
import { parse as parseJs } from 'acorn'
import { transformSync } from 'esbuild'

type Node = { type: string; start: number; end: number; [k: string]: unknown }

/** A literal value, or undefined for anything computed. */
function literalOf(node: Node): unknown {
  switch (node.type) {
    case 'Literal':
      return node.value
    case 'TemplateLiteral': {
      const quasis = node.quasis as { value: { cooked: string } }[]
      return (node.expressions as unknown[]).length ? undefined : quasis[0].value.cooked
    }
    case 'UnaryExpression':
      return node.operator === '-' && typeof literalOf(node.argument as Node) === 'number'
        ? -(literalOf(node.argument as Node) as number)
        : undefined
    case 'ArrayExpression':
      return (node.elements as Node[]).map((e) => (e ? literalOf(e) : undefined))
    case 'ObjectExpression': {
      const out: Record<string, unknown> = {}
      for (const p of node.properties as Node[]) {
        if (p.type !== 'Property' || p.computed) continue
        const key = p.key as Node
        const name = key.type === 'Identifier' ? (key.name as string) : String(key.value)
        out[name] = literalOf(p.value as Node)
      }
      return out
    }
    default:
      return undefined
  }
}

/** The default export's expression: `export default {...}`, or as esbuild prints it:
 * `var x = {...}; export { x as default }`. */
function defaultExport(body: Node[]): Node | undefined {
  const direct = body.find((n) => n.type === 'ExportDefaultDeclaration')
  if (direct) return direct.declaration as Node
  const specifiers = body.flatMap((n) => (n.type === 'ExportNamedDeclaration' ? (n.specifiers as Node[]) : []))
  const local = specifiers.find((s) => (s.exported as Node).name === 'default')?.local as Node | undefined
  for (const n of body)
    if (n.type === 'VariableDeclaration')
      for (const d of n.declarations as Node[]) if ((d.id as Node).name === local?.name) return d.init as Node
  return undefined
}

export interface ModuleData {
  /** The default export's literal data. */
  value: unknown
  /** Each top-level property's source text (types stripped), for the words a row quotes. */
  source: Record<string, string>
  /** The modules it imports ('./x'). */
  imports: string[]
}

/** The literal data of a module's default export. Throws on a file that is not a module. */
export function readModule(text: string): ModuleData {
  const js = transformSync(text, { loader: 'ts', format: 'esm' }).code
  const program = parseJs(js, { ecmaVersion: 'latest', sourceType: 'module' }) as unknown as { body: Node[] }
  const imports = program.body
    .filter((n) => n.type === 'ImportDeclaration')
    .map((n) => (n.source as Node).value as string)
  const exported = defaultExport(program.body)
  const source: Record<string, string> = {}
  if (exported?.type === 'ObjectExpression')
    for (const p of exported.properties as Node[]) {
      const key = p.key as Node | undefined
      if (p.type === 'Property' && key?.type === 'Identifier') source[key.name as string] = js.slice(p.start, p.end)
    }
  return { value: exported ? literalOf(exported) : undefined, source, imports }
}

// No line of code over 120 characters: the formatter wraps code, this catches what it
// cannot (comments, long literals). Data and recorded fixtures are kept as their sources wrote them.
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'

const MAX = 120
const files = execFileSync('git', ['ls-files', '*.ts', '*.tsx'], { encoding: 'utf8' })
  .split('\n')
  .filter((f) => f && !f.startsWith('data/') && !f.startsWith('test/fixtures/'))
const long: string[] = []
for (const file of files) {
  readFileSync(file, 'utf8')
    .split('\n')
    .forEach((line, i) => {
      if (line.length > MAX) long.push(`${file}:${i + 1}: ${line.length} characters`)
    })
}
if (long.length) {
  console.error(`${long.length} lines over ${MAX} characters:\n${long.join('\n')}`)
  process.exit(1)
}
console.log(`lines: none over ${MAX} characters in ${files.length} files`)

// Charts to SVG on the server: a view's vega-lite spec, compiled to vega and drawn by vega's headless
// View.toSVG(). No chart geometry is written by hand; the page embeds the SVG next to its table.
import { createHash } from 'node:crypto'
import { LRUCache } from 'lru-cache'

// vega is loaded lazily: its canvas shim uses top-level await, which a CommonJS load (the test
// runner's require hook) cannot take; a dynamic import always goes through Node's ES module loader.
let libraries: Promise<[typeof import('vega'), typeof import('vega-lite')]> | undefined
const load = () => (libraries ??= Promise.all([import('vega'), import('vega-lite')]))

/** Look shared by every chart (fonts and sizes; colours stay vega's defaults, which are accessible). */
const CONFIG = {
  font: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans CJK SC", sans-serif',
  background: '#ffffff',
  view: { stroke: '#ddd' },
  axis: { labelFontSize: 11, titleFontSize: 12 },
  // No limit: the server measures text by estimate (no canvas) and cut labels it would have fitted.
  legend: { labelFontSize: 11, titleFontSize: 12, labelLimit: 0, titleLimit: 0 },
  title: { fontSize: 14, anchor: 'start' },
}

const cache = new LRUCache<string, string>({ max: 500 })

/** Words for the field names a fold puts in a legend (a reader sees "Input, USD per 1M tokens", never input_usd). */
const FIELD_WORDS: Record<string, string> = {
  input_usd: 'Input, USD per 1M tokens',
  output_usd: 'Output, USD per 1M tokens',
  input_cny: 'Input, CNY per 1M tokens',
  output_cny: 'Output, CNY per 1M tokens',
  cache_read_usd: 'Cache read, USD per 1M tokens',
  cache_read_cny: 'Cache read, CNY per 1M tokens',
  index_usd: 'Index, USD',
  index_cny: 'Index, CNY',
  qa_index_usd: 'Quality-adjusted index, USD',
}

type Channel = {
  field?: string
  type?: string
  axis?: Record<string, unknown> | null
  legend?: Record<string, unknown> | null
}

/**
 * Each chart is drawn twice, and the stylesheet shows the one that fits the window: a wide one beside
 * its legend, and a narrow one (legend below) whose text stays at its drawn size on a phone. One SVG
 * scaled down to a phone's width shrank its text to 3-4 px.
 */
export type Layout = 'wide' | 'narrow'
const SIZE: Record<Layout, { width: number; height: number; ticks: number }> = {
  wide: { width: 640, height: 280, ticks: 8 },
  narrow: { width: 260, height: 220, ticks: 4 },
}

const DAY_MS = 86_400_000

/**
 * Ticks of a time axis on whole months (at most `ticks` of them) with the month and year, or, over less
 * than three months, on days with the day too: ticks a week apart under a month-and-year format read
 * "Oct 2025, Oct 2025, Nov 2025".
 */
function timeAxis(values: unknown[], ticks: number): Record<string, unknown> {
  const times = values.map((v) => Date.parse(String(v))).filter((t) => Number.isFinite(t))
  const days = times.length ? (Math.max(...times) - Math.min(...times)) / DAY_MS : 0
  if (days >= 90) {
    const months = Math.ceil(days / 30.44)
    return { format: '%b %Y', tickCount: { interval: 'month', step: stepOf(months, ticks, [1, 2, 3, 6, 12, 24]) } }
  }
  return {
    format: '%-d %b %Y',
    tickCount: { interval: 'day', step: stepOf(Math.ceil(days), ticks, [1, 2, 7, 14, 28]) },
  }
}

/** The smallest of `steps` that puts at most `ticks` ticks over `span` units. */
const stepOf = (span: number, ticks: number, steps: number[]) =>
  steps.find((s) => span / s <= ticks) ?? steps[steps.length - 1]

/**
 * What every chart gets, whatever its view declares: a time axis with unique, dated ticks (a chart over
 * two years without years cannot be read), a legend with words for field names, whole, and in the
 * narrow layout below the plot.
 */
function readable(spec: Record<string, unknown>, rows: unknown[], layout: Layout = 'wide') {
  const encoding = { ...(spec.encoding as Record<string, Channel> | undefined) }
  for (const [name, channel] of Object.entries(encoding)) {
    if (!channel || typeof channel !== 'object') continue
    if (channel.type === 'temporal' && (name === 'x' || name === 'y') && channel.axis !== null) {
      const values = rows.map((r) => (r as Record<string, unknown>)[channel.field ?? ''])
      encoding[name] = {
        ...channel,
        axis: { ...timeAxis(values, SIZE[layout].ticks), labelOverlap: true, ...channel.axis },
      }
    }
    if ((name === 'color' || name === 'strokeDash') && channel.legend !== null) {
      const words = JSON.stringify(FIELD_WORDS).replace(/"/g, "'")
      encoding[name] = {
        ...encoding[name],
        legend: {
          labelExpr: `${words}[datum.label] || datum.label`,
          ...(layout === 'narrow' ? { orient: 'bottom', direction: 'vertical' } : {}),
          ...channel.legend,
        },
      }
    }
  }
  return { ...spec, ...(spec.encoding ? { encoding } : {}) }
}

/** The SVG of a vega-lite spec drawn over `rows` in a layout; the same spec and rows are drawn once. */
export async function chartSvg(spec: Record<string, unknown>, rows: unknown[], layout: Layout = 'wide') {
  const { width, height } = SIZE[layout]
  const full = {
    $schema: 'https://vega.github.io/schema/vega-lite/v6.json',
    width,
    height,
    ...readable(spec, rows, layout),
    data: { values: rows },
    config: CONFIG,
  }
  const text = JSON.stringify(full)
  const key = createHash('sha256').update(text).digest('base64url')
  const hit = cache.get(key)
  if (hit) return hit
  const [vega, vegaLite] = await load()
  const compiled = vegaLite.compile(full as never).spec
  const view = new vega.View(vega.parse(compiled), { renderer: 'none' })
  try {
    const svg = await view.toSVG()
    // Vega escapes every text it draws; this refuses anything that could still run, whatever happens upstream.
    if (/<script|<[^>]*\son\w+\s*=\s*["']|javascript:/i.test(svg)) throw new Error('chart SVG holds active content')
    cache.set(key, svg)
    return svg
  } finally {
    view.finalize()
  }
}

// A chart as the page shows it: title, the server-drawn SVG (wide and narrow: the stylesheet shows the
// one that fits the window), its text alternative and the table of its numbers. Charts are drawn before
// rendering (vega is async; JSX rendering is not).
import type { AnyChart, Links, PageData } from '../../tools/page.ts'
import { chartSvg } from './charts.ts'
import { Table } from './parts.tsx'

export interface DrawnChart {
  chart: AnyChart<unknown>
  title: string
  rows: unknown[]
  svg: { wide: string; narrow: string }
  alt: string
}

/** Draws the charts that have rows (a chart with nothing to plot is left out, not drawn empty). */
export async function drawCharts<T>(charts: AnyChart<T>[] | undefined, data: PageData<T>): Promise<DrawnChart[]> {
  const drawn: DrawnChart[] = []
  for (const chart of charts ?? []) {
    const rows = chart.rows(data)
    if (!rows.length) continue
    const spec = chart.spec(rows)
    drawn.push({
      chart: chart as AnyChart<unknown>,
      title: typeof chart.title === 'string' ? chart.title : chart.title(data),
      rows,
      svg: { wide: await chartSvg(spec, rows, 'wide'), narrow: await chartSvg(spec, rows, 'narrow') },
      alt: chart.alt(rows),
    })
  }
  return drawn
}

export function Figure({ drawn, links }: { drawn: DrawnChart; links: Links }) {
  const { chart, title, rows, svg, alt } = drawn
  const tableRows = chart.tableRows ? chart.tableRows(rows) : rows
  return (
    <figure class="chart" id={`chart-${chart.id}`} aria-labelledby={`chart-${chart.id}-title`}>
      <h3 id={`chart-${chart.id}-title`}>{title}</h3>
      {/* The SVGs are vega's output (it escapes the text it draws; charts.ts refuses active content). */}
      <div class="chart-svg" role="img" aria-label={`${title}. ${alt}`}>
        <div class="chart-wide" dangerouslySetInnerHTML={{ __html: svg.wide }} />
        <div class="chart-narrow" dangerouslySetInnerHTML={{ __html: svg.narrow }} />
      </div>
      <figcaption>{alt}</figcaption>
      <details>
        <summary>
          The numbers ({tableRows.length} rows{tableRows.length < rows.length ? ` of ${rows.length} plotted` : ''})
        </summary>
        <Table columns={chart.table} rows={tableRows} caption={`${title}: data`} links={links} />
      </details>
    </figure>
  )
}

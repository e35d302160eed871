/**
 * The report's charts as SVG drawn here (issue 13: no chart library at this
 * size). Each is a figure with a title, a description and its data as a
 * table beneath, so a screen reader, a printout and a phone all get the
 * numbers. Text is HTML-escaped by the caller's esc().
 */
export const esc = (s: string | number) =>
  String(s).replace(
    /[&<>"']/g,
    (c) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[
        c
      ]!,
  );

export interface Figure {
  id: string;
  title: string;
  description: string;
  svg: string;
  table: { head: string[]; rows: (string | number)[][] };
}

export function figureHtml(f: Figure): string {
  const head = f.table.head
    .map((h) => `<th scope="col">${esc(h)}</th>`)
    .join('');
  const rows = f.table.rows
    .map(
      (r) =>
        `<tr><th scope="row">${esc(r[0] ?? '')}</th>${r
          .slice(1)
          .map((c) => `<td>${esc(c)}</td>`)
          .join('')}</tr>`,
    )
    .join('');
  return `<figure class="chart" aria-labelledby="${f.id}-t">
<h3 id="${f.id}-t">${esc(f.title)}</h3>
<p id="${f.id}-d" class="desc">${esc(f.description)}</p>
<svg role="img" aria-labelledby="${f.id}-t" aria-describedby="${f.id}-d" ${f.svg}</svg>
<table class="data"><thead><tr>${head}</tr></thead><tbody>${rows}</tbody></table>
</figure>`;
}

const niceMax = (v: number) => {
  if (v <= 5) return 5;
  const step = 10 ** Math.floor(Math.log10(v));
  return Math.ceil(v / step) * step;
};

/**
 * The drawing width: close to a phone's width, so that 12 px text stays
 * about 10 px on a 360 px screen (the page caps the drawing's size on a
 * desktop).
 */
const W = 420;

/** A label that fits the drawing (the table beneath has it in full). */
const fit = (s: string, max = 52) =>
  s.length > max ? `${s.slice(0, max - 1)}…` : s;

/** One bar a day of the month: minutes (0 days show a thin baseline tick). */
export function dailyBars(minutesByDay: readonly number[]): string {
  const H = 190;
  const left = 34;
  const bottom = 24;
  const top = 10;
  const max = niceMax(Math.max(0, ...minutesByDay));
  const slot = (W - left - 6) / minutesByDay.length;
  const y = (v: number) => H - bottom - ((H - bottom - top) * v) / max;
  const bars = minutesByDay
    .map((v, i) => {
      const x = left + i * slot + slot * 0.15;
      const h = Math.max(v > 0 ? 1.5 : 0, H - bottom - y(v));
      return `<rect x="${x.toFixed(1)}" y="${(H - bottom - h).toFixed(1)}" width="${(slot * 0.7).toFixed(1)}" height="${h.toFixed(1)}" class="bar"/>`;
    })
    .join('');
  const labels = minutesByDay
    .map((_, i) =>
      i === 0 || (i + 1) % 5 === 0
        ? `<text x="${(left + i * slot + slot / 2).toFixed(1)}" y="${H - 8}" text-anchor="middle" class="axis">${i + 1}</text>`
        : '',
    )
    .join('');
  const grid = [0, max / 2, max]
    .map(
      (v) =>
        `<line x1="${left}" x2="${W}" y1="${y(v).toFixed(1)}" y2="${y(v).toFixed(1)}" class="grid"/><text x="${left - 4}" y="${(y(v) + 4).toFixed(1)}" text-anchor="end" class="axis">${Math.round(v)}</text>`,
    )
    .join('');
  return `viewBox="0 0 ${W} ${H}" preserveAspectRatio="xMidYMid meet">${grid}${bars}${labels}`;
}

/** Pairs of horizontal bars (e.g. last month and this month), each pair on its own scale. */
export function pairedBars(
  rows: readonly { label: string; a: number; b: number }[],
  legend: { a: string; b: string },
  scaleMax?: number,
  marker?: { value: number; label: string },
): string {
  const rowH = 58;
  const left = 8;
  const top = 26;
  const H = top + rows.length * rowH + 6;
  const barW = W - left - 60;
  const legendSvg = `<rect x="${left}" y="6" width="12" height="12" class="bar-a"/><text x="${left + 16}" y="16" class="axis">${esc(legend.a)}</text><rect x="${left + 150}" y="6" width="12" height="12" class="bar"/><text x="${left + 166}" y="16" class="axis">${esc(legend.b)}</text>`;
  const body = rows
    .map((r, i) => {
      const max = scaleMax ?? niceMax(Math.max(r.a, r.b, 1));
      const y0 = top + i * rowH;
      const wa = (barW * r.a) / max;
      const wb = (barW * r.b) / max;
      return `<text x="${left}" y="${y0 + 12}" class="label">${esc(fit(r.label))}</text>
<rect x="${left}" y="${y0 + 18}" width="${wa.toFixed(1)}" height="14" class="bar-a"/><text x="${(left + wa + 4).toFixed(1)}" y="${y0 + 30}" class="axis">${esc(r.a)}</text>
<rect x="${left}" y="${y0 + 36}" width="${wb.toFixed(1)}" height="14" class="bar"/><text x="${(left + wb + 4).toFixed(1)}" y="${y0 + 48}" class="axis">${esc(r.b)}</text>`;
    })
    .join('');
  const mark =
    marker && scaleMax
      ? `<line x1="${(left + (barW * marker.value) / scaleMax).toFixed(1)}" x2="${(left + (barW * marker.value) / scaleMax).toFixed(1)}" y1="${top}" y2="${H - 4}" class="mark"/><text x="${(left + (barW * marker.value) / scaleMax + 4).toFixed(1)}" y="${top - 2}" class="axis">${esc(marker.label)}</text>`
      : '';
  return `viewBox="0 0 ${W} ${H}" preserveAspectRatio="xMidYMid meet">${legendSvg}${body}${mark}`;
}

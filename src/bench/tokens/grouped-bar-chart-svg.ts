/** One series of bars (a strategy), with its colour. */
export interface ChartSeries {
  /** The name in the legend. */
  name: string;
  /** A CSS colour. @default one of a colour-blind-safe palette, by position */
  color?: string;
}

/** One group of bars (a candidate-set size, a metric), one bar per series. */
export interface ChartGroup {
  /** The label under the group. */
  label: string;
  /** A second, smaller line under the label. */
  sublabel?: string;
  /** One value per series, in series order; null draws no bar. */
  values: ReadonlyArray<number | null>;
  /** Text above each bar (e.g. a ratio); undefined: the value itself. */
  barLabels?: ReadonlyArray<string | undefined>;
}

/** One chart panel: a y axis and its groups. */
export interface ChartPanel {
  /** The panel's title. */
  title: string;
  /** The y axis label. */
  yLabel: string;
  /** The x axis label. */
  xLabel?: string;
  /** The groups, left to right. */
  groups: readonly ChartGroup[];
  /** Formats axis ticks and default bar labels. @default thousands separators, at most 1 decimal */
  format?: (value: number) => string;
  /** The top of the y axis. @default a round number above the largest value */
  max?: number;
}

/** Options of {@link groupedBarChartSvg}. */
export interface GroupedBarChartOptions {
  /** The chart's title. */
  title: string;
  /** A line under the title (what was measured, how). */
  subtitle?: string;
  /** The series, in the order of each group's values. */
  series: readonly ChartSeries[];
  /** The panels, top to bottom. */
  panels: readonly ChartPanel[];
  /** Width in pixels. @default 960 */
  width?: number;
}

/** Okabe-Ito colours, distinguishable with every common form of colour blindness. */
const PALETTE = ['#7f7f7f', '#e69f00', '#0072b2', '#009e73', '#cc79a7', '#d55e00', '#56b4e9', '#f0e442'];

const PANEL_HEIGHT = 300;
const MARGIN = { left: 84, right: 24, top: 44, bottom: 64 };

/**
 * A grouped bar chart as a standalone SVG document (plain text, no dependency): a title, a legend, and one
 * or more panels, each with a labelled y axis, grid lines, labelled groups of bars (one colour per series)
 * and a label above each bar. Meant to be read at a glance in a README or a browser.
 */
export function groupedBarChartSvg(options: GroupedBarChartOptions): string {
  const { title, subtitle, series, panels, width = 960 } = options;
  const header = subtitle ? 84 : 64;
  const legendHeight = 28;
  const height = header + legendHeight + panels.length * (PANEL_HEIGHT + MARGIN.top + MARGIN.bottom);
  const color = (i: number) => series[i]?.color ?? PALETTE[i % PALETTE.length] ?? '#000';
  const parts: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="system-ui, -apple-system, 'Segoe UI', sans-serif" font-size="13">`,
    `<rect width="${width}" height="${height}" fill="#ffffff"/>`,
    `<text x="${width / 2}" y="30" text-anchor="middle" font-size="18" font-weight="600">${escapeXml(title)}</text>`,
  ];
  if (subtitle)
    parts.push(
      `<text x="${width / 2}" y="54" text-anchor="middle" fill="#555">${escapeXml(subtitle)}</text>`,
    );
  let x = MARGIN.left;
  const legendY = header;
  series.forEach((s, i) => {
    parts.push(
      `<rect x="${x}" y="${legendY - 11}" width="14" height="14" fill="${color(i)}"/>`,
      `<text x="${x + 20}" y="${legendY + 1}">${escapeXml(s.name)}</text>`,
    );
    x += 34 + s.name.length * 8;
  });
  panels.forEach((panel, p) => {
    const top = header + legendHeight + p * (PANEL_HEIGHT + MARGIN.top + MARGIN.bottom) + MARGIN.top;
    parts.push(panelSvg(panel, { top, left: MARGIN.left, width: width - MARGIN.left - MARGIN.right, color }));
  });
  parts.push('</svg>');
  return `${parts.join('\n')}\n`;
}

function panelSvg(
  panel: ChartPanel,
  box: { top: number; left: number; width: number; color: (i: number) => string },
): string {
  const format = panel.format ?? defaultFormat;
  const values = panel.groups.flatMap((g) => g.values.filter((v): v is number => v !== null));
  const max = panel.max ?? niceMax(Math.max(0, ...values));
  const ticks = tickValues(max);
  const bottom = box.top + PANEL_HEIGHT;
  const y = (v: number) => bottom - (max > 0 ? (v / max) * PANEL_HEIGHT : 0);
  const parts: string[] = [
    `<text x="${box.left}" y="${box.top - 22}" font-size="15" font-weight="600">${escapeXml(panel.title)}</text>`,
  ];
  for (const t of ticks) {
    parts.push(
      `<line x1="${box.left}" x2="${box.left + box.width}" y1="${y(t)}" y2="${y(t)}" stroke="#e3e3e3"/>`,
      `<text x="${box.left - 8}" y="${y(t) + 4}" text-anchor="end" fill="#555">${escapeXml(format(t))}</text>`,
    );
  }
  parts.push(
    `<line x1="${box.left}" x2="${box.left + box.width}" y1="${bottom}" y2="${bottom}" stroke="#333"/>`,
    `<text transform="translate(${box.left - 64} ${box.top + PANEL_HEIGHT / 2}) rotate(-90)" text-anchor="middle" fill="#333">${escapeXml(panel.yLabel)}</text>`,
  );
  const groupWidth = box.width / Math.max(1, panel.groups.length);
  panel.groups.forEach((group, g) => {
    const n = Math.max(1, group.values.length);
    const barWidth = Math.min(64, (groupWidth * 0.88) / n);
    const start = box.left + g * groupWidth + (groupWidth - barWidth * n) / 2;
    group.values.forEach((value, i) => {
      if (value === null) return;
      const bx = start + i * barWidth;
      const label = group.barLabels?.[i] ?? format(value);
      parts.push(
        `<rect x="${bx.toFixed(1)}" y="${y(value).toFixed(1)}" width="${(barWidth - 2).toFixed(1)}" height="${(bottom - y(value)).toFixed(1)}" fill="${box.color(i)}"><title>${escapeXml(`${group.label}: ${format(value)}`)}</title></rect>`,
        `<text x="${(bx + barWidth / 2 - 1).toFixed(1)}" y="${(y(value) - 5).toFixed(1)}" text-anchor="middle" font-size="10" fill="#222">${escapeXml(label)}</text>`,
      );
    });
    const cx = box.left + g * groupWidth + groupWidth / 2;
    parts.push(
      `<text x="${cx.toFixed(1)}" y="${bottom + 20}" text-anchor="middle" font-weight="600">${escapeXml(group.label)}</text>`,
    );
    if (group.sublabel)
      parts.push(
        `<text x="${cx.toFixed(1)}" y="${bottom + 36}" text-anchor="middle" fill="#555" font-size="11">${escapeXml(group.sublabel)}</text>`,
      );
  });
  if (panel.xLabel)
    parts.push(
      `<text x="${box.left + box.width / 2}" y="${bottom + 56}" text-anchor="middle" fill="#333">${escapeXml(panel.xLabel)}</text>`,
    );
  return parts.join('\n');
}

/** The smallest 1, 2, 2.5 or 5 times a power of ten at or above `value`. */
function niceMax(value: number): number {
  if (value <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 2.5, 5, 10].find((s) => s * power >= value) ?? 10;
  return step * power;
}

function tickValues(max: number): number[] {
  const step = niceMax(max / 5);
  const ticks: number[] = [];
  for (let t = 0; t <= max + step / 1000; t += step) ticks.push(Number(t.toPrecision(12)));
  return ticks;
}

function defaultFormat(value: number): string {
  return value.toLocaleString('en-US', { maximumFractionDigits: 1 });
}

/** Escapes the five XML special characters. */
function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

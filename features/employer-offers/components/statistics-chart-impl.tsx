'use client';

import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { COLOR_SCHEME_ATTRIBUTE } from '@/lib/theme/color-scheme';
import styles from './statistics.module.css';

export interface ChartProps {
  /** Days as YYYY-MM-DD (UTC). */
  days: string[];
  series: { label: string; values: number[] }[];
  /** Bump moments (ISO), drawn as dashed lines. */
  bumps: string[];
  label: string;
  /** The x series' name (shown by the legend and the cursor). */
  dayLabel: string;
  locale: string;
}

const css = (name: string, fallback: string) =>
  getComputedStyle(document.documentElement).getPropertyValue(name).trim() || fallback;

/** uPlot line chart sized to its box, in the theme's colours (read again when the theme changes). */
export default function StatisticsChartImpl({ days, series, bumps, label, dayLabel, locale }: ChartProps) {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    let plot: uPlot | null = null;
    const build = () => {
      plot?.destroy();
      const text = css('--wk-palette-text-secondary', '#666');
      const grid = css('--wk-palette-divider', '#ddd');
      const colors = [
        css('--wk-palette-primary-main', '#1976d2'),
        css('--wk-palette-info-main', '#0288d1'),
        css('--wk-palette-warning-main', '#ed6c02'),
        css('--wk-palette-success-main', '#2e7d32'),
      ];
      const xs = days.map((d) => Date.parse(`${d}T12:00:00Z`) / 1000);
      const bumpXs = bumps.map((b) => Date.parse(b) / 1000);
      const dateFmt = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' });
      const axis = { stroke: text, grid: { stroke: grid, width: 1 }, ticks: { stroke: grid, width: 1 } };
      plot = new uPlot(
        {
          width: el.clientWidth,
          height: 300,
          legend: { live: false },
          cursor: { points: { size: 7 } },
          scales: { x: { time: true }, y: { range: (_u, _min, max) => [0, Math.max(4, Math.ceil(max * 1.15))] } },
          axes: [
            {
              ...axis,
              // Whole days only: a day's figures are one point, never split at noon.
              incrs: [1, 2, 7, 14, 30].map((d) => d * 86_400),
              values: (_u, ticks) => ticks.map((t) => dateFmt.format(new Date(t * 1000))),
            },
            { ...axis, size: 44 },
          ],
          series: [
            { label: dayLabel, value: (_u, v) => (v == null ? '' : dateFmt.format(new Date(v * 1000))) },
            ...series.map((s, i) => ({
              label: s.label,
              stroke: colors[i % colors.length],
              width: 2,
              points: { show: days.length <= 31 },
            })),
          ],
          hooks: {
            draw: [
              (u: uPlot) => {
                const { ctx } = u;
                ctx.save();
                ctx.strokeStyle = colors[2]!;
                ctx.setLineDash([6, 4]);
                ctx.lineWidth = 1.5 * devicePixelRatio;
                for (const x of bumpXs) {
                  const px = Math.round(u.valToPos(x, 'x', true));
                  ctx.beginPath();
                  ctx.moveTo(px, u.bbox.top);
                  ctx.lineTo(px, u.bbox.top + u.bbox.height);
                  ctx.stroke();
                }
                ctx.restore();
              },
            ],
          },
        },
        [xs, ...series.map((s) => s.values)],
        el,
      );
    };
    build();
    const resize = new ResizeObserver(() => plot?.setSize({ width: el.clientWidth, height: 300 }));
    resize.observe(el);
    // The theme toggle swaps the variables on <html>: redraw in the new colours.
    const theme = new MutationObserver(build);
    theme.observe(document.documentElement, { attributes: true, attributeFilter: [COLOR_SCHEME_ATTRIBUTE, 'class'] });
    return () => {
      resize.disconnect();
      theme.disconnect();
      plot?.destroy();
    };
  }, [days, series, bumps, dayLabel, locale]);

  return <div ref={box} className={styles.chart} role="img" aria-label={label} data-testid="statistics-chart" />;
}

'use client';

import dynamic from 'next/dynamic';
import type { ChartProps } from './statistics-chart-impl';
import styles from './statistics.module.css';

/**
 * The per-day chart. uPlot (~50 kB) is loaded only here, after the page has shown its figures; the
 * table under the chart carries the same numbers for screen readers and before it arrives.
 */
const Chart = dynamic(() => import('./statistics-chart-impl'), {
  ssr: false,
  loading: () => <div className={styles.chartPlaceholder} aria-hidden="true" />,
});

export function StatisticsChart(props: ChartProps) {
  return <Chart {...props} />;
}

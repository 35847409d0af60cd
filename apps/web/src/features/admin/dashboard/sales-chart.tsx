import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { formatCardPrice } from '@mitumba/contracts/plain';

const HEIGHT = 220;
const BRAND = '#1c5434';
const BRAND_FILL = 'rgba(47, 125, 77, 0.15)';
const INK = '#57534e';
const GRID = '#e7e5e4';

const dayLabel = new Intl.DateTimeFormat('en-KE', { day: 'numeric', month: 'short', timeZone: 'UTC' });
/** A day (YYYY-MM-DD) as uPlot's x value: seconds at its UTC midnight, labelled in UTC so the date never shifts. */
const toSeconds = (day: string) => Date.parse(`${day}T00:00:00Z`) / 1000;

function options(width: number): uPlot.Options {
  const axis = { stroke: INK, grid: { stroke: GRID, width: 1 }, ticks: { stroke: GRID, width: 1 } };
  return {
    width, height: HEIGHT,
    legend: { show: false },
    cursor: { drag: { x: false, y: false } },
    scales: { x: { time: false } },
    axes: [
      { ...axis, values: (_chart, ticks) => ticks.map((tick) => dayLabel.format(new Date(tick * 1000))), space: 60 },
      { ...axis, values: (_chart, ticks) => ticks.map((tick) => formatCardPrice(tick)), size: 80 },
    ],
    series: [{}, { label: 'Sales', stroke: BRAND, width: 2, fill: BRAND_FILL, points: { size: 5, fill: BRAND } }],
  };
}

/**
 * The last 30 days' paid sales drawn with uPlot, as wide as its box (ResizeObserver). The canvas is hidden from
 * assistive technology: the figures are in the table beside it. Where the browser cannot measure (tests), only the
 * table shows.
 */
export function SalesChart({ days }: { days: { day: string; total: number }[] }) {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = box.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const data: uPlot.AlignedData = [days.map((entry) => toSeconds(entry.day)), days.map((entry) => entry.total)];
    const chart = new uPlot(options(Math.max(240, element.clientWidth)), data, element);
    const observer = new ResizeObserver(([entry]) => {
      if (entry) chart.setSize({ width: Math.max(240, Math.floor(entry.contentRect.width)), height: HEIGHT });
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      chart.destroy();
    };
  }, [days]);

  return <div ref={box} aria-hidden="true" className="w-full overflow-hidden" data-testid="sales-chart" />;
}

import { init, type EChartsCoreOption, type EChartsType } from 'echarts/core';
import { useEffect, useRef } from 'react';

interface EChartsCanvasProps {
  option: EChartsCoreOption;
  /** Names the chart for assistive technology; the canvas itself says nothing. */
  label: string;
  height: number;
}

/**
 * An ECharts instance on a div: set up once, updated when the option changes, resized with its box.
 * The chart kinds (line-chart.tsx, bar-chart.tsx) register only the ECharts parts they need.
 */
export function EChartsCanvas({ option, label, height }: EChartsCanvasProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const chartRef = useRef<EChartsType | null>(null);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return undefined;
    const chart = init(container, undefined, { renderer: 'canvas' });
    chartRef.current = chart;
    const resize = () => chart.resize();
    let observer: ResizeObserver | undefined;
    if (typeof ResizeObserver === 'undefined') {
      window.addEventListener('resize', resize);
    } else {
      observer = new ResizeObserver(resize);
      observer.observe(container);
    }
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', resize);
      chartRef.current = null;
      chart.dispose();
    };
  }, []);

  useEffect(() => {
    chartRef.current?.setOption(option, { notMerge: true });
  }, [option]);

  return <div ref={containerRef} role="img" aria-label={label} style={{ width: '100%', height }} />;
}

import { BarChart as EBarChart, type BarSeriesOption } from 'echarts/charts';
import {
  GridComponent,
  TooltipComponent,
  type GridComponentOption,
  type TooltipComponentOption,
} from 'echarts/components';
import { init, use, type ComposeOption, type EChartsType } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';

// Only the parts a bar chart needs (a waterfall is stacked bars), so the bundle stays small.
use([EBarChart, GridComponent, TooltipComponent, CanvasRenderer]);

export type BarChartOption = ComposeOption<BarSeriesOption | GridComponentOption | TooltipComponentOption>;

interface BarChartProps {
  option: BarChartOption;
  /** Names the chart for assistive technology; the canvas itself says nothing. */
  label: string;
  height?: number;
}

/** An ECharts bar chart on a div: set up once, updated when the option changes, resized with its box. */
export function BarChart({ option, label, height = 320 }: BarChartProps) {
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

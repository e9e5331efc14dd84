import { LineChart as ELineChart, type LineSeriesOption } from 'echarts/charts';
import {
  GridComponent,
  LegendComponent,
  TooltipComponent,
  type GridComponentOption,
  type LegendComponentOption,
  type TooltipComponentOption,
} from 'echarts/components';
import { init, use, type ComposeOption, type EChartsType } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';

// Only the parts a line chart needs, so the bundle stays small.
use([ELineChart, GridComponent, TooltipComponent, LegendComponent, CanvasRenderer]);

export type LineChartOption = ComposeOption<
  LineSeriesOption | GridComponentOption | TooltipComponentOption | LegendComponentOption
>;

interface LineChartProps {
  option: LineChartOption;
  /** Names the chart for assistive technology; the canvas itself says nothing. */
  label: string;
  height?: number;
}

/** An ECharts line chart on a div: set up once, updated when the option changes, resized with its box. */
export function LineChart({ option, label, height = 320 }: LineChartProps) {
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

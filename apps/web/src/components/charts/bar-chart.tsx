import { BarChart as EBarChart, type BarSeriesOption } from 'echarts/charts';
import {
  GridComponent,
  TooltipComponent,
  type GridComponentOption,
  type TooltipComponentOption,
} from 'echarts/components';
import { use, type ComposeOption } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { EChartsCanvas } from './echarts-canvas';

// Only the parts a bar chart needs (a waterfall is stacked bars), so the bundle stays small.
use([EBarChart, GridComponent, TooltipComponent, CanvasRenderer]);

export type BarChartOption = ComposeOption<BarSeriesOption | GridComponentOption | TooltipComponentOption>;

interface BarChartProps {
  option: BarChartOption;
  /** Names the chart for assistive technology; the canvas itself says nothing. */
  label: string;
  height?: number;
}

/** An ECharts bar chart on a div (EChartsCanvas). */
export function BarChart({ option, label, height = 320 }: BarChartProps) {
  return <EChartsCanvas option={option} label={label} height={height} />;
}

import { LineChart as ELineChart, type LineSeriesOption } from 'echarts/charts';
import {
  GridComponent,
  LegendComponent,
  TooltipComponent,
  type GridComponentOption,
  type LegendComponentOption,
  type TooltipComponentOption,
} from 'echarts/components';
import { use, type ComposeOption } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { EChartsCanvas } from './echarts-canvas';

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

/** An ECharts line chart on a div (EChartsCanvas). */
export function LineChart({ option, label, height = 320 }: LineChartProps) {
  return <EChartsCanvas option={option} label={label} height={height} />;
}

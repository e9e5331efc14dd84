import type { TStockRecommendation, TStockStatus } from '@brandlens/contracts';

// How a status reads and which colour its badge has: red for what already costs sales, orange and
// yellow for what needs an order, green for fine, blue for money tied up, grey for no sales.

export const STOCK_STATUS: Record<TStockStatus, { label: string; color: string }> = {
  'out-of-stock': { label: 'Out of stock', color: 'red' },
  'reorder-now': { label: 'Reorder now', color: 'orange' },
  'reorder-soon': { label: 'Reorder soon', color: 'yellow' },
  ok: { label: 'OK', color: 'green' },
  overstock: { label: 'Overstock', color: 'blue' },
  'no-sales': { label: 'No sales', color: 'gray' },
};

const TREND_ARROWS: Record<TStockRecommendation['velocity']['trend'], string> = {
  rising: '↑',
  falling: '↓',
  flat: '→',
  unknown: '',
};

/** '↑ 12.5 %', '↓ -8 %', '→ 0 %'; null when the trend is unknown. */
export function describeTrend({ trend, trendPercent }: TStockRecommendation['velocity']): string | null {
  if (trend === 'unknown' || trendPercent === null) return null;
  return `${TREND_ARROWS[trend]} ${trendPercent} %`;
}

/** Working, shipped and receiving: every unit on its way to the fulfilment centre. */
export const inboundUnits = (stock: TStockRecommendation['stock']): number =>
  stock.inboundWorking + stock.inboundShipped + stock.inboundReceiving;

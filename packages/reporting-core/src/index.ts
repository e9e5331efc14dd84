export * from './money.ts';
export * from './pnl-lines.ts';
export * from './settlement/index.ts';
export * from './decimal.ts';
export * from './iso-date.ts';
export * from './cost-on-date.ts';
export * from './fx.ts';
export * from './fx-demo-rates.ts';

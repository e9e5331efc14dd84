export * from './indicators.ts';
export * from './thresholds.ts';
export * from './metadata.ts';
export * from './units.ts';
export * from './overall.ts';
export * from './funding-estimate.ts';

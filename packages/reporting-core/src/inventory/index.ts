export * from './fba-inventory-report.ts';
export * from './stock-recommendations.ts';
export * from './stock-rollup.ts';

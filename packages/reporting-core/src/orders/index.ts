export * from './orders-report.ts';
export * from './report-type.ts';

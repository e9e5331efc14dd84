export * from './fba-inventory-report.ts';

export * from './fba-customer-returns-report.ts';

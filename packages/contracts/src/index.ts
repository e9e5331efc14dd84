export * from './contract.ts';
export * from './errors.ts';
export * from './currencies.ts';
export * from './plans.ts';
export * from './system/get-health.contract.ts';

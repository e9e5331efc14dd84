export * from './iso-weeks.ts';
export * from './cm3-change.ts';
export * from './weekly-ratios.ts';

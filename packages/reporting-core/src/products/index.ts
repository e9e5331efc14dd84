export * from './product-figures.ts';
export * from './product-events.ts';

export * from './marketplace-names.ts';
export * from './settlement-file-check.ts';
export * from './settlement-format.ts';
export * from './settlement-line.ts';
export * from './settlement-values.ts';
export * from './settlement-reader.ts';

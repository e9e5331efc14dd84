export * from './statement-lines.ts';
export * from './compute-statement.ts';
export * from './periods.ts';
export * from './statement-inputs.ts';
export * from './converted-sums.ts';

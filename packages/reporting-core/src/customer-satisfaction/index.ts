export * from './review-months.ts';
export * from './satisfaction-figures.ts';

// Test support for the packages and apps that use reporting-core: generators
// of input files. Not part of the runtime surface (`@brandlens/reporting-core/testing`).
export * from './settlement-archives.ts';
export * from './archive-arbitraries.ts';

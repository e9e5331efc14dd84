export * from './organizations.ts';
export * from './users.ts';
export * from './sellers.ts';
export * from './worker-heartbeats.ts';

// Written by `npm run barrels` (scripts/barrels.ts) from the files on disk: do not edit.
export * from './auth.ts';
export * from './cluster.ts';
export * from './commerce.ts';
export * from './crud.ts';
export * from './dashboard.ts';
export * from './distribution.ts';
export * from './finance.ts';
export * from './module-store.ts';
export * from './routine.ts';
export * from './security.ts';
export * from './user.ts';
export * from '../../modules/knowledge/schema.ts';
export * from '../../modules/miniprogram/schema.ts';

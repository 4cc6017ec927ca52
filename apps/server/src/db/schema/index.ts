// Written by `npm run barrels` (scripts/barrels.ts) from the files on disk: do not edit.
export * from './auth.ts';
export * from './cluster.ts';
export * from './module-store.ts';
export * from './routine.ts';
export * from './security.ts';
export * from './user.ts';
export * from '../../modules/crud/schema.ts';
export * from '../../modules/dashboard/schema.ts';
export * from '../../modules/distribution/schema.ts';
export * from '../../modules/finance/schema.ts';
export * from '../../modules/hq/schema.ts';
export * from '../../modules/knowledge/schema.ts';
export * from '../../modules/miniprogram/schema.ts';
export * from '../../modules/order/schema.ts';
export * from '../../modules/routine/schema.ts';
export * from '../../modules/shop/schema.ts';
export * from '../../modules/wechat/schema.ts';

export * from './auth.ts';
export * from './user.ts';
export * from './routine.ts';
export * from './security.ts';
export * from './cluster.ts';
export * from './commerce.ts';
export * from './knowledge.ts';
export * from './distribution.ts';

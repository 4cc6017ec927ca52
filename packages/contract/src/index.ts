export * from './envelope.ts';
export * from './auth.ts';
export * from './crud.ts';
export * from './admin-rbac.ts';
export * from './routine.ts';

export * from './auth.ts';
export * from './user.ts';

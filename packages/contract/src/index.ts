export * from './envelope.ts';
export * from './auth.ts';

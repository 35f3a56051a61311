export * from './storage';
export * from './setup';

export * from './languages';
export * from './paths';
export * from './routes';
export * from './url-policy';
export type * from './remote';

export * from './apps';
export * from './brand';
export * from './catalogue';
export * from './facts';
export * from './languages';
export * from './paths';
export * from './routes';
export * from './url-policy';
export type * from './remote';

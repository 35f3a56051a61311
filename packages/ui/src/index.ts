export * from './site';
export * from './navigation';
export * from './page-head';
export * from './remote';
export * from './components/spinner';
export * from './components/button';
export * from './components/layout';

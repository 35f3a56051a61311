export * from './site';
export * from './navigation';
export * from './page-head';
export * from './structured-data';
export * from './remote';
export * from './components/spinner';
export * from './components/button';
export * from './components/layout';

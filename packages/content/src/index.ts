export { collection, type Collection, type Modules, type Schemas } from './collection';
export { COLLECTION_FOLDERS, type CollectionName } from './folders';
export { PORTRAIT_TONES, type Portrait, type Metric } from './text';
export * from './product-page';
export * from './case-study';
export * from './blog-article';
export * from './team-member';
export * from './sample-report';
export { structureOf, textsOf, countWords, sentencesOf } from './structure';

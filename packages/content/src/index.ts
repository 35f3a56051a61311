export {
  CHECKS_DOCUMENTS,
  type Collection,
  type CollectionDeclaration,
  type DocumentAddress,
  type EntryCollection,
  type Modules,
  type PartsOf,
} from './collection';
export * from './collections';
export { PORTRAIT_TONES, type Portrait, type Metric } from './text';
export * from './product-page';
export * from './case-study';
export * from './blog-article';
export * from './team-member';
export * from './home-page';
export * from './legal-page';
export * from './security-page';
export * from './sample-report';
export * from './pricing-page';
export { structureOf, textsOf, countWords, sentencesOf } from './structure';
export * from './trust-page';
export * from './trust-tables';

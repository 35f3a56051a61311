// The session imports this only when a refusal comes (signed-url.ts), so that the schemas' library
// the reading needs is not part of the panel's first load.
export { refusalCode } from '@site/contracts';

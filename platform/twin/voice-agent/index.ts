/** The simulated agent as `npm start`, `npm run dev` and the voice tests use it. */
export { reportCallsTo, simulateElevenLabsUnlessConfigured } from './stand-in';
export type { SimulatedAgent } from './server';
export { readAgentDefinition } from './definition';
export { SCRIPTS } from './script';

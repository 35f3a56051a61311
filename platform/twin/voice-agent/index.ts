/** The simulated agent as `npm start`, `npm run dev` and the voice tests use it. */
export { reportCallsTo, simulateElevenLabsUnlessConfigured } from './stand-in';
export type { SimulatedAgent } from './server';
export { greetingOf, readAgentDefinition } from './definition';
export { RECEPTIONIST_SCRIPTS, receptionistScriptKey, SALES_BOT_SCRIPTS, SCRIPTS } from './script';

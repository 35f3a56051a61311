/** The simulated agent as `npm start`, `npm run dev` and the voice tests use it. */
export { reportCallsTo, simulateElevenLabsUnlessConfigured } from './stand-in';
export type { SimulatedAgent } from './server';
export { greetingOf, readAgentDefinition } from './definition';
export { ASSISTANT_LINES, receptionistKey, SALES_BOT_LINES, SPOKEN_LINES, type SpokenScript } from './spoken-lines';
export { REPLIES } from './replies';
export { RECEPTIONIST_REPLIES } from './receptionist-replies';
export { MEETING_WORDS } from './booking';
export { CALLEE_REPLIES } from './callee';
export { LIFT_REPLIES } from './listing-lift';
export { Knowledge } from './knowledge';
export { LocalAgent, type AgentTools } from './local-agent';
export { callBackTime, requestedTimeIn } from './manager-hours';

/**
 * The agent's conversation tests (ElevenLabs' agent testing: a chat history, then the agent's next
 * turn is judged). They run on ElevenLabs with `npm run agent -- test`; a push attaches them to
 * the agent. A tool test names its tool by id, known once the tool is pushed.
 */
export interface AgentTest {
  /** The file name under `test_configs/` and the test's name on ElevenLabs. */
  readonly name: string;
  readonly type: 'llm' | 'tool';
  /** The test's body, given the ids of the client tools pushed so far, by name. */
  config(toolIds: Readonly<Record<string, string>>): Record<string, unknown>;
}

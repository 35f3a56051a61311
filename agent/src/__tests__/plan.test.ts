import { describe, expect, it } from 'vitest';
import { describePlan, differingFields } from '../plan';

describe('what a push would change', () => {
  it('compares only what the repository sets: the API’s defaults and extra fields are no change', () => {
    const local = { name: 'A', conversation_config: { agent: { language: 'en' } }, tags: ['x'] };
    const live = { agent_id: 'agent_1', name: 'A', conversation_config: { agent: { language: 'en', max_tokens: -1 }, asr: { quality: 'high' } }, tags: ['x'] };
    expect(differingFields(local, live)).toEqual([]);
  });

  it('names each field that differs, item by item in lists, and a list of another length whole', () => {
    const local = { a: { b: 1, c: [{ id: 'x', d: true }] }, e: ['1', '2'] };
    const live = { a: { b: 2, c: [{ id: 'x', d: false, default: 0 }] }, e: ['1'] };
    expect(differingFields(local, live)).toEqual(['a.b', 'a.c[0].d', 'e']);
    expect(differingFields({ a: { b: 1 } }, { a: null })).toEqual(['a']);
  });

  it('says so when nothing differs, and sums up what it would create and change', () => {
    expect(describePlan([])).toMatch(/^No changes/);
    expect(
      describePlan([
        { kind: 'create', what: 'tool tool_configs/save_contact.json', fields: [] },
        { kind: 'change', what: 'agent agent_configs/site-assistant.json', fields: ['name'] },
      ]),
    ).toBe(
      '+ tool tool_configs/save_contact.json (to be created)\n~ agent agent_configs/site-assistant.json\n    name\n\nPlan: 1 to create, 1 to change. `npm run agent -- push` applies it.',
    );
  });
});

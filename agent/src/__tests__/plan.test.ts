import { describe, expect, it } from 'vitest';
import { describePlan, differingFields, readableText, textDigest } from '../plan';

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

  it('compares a knowledge base document by what it says, kept as markdown or as HTML, and sees an edit of its text', () => {
    const markdown = '# About Synthra\nChatbots & agents.\n\n## What clients get\n- up to +40%: conversion\n**How long?** 7–14 days.';
    const html =
      '<h1>About Synthra</h1><p>Chatbots &amp; agents.</p><h2>What clients get</h2><ul><li>up to +40%: conversion</li></ul><p><strong>How long</strong>? 7–14 days.</p>';
    expect(readableText(markdown)).toBe('About Synthra Chatbots & agents. What clients get up to +40%: conversion How long? 7–14 days.');
    expect(readableText(html)).toBe(readableText(markdown));
    expect(textDigest(html)).toBe(textDigest(markdown));
    expect(textDigest(markdown.replace('7–14', '3'))).not.toBe(textDigest(markdown));
  });
});

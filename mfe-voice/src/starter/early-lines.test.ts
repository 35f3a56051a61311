import { afterEach, describe, expect, it } from 'vitest';
import { earlyLines } from './early-lines';

const shown = () => [...document.querySelectorAll('.vc-early-lines > .vc-transcript__entry--agent')].map((line) => line.textContent);

afterEach(() => document.body.replaceChildren());

describe('earlyLines', () => {
  it('shows each line of the agent as it arrives, outside the widget, and goes when removed', () => {
    document.body.innerHTML = '<div data-island="voice:voiceWidget"><div class="vc-widget"><button class="vc-launcher"></button></div></div>';
    const lines = earlyLines();
    expect(document.querySelector('.vc-early-lines')).toBeNull();
    lines.line('Hello! I’m Lumi.');
    lines.line('Tell me about your company.');
    expect(shown()).toEqual(['Hello! I’m Lumi.', 'Tell me about your company.']);
    expect(document.querySelector('[data-island] .vc-early-lines')).toBeNull();
    expect(document.querySelector('.vc-early-lines')!.getAttribute('role')).toBe('log');
    lines.remove();
    expect(document.querySelector('.vc-early-lines')).toBeNull();
  });

  it('grows a line written in parts, and the whole line replaces its parts', () => {
    const lines = earlyLines();
    lines.part('start', '');
    lines.part('delta', 'Hello! ');
    lines.part('delta', 'I’m');
    expect(shown()).toEqual(['Hello! I’m']);
    lines.part('stop', '');
    lines.line('Hello! I’m Lumi.');
    expect(shown()).toEqual(['Hello! I’m Lumi.']);
    lines.line('Next.');
    expect(shown()).toEqual(['Hello! I’m Lumi.', 'Next.']);
  });

  it('shows nothing for an empty line', () => {
    earlyLines().line('  ');
    expect(document.querySelector('.vc-early-lines')).toBeNull();
  });
});

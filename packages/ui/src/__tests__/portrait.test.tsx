import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Portrait } from '../components/portrait';

describe('a drawn portrait', () => {
  it('is an image with its description, sized before anything loads', () => {
    const { container } = render(
      <Portrait portrait={{ tone: 'accent', hair: 'long', hairColour: 'fair', skin: 'light', glasses: true, alt: 'Portrait of Maria Nowak' }} size={72} />,
    );
    const svg = container.querySelector('svg')!;
    expect(svg.getAttribute('role')).toBe('img');
    expect(svg.getAttribute('aria-label')).toBe('Portrait of Maria Nowak');
    expect(svg.getAttribute('width')).toBe('72');
    expect(svg.getAttribute('height')).toBe('72');
    expect(svg.classList.contains('ui-portrait--accent')).toBe(true);
    expect(svg.textContent).toBe('');
  });

  it('draws the person as they are described: hair behind and above the head, a beard, glasses', () => {
    const draw = (extra: object) =>
      render(<Portrait portrait={{ tone: 'brand', hair: 'short', hairColour: 'dark', skin: 'medium', alt: 'A', ...extra }} />).container;
    expect(draw({}).querySelectorAll('.ui-portrait__hair')).toHaveLength(1);
    expect(draw({ hair: 'long' }).querySelectorAll('.ui-portrait__hair')).toHaveLength(2);
    expect(draw({ hair: 'none' }).querySelectorAll('.ui-portrait__hair')).toHaveLength(0);
    expect(draw({ beard: true }).querySelectorAll('.ui-portrait__hair')).toHaveLength(2);
    expect(draw({ glasses: true }).querySelectorAll('.ui-portrait__line')).toHaveLength(2);
    expect(draw({}).querySelector('svg')!.classList.contains('ui-portrait--skin-medium')).toBe(true);
  });
});

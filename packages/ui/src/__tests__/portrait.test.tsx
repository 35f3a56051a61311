import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Portrait, initialsOf } from '../components/portrait';

describe('a generated portrait', () => {
  it('draws the initials of the first and last names, in any alphabet', () => {
    expect(initialsOf('Anna Kowalska')).toBe('AK');
    expect(initialsOf('Олександр Коваленко')).toBe('ОК');
    expect(initialsOf('Maria de la Cruz')).toBe('MC');
    expect(initialsOf('Ölga')).toBe('Ö');
  });

  it('is an image with its description, sized before anything loads', () => {
    const { container } = render(<Portrait name="Maria Nowak" portrait={{ tone: 'accent', alt: 'Portrait of Maria Nowak' }} size={72} />);
    const svg = container.querySelector('svg')!;
    expect(svg.getAttribute('role')).toBe('img');
    expect(svg.getAttribute('aria-label')).toBe('Portrait of Maria Nowak');
    expect(svg.getAttribute('width')).toBe('72');
    expect(svg.getAttribute('height')).toBe('72');
    expect(svg.classList.contains('ui-portrait--accent')).toBe(true);
    expect(svg.textContent).toBe('MN');
  });
});

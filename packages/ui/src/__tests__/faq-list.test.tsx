import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FaqList } from '../components/faq-list';
import { NavigationProvider } from '../navigation';
import { faqPage } from '../structured-data';

const ITEMS = [
  { question: 'How long does a launch take?', answer: ['Seven to fourteen days.', 'A pilot comes first.'] },
  { question: 'Which languages?', answer: ['English, Russian and Ukrainian.'] },
];

describe('FAQ questions', () => {
  it('are native disclosures, closed at first, with every answer in the page', () => {
    const { container } = render(<FaqList items={ITEMS} />);
    const disclosures = container.querySelectorAll('details');
    expect(disclosures).toHaveLength(2);
    for (const details of disclosures) expect(details.open).toBe(false);
    expect(container.querySelectorAll('summary')[0]?.textContent).toBe('How long does a launch take?');
    expect(screen.getByText('A pilot comes first.')).toBeTruthy();
  });

  it('open and close on the question, and React never resets what the visitor opened', () => {
    const { container, rerender } = render(<FaqList items={ITEMS} />);
    const details = container.querySelector('details')!;
    details.open = true;
    fireEvent(details, new Event('toggle'));
    rerender(<FaqList items={ITEMS} />);
    expect(details.open).toBe(true);
    expect(details.hasAttribute('open')).toBe(true);
  });

  it('lead on to the page that says more, in the page’s language, after the answer', () => {
    const item = { question: 'How much does it cost?', answer: ['From €390 a month.'], link: { to: '/pricing#lumi-ai', label: 'Every price' } };
    const { container } = render(
      <NavigationProvider value={{ lang: 'uk', pathname: '/ua/products/lumi-ai', search: '', origin: 'https://example.com', navigate: vi.fn() }}>
        <FaqList items={[item]} />
      </NavigationProvider>,
    );
    const link = screen.getByRole('link', { name: 'Every price' });
    expect(link.getAttribute('href')).toBe('/ua/pricing#lumi-ai');
    expect(container.querySelector('.ui-faq__answer')?.lastElementChild?.contains(link)).toBe(true);
  });

  it('describe themselves as an FAQPage for search engines', () => {
    expect(faqPage(ITEMS)).toEqual({
      '@type': 'FAQPage',
      mainEntity: [
        {
          '@type': 'Question',
          name: 'How long does a launch take?',
          acceptedAnswer: { '@type': 'Answer', text: 'Seven to fourteen days.\n\nA pilot comes first.' },
        },
        { '@type': 'Question', name: 'Which languages?', acceptedAnswer: { '@type': 'Answer', text: 'English, Russian and Ukrainian.' } },
      ],
    });
  });
});

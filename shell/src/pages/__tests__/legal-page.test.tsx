import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { COMPANY } from '@site/model';
import { NavigationProvider } from '@site/ui';
import copy from '../../content/legal/page.pl';
import { LegalPage } from '../legal-page';

describe('the legal notice', () => {
  it('never says the register holds the record while the record is the example', () => {
    expect(COMPANY.example).toBe(true);
    const { container } = render(
      <NavigationProvider value={{ lang: 'pl', pathname: '/pl/nota-prawna', search: '', origin: 'https://example.com', navigate: () => undefined }}>
        <LegalPage copy={copy} lang="pl" />
      </NavigationProvider>,
    );
    expect(container.textContent).toMatch(/Synthra\sto\smarka/u);
    expect(container.textContent).not.toContain('Krajowym Rejestrze Sądowym');
  });
});

import { COMPANY_PHONE_ATTRIBUTE, MARKET_PHONES_ATTRIBUTE, viewerCountryOfPage } from '@site/model';

/**
 * The company's line for the visitor's country, where the record has one: the footer lists the
 * lines per market (`MARKET_PHONES_ATTRIBUTE`), and the page's script puts the visitor's on every
 * link that rings the company, before the app runs. A page without market lines carries no list and
 * costs nothing here.
 */
export function showMarketPhones(): void {
  const listed = document.querySelector(`[${MARKET_PHONES_ATTRIBUTE}]`)?.getAttribute(MARKET_PHONES_ATTRIBUTE);
  const country = viewerCountryOfPage();
  if (!listed || !country) return;
  const line = (JSON.parse(listed) as Record<string, [number: string, display: string]>)[country];
  if (!line) return;
  for (const link of document.querySelectorAll<HTMLAnchorElement>(`a[${COMPANY_PHONE_ATTRIBUTE}]`)) {
    link.href = `tel:${line[0]}`;
    if (link.getAttribute(COMPANY_PHONE_ATTRIBUTE) === 'display') link.textContent = line[1];
  }
}

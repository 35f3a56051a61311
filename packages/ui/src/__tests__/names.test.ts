import { describe, expect, it } from 'vitest';
import { keepNamesWhole } from '../names';

describe('product names in running text', () => {
  it('never break inside: their spaces become non-breaking, other spaces stay', () => {
    expect(keepNamesWhole('FrontDesk and Doctor AI in AI Seller 24/7 and MediFlow AI')).toBe(
      'FrontDesk and Doctor\u00a0AI in AI\u00a0Seller\u00a024/7 and MediFlow\u00a0AI',
    );
    expect(keepNamesWhole('Как Lumi AI записывает клиентов')).toBe('Как Lumi\u00a0AI записывает клиентов');
    expect(keepNamesWhole('No names here')).toBe('No names here');
  });
});

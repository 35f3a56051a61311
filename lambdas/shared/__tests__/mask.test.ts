import { describe, expect, it } from 'vitest';
import { maskEmail, maskPersonalData, maskPhone } from '../mask';

describe('masking personal data for logs', () => {
  it('keeps the country code and the last two digits of a phone', () => {
    expect(maskPhone('+79991234567')).toBe('+799******67');
    expect(maskPhone('+1234')).toBe('***');
  });

  it('keeps the first letter and the domain of an email', () => {
    expect(maskEmail('anna.smith@example.com')).toBe('a***@example.com');
    expect(maskEmail('broken')).toBe('***');
  });

  it('masks phones and emails inside free text but leaves dates and short numbers', () => {
    const text = 'Телефон: +79991234567\nEmail: boss@acme.io\nКомментарий: call 8 (999) 123-45-67 on 2026-11-22, room 101';
    const masked = maskPersonalData(text);
    expect(masked).not.toMatch(/9991234567|boss@|123-45-67/);
    expect(masked).toContain('b***@acme.io');
    expect(masked).toContain('2026-11-22');
    expect(masked).toContain('room 101');
  });

  it('masks phones written with dots, slashes or other scripts’ digits, and e-mails of any script’s domain (F11, G7)', () => {
    const text = 'call +44.7700.900555 or +44/20/7946/0960, ＋７ ９９９ １２３ ４５ ６７, +٤٤ ٢٠ ٧٩٤٦ ٠٩٦٠; write анна@пример.рф or zoe@xn--80ak6aa92e.com';
    const masked = maskPersonalData(text);
    expect(masked).not.toMatch(/7700\.900|7946\/0960|９９９ １２３|٧٩٤٦|анна@|zoe@/);
    expect(masked).toContain('а***@пример.рф');
    expect(masked).toContain('z***@xn--80ak6aa92e.com');
  });

  it('masks phones written with underscores or commas, as a script error may hold them (G7)', () => {
    const masked = maskPersonalData('Cannot read +44_7700_900611 or +44,7700,900,612 (+７ ９９９ １２３ ４５ ６７)');
    expect(masked).not.toMatch(/7700_900|7700,900|９９９ １２３/);
    expect(masked).toMatch(/^Cannot read \+44_\*+11 or \+44,\*+12/);
  });

  it('leaves ids alone', () => {
    const ids = 'Заявка: 056af540-1234-4560-b8d9-123456789012 and 12345678-1234-4234-8234-123456789012';
    expect(maskPersonalData(ids)).toBe(ids);
  });
});

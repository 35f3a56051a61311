import { describe, expect, it } from 'vitest';
import { COMPANY_RECORD, type CompanyRecord } from '../company-record';
import { companyRecordIssues } from '../company-check';
import { LUMI_LINE } from '../lumi-phone';
import { fictionRangeOf, isDeliverableEmail, isValidKrs, isValidNip, isValidRegon } from '../registry-checks';

describe('the Polish registers’ numbers', () => {
  it('take a NIP whose weighted digits give its check digit, however it is written', () => {
    expect(isValidNip('8567346215')).toBe(true);
    expect(isValidNip('856-734-62-15')).toBe(true);
    expect(isValidNip('PL 8567346215')).toBe(true);
    expect(isValidNip('5260250274')).toBe(true);
  });

  it('refuse a NIP with a wrong check digit, a wrong length, or one digit repeated', () => {
    expect(isValidNip('8567346216')).toBe(false);
    expect(isValidNip('856734621')).toBe(false);
    expect(isValidNip('0000000000')).toBe(false);
    expect(isValidNip('PL0000000000')).toBe(false);
    expect(isValidNip('1111111111')).toBe(false);
  });

  it('take a nine- or fourteen-digit REGON that passes its check, and refuse the rest', () => {
    expect(isValidRegon('192598184')).toBe(true);
    expect(isValidRegon('12345678512347')).toBe(true);
    expect(isValidRegon('192598185')).toBe(false);
    expect(isValidRegon('12345678512348')).toBe(false);
    expect(isValidRegon('000000000')).toBe(false);
    // The KRS API pads a nine-digit REGON with zeros to fourteen, which fails the local unit's check.
    expect(isValidRegon('30204683000000')).toBe(false);
  });

  it('take a KRS of ten digits, zero-padded, but not all zeros', () => {
    expect(isValidKrs('0000413516')).toBe(true);
    expect(isValidKrs('413516')).toBe(false);
    expect(isValidKrs('0000000000')).toBe(false);
  });
});

describe('numbers and addresses that reach nobody', () => {
  it('finds the ranges kept for drama and examples', () => {
    expect(fictionRangeOf('+442079460321')).toMatch(/Ofcom/);
    expect(fictionRangeOf('+441134960123')).toMatch(/Ofcom/);
    expect(fictionRangeOf('+447700900123')).toMatch(/Ofcom/);
    expect(fictionRangeOf('+12025550142')).toMatch(/North American/);
    expect(fictionRangeOf('+61491570156')).toMatch(/ACMA/);
    expect(fictionRangeOf('+48221234567')).toBeUndefined();
    expect(fictionRangeOf('+442079461234')).toBeUndefined();
  });

  it('refuses e-mail on domains reserved for examples', () => {
    expect(isDeliverableEmail('hello@synthra.ai')).toBe(true);
    expect(isDeliverableEmail('hello@example.com')).toBe(false);
    expect(isDeliverableEmail('hello@synthra.test')).toBe(false);
    expect(isDeliverableEmail('hello@localhost')).toBe(false);
    expect(isDeliverableEmail('not an address')).toBe(false);
  });
});

describe('the company record a deployment ships', () => {
  const filled: CompanyRecord = {
    ...COMPANY_RECORD,
    example: false,
    register: { ...COMPANY_RECORD.register, number: '0000413516' },
    nip: '8567346215',
    vatId: 'PL8567346215',
    regon: '192598184',
    phone: '+48221234567',
    phoneDisplay: '+48 22 123 45 67',
    marketPhones: { UA: { number: '+380441234567', display: '+380 44 123 4567' } },
  };

  it('refuses the example the repository ships, naming each value to fill in', () => {
    const issues = companyRecordIssues(COMPANY_RECORD, LUMI_LINE);
    expect(issues.join('\n')).toMatch(/is the example/);
    expect(issues.join('\n')).toMatch(/KRS/);
    expect(issues.join('\n')).toMatch(/nip 0000000000/);
    expect(issues.join('\n')).toMatch(/regon 000000000/);
    expect(issues.join('\n')).toMatch(/phone \+442079460321 is in a range kept for fiction by Ofcom/);
    expect(issues.join('\n')).toMatch(/Lumi line/);
  });

  it('ships a record whose values pass every check', () => {
    expect(companyRecordIssues(filled)).toEqual([]);
  });

  it('refuses one wrong value of an otherwise good record, by name', () => {
    expect(companyRecordIssues({ ...filled, vatId: 'PL8567346216' })).toEqual([expect.stringMatching(/^vatId/)]);
    expect(companyRecordIssues({ ...filled, regon: '192598185' })).toEqual([expect.stringMatching(/^regon/)]);
    expect(companyRecordIssues({ ...filled, phoneDisplay: '+48 22 123 45 68' })).toEqual([expect.stringMatching(/dials another number/)]);
    expect(companyRecordIssues({ ...filled, privacyEmail: 'privacy@example.com' })).toEqual([expect.stringMatching(/^privacyEmail/)]);
    expect(companyRecordIssues({ ...filled, securityEmail: 'security@other.eu' })).toEqual([expect.stringMatching(/not on the company's domain/)]);
    expect(companyRecordIssues({ ...filled, register: { ...filled.register, genitive: filled.register.name } })).toEqual([
      expect.stringMatching(/^register\.genitive repeats the nominative/),
    ]);
    expect(companyRecordIssues({ ...filled, marketPhones: { GB: { number: '+447700900123', display: '+44 7700 900123' } } })).toEqual([
      expect.stringMatching(/^marketPhones\.GB .* fiction/),
    ]);
  });
});

import type { CompanyRecord } from './company-record';
import type { LumiLine } from './lumi-phone';
import { fictionRangeOf, isDeliverableEmail, isValidKrs, isValidNip, isValidRegon, nipDigits } from './registry-checks';

const E164 = /^\+[1-9]\d{7,14}$/;

/** What is wrong with a phone line, in a sentence each: not E.164, in a fiction range, or written with other digits. */
function phoneIssues(name: string, number: string, display: string): string[] {
  if (!E164.test(number)) return [`${name} ${number} is not a number in E.164 (+ and 8 to 15 digits).`];
  const issues: string[] = [];
  const fiction = fictionRangeOf(number);
  if (fiction) issues.push(`${name} ${number} is in a range kept for fiction by ${fiction}: no subscriber has it.`);
  if (`+${display.replace(/\D/g, '')}` !== number) issues.push(`${name} is written "${display}", which dials another number than ${number}.`);
  return issues;
}

/**
 * What stops a company record from being shipped, each in a sentence naming the field: the
 * example record itself, a register number or tax number that cannot have been issued, a VAT
 * number that is not the NIP's, a phone in a fiction range (the Lumi line's too), an e-mail
 * address on a domain that takes no mail, or on another domain than the company's main address.
 * Empty for a record a deployment may ship.
 */
export function companyRecordIssues(record: CompanyRecord, lumiLine?: LumiLine): string[] {
  const issues: string[] = [];
  if (record.example)
    issues.push('The company record is the example the repository ships: fill in packages/model/src/company-record.ts and set example: false.');
  if (record.register.genitive.trim() === record.register.name.trim())
    issues.push(
      `register.genitive repeats the nominative "${record.register.name}": Polish declines it after «do» («wpisana do Krajowego Rejestru Sądowego»).`,
    );
  if (!isValidKrs(record.register.number)) issues.push(`register.number (KRS) ${record.register.number} is not a KRS number: ten digits, not all zeros.`);
  if (!isValidNip(record.nip)) issues.push(`nip ${record.nip} fails the NIP check digit (or is a placeholder).`);
  const nip = nipDigits(record.nip);
  if (!nip || record.vatId.replace(/\s/g, '') !== `PL${nip}`) issues.push(`vatId ${record.vatId} is not PL followed by the NIP ${record.nip}.`);
  if (!isValidRegon(record.regon)) issues.push(`regon ${record.regon} fails the REGON check digit (or is a placeholder).`);
  issues.push(...phoneIssues('phone', record.phone, record.phoneDisplay));
  for (const [country, line] of Object.entries(record.marketPhones)) {
    if (!/^[A-Z]{2}$/.test(country)) issues.push(`marketPhones has "${country}", which is not an ISO 3166-1 country code such as PL.`);
    if (line) issues.push(...phoneIssues(`marketPhones.${country}`, line.number, line.display));
  }
  if (lumiLine) issues.push(...phoneIssues('The Lumi line (lumi-phone.ts)', lumiLine.number, lumiLine.display));
  const domain = record.email.split('@')[1]?.toLowerCase();
  for (const field of ['email', 'privacyEmail', 'securityEmail'] as const) {
    const address = record[field];
    if (!isDeliverableEmail(address)) issues.push(`${field} ${address} is not an address on a domain that takes mail.`);
    else if (address.split('@')[1]!.toLowerCase() !== domain) issues.push(`${field} ${address} is not on the company's domain, ${domain}.`);
  }
  return issues;
}

import { createHmac } from 'node:crypto';
import { normalizeEmail, normalizePhone } from '@site/contracts';

/** How a person is named in a request for their data: a phone or an e-mail address. */
export type Identity = { readonly kind: 'phone'; readonly value: string } | { readonly kind: 'email'; readonly value: string };

/** The identities an item holds, as stored. */
export interface Identities {
  readonly phone?: string;
  /** An item that holds more than one phone (a conversation's record: each phone the agent took). */
  readonly phones?: readonly string[];
  readonly email?: string;
  /** An item that holds more than one e-mail (a conversation's record: those written in it). */
  readonly emails?: readonly string[];
}

/**
 * One way of writing each: a phone in E.164 (what every writer stores; a value that is no phone keeps
 * its plus and digits alone), an e-mail as the forms store it (`normalizeEmail` of
 * @site/contracts: trimmed, in lower case, its domain as DNS has it).
 */
export function normalizeIdentity(identity: Identity): Identity {
  if (identity.kind === 'email') return { kind: 'email', value: normalizeEmail(identity.value) };
  // NFKC: a phone searched in fullwidth characters (`＋４４ ７７００ …`) is the same phone (G7).
  const written = identity.value.normalize('NFKC');
  const phone = normalizePhone(written);
  return { kind: 'phone', value: phone.ok ? phone.e164 : written.replace(/[^+\d]/g, '') };
}

export function identitiesOf(identities: Identities): Identity[] {
  const phones = [
    ...new Set(
      [identities.phone, ...(identities.phones ?? [])]
        .filter((phone): phone is string => !!phone)
        .map((phone) => normalizeIdentity({ kind: 'phone', value: phone }).value),
    ),
  ];
  const emails = [
    ...new Set(
      [identities.email, ...(identities.emails ?? [])]
        .filter((email): email is string => !!email)
        .map((email) => normalizeIdentity({ kind: 'email', value: email }).value),
    ),
  ];
  return [...phones.map((value): Identity => ({ kind: 'phone', value })), ...emails.map((value): Identity => ({ kind: 'email', value }))];
}

/**
 * The index key of an identity: HMAC-SHA256 under the site's personal-data key, so the index holds
 * no phone or e-mail in the clear and nobody without the key can test a guess against it.
 */
export function personKey(identity: Identity, key: string): string {
  const { kind, value } = normalizeIdentity(identity);
  return createHmac('sha256', key).update(`${kind}:${value}`).digest('hex');
}

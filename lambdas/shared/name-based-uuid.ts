import { createHash } from 'node:crypto';

/** A name-based UUID (version 8) from the first 128 bits of a hex digest. */
export function uuidFromHash(hex: string): string {
  const variant = ((parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** The name-based UUID of `name`: the same name, the same id (an idempotency key's record, a call's one meeting). */
export function uuidOfName(name: string): string {
  return uuidFromHash(createHash('sha256').update(name).digest('hex'));
}

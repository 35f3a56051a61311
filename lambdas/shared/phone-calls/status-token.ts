import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The token a call's status is read with (H3): returned once, to the browser that asked for the
 * call; the call's item keeps only its SHA-256, so neither the table nor its backups can read it.
 * 32 random bytes need no salt or slow hash: nobody guesses them.
 */
export interface StatusToken {
  /** For the requester's answer. */
  readonly token: string;
  /** For the call's item. */
  readonly hash: string;
}

const hashOf = (token: string): Buffer => createHash('sha256').update(token).digest();

export function newStatusToken(): StatusToken {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashOf(token).toString('base64url') };
}

/** Whether `token` is the one whose hash the call keeps; compared in constant time. */
export function statusTokenOpens(storedHash: string | undefined, token: string): boolean {
  if (!storedHash) return false;
  const stored = Buffer.from(storedHash, 'base64url');
  const given = hashOf(token);
  return stored.length === given.length && timingSafeEqual(stored, given);
}

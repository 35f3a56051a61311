import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '../dynamodb';
import type { PersonThread, ThreadEntry } from '../records/person-thread';

export type { PersonThread, ThreadEntry } from '../records/person-thread';

/*
 * One person, one thread: a chat, a call and a form from the same person reach the managers as
 * one story. Every record a person leaves is indexed by the keyed hash of their phone or e-mail
 * (the personal-data index, kept for erasure); a record of a store that names its records for the
 * managers (`threadLabel`) also writes there what it was and when. A new record looks its
 * identities up first: what the same person left before becomes its thread, which its notice
 * shows with the person's key, the same on every notice of theirs. No phone or e-mail is read or
 * written in the clear for it.
 */

/** The attribute a record keeps its thread in. */
export const THREAD_ATTRIBUTE = 'thread';
const PERSON_KEY_SHOWN = 8;

/** An earlier record's entry: what it was and when, and the key its own thread showed. */
type Earlier = ThreadEntry & { readonly person?: string };

/** The entries already indexed under each of `personKeys`, but the record's own (`ref`), each record once, newest first. */
export async function earlierEntries(personKeys: readonly string[], ref: string): Promise<Earlier[]> {
  const found = new Map<string, Earlier>();
  for (const personKey of personKeys) {
    const { Items } = await documentClient().send(
      new QueryCommand({
        TableName: tableName('personalDataIndex'),
        KeyConditionExpression: 'personKey = :key',
        ExpressionAttributeValues: { ':key': personKey },
      }),
    );
    for (const entry of Items ?? []) {
      if (entry.ref === ref || typeof entry.what !== 'string') continue;
      const person = typeof entry.person === 'string' ? entry.person : undefined;
      found.set(String(entry.ref), { what: entry.what, at: typeof entry.at === 'string' ? entry.at : '', ...(person && { person }) });
    }
  }
  return [...found.values()].sort((a, b) => b.at.localeCompare(a.at));
}

/**
 * The thread of a record indexed under `personKeys` (its identities' keyed hashes). The person
 * keeps the key of their first record: one who wrote from another phone but the same e-mail is
 * shown with the key the managers already know.
 */
export async function threadOf(personKeys: readonly string[], ref: string): Promise<PersonThread | undefined> {
  const keys = [...new Set(personKeys)];
  if (!keys.length) return undefined;
  const earlier = await earlierEntries(keys, ref);
  const first = earlier.at(-1)?.person;
  return { person: first ?? keys[0]!.slice(0, PERSON_KEY_SHOWN), before: earlier.map(({ what, at }) => ({ what, at })) };
}

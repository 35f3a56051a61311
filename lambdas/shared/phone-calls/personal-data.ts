import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '../dynamodb';
import type { AllowanceUnit } from '../counters';
import { text, type PersonalDataStore } from '../personal-data/stores';
import { giveBackAll } from './allowances';

/**
 * The calls visitors asked for, as `npm run personal-data` finds and erases them: a booked call holds
 * its number until its morning (a placed one keeps none, and is found through its conversation's
 * record). Erasing a booked call cancels it: the item goes, so the sweeper never places it, and what
 * the booking held (its morning place, that day's minutes) is given back to other visitors.
 */
export const PHONE_CALLS_STORE: PersonalDataStore = {
  id: 'phoneCalls',
  label: 'booked call',
  table: 'phoneCalls',
  identities: (item) => ({ phone: text(item.phone) }),
  personalData: ({ phone, country, createdAt, morningAt, status }) => ({
    phone,
    country,
    createdAt,
    ringsAt: typeof morningAt === 'number' ? new Date(morningAt).toISOString() : undefined,
    status,
  }),
  erase: async (key) => {
    const { Attributes } = await documentClient().send(new DeleteCommand({ TableName: tableName('phoneCalls'), Key: key, ReturnValues: 'ALL_OLD' }));
    if (Attributes?.dueStatus === 'due') await giveBackAll((Attributes.heldUnits as readonly AllowanceUnit[] | undefined) ?? []);
  },
};

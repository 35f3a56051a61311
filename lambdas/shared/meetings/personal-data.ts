import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '../dynamodb';
import { text, type PersonalDataStore } from '../personal-data/stores';
import type { ThreadMark } from '../records/person-thread';
import type { MeetingEvent } from '../records/meeting';
import { TELEGRAM_MESSAGE_IDS } from '../records/notify-state';

const THREAD_MARKS: Readonly<Record<MeetingEvent, ThreadMark>> = {
  booked: 'meeting-booked',
  moved: 'meeting-moved',
  cancelled: 'meeting-cancelled',
};

/**
 * The meetings and the managers' notices of them, as `npm run personal-data` finds and erases them:
 * each holds the visitor's name and e-mail. Erasing a meeting gives its time back (the claim, which
 * names nobody, goes with it); the event in the manager's calendar is the manager's to delete.
 */
export const MEETINGS_STORE: PersonalDataStore = {
  id: 'meetings',
  label: 'meeting',
  table: 'meetings',
  identities: (item) => ({ email: text(item.email) }),
  // A person's thread names what the managers were told: each booking, move and cancellation, not the meeting's own record.
  threadLabel: (item) =>
    typeof item.event !== 'string'
      ? undefined
      : item.source === 'phone-call' && item.event === 'booked'
        ? 'meeting-booked-in-call'
        : THREAD_MARKS[item.event as MeetingEvent],
  personalData: ({ name, email, company, start, managerId, status }) => ({ name, email, company, start, managerId, status }),
  telegramMessageIds: TELEGRAM_MESSAGE_IDS,
  erase: async (key) => {
    const { Attributes } = await documentClient().send(new DeleteCommand({ TableName: tableName('meetings'), Key: key, ReturnValues: 'ALL_OLD' }));
    if (Attributes?.status === 'booked' && typeof Attributes.managerId === 'string' && typeof Attributes.start === 'string') {
      await documentClient()
        .send(
          new DeleteCommand({
            TableName: tableName('meetings'),
            Key: { id: `slot#${Attributes.managerId}#${Attributes.start}` },
            ConditionExpression: 'meetingId = :meeting',
            ExpressionAttributeValues: { ':meeting': Attributes.meetingId },
          }),
        )
        .catch((error: unknown) => {
          if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
        });
    }
  },
};

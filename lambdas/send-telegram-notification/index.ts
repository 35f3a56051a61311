import { voiceNotificationRequestSchema, type VoiceNotificationResponse } from '@site/contracts';
import { apiHandler, jsonResponse, parsePayload, readJsonBody } from '../shared/http';
import { maskPhone } from '../shared/mask';
import { deliverRightAway } from '../shared/notifications/deliver';
import { count, logger } from '../shared/powertools';
import { queueVoiceNotification } from '../shared/voice-notifications';

export const handler = apiHandler(async (event) => {
  const notification = parsePayload(voiceNotificationRequestSchema, readJsonBody(event));
  const { item, created } = await queueVoiceNotification(notification);
  logger.info(created ? 'voice notification queued' : 'voice notification was already queued', {
    conversationId: notification.conversationId,
    phone: maskPhone(notification.phone),
  });
  if (created) {
    count('voiceNotificationsQueued');
    await deliverRightAway('voiceNotifications', item);
  }
  return jsonResponse(202, { status: 'queued' } satisfies VoiceNotificationResponse);
});

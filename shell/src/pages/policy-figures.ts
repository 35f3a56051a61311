import { useTranslation } from 'react-i18next';
import { DATA_POLICY } from '@site/model';
import { PAGES_NAMESPACE } from './i18n';

/** The address that answers questions about personal data, as the privacy and trust pages give it. */
export const PRIVACY_EMAIL = 'privacy@synthra.ai';

/**
 * The data policy's figures as the privacy and trust pages write them ("365 days", «365 дней»):
 * the values every text of those pages takes, so no page writes a period or a region of its own.
 */
export function usePolicyFigures(): Readonly<Record<string, string>> {
  const { t } = useTranslation(PAGES_NAMESPACE);
  const days = (count: number) => t('units.days', { count });
  const { retentionDays } = DATA_POLICY;
  return {
    records: days(retentionDays.records),
    backups: days(retentionDays.backups),
    functionLogs: days(retentionDays.functionLogs),
    firewallLogs: days(retentionDays.firewallLogs),
    cdnLogs: days(retentionDays.cdnLogs),
    technicalLogs: days(retentionDays.technicalLogs),
    digest: t('units.minutes', { count: DATA_POLICY.digestAfterMinutes }),
    // Where ElevenLabs processes the assistant's conversations: the environment the site talks to.
    voicePlace: t(`privacy.voicePlaces.${DATA_POLICY.voiceEnvironment}`),
    botHours: t('units.hours', { count: DATA_POLICY.botDeletesWithinHours }),
    answerDays: days(DATA_POLICY.answerWithinDays),
    email: PRIVACY_EMAIL,
  };
}

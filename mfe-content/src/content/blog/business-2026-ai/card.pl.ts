import type { ArticleCard } from '@site/content';
import { PILOT_DAYS } from '@site/model';

export default {
  title: 'Biznes w 2026 roku: dlaczego agenci AI przestali być opcją',
  subtitle: `Które procesy oddać agentom najpierw, jak przeprowadzić ${PILOT_DAYS['agentlab-ai']!.max}-dniowy pilotaż i jak trzymać ryzyko w ryzach`,
  excerpt:
    'Firmy nie różnią się już tym, czy ktoś w nich korzysta z chatbota, tylko tym, czyje procesy działają na AI. Podpowiadamy, od czego zacząć, jak to sprawdzić w dwa tygodnie i ile naprawdę kosztuje czekanie.',
} satisfies ArticleCard;

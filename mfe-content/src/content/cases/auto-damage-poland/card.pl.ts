import type { CaseCard } from '@site/content';

export default {
  shortTitle: 'Zgłaszanie szkód komunikacyjnych we Wrocławiu',
  badge: 'Asystent głosowy Lumi AI',
  preview:
    'Wrocławska firma likwidacji szkód oddała infolinię szkodową Lumi AI. Kierowca zgłasza szkodę w 4 minuty o każdej porze i w tej samej rozmowie umawia oględziny, a zdarzenia z rannymi i sprawy sporne od razu trafiają do rzeczoznawcy.',
  headline: { value: '−64%', label: 'czas przyjęcia zgłoszenia szkody' },
} satisfies CaseCard;

import type { TeamMemberText } from '@site/content';

export default {
  name: 'Oleksandr Kovalenko',
  position: 'Założyciel i prezes zarządu',
  description:
    'Zanim założył Synthrę, Oleksandr przez dziesięć lat pracował w sprzedaży B2B, od zimnych telefonów po kierowanie działem liczącym 40 osób. Pomysł na firmę przyszedł, gdy policzył, ile leadów jego własny zespół tracił nocą i w weekendy. Dziś w pierwszych tygodniach współpracy spotyka się z każdym nowym klientem, decyduje, od którego produktu zacząć, i odpowiada za rozwój całej rodziny produktów, od asystenta głosowego po agentów AI.',
  responsibilities: [
    'Strategia firmy i plan rozwoju produktów',
    'Pierwsze spotkania z nowymi klientami i wybór punktu startu',
    'Partnerstwa z dostawcami systemów CRM i telefonii',
    'Rekrutacja i rozwój zespołu',
  ],
  projects: [
    {
      name: 'AI Seller 24/7',
      text: 'Na podstawie własnych skryptów sprzedażowych napisał pierwsze scenariusze rozmów bota sprzedażowego i zaproponował go firmom, które żyją z płatnego ruchu.',
    },
    {
      name: 'AI Sales Manager',
      text: 'Zaprojektował kartę oceny rozmów razem z szefami sprzedaży, którzy mieli ten sam problem co on kiedyś: nikt nie wiedział, jak zespół naprawdę rozmawia z klientami.',
    },
    {
      name: 'Podsumowania pilotaży',
      text: 'Prowadzi spotkania, na których firmy B2B SaaS, sieci handlowe i sklepy internetowe omawiają wyniki pilotażu i decydują o pełnym wdrożeniu.',
    },
  ],
  expertise: ['Sprzedaż B2B', 'Budowa procesu sprzedaży', 'Strategia produktowa', 'Ekonomika pilotaży', 'CRM'],
  portrait: { alt: 'Portret Oleksandra Kovalenki' },
} satisfies TeamMemberText;

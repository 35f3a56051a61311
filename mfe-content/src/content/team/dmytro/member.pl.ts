import type { TeamMemberText } from '@site/content';
import { FACTS, PILOT_DAYS, formatDays } from '@site/model';

const { launchDays, integrations } = FACTS;

export default {
  name: 'Dmytro Shevchenko',
  position: 'Dyrektor ds. wdrożeń',
  description: `Zanim trafił do Synthry, Dmytro przez osiem lat prowadził projekty integracyjne dla sieci handlowych i firm logistycznych. Prowadzi projekt od spotkania startowego do asystenta, który pracuje z prawdziwymi klientami: opisuje procesy klienta, podłącza CRM, telefonię i komunikatory i pilnuje, by od startu do pierwszych rozmów na żywo minęło ${formatDays(launchDays, 'pl')}. Jego zespół połączył produkty Synthry z ponad ${integrations} systemami, od HubSpota i Pipedrive po Comarch ERP, Shopera i BaseLinkera.`,
  responsibilities: [
    'Plan uruchomienia i terminy każdego projektu',
    'Integracje z CRM, telefonią, komunikatorami i platformami sklepów',
    'Pilotaże i przejście od pilotażu do pełnego wdrożenia',
    'Opieka nad działającymi asystentami i ich dostrajanie',
  ],
  projects: [
    {
      name: 'Lumi AI w handlu',
      text: 'Połączył asystenta głosowego ze stanami magazynowymi i telefonią sieci sklepów z elektroniką, żeby mógł powiedzieć dzwoniącemu, czy dany produkt jest w konkretnym sklepie.',
    },
    {
      name: 'AI Commerce Suite',
      text: 'Prowadził uruchomienia SnapCard AI i SellMate AI w sklepach internetowych, które sprzedają na marketplace’ach i wysyłają do paczkomatów.',
    },
    {
      name: 'AgentLab AI',
      text: `Otwiera dostęp demonstracyjny i prowadzi ${PILOT_DAYS['agentlab-ai']!.max}-dniowe pilotaże agentów szytych na miarę, od onboardingu klientów po pracę zespołów marketingu.`,
    },
  ],
  expertise: ['Prowadzenie wdrożeń', 'Integracje z CRM', 'Telefonia', 'Platformy e-commerce', 'Mapowanie procesów'],
  portrait: { alt: 'Portret Dmytra Shevchenki' },
} satisfies TeamMemberText;

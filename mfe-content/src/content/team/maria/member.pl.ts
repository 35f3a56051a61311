import type { TeamMemberText } from '@site/content';
import { FACTS, formatScale } from '@site/model';

export default {
  name: 'Maria Nowak',
  position: 'Dyrektorka ds. AI',
  description:
    'Maria ma doktorat z lingwistyki komputerowej, a przed przejściem do Synthry zajmowała się rozpoznawaniem mowy polskiej i ukraińskiej. Kieruje zespołem, który buduje modele językowe i głosowe stojące za Lumi AI, AI Seller 24/7 i agentami AgentLab AI. To jej zespół ustala, jak asystent radzi sobie z rozmówcą, który zmienia język w połowie zdania, kiedy przekazuje rozmowę człowiekowi i jak sprawdza się każdą odpowiedź, zanim usłyszy ją klient. Maria odpowiada też za to, by modele przetwarzały dane osobowe i medyczne zgodnie z RODO, a tam, gdzie chodzi o pacjentów z USA, także z HIPAA.',
  responsibilities: [
    'Architektura modeli językowych i głosowych we wszystkich produktach',
    'Testowanie asystentów przed pilotażem i w jego trakcie',
    'Rozpoznawanie i synteza mowy po ukraińsku, rosyjsku, polsku, kazachsku i w innych językach',
    'Ochrona danych osobowych i medycznych',
    'Dobór nowych modeli i pilnowanie kosztów ich pracy na produkcji',
  ],
  projects: [
    {
      name: 'Lumi AI',
      text: 'Prowadziła budowę warstwy głosowej asystenta, który rozumie dwa języki w jednej rozmowie, najpierw dla przychodni, a potem dla sieci handlowych.',
    },
    {
      name: 'AI Focus Group',
      text: `Zaprojektowała ${FACTS.focusGroupAgents} agentów AI odgrywających segmenty klientów oraz metodę, na której opiera się indeks potencjału zakupowego w skali ${formatScale(FACTS.purchaseIndex)}.`,
    },
    {
      name: 'Doctor AI w MediFlow AI',
      text: 'Wytrenowała moduł, który pomaga lekarzom zebrać wywiad i przygotować protokół wizyty z kodami ICD-10.',
    },
  ],
  expertise: ['Duże modele językowe', 'Rozpoznawanie i synteza mowy', 'Wielojęzyczne NLP', 'Ocena jakości AI', 'RAG', 'RODO'],
  portrait: { alt: 'Portret Marii Nowak' },
} satisfies TeamMemberText;

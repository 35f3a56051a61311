import type { TeamMemberText } from '@site/content';
import { FACTS, VOICE_AGENT_LLM, formatScale } from '@site/model';

export default {
  name: 'Maria Nowak',
  position: 'Dyrektorka ds. AI',
  description: `Maria ma doktorat z lingwistyki komputerowej, a przed przejściem do Synthry zajmowała się rozpoznawaniem mowy polskiej i ukraińskiej. Kieruje zespołem, który z licencjonowanych modeli tworzy Lumi AI, AI Seller 24/7 i agentów AgentLab AI: ElevenLabs rozpoznaje i syntetyzuje mowę oraz prowadzi rozmowy, Gemini od Google (${VOICE_AGENT_LLM}) jest modelem językowym, którym myślą, a zespół Marii pisze, co każdy asystent wie i co może powiedzieć, łączy go z systemami klienta i sprawdza każdą odpowiedź, zanim usłyszy ją klient. To ten zespół ustala, jak asystent radzi sobie z rozmówcą, który zmienia język w połowie zdania, i kiedy przekazuje rozmowę człowiekowi. Maria odpowiada też za to, jak dane osobowe i medyczne przechodzą przez tych dostawców zgodnie z RODO.`,
  responsibilities: [
    'Dobór i konfiguracja licencjonowanych modeli mowy i języka dla każdego produktu',
    'Testowanie asystentów przed pilotażem i w jego trakcie',
    'Rozpoznawanie i synteza mowy po ukraińsku, rosyjsku, polsku, kazachsku i w innych językach',
    'Ochrona danych osobowych i medycznych',
    'Dobór nowych modeli i pilnowanie kosztów ich pracy na produkcji',
  ],
  projects: [
    {
      name: 'Lumi AI',
      text: 'Prowadziła budowę warstwy głosowej asystenta, który nadąża za dwoma językami w jednej rozmowie, opartej na mowie ElevenLabs, najpierw dla przychodni, a potem dla sieci handlowych.',
    },
    {
      name: 'AI Focus Group',
      text: `Zaprojektowała ${FACTS.focusGroupAgents} agentów AI odgrywających segmenty klientów oraz metodę, na której opiera się indeks potencjału zakupowego w skali ${formatScale(FACTS.purchaseIndex)}.`,
    },
    {
      name: 'Doctor AI w MediFlow AI',
      text: 'Zbudowała na licencjonowanym modelu językowym moduł, który pomaga lekarzom zebrać wywiad i przygotować protokół wizyty z kodami ICD-10, oraz kontrole, na podstawie których lekarz go podpisuje.',
    },
  ],
  expertise: ['Duże modele językowe', 'Rozpoznawanie i synteza mowy', 'Wielojęzyczne NLP', 'Ocena jakości AI', 'RAG', 'RODO'],
  portrait: { alt: 'Portret Marii Nowak' },
} satisfies TeamMemberText;

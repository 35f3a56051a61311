import type { IndustryPageContent } from '@site/content';
import { FACTS, PRICING, amountOf, estimateMonthly, formatCount, formatEuros, pluralOf } from '@site/model';
import facts from './facts';

const lang = 'pl';
const month = estimateMonthly(facts.estimate);
const { agents, operations } = facts.estimate;
const euros = (amount: number) => formatEuros(Math.round(amount), lang);
/** In the genitive: "praca 2 agentów". */
const agentCount = `${agents} ${pluralOf(agents, lang, { one: 'agenta', few: 'agentów', many: 'agentów', other: 'agenta' })}`;

export default {
  seo: {
    title: 'AI dla B2B: agenci do onboardingu, raportów i leadów',
    description: `Jak zespoły B2B powierzają onboarding, raportowanie i kwalifikację leadów agentom AgentLab AI i AI Seller 24/7, i ile miesięcznie kosztuje praca ${agentCount}.`,
  },
  name: 'B2B',
  hero: {
    eyebrow: 'Dla firm B2B',
    title: 'Agenci, którzy wykonują pracę procesową między sprzedażą a wynikiem',
    lead: 'Onboarding nowego klienta, zbieranie dokumentów, miesięczny raport, odpowiedź na lead w nocy: AgentLab AI buduje agenta dla każdego procesu, a AI Seller 24/7 kwalifikuje leady na czacie.',
  },
  problems: {
    title: 'Na co zespół B2B traci dni',
    items: [
      {
        title: 'Onboarding, który się ciągnie',
        text: 'Klient po podpisaniu umowy czeka na konta, dokumenty i pierwszą konfigurację, a zespół ręcznie odhacza kolejne punkty listy.',
      },
      {
        title: 'Raporty przepisywane ręcznie',
        text: 'Co miesiąc liczby wędrują z CRM-u do arkusza, a z arkusza na slajd, i przepisuje je ta sama osoba, która powinna je analizować.',
      },
      {
        title: 'Leady obsłużone następnego dnia',
        text: 'Lead z nocnej reklamy czeka do rana, a spotkanie dostaje konkurent, który odpowiedział pierwszy.',
      },
    ],
  },
  products: {
    title: 'Który produkt co robi',
    roles: [
      `AgentLab AI buduje agenta dla jednego procesu naraz, z jednego z ponad ${FACTS.agentScenarios} gotowych scenariuszy: jeden czyta i sortuje, drugi sprawdza dane z Twoimi, trzeci przygotowuje wynik do zatwierdzenia przez człowieka.`,
      'AI Seller 24/7 odpowiada na lead w ciągu kilku sekund, zadaje pytania, które zadaje Twój dział sprzedaży, i umawia spotkanie z właściwą osobą.',
      'AI Sales Manager ocenia rozmowy i czaty Twojego zespołu i pokazuje każdemu handlowcowi krok, na którym traci transakcje.',
      'Lumi AI dzwoni do nowego klienta z powitaniem, sprawdza, czy pierwsze kroki są zrobione, i umawia spotkanie otwierające.',
    ],
    together: 'Agenci przejmują proces, bot pierwszą rozmowę, a oceny pomagają ludziom, którzy domykają transakcje, pracować w najlepszej formie.',
  },
  leadCallback: {
    title: 'Każdy nowy lead usłyszy Was przed konkurencją',
    lead: 'Kupujący B2B pyta kilku dostawców naraz i zapamiętuje tego, kto zadzwonił pierwszy. Lumi dzwoni do każdego leada z formularzy, reklam i webinarów, zadaje pytania, które zadałby handlowiec, i wpisuje spotkanie do kalendarza, gdy klient jest jeszcze na linii.',
    link: 'Jak Lumi oddzwania do leadów, krok po kroku',
  },
  systems: {
    title: 'Agenci działają w CRM-ie, ERP i plikach, których już używasz',
    lead: 'Twój zespół nie musi uczyć się niczego nowego: każdy agent czyta i zapisuje w systemach, w których praca dzieje się dziś.',
  },
  cases: { title: 'Firmy B2B, które już tak pracują', lead: 'Onboarding, treści i obsługa leadów, każde z własnymi liczbami.' },
  price: {
    title: `Ile miesięcznie kosztuje praca ${agentCount}`,
    size: `Razem wykonują około ${formatCount(operations, lang)} operacji miesięcznie:`,
    note: `${euros(amountOf(month, 'agent'))} za agentów i ${euros(amountOf(month, 'operations'))} za operacje ponad ${formatCount(PRICING['agentlab-ai'].allowances.operations, lang)} na każdego z nich. Ile oszczędzają, zmierzy raport z pilotażu na Twoim własnym procesie; tutaj niczego nie zakładamy.`,
    calculator: 'Wyceń własnych agentów w kalkulatorze',
  },
  data: {
    title: 'Kto przetwarza dane Twoich klientów',
    points: [
      'Każdy agent przechowuje dane w AWS w UE, a z modelem językowym łączy się wyłącznie przez ElevenLabs, w jego unijnym środowisku bez przechowywania danych.',
      'Zanim powstanie, każdy agent jest oceniany pod kątem unijnego AI Act dla swojego zadania, a to, co przygotuje, zatwierdza człowiek.',
    ],
    link: 'Wszystkie podmioty podprzetwarzające dane agentów i miejsca, w których działają',
  },
  form: {
    title: 'Powiedz nam, od którego procesu zacząć',
    lead: 'Proces, który zabiera Twojemu zespołowi najwięcej godzin, i systemy, przez które przechodzi: handlowiec oddzwoni najpóźniej następnego dnia roboczego, a dostęp demo otworzymy dzień po rozmowie.',
  },
} satisfies IndustryPageContent;

import type { CaseStory } from '@site/content';

export default {
  title: 'Leadvila: odpowiedź na każdy lead z reklam średnio w 25 sekund',
  fullTitle: 'Jak wileńska firma generująca leady postawiła AI Seller 24/7 na płatnym ruchu, a AI Sales Manager przy zespole, który oddzwania do leadów',
  meta: {
    title: 'Kwalifikacja leadów z reklam dla firmy z Wilna',
    description:
      'Jak Leadvila z Wilna odpowiada na leady z reklam średnio w 25 sekund z AI Seller 24/7 i z tego samego budżetu sprzedaje instalatorom o 37% więcej dobrych leadów.',
  },
  company: {
    name: 'Leadvila',
    industry: 'Generowanie leadów dla energetyki domowej i remontów',
    size: '34 pracowników, w tym 9 w zespole oddzwaniającym',
    market: 'Litwa (centrala w Wilnie)',
  },
  problem: {
    title: 'Opłacone leady stygły, zanim ktoś zadzwonił',
    items: [
      'Z formularzy Meta i Google Ads przychodziło około 6500 leadów miesięcznie, a 38% z nich spływało po 20:00 albo w weekend, kiedy w biurze nikogo nie było.',
      'W dni powszednie zespół dodzwaniał się do nowego leada średnio po 2 godzinach i 40 minutach, a do tego czasu wiele osób zdążyło zostawić numer dwóm, trzem konkurentom.',
      'Instalatorzy odrzucali 27% kupionych leadów, bo trafiali na najemców, domy poza swoim regionem albo ludzi bez budżetu, a każde odrzucenie oznaczało zwrot pieniędzy.',
      'Konsultanci spędzali pół zmiany na wybieraniu numerów, które nie odpowiadały, i nikt nie wiedział, kto naprawdę kwalifikuje leady, a kto tylko odhacza pola.',
    ],
  },
  solution: {
    title: 'Kwalifikacja 24/7 przy reklamach i kontrola jakości rozmów',
    description: [
      'Synthra podłączyła AI Seller 24/7 do formularzy leadowych Meta i Google Ads oraz do czatu na 14 stronach docelowych o pompach ciepła, fotowoltaice i nowych oknach. Średnio 25 sekund po wysłaniu formularza asystent pisze do tej osoby na WhatsAppie, w Messengerze albo na Viberze, po litewsku, rosyjsku, polsku lub angielsku.',
      'W dwie, trzy minuty ustala, czy rozmówca jest właścicielem domu, gdzie ten dom stoi, czym jest ogrzewany i jaki jest budżet, a przy okazji odpowiada na pytania o państwowe dotacje. Lead, który spełnia kryteria partnera, ląduje w Pipedrive z oceną i podsumowaniem; w nocy asystent rezerwuje termin oddzwonienia na poranną zmianę.',
      'AI Sales Manager ocenia w skali do 100 punktów każdą rozmowę zwrotną nagraną w Zadarmie: czy konsultant potwierdził dane, wyjaśnił, że wizja lokalna jest bezpłatna, i umówił wizytę instalatora. Co rano kierownik zespołu dostaje oceny wszystkich dziewięciu konsultantów i trzy rozmowy do omówienia.',
      'Scenariusze powstały na podstawie 1500 archiwalnych czatów i rozmów oraz zasad odbioru leadów od 40 instalatorów partnerskich. Kampania pomp ciepła ruszyła szóstego dnia, pilotaż trwał 8 dni na jednej trzeciej jej ruchu, a czternastego dnia przełączyliśmy wszystkie kampanie.',
    ],
    features: [
      'Pierwsza wiadomość na WhatsAppie, w Messengerze lub na Viberze średnio 25 sekund po formularzu',
      'Cztery języki, wybierane automatycznie po pierwszej odpowiedzi leada',
      'Ocena leada i podsumowanie w Pipedrive, kierowane do właściwego instalatora',
      'Każda rozmowa zwrotna oceniona, a wyniki konsultantów w codziennym raporcie',
    ],
    integrations: ['Meta Lead Ads', 'Google Ads', 'WhatsApp Business', 'Messenger', 'Viber', 'Pipedrive', 'Zadarma'],
  },
  results: {
    title: 'Trzy miesiące później',
    metrics: [
      { value: '25 s', label: 'średni czas pierwszej odpowiedzi na lead, wcześniej 2 h 40 min' },
      { value: '9%', label: 'sprzedanych leadów odrzucanych przez instalatorów, wcześniej 27%' },
      { value: '−44%', label: 'koszt obsługi jednego leada' },
      { value: '80/100', label: 'średnia ocena rozmów w zespole, wcześniej 61' },
    ],
    details: [
      'Leady z nocy i weekendów nie przepadają: 62% z nich kończy rozmowę z asystentem, zanim zamknie stronę docelową. Przy niezmienionym budżecie reklamowym Leadvila przekazuje partnerom o 37% więcej zakwalifikowanych leadów, a próśb o zwrot pieniędzy jest trzy razy mniej.',
      'Dziewięciu konsultantów dzwoni teraz do zakwalifikowanych osób, które czekają na telefon. Oceny pokazały, że konsultanci często zapominali powiedzieć, że wizja lokalna nic nie kosztuje; po dwóch tygodniach szkoleń z tego jednego kroku liczba umówionych wizyt instalatorów wzrosła o 21%.',
    ],
  },
  testimonial: {
    quote:
      'Płaciliśmy za kliknięcie, a lead przepadał nam przez noc. Dziś formularz wysłany o 23:00 jest zakwalifikowany, zanim ktoś odłoży telefon, a rano moi konsultanci dzwonią do ludzi, którzy na nas czekają. Dzięki ocenom rozmów słyszymy, co mówi nasz najlepszy konsultant, a czego nie mówili pozostali.',
    author: 'Tomas Žukauskas, prezes',
  },
  cta: {
    title: 'Chcesz, żeby leady z reklam dostawały odpowiedź w sekundy, a nie w godziny?',
    button: 'Poznaj AI Seller 24/7',
  },
} satisfies CaseStory;

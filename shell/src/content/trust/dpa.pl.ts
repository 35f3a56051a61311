import type { Dpa } from '@site/content';
import { DPA_TERMS, formatDays, legalNameInText } from '@site/model';

const days = (count: number) => formatDays({ min: count, max: count }, 'pl');

export default {
  title: 'Umowa powierzenia przetwarzania danych osobowych',
  subtitle: `Standardowe warunki ${legalNameInText()} zgodne z art. 28 rozporządzenia (UE) 2016/679 (ogólnego rozporządzenia o ochronie danych, RODO), dla klientów jej produktów.`,
  parties: {
    title: 'Strony',
    processor: 'Podmiot przetwarzający',
    controller: 'Administrator',
    controllerBlank: 'Klient wskazany w umowie głównej na produkty (firma, siedziba, numer rejestrowy).',
  },
  clauses: [
    {
      title: 'Przedmiot i czas trwania',
      text: [
        'Podmiot przetwarzający przetwarza dane osobowe w imieniu administratora wyłącznie w celu świadczenia produktów wskazanych w umowie głównej i przez czas jej obowiązywania.',
      ],
    },
    {
      title: 'Zakres danych i kategorie osób',
      text: [
        'Osobami, których dane dotyczą, są klienci, pacjenci, rozmówcy i pracownicy administratora, którzy rozmawiają lub piszą z produktami albo których rozmowy administrator zleca do oceny.',
        'Kategorie danych to dane kontaktowe, wiadomości, nagrania rozmów telefonicznych, ich zapisy i podsumowania, rezerwacje i oceny; w przypadku MediFlow AI także dane o zdrowiu (art. 9 RODO), objęte podstawą prawną administratora.',
      ],
    },
    {
      title: 'Polecenia',
      text: [
        'Podmiot przetwarzający działa wyłącznie na udokumentowane polecenie administratora, także w zakresie przekazywania danych do państw trzecich, chyba że prawo Unii lub państwa członkowskiego stanowi inaczej; niezwłocznie informuje administratora, jeśli jego zdaniem polecenie narusza przepisy o ochronie danych.',
      ],
    },
    {
      title: 'Poufność i bezpieczeństwo',
      text: [
        'Każda osoba upoważniona przez podmiot przetwarzający do przetwarzania danych jest zobowiązana do zachowania tajemnicy.',
        'Podmiot przetwarzający stosuje środki techniczne i organizacyjne opisane w załączniku 3 i aktualizuje je zgodnie ze stanem wiedzy.',
      ],
    },
    {
      title: 'Dalsze powierzenie przetwarzania',
      text: [
        'Administrator wyraża zgodę na dalsze powierzenie przetwarzania podmiotom podprzetwarzającym wymienionym w załączniku 1. Podmiot przetwarzający nakłada na każdego z nich te same obowiązki co w niniejszej umowie i odpowiada za ich wykonanie.',
        `O nowym lub zmienionym podmiocie podprzetwarzającym podmiot przetwarzający informuje z wyprzedzeniem ${days(DPA_TERMS.newSubProcessorNoticeDays)}; administrator może zgłosić uzasadniony sprzeciw, a jeśli strony się nie porozumieją – wypowiedzieć umowę w zakresie danego produktu.`,
      ],
    },
    {
      title: 'Przekazywanie danych poza EOG',
      text: [
        'Dane opuszczają Europejski Obszar Gospodarczy tylko tam, gdzie przewiduje to załącznik 1, i wyłącznie na podstawie decyzji Komisji Europejskiej stwierdzającej odpowiedni stopień ochrony albo standardowych klauzul umownych.',
      ],
    },
    {
      title: 'Pomoc dla administratora',
      text: [
        'Podmiot przetwarzający pomaga administratorowi odpowiadać na żądania osób, których dane dotyczą, oceniać skutki przetwarzania i konsultować się z organami nadzorczymi, w zakresie, na jaki pozwala charakter przetwarzania.',
        'O naruszeniu ochrony danych osobowych zawiadamia administratora bez zbędnej zwłoki po jego stwierdzeniu, podając, co wie o naruszeniu i jakie kroki podjął.',
      ],
    },
    {
      title: 'Zakończenie przetwarzania',
      text: [
        `W ciągu ${days(DPA_TERMS.deleteAfterContractDays)} od wygaśnięcia umowy głównej podmiot przetwarzający usuwa dane administratora albo, według jego wyboru, zwraca je i usuwa kopie, chyba że przepisy nakazują ich przechowywanie.`,
      ],
    },
    {
      title: 'Audyty',
      text: [
        'Podmiot przetwarzający udostępnia wszelkie informacje niezbędne do wykazania, że przestrzega niniejszej umowy, i umożliwia audyty przeprowadzane przez administratora lub upoważnionego przez niego audytora, po rozsądnym uprzedzeniu i w godzinach pracy.',
      ],
    },
    {
      title: 'Prawo właściwe i pierwszeństwo',
      text: ['Umowa podlega prawu polskiemu. W sprawach danych osobowych ma pierwszeństwo przed umową główną.'],
    },
  ],
  annexes: {
    processors: {
      title: 'Załącznik 1. Podmioty podprzetwarzające',
      lead: 'Zgodnie z listą opublikowaną na stronie „Dane i bezpieczeństwo” serwisu Synthra w dniu sporządzenia dokumentu.',
    },
    products: {
      title: 'Załącznik 2. Ustawienia domyślne produktów',
      lead: 'Okres przechowywania i środowisko ElevenLabs, o ile umowa główna nie stanowi inaczej.',
    },
    security: {
      title: 'Załącznik 3. Środki techniczne i organizacyjne',
      lead: 'Szyfrowanie i dostęp do danych, tak jak opisuje je strona „Dane i bezpieczeństwo” serwisu Synthra.',
    },
  },
  signatures: {
    title: 'Podpisy',
    processor: 'W imieniu podmiotu przetwarzającego',
    controller: 'W imieniu administratora',
    line: 'Imię i nazwisko, stanowisko, data, podpis',
  },
  page: { word: 'Strona', of: 'z' },
} satisfies Dpa;

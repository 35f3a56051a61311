import type { SecurityPage } from '@site/content';
import { DISCLOSURE_POLICY, formatPeriod, pluralOf } from '@site/model';

const days = DISCLOSURE_POLICY.acknowledgeWithinWorkingDays;
const reply = pluralOf(days, 'pl', {
  one: '1 dnia roboczego',
  few: `${days} dni roboczych`,
  many: `${days} dni roboczych`,
  other: `${days} dnia roboczego`,
});
const embargo = formatPeriod(DISCLOSURE_POLICY.disclosureAfterDays, 'days', 'pl');

export default {
  seo: {
    title: 'Zasady zgłaszania podatności',
    description: 'Jak zgłosić podatność w serwisie Synthra, jego API lub asystencie głosowym: co zawrzeć w zgłoszeniu, o co prosimy i co obiecujemy w zamian.',
  },
  title: 'Zgłoś podatność',
  lead: 'Jeśli znajdziesz słaby punkt w naszym serwisie, jego API albo w asystencie głosowym, chcemy dowiedzieć się o nim jako pierwsi i będziemy z Tobą współpracować aż do poprawki.',
  report: {
    title: 'Jak zgłosić',
    text: `Napisz do naszego zespołu bezpieczeństwa po polsku, angielsku, ukraińsku lub rosyjsku. Każde zgłoszenie czyta człowiek, a odpowiedź dostaniesz w ciągu ${reply}.`,
    emailLabel: 'Zespół bezpieczeństwa',
    include: {
      title: 'Co pomaga nam działać szybko',
      items: [
        'Której strony lub wywołania API dotyczy problem i co atakujący mógłby dzięki niemu zrobić',
        'Kroki, które go odtwarzają, z żądaniami i odpowiedziami, jeśli masz je zapisane',
        'Jak się z Tobą skontaktować i czy podać Twoje imię i nazwisko w podziękowaniach',
      ],
    },
  },
  scope: {
    title: 'Czego dotyczą te zasady',
    covered: ['synthra.ai we wszystkich wersjach językowych i jego API pod /api', 'Asystenta głosowego na każdej stronie i demo Lumi AI'],
    excluded: {
      title: 'Czego nie obejmują',
      items: [
        'Usług innych firm, z których korzystamy (ElevenLabs, Telegram, Amazon Web Services): te zgłoś bezpośrednio im',
        'Ustaleń, których nie da się wykorzystać, jak brak nagłówka bez żadnego skutku czy sam wynik skanera',
      ],
    },
  },
  rules: {
    title: 'O co prosimy',
    items: [
      'Testuj wyłącznie na własnych danych i przerwij, gdy tylko zobaczysz czyjekolwiek dane osobowe',
      'Bez ataków odmowy usługi, spamu przez nasze formularze, socjotechniki i prób wejścia do naszych biur',
      `Zachowaj szczegóły dla siebie, dopóki nie usuniemy problemu albo nie minie ${embargo} od zgłoszenia, zależnie od tego, co nastąpi wcześniej`,
    ],
  },
  promises: {
    title: 'Co obiecujemy',
    items: [
      `Odpowiedź od człowieka w ciągu ${reply}, z naszą oceną i planem działania`,
      'Żadnych kroków prawnych wobec badań prowadzonych w dobrej wierze i zgodnie z tymi zasadami',
      'Podziękowanie pod wybranym przez Ciebie nazwiskiem lub pseudonimem po wdrożeniu poprawki, jeśli sobie tego życzysz',
    ],
  },
  machineReadable: 'Narzędzia i skanery znajdą te same kontakty w pliku do odczytu maszynowego (RFC 9116):',
} satisfies SecurityPage;

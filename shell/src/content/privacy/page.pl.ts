import type { PrivacyPage } from '@site/content';
import { COMPANY, DATA_POLICY, SUB_PROCESSORS, companyAddressInText, legalNameInText, policyPeriods } from '@site/model';

const { records, phoneCalls, backups, functionLogs, firewallLogs, cdnLogs, technicalLogs, answerDays, digest, botHours } = policyPeriods('pl');
// Where ElevenLabs processes the assistant's conversations: the environment the site talks to.
const voicePlace = { us: 'w Stanach Zjednoczonych', eu: 'w Unii Europejskiej' }[DATA_POLICY.voiceEnvironment];
const company = legalNameInText();
const address = companyAddressInText('pl');
const email = COMPANY.privacyEmail;

export default {
  seo: {
    title: 'Polityka prywatności',
    description:
      'Jakie dane zbierają formularze i asystent głosowy Synthra, po co, jak długo, kto je przetwarza i jak skontaktować się z nami w sprawie Twoich danych.',
  },
  title: 'Polityka prywatności',
  lead: 'Ta strona wyjaśnia, jakie dane zbieramy, gdy korzystasz z naszych formularzy i asystenta głosowego, w jakim celu, jak długo je przechowujemy i jak się z nami skontaktować w ich sprawie.',
  updated: 'Ostatnia aktualizacja: 25 listopada 2026 r.',
  sections: {
    controller: {
      title: 'Kto jest administratorem',
      text: `Administratorem opisanych tu danych osobowych jest ${company}, ${address}. Z każdym pytaniem o swoje dane pisz na ${email}.`,
    },
    forms: {
      title: 'Co zbierają nasze formularze',
      text: 'Gdy wysyłasz zgłoszenie, otrzymujemy Twoje imię i numer telefonu, a jeśli je podasz, także adres e-mail, nazwę firmy, komentarz i zaznaczone tematy, razem z Twoją zgodą, stroną i językiem formularza oraz godziną wysłania.',
    },
    voice: {
      title: 'Co zbiera asystent głosowy',
      text: 'Asystent głosowy uruchamia się dopiero wtedy, gdy naciśniesz jego przycisk i zezwolisz na dostęp do mikrofonu. W trakcie rozmowy Twój głos jest przesyłany do naszego dostawcy technologii mowy, ElevenLabs, aby asystent mógł Ci odpowiedzieć. Jeśli podasz asystentowi imię i numer telefonu, zapisujemy je razem z identyfikatorem, długością i językiem rozmowy. Nie przechowujemy nagrania dźwięku. Po zakończeniu rozmowy zachowujemy dane, które ma o niej ElevenLabs: podsumowanie, zapis tekstowy, język, długość i stronę, na której się zaczęła. Handlowiec czyta podsumowanie, zanim do Ciebie oddzwoni. Jeśli ocenisz zakończoną rozmowę, zachowujemy ocenę (kciuk w górę lub w dół) i ewentualny komentarz razem z danymi tej rozmowy i przekazujemy ocenę do ElevenLabs.',
    },
    phoneCalls: {
      title: `Co zbiera „Niech Lumi do Ciebie zadzwoni”`,
      text: `Gdy prosisz Lumi o telefon, otrzymujemy wpisany numer, stronę i jej język oraz wybrane demo. Aby zadzwonić, numer trafia do ElevenLabs i do ${SUB_PROCESSORS.twilio.name}, operatora telekomunikacyjnego linii Lumi, który przenosi też dźwięk rozmowy. Lumi najpierw mówi, kto dzwoni i dlaczego, i pyta, czy to ta osoba prosiła o telefon. Dane o połączeniu (kiedy, z której strony, która rozmowa) przechowujemy przez ${phoneCalls}, a podsumowanie i zapis tekstowy rozmowy tak jak każdej rozmowy głosowej. Połączenie zaplanowane na Twój poranek przechowuje numer tylko do chwili, gdy zadzwoni. Osoba, która odbierze, staje się kontaktem dla naszych handlowców tylko wtedy, gdy powie Lumi, że sama prosiła o telefon i zgadza się na oddzwonienie; w przeciwnym razie numer nie jest nikomu przekazywany, a licznik, który pozwala dzwonić pod numer raz dziennie, przechowuje go wyłącznie jako skrót z kluczem.`,
    },
    meetings: {
      title: 'Gdy umawiasz rozmowę z menedżerem',
      text: `Gdy umawiasz rozmowę na naszej stronie, otrzymujemy Twoje imię i nazwisko, adres e-mail oraz, jeśli ją podasz, nazwę firmy, a także wybrany termin, Twoją strefę czasową i stronę, na której umówiono rozmowę; po wysłaniu formularza rozmowa jest powiązana z Twoim zgłoszeniem. Wpisujemy rozmowę do kalendarza menedżera, który ją poprowadzi (Google Workspace, w Unii Europejskiej), a Amazon Web Services wysyła Ci zaproszenie i przypomnienie e-mailem (Amazon SES, w Unii Europejskiej). Rozmowę przechowujemy w naszej bazie przez ${records} od jej umówienia i usuwamy wraz z pozostałymi danymi na Twoją prośbę.`,
    },
    purposes: {
      title: 'W jakim celu je wykorzystujemy',
      text: 'Aby odpowiedzieć na Twoje zgłoszenie i umówić rozmowę lub prezentację; aby handlowiec mógł oddzwonić po rozmowie z asystentem głosowym; aby chronić serwis przed nadużyciami. Nigdy nie sprzedajemy Twoich danych i nie używamy ich do reklamy.',
    },
    basis: {
      title: 'Podstawa prawna',
      text: 'Każdy cel ma w RODO własną podstawę prawną. Na zgłoszenie odpowiadamy, a handlowiec oddzwania po rozmowie z asystentem na podstawie Twojej zgody, którą wyrażasz, zaznaczając pole formularza lub podając kontakt asystentowi (art. 6 ust. 1 lit. a RODO). Rozmowę, prezentację lub ofertę umawiamy na Twoje żądanie, przed zawarciem umowy (art. 6 ust. 1 lit. b RODO). Serwis chronimy przed nadużyciami w ramach naszego prawnie uzasadnionego interesu, jakim jest jego bezpieczeństwo (art. 6 ust. 1 lit. f RODO).',
    },
    retention: {
      title: 'Jak długo i gdzie przechowujemy dane',
      text: 'Twoje dane trafiają do następujących miejsc, do każdego na okres podany poniżej:',
      stores: {
        requests: `Zgłoszenia i kontakty z asystentem głosowym – w naszej bazie danych w Amazon Web Services w Unii Europejskiej: usuwane automatycznie po upływie ${records} od wpłynięcia (samo usunięcie może potrwać kilka dni).`,
        calls: `Dane o rozmowach głosowych (podsumowanie, zapis tekstowy, język, długość, strona, na której się zaczęły) – w tej samej bazie: usuwane automatycznie po upływie ${records} od rozmowy; ElevenLabs usuwa swoją kopię po upływie tych samych ${records}.`,
        backups: `Kopie zapasowe tej bazy (odtwarzanie do punktu w czasie) przechowują każdą jej wersję przez ${backups}, więc to, co usunięto, znika z nich najpóźniej po upływie ${backups}.`,
        notifications: `Powiadomienia dla naszych handlowców: wiadomość ze zgłoszeniem na czacie handlowców w Telegramie albo, gdy Telegram nie dostarczy jej w ciągu ${digest}, e-mail do skrzynki naszych operatorów; przechowujemy je, dopóki nie poprosisz o ich usunięcie.`,
        logs: `Logi serwera: logi oprogramowania, które przyjmuje zgłoszenia i połączenia, pokazują imię, telefon i e-mail wyłącznie w formie zamaskowanej (na przykład A***) i są przechowywane przez ${functionLogs}; logi naszej sieci dostarczania treści i zapory sieciowej zapisują Twój adres IP i są przechowywane odpowiednio przez ${cdnLogs} i ${firewallLogs}; logi techniczne bez danych osobowych – do ${technicalLogs}.`,
      },
    },
    recipients: {
      title: 'Kto jeszcze je przetwarza',
      text: `Amazon Web Services utrzymuje serwis, przechowuje dane w Unii Europejskiej i wysyła e-maile do naszych operatorów, gdy Telegram jest niedostępny; ElevenLabs przetwarza rozmowy głosowe ${voicePlace} i jako własny podmiot podprzetwarzający wywołuje model językowy ${SUB_PROCESSORS.llm.model} firmy ${SUB_PROCESSORS.llm.name}, który pisze odpowiedzi asystenta; o nowych zgłoszeniach nasi handlowcy dowiadują się przez Telegram. ${SUB_PROCESSORS.twilio.name} łączy rozmowy telefoniczne Lumi: przenosi wybierany numer i dźwięk rozmowy. Każdy z tych podmiotów działa na nasze polecenie, na podstawie umowy powierzenia przetwarzania danych.`,
    },
    rights: {
      title: 'Twoje prawa',
      text: 'Możesz żądać dostępu do swoich danych, ich sprostowania lub usunięcia, ograniczenia przetwarzania lub wnieść sprzeciw, otrzymać dane w formacie umożliwiającym ich przeniesienie i w każdej chwili wycofać zgodę. Możesz też złożyć skargę do organu nadzorczego: w Polsce jest nim Prezes Urzędu Ochrony Danych Osobowych (UODO).',
    },
    erasure: {
      title: 'Jak usunąć swoje dane',
      text: `Napisz na ${email}, podając numer telefonu lub adres e-mail użyty w zgłoszeniu; możemy poprosić o potwierdzenie, że należy do Ciebie. Odszukamy każde zgłoszenie i każdy kontakt z asystentem głosowym z tym numerem lub adresem i usuniemy je razem z powiadomieniami o nich: nasz bot usuwa swoje wiadomości w Telegramie, dopóki nie minie ${botHours} od ich wysłania, a starsze wiadomości i kopie e-mailowe nasi handlowcy usuwają ręcznie. Robimy to i potwierdzamy w ciągu ${answerDays}; z kopii zapasowych dane znikają najpóźniej po upływie ${backups}.`,
    },
    doNotCall: {
      title: 'Jak sprawić, by Lumi nie dzwonił pod dany numer',
      text: `Wpisz numer poniżej, a Lumi nie będzie pod niego dzwonił, bez względu na to, kto o to poprosi, dopóki właściciel numeru sam nie zdejmie blokady. To samo stanie się, jeśli podczas telefonu od Lumi powiesz, że nie prosisz o ten telefon; wtedy numer nie zostanie też przekazany handlowcom. Przechowujemy tylko skrót numeru z kluczem, nigdy sam numer, i nie usuwamy go przy usuwaniu danych: tak pamiętamy, żeby nie dzwonić. Aby zdjąć blokadę, wpisz numer i wybierz „Znów zezwól na telefony”: Lumi zadzwoni pod ten numer jeden raz, zwykle w ciągu kilku minut (a jeśli jest tam noc, to rano), i zdejmie blokadę tylko wtedy, gdy osoba, która odbierze, powie „tak”. Jeśli nikt nie odbierze albo usłyszymy „nie”, numer zostanie na liście. Można o to prosić raz dziennie.`,
      phoneLabel: 'Numer telefonu',
      phoneHint: 'Z numerem kierunkowym kraju, na przykład +48 600 123 456.',
      submit: 'Nie dzwoń pod ten numer',
      liftSubmit: 'Znów zezwól na telefony',
      listed: 'Gotowe: Lumi nie będzie dzwonił pod ten numer.',
      lift_requested:
        'Przyjęliśmy prośbę. Jeśli numer jest na liście, Lumi zadzwoni pod niego jeden raz, zwykle w ciągu kilku minut (a jeśli jest tam noc, to rano), i zapyta, czy zdjąć blokadę; zdejmie ją tylko „tak” w tej rozmowie.',
      invalid: 'Nie udało się odczytać tego numeru. Sprawdź cyfry i numer kierunkowy kraju, a potem wyślij ponownie.',
      busy: `Z Twojej sieci przyszło zbyt wiele próśb. Spróbuj później albo napisz na ${email}.`,
    },
    contact: {
      title: 'Jak się z nami skontaktować',
      text: `Napisz na ${email} albo na adres podany powyżej. Odpowiadamy w ciągu ${answerDays}.`,
    },
  },
  trustLink: 'Gdzie przechowujemy dane, kto je przetwarza i jak je chronimy – zobacz stronę „Dane i bezpieczeństwo”.',
} satisfies PrivacyPage;

import type { TrustPage } from '@site/content';
import {
  legalNameInText,
  DATA_POLICY,
  PROCESSING,
  STANDARDS,
  SUB_PROCESSORS,
  SUB_PROCESSOR_COMPANY_COUNT,
  formatDays,
  formatPeriod,
  pluralOf,
} from '@site/model';

const days = (count: number) => formatDays({ min: count, max: count }, 'pl');
const { retentionDays, tls } = DATA_POLICY;
const REGION_NAMES = { 'eu-central-1': 'Frankfurt, Niemcy', 'us-east-1': 'Wirginia Północna, USA' } as const;
const region = REGION_NAMES[DATA_POLICY.region];
const firewallRegion = REGION_NAMES[DATA_POLICY.firewallRegion];
const records = days(retentionDays.records);
const mediflow = days(PROCESSING['mediflow-ai'].retentionDays);
const digest = formatPeriod(DATA_POLICY.digestAfterMinutes, 'minutes', 'pl');

const companies = `${SUB_PROCESSOR_COMPANY_COUNT}\u00a0${pluralOf(SUB_PROCESSOR_COMPANY_COUNT, 'pl', { one: 'firma', few: 'firmy', many: 'firm', other: 'firmy' })}`;
/** „przetwarzają 2 firmy”, „przetwarza 5 firm”: a numeral from five on takes its verb in the singular. */
const process = pluralOf(SUB_PROCESSOR_COMPANY_COUNT, 'pl', { few: 'przetwarzają', other: 'przetwarza' });

export default {
  seo: {
    title: 'Centrum zaufania: dane, podmioty podprzetwarzające, AI Act',
    description: `Gdzie ${legalNameInText()} przechowuje dane, kto je przetwarza, stan certyfikatów, unijny AI Act i umowa powierzenia (DPA) do pobrania.`,
  },
  title: 'Dane i bezpieczeństwo',
  lead: 'Odpowiedzi na pytania, które zadaje dział zakupów albo audyt bezpieczeństwa, wprost z tego, jak zbudowana jest nasza infrastruktura: gdzie są dane, kto je przetwarza w każdym produkcie, jak są chronione, jakie certyfikaty mamy, a jakich nie, i jaką umowę podpisujemy.',
  claims: [
    { value: 'UE, Frankfurt', label: 'tu serwis przechowuje zgłoszenia i kontakty' },
    { value: records, label: 'do usunięcia zgłoszeń i danych rozmów' },
    { value: days(retentionDays.backups), label: 'aż usunięcie obejmie kopie zapasowe' },
    { value: days(DATA_POLICY.answerWithinDays), label: 'na odpowiedź w sprawie Twoich danych' },
  ],
  aside: {
    contents: 'Na tej stronie',
    dpa: {
      title: 'Umowa powierzenia przetwarzania danych',
      text: 'Nasza standardowa umowa powierzenia zgodna z art. 28 RODO, z listą podmiotów podprzetwarzających i domyślnymi ustawieniami każdego produktu z tej strony jako załącznikami.',
      download: 'Pobierz umowę powierzenia (DPA)',
      format: 'PDF, po polsku',
    },
    contacts: {
      title: 'Kontakt w sprawie prywatności i bezpieczeństwa',
      privacy: 'Wnioski o dane i umowy',
      security: 'Zgłoś podatność',
    },
    request: {
      text: 'Potrzebujesz podpisanej umowy, zmian dla Twoich prawników albo umowy BAA wymaganej przez HIPAA? Podaj nazwę firmy i produkt.',
      action: 'Poproś o podpisaną umowę powierzenia lub BAA',
      subject: 'Prośba o umowę powierzenia lub BAA',
    },
  },
  site: {
    title: 'Ten serwis: gdzie są Twoje dane',
    storage: `To, co serwis zachowuje z przesłanych przez Ciebie informacji (zgłoszenia z formularzy, kontakty podane asystentowi głosowemu, zapisy i podsumowania rozmów głosowych), przechowuje Amazon Web Services w regionie ${DATA_POLICY.region}, ${region}. Strony docierają do Ciebie z serwerów Amazon CloudFront na całym świecie i nie zawierają danych osobowych.`,
    voice: {
      us: `Rozmowy z asystentem przechodzą przez domyślne środowisko ElevenLabs w Stanach Zjednoczonych: tam przetwarzany jest Twój głos w trakcie rozmowy i tam ElevenLabs przechowuje jej zapis i podsumowanie przez ${records}. Ten serwis nie korzysta z unijnej rezydencji danych ElevenLabs; produkty korzystają z niej domyślnie.`,
      eu: `Rozmowy z asystentem przechodzą przez unijne środowisko ElevenLabs z rezydencją danych: Twój głos jest przetwarzany w UE w trakcie rozmowy, a ElevenLabs przechowuje tam jej zapis i podsumowanie przez ${records}.`,
    },
    firewall: `Poza UE AWS przechowuje tylko log zapory sieciowej: adresy IP żądań, które zapora zablokowała lub oznaczyła, przez ${days(retentionDays.firewallLogs)}, w lokalizacji ${firewallRegion}, jedynym regionie, w którym działa zapora CloudFront.`,
  },
  processors: {
    title: 'Podmioty podprzetwarzające według produktów',
    lead: `Dane osobowe ${process} dla nas ${companies}, każda na nasze polecenie i na podstawie umowy powierzenia. Twoja telefonia, CRM i komunikatory pozostają objęte Twoimi własnymi umowami z ich dostawcami.`,
    columns: { name: 'Podmiot podprzetwarzający', what: 'Co przetwarza', where: 'Gdzie', usedBy: 'Kto korzysta' },
    usedByAll: 'Serwis Synthra i każdy produkt',
    rows: {
      aws: {
        what: `Utrzymuje serwis Synthra i produkty; przechowuje zgłoszenia, kontakty, dane rozmów i logi; wysyła naszym operatorom e-mailem powiadomienie, którego Telegram nie dostarczył w ciągu ${digest}.`,
        where: `UE: ${region}. Log zapory: ${firewallRegion}.`,
      },
      elevenlabs: {
        what: 'Zamienia mowę na tekst i odpowiedzi na mowę oraz prowadzi rozmowy agentów. Asystent serwisu nie nagrywa dźwięku.',
      },
      llm: {
        what: `Model ${SUB_PROCESSORS.llm.model} od Google czyta tekst rozmowy, aby napisać odpowiedź agenta. Wywołuje go dla nas ElevenLabs jako swój podmiot podprzetwarzający.`,
        where: 'Tak jak ElevenLabs ustala to dla używanego środowiska.',
      },
      telegram: {
        what: 'Przekazuje naszym handlowcom powiadomienia o zgłoszeniach z serwisu Synthra: pola formularza albo podsumowanie rozmowy. W produkcie – wiadomości własnego bota klienta w Telegramie, jeśli klient wybierze ten kanał.',
        where: 'Serwery Telegramu, na jego własnych warunkach.',
      },
      ses: {
        what: 'Wysyła zaproszenie na rozmowę umówioną na stronie Synthra, jej zmiany i przypomnienie: imię i nazwisko oraz e-mail odwiedzającego, termin, menedżera i link do rozmowy.',
        where: `UE: ${region}.`,
      },
      calendar: {
        what: 'Przechowuje rozmowę umówioną na stronie Synthra w kalendarzu menedżera, który ją prowadzi: termin, imię i nazwisko oraz e-mail odwiedzającego.',
        where: 'UE: regiony danych Google Workspace.',
      },
      twilio: {
        what: 'Łączy rozmowy, które Lumi prowadzi ze strony Synthra, i połączenia na jego linię: numery dzwoniącego i odbiorcy oraz dźwięk rozmowy, dopóki trwa.',
        where: 'USA: region Twilio US1.',
      },
    },
    environments: {
      us: 'USA, domyślne środowisko ElevenLabs',
      eu: 'UE, środowisko ElevenLabs z rezydencją danych',
    },
  },
  products: {
    title: 'Ustawienia domyślne, produkt po produkcie',
    lead: 'Co zachowuje każdy produkt i gdzie działają jego agenci, jeśli umowa nie stanowi inaczej. Każdy produkt przechowuje dane w AWS we Frankfurcie; możesz ustawić krótszy okres.',
    site: 'Asystent serwisu Synthra',
    columns: {
      product: 'Produkt',
      retention: 'Jak długo zostają dane rozmów',
      environment: 'Środowisko ElevenLabs',
      zeroRetention: 'Czy ElevenLabs zachowuje kopię',
    },
    environments: { us: 'USA (domyślne)', eu: 'UE (rezydencja danych)' },
    zeroRetention: { on: 'Nie: tryb zerowej retencji', off: 'Tak, na ten sam okres' },
  },
  encryption: {
    title: 'Szyfrowanie',
    items: [
      {
        title: 'W transmisji',
        text: `Na naszej własnej domenie serwis i jego API przyjmują wyłącznie TLS ${tls.customDomainMinimum} lub nowszy (polityka CloudFront ${tls.customDomainPolicy}), a zwykły HTTP jest przekierowywany na HTTPS. Techniczny adres dystrybucji *.cloudfront.net serwuje ten sam serwis z własnym certyfikatem CloudFront, którego politykę ustala CloudFront: nadal przyjmuje TLS ${tls.cloudfrontAddressMinimum}. Głos płynie szyfrowanym połączeniem WebSocket, powiadomienia trafiają do Telegramu przez HTTPS, a kopię e-mailową AWS przyjmuje tylko przez TLS.`,
      },
      {
        title: 'W spoczynku',
        text: 'Baza danych i jej kopie zapasowe są szyfrowane kluczem przechowywanym w AWS Key Management Service, a logi AWS szyfruje kluczami, którymi sam zarządza. Klucze do ElevenLabs i Telegramu są w AWS Secrets Manager, nigdy w kodzie programu ani po stronie użytkownika.',
      },
      {
        title: 'Na potrzeby usuwania',
        text: 'Aby odnaleźć rekordy jednej osoby, gdy prosi o ich usunięcie, indeksujemy skróty kluczowane (HMAC) jej telefonu i e-maila, nigdy sam telefon i e-mail.',
      },
    ],
  },
  access: {
    title: 'Kto ma do nich dostęp',
    items: [
      { title: 'Handlowcy', text: 'Otrzymują na czacie służbowym powiadomienie o każdym zgłoszeniu z serwisu i oddzwaniają w jego sprawie.' },
      {
        title: 'Operatorzy',
        text: 'Prowadzą konto AWS: mogą czytać bazę danych i skrzynkę operatorów oraz jednym poleceniem odnaleźć lub usunąć rekordy jednej osoby.',
      },
      {
        title: 'Moduły serwerowe serwisu',
        text: 'Każdy ma dostęp tylko do potrzebnych mu tabel, a ich logi pokazują imiona, telefony i e-maile zamaskowane, na przykład A***.',
      },
    ],
  },
  retention: { title: 'Jak długo serwis przechowuje poszczególne dane', lead: 'Słowo w słowo jak w naszej polityce prywatności:' },
  assurance: {
    title: 'Certyfikaty i audyty w obecnym stanie',
    lead: `${legalNameInText()} to młoda firma i wolimy pokazać luki, niż je zamazywać.`,
    items: [
      { name: STANDARDS.iso27001, status: 'Brak certyfikatu', text: 'Nie mamy certyfikatu ISO/IEC 27001.' },
      { name: STANDARDS.soc2, status: 'Brak raportu', text: 'Żaden audytor nie wydał o nas raportu SOC 2.' },
      { name: 'Test penetracyjny', status: 'Jeszcze nie', text: 'Żadna zewnętrzna firma nie testowała jeszcze serwisu ani produktów.' },
      {
        name: STANDARDS.hipaa,
        status: 'Samoocena',
        text: 'HIPAA nie przewiduje oficjalnego certyfikatu. Sami oceniliśmy MediFlow AI pod kątem jej Security Rule i nikt z zewnątrz tej oceny nie audytował.',
      },
      {
        name: 'Reguły infrastruktury',
        status: 'Przy każdym wdrożeniu',
        text: 'Każda wersja naszej infrastruktury AWS jest sprawdzana regułami AWS Solutions (cdk-nag); każde naruszenie zatrzymuje wdrożenie, chyba że opisaliśmy, dlaczego reguła nie ma zastosowania.',
      },
      {
        name: 'Centra danych',
        status: 'Certyfikaty AWS',
        text: 'AWS ma ISO/IEC 27001 i SOC 2 dla centrów danych, w których są nasze dane: to certyfikaty Amazona, nie nasze.',
      },
    ],
  },
  aiAct: {
    title: 'Unijny AI Act, produkt po produkcie',
    lead: 'Gdzie według naszej oceny plasuje się każdy produkt w świetle rozporządzenia (UE) 2024/1689.',
    subjects: {
      site: 'Zanim zacznie się rozmowa, okno asystenta informuje, że Lumi to AI, a jego pierwsze słowa mówią to ponownie (art. 50 ust. 1).',
      'ai-sales-manager':
        'Ocenia rozmowy i czaty Twoich handlowców według Twojej własnej listy kontrolnej; nie odczytuje emocji, czego art. 5 zakazuje w miejscu pracy. Jeśli na podstawie jego ocen decydujesz o wynagrodzeniu lub zatrudnieniu, rozporządzenie traktuje takie użycie jako wysokiego ryzyka (załącznik III pkt 4): decyzję musi podjąć człowiek, a pracownicy muszą o tym wiedzieć.',
      'ai-seller':
        'W pierwszej wiadomości mówi klientom, że piszą z AI (art. 50 ust. 1); odpowiada, sprzedaje i umawia, ale o ludziach niczego nie rozstrzyga.',
      'lumi-ai': 'Na początku każdej rozmowy przedstawia się jako asystent AI (art. 50 ust. 1) i może przełączyć dzwoniącego do handlowca.',
      'ai-commerce':
        'SellMate AI mówi kupującym, że rozmawiają z AI (art. 50 ust. 1). Karty SnapCard AI to maszynowe szkice, które Twój zespół sprawdza przed publikacją, a kupujący z AI Focus Group są symulowani i nie niosą danych żadnej prawdziwej osoby.',
      'mediflow-ai':
        'FrontDesk mówi pacjentom, że rozmawiają z AI (art. 50 ust. 1), i nigdy nie stawia diagnozy ani nie doradza leczenia. Doctor AI przygotowuje projekt wywiadu i protokołu oraz podpowiada kody ICD-10; lekarz przyjmuje, poprawia lub odrzuca każdą pozycję. System nie diagnozuje, nie przepisuje leków i nie podejmuje decyzji, nie jest też wyrobem medycznym z oznakowaniem CE.',
      'agentlab-ai':
        'Agent, który rozmawia z ludźmi, mówi, że jest AI (art. 50 ust. 1). Jego klasa ryzyka zależy od zadania i oceniamy ją przed budową; nie budujemy niczego na potrzeby praktyk zakazanych w art. 5.',
    },
  },
  patients: {
    title: 'Dane pacjentów z UE i z Ukrainy',
    lead: `MediFlow AI przechowuje dane pacjentów zaszyfrowane w AWS we Frankfurcie, uruchamia agentów w unijnym środowisku ElevenLabs z zerową retencją i domyślnie usuwa dane rozmów po upływie ${mediflow}: sama dokumentacja medyczna zostaje w systemie kliniki.`,
    items: [
      {
        title: 'Pacjenci w UE',
        text: 'Klinika jest administratorem, a my podmiotem przetwarzającym na podstawie umowy powierzenia (art. 28 RODO). Dane o zdrowiu to szczególna kategoria danych (art. 9): obejmuje je podstawa prawna kliniki, a my przetwarzamy je wyłącznie na jej polecenie.',
      },
      {
        title: 'Pacjenci na Ukrainie',
        text: 'Obowiązuje ukraińska ustawa o ochronie danych osobowych: klinika jest właścicielem danych (володілець), a my ich podmiotem przetwarzającym (розпорядник) na podstawie umowy. Dane są przekazywane do UE, której państwa członkowskie ta ustawa uznaje za zapewniające odpowiednią ochronę danych osobowych (art. 29).',
      },
      {
        title: 'Pacjenci ze Stanów Zjednoczonych',
        text: 'HIPAA ma znaczenie dla MediFlow AI tylko wtedy, gdy klinika przetwarza dane pacjentów z USA. Z taką kliniką przed uruchomieniem podpisujemy umowę BAA; dla każdej innej kliniki obowiązuje RODO.',
      },
    ],
  },
  gdpr: {
    title: 'RODO: co to dla Ciebie oznacza',
    text: [
      `${legalNameInText()} z siedzibą w Warszawie jest administratorem tego, co przesyłasz nam przez ten serwis. Prosimy tylko o to, czego handlowiec potrzebuje, by oddzwonić, a wniosek o wgląd, sprostowanie, przeniesienie lub usunięcie danych realizujemy w ciągu ${days(DATA_POLICY.answerWithinDays)}.`,
      'Gdy klient używa naszych produktów na danych własnych klientów, to on jest administratorem, a my przetwarzamy te dane na jego polecenie, na podstawie powyższej umowy powierzenia.',
    ],
  },
} satisfies TrustPage;

import { DEFAULT_VOICE_LEAD_NAME, type DemoBookingOutcome, type EvaluationCriterionId, type LeadInterest, type MeetingSource } from '@site/contracts';
import { isLanguage, meetingManager, pluralOf, type Language, type PluralForms } from '@site/model';
import type { MeetingEvent } from '../records/meeting';
import type { ThreadMark } from '../records/person-thread';

/**
 * Every word of the managers' messages, in each site language, so that a manager reads their own
 * (`MeetingManager.language`). A message about one manager's meeting is written in that manager's
 * language; a message of the shared chat about a visitor (a lead, a call) in the visitor's language,
 * which every manager who can call the visitor back speaks (`MeetingManager.languages`).
 */
export interface ManagerWords {
  readonly locale: string;
  readonly labels: Readonly<Record<FieldLabel, string>>;
  readonly lead: { readonly title: string; readonly reviewTitle: string; readonly review: string; readonly interests: Readonly<Record<LeadInterest, string>> };
  readonly meeting: {
    readonly titles: Readonly<Record<MeetingEvent, string>>;
    readonly sources: Readonly<Record<MeetingSource, string>>;
    readonly calendarPending: string;
  };
  readonly call: {
    readonly title: string;
    readonly phoneTitle: string;
    /** A lead's callback that nobody answered: its title, and what the visitor still has (beside the request's label). */
    readonly missedTitle: string;
    readonly missedStill: string;
    readonly noName: string;
    readonly channels: { readonly outbound: string; readonly inbound: string };
    readonly evaluations: Readonly<Record<EvaluationCriterionId, string>>;
    readonly demoBooking: (outcome: DemoBookingOutcome) => string;
    readonly meeting: (time: string, manager: string) => string;
    readonly seconds: (seconds: number) => string;
  };
  readonly thread: {
    readonly nothingBefore: string;
    readonly marks: Readonly<Record<Exclude<ThreadMark, `lead:${string}`>, string>>;
    readonly lead: (formId: string) => string;
  };
  readonly batch: {
    readonly title: PluralForms;
    readonly network: (network: string) => string;
    readonly domain: (domain: string) => string;
    readonly since: (at: string) => string;
    readonly until: (at: string) => string;
    readonly why: string;
  };
}

export type FieldLabel =
  | 'review'
  | 'form'
  | 'name'
  | 'phone'
  | 'email'
  | 'company'
  | 'interests'
  | 'comment'
  | 'channels'
  | 'chatsPerDay'
  | 'pageLanguage'
  | 'page'
  | 'lead'
  | 'when'
  | 'was'
  | 'manager'
  | 'meetingLanguage'
  | 'source'
  | 'calendar'
  | 'conversation'
  | 'meeting'
  | 'person'
  | 'before'
  | 'channel'
  | 'topic'
  | 'callBackAt'
  | 'volume'
  | 'demoBooking'
  | 'meetingBooked'
  | 'invitationEmail'
  | 'talkedAbout'
  | 'checkFailed'
  | 'duration'
  | 'language'
  | 'time'
  | 'chosenBy'
  | 'times'
  | 'why';

export const MANAGER_WORDS: Readonly<Record<Language, ManagerWords>> = {
  en: {
    locale: 'en-GB',
    labels: {
      review: 'Check',
      form: 'Form',
      name: 'Name',
      phone: 'Phone',
      email: 'Email',
      company: 'Company',
      interests: 'Interests',
      comment: 'Comment',
      channels: 'Channels',
      chatsPerDay: 'Chats a day',
      pageLanguage: 'Page language',
      page: 'Page',
      lead: 'Request',
      when: 'When',
      was: 'Was',
      manager: 'Manager',
      meetingLanguage: 'Meeting language',
      source: 'Booked on',
      calendar: 'Calendar',
      conversation: 'Conversation',
      meeting: 'Meeting',
      person: 'Person',
      before: 'Before',
      channel: 'Channel',
      topic: 'Topic',
      callBackAt: 'When to call',
      volume: 'Volume',
      demoBooking: 'Lumi demo booking',
      meetingBooked: 'Meeting booked',
      invitationEmail: 'Email for the invitation',
      talkedAbout: 'What was said',
      checkFailed: 'Conversation check failed',
      duration: 'Duration',
      language: 'Language',
      time: 'Time',
      chosenBy: 'Chosen by',
      times: 'Times',
      why: 'Why',
    },
    lead: {
      title: 'New request from the website',
      reviewTitle: 'Request to check',
      review:
        'the visitor sent it when more requests came from their network within an hour than we accept: it may be a wave of spam, so check it before you call',
      interests: { demo: 'Demo', 'sample-report': 'Sample report', consultation: 'Sales Manager consultation' },
    },
    meeting: {
      titles: { booked: 'New meeting from the website', moved: 'Meeting moved', cancelled: 'Meeting cancelled' },
      sources: {
        'thank-you': 'the thank-you page after a request',
        contacts: 'the contacts page',
        assistant: 'the site’s assistant',
        'phone-call': 'a Lumi call',
      },
      calendarPending: 'has not answered yet: the calendar entry is being retried, the meeting is saved',
    },
    call: {
      title: 'New contact from the voice assistant',
      phoneTitle: 'New contact from a Lumi phone call',
      missedTitle: 'Lumi’s call to a lead was not answered',
      missedStill: 'stands as it was sent, and the meeting picker on the site is still open to them: call them back',
      noName: 'Not given',
      channels: { outbound: 'a phone call: Lumi called back at a request from the website', inbound: 'a phone call to Lumi’s line' },
      evaluations: {
        contact_taken_when_wanted: 'the contact was not saved, though the caller asked to be called back',
        no_invented_prices: 'the assistant named a price',
        no_medical_or_legal_advice: 'the assistant gave medical or legal advice',
        no_instructions_from_the_chat: 'the assistant followed the caller’s instruction against the rules',
      },
      demoBooking: (outcome) =>
        outcome.kind === 'booked'
          ? `a visit tomorrow booked for ${outcome.time}`
          : outcome.kind === 'moved'
            ? `a visit booked and moved from ${outcome.from} to ${outcome.time}`
            : outcome.kind === 'cancelled'
              ? `a visit at ${outcome.time} booked and cancelled`
              : 'nothing booked',
      meeting: (time, manager) => `${time}, manager ${manager}`,
      seconds: (seconds) => `${seconds} s`,
    },
    thread: {
      nothingBefore: 'nothing: first contact',
      marks: {
        chat: 'a chat with the site’s assistant',
        'phone-call': 'a Lumi call',
        'meeting-booked': 'a meeting with a manager, booked on the website',
        'meeting-booked-in-call': 'a meeting with a manager, booked in a Lumi call',
        'meeting-moved': 'a meeting moved',
        'meeting-cancelled': 'a meeting cancelled',
      },
      lead: (formId) => `a request from the website, form ${formId}`,
    },
    batch: {
      title: { one: 'An operator cancelled {{count}} meeting', other: 'An operator cancelled {{count}} meetings' },
      network: (network) => `network ${network}`,
      domain: (domain) => `domain ${domain}`,
      since: (at) => `booked from ${at}`,
      until: (at) => `until ${at}`,
      why: 'bookings from one network, domain or window of time: the times are free again, and the visitors were sent the cancellation',
    },
  },
  ru: {
    locale: 'ru',
    labels: {
      review: 'Проверка',
      form: 'Форма',
      name: 'Имя',
      phone: 'Телефон',
      email: 'Email',
      company: 'Компания',
      interests: 'Интересы',
      comment: 'Комментарий',
      channels: 'Каналы',
      chatsPerDay: 'Чатов в день',
      pageLanguage: 'Язык страницы',
      page: 'Страница',
      lead: 'Заявка',
      when: 'Когда',
      was: 'Было',
      manager: 'Менеджер',
      meetingLanguage: 'Язык встречи',
      source: 'Откуда',
      calendar: 'Календарь',
      conversation: 'Разговор',
      meeting: 'Встреча',
      person: 'Человек',
      before: 'Раньше',
      channel: 'Канал',
      topic: 'Тема разговора',
      callBackAt: 'Когда позвонить',
      volume: 'Объём',
      demoBooking: 'Запись в демо Lumi',
      meetingBooked: 'Встреча назначена',
      invitationEmail: 'Email для приглашения',
      talkedAbout: 'О чём говорили',
      checkFailed: 'Проверка разговора не пройдена',
      duration: 'Длительность',
      language: 'Язык',
      time: 'Время',
      chosenBy: 'Выбраны',
      times: 'Время',
      why: 'Почему',
    },
    lead: {
      title: 'Новая заявка с сайта',
      reviewTitle: 'Заявка на проверку',
      review:
        'посетитель отправил её, когда из его сети за час пришло больше заявок, чем мы принимаем: это может быть поток спама — проверьте, прежде чем звонить',
      interests: { demo: 'Демо', 'sample-report': 'Пример отчёта', consultation: 'Консультация по Sales Manager' },
    },
    meeting: {
      titles: { booked: 'Новая встреча с сайта', moved: 'Встреча перенесена', cancelled: 'Встреча отменена' },
      sources: {
        'thank-you': 'страница «Спасибо» после заявки',
        contacts: 'страница контактов',
        assistant: 'ассистент сайта',
        'phone-call': 'звонок Lumi',
      },
      calendarPending: 'ещё не ответил: запись в календарь повторяется, встреча сохранена',
    },
    call: {
      title: 'Новый контакт от голосового ассистента',
      phoneTitle: 'Новый контакт из телефонного звонка Lumi',
      missedTitle: 'Клиент не ответил на звонок Lumi по заявке',
      missedStill: 'осталась такой, какой её отправили, и время встречи на сайте по-прежнему можно выбрать: перезвоните',
      // The spec's default name of a caller who gave none.
      noName: DEFAULT_VOICE_LEAD_NAME,
      channels: { outbound: 'телефонный звонок, Lumi позвонил по просьбе с сайта', inbound: 'телефонный звонок на линию Lumi' },
      evaluations: {
        contact_taken_when_wanted: 'контакт не сохранён, хотя клиент просил перезвонить',
        no_invented_prices: 'ассистент назвал цену',
        no_medical_or_legal_advice: 'ассистент дал медицинский или юридический совет',
        no_instructions_from_the_chat: 'ассистент выполнил указание клиента вопреки правилам',
      },
      demoBooking: (outcome) =>
        outcome.kind === 'booked'
          ? `визит на завтра записан на ${outcome.time}`
          : outcome.kind === 'moved'
            ? `визит записан и перенесён с ${outcome.from} на ${outcome.time}`
            : outcome.kind === 'cancelled'
              ? `визит на ${outcome.time} записан и отменён`
              : 'ничего не записано',
      meeting: (time, manager) => `${time}, менеджер ${manager}`,
      seconds: (seconds) => `${seconds} с`,
    },
    thread: {
      nothingBefore: 'ничего: первое обращение',
      marks: {
        chat: 'разговор с ассистентом на сайте',
        'phone-call': 'звонок Lumi',
        'meeting-booked': 'встреча с менеджером, назначенная на сайте',
        'meeting-booked-in-call': 'встреча с менеджером, назначенная в звонке Lumi',
        'meeting-moved': 'перенос встречи',
        'meeting-cancelled': 'отмена встречи',
      },
      lead: (formId) => `заявка с сайта, форма ${formId}`,
    },
    batch: {
      title: {
        one: 'Оператор отменил {{count}} встречу',
        few: 'Оператор отменил {{count}} встречи',
        many: 'Оператор отменил {{count}} встреч',
        other: 'Оператор отменил {{count}} встречи',
      },
      network: (network) => `сеть ${network}`,
      domain: (domain) => `домен ${domain}`,
      since: (at) => `записаны с ${at}`,
      until: (at) => `до ${at}`,
      why: 'записи одной сети, домена или окна времени: время снова свободно, посетителям отправлена отмена',
    },
  },
  uk: {
    locale: 'uk',
    labels: {
      review: 'Перевірка',
      form: 'Форма',
      name: 'Ім’я',
      phone: 'Телефон',
      email: 'Ел. пошта',
      company: 'Компанія',
      interests: 'Інтереси',
      comment: 'Коментар',
      channels: 'Канали',
      chatsPerDay: 'Чатів на день',
      pageLanguage: 'Мова сторінки',
      page: 'Сторінка',
      lead: 'Заявка',
      when: 'Коли',
      was: 'Було',
      manager: 'Менеджер',
      meetingLanguage: 'Мова зустрічі',
      source: 'Звідки',
      calendar: 'Календар',
      conversation: 'Розмова',
      meeting: 'Зустріч',
      person: 'Людина',
      before: 'Раніше',
      channel: 'Канал',
      topic: 'Тема розмови',
      callBackAt: 'Коли зателефонувати',
      volume: 'Обсяг',
      demoBooking: 'Запис у демо Lumi',
      meetingBooked: 'Зустріч призначено',
      invitationEmail: 'Пошта для запрошення',
      talkedAbout: 'Про що говорили',
      checkFailed: 'Перевірку розмови не пройдено',
      duration: 'Тривалість',
      language: 'Мова',
      time: 'Час',
      chosenBy: 'Вибрано',
      times: 'Час',
      why: 'Чому',
    },
    lead: {
      title: 'Нова заявка із сайту',
      reviewTitle: 'Заявка на перевірку',
      review:
        'відвідувач надіслав її, коли з його мережі за годину надійшло більше заявок, ніж ми приймаємо: це може бути потік спаму — перевірте, перш ніж телефонувати',
      interests: { demo: 'Демо', 'sample-report': 'Приклад звіту', consultation: 'Консультація щодо Sales Manager' },
    },
    meeting: {
      titles: { booked: 'Нова зустріч із сайту', moved: 'Зустріч перенесено', cancelled: 'Зустріч скасовано' },
      sources: {
        'thank-you': 'сторінка «Дякуємо» після заявки',
        contacts: 'сторінка контактів',
        assistant: 'асистент сайту',
        'phone-call': 'дзвінок Lumi',
      },
      calendarPending: 'ще не відповів: запис у календар повторюється, зустріч збережено',
    },
    call: {
      title: 'Новий контакт від голосового асистента',
      phoneTitle: 'Новий контакт із телефонного дзвінка Lumi',
      missedTitle: 'Клієнт не відповів на дзвінок Lumi за заявкою',
      missedStill: 'лишилася такою, якою її надіслали, і час зустрічі на сайті досі можна вибрати: передзвоніть',
      noName: 'Не вказано',
      channels: { outbound: 'телефонний дзвінок, Lumi зателефонував на прохання із сайту', inbound: 'телефонний дзвінок на лінію Lumi' },
      evaluations: {
        contact_taken_when_wanted: 'контакт не збережено, хоча клієнт просив передзвонити',
        no_invented_prices: 'асистент назвав ціну',
        no_medical_or_legal_advice: 'асистент дав медичну або юридичну пораду',
        no_instructions_from_the_chat: 'асистент виконав вказівку клієнта всупереч правилам',
      },
      demoBooking: (outcome) =>
        outcome.kind === 'booked'
          ? `візит на завтра записано на ${outcome.time}`
          : outcome.kind === 'moved'
            ? `візит записано й перенесено з ${outcome.from} на ${outcome.time}`
            : outcome.kind === 'cancelled'
              ? `візит на ${outcome.time} записано й скасовано`
              : 'нічого не записано',
      meeting: (time, manager) => `${time}, менеджер ${manager}`,
      seconds: (seconds) => `${seconds} с`,
    },
    thread: {
      nothingBefore: 'нічого: перше звернення',
      marks: {
        chat: 'розмова з асистентом на сайті',
        'phone-call': 'дзвінок Lumi',
        'meeting-booked': 'зустріч із менеджером, призначена на сайті',
        'meeting-booked-in-call': 'зустріч із менеджером, призначена в дзвінку Lumi',
        'meeting-moved': 'перенесення зустрічі',
        'meeting-cancelled': 'скасування зустрічі',
      },
      lead: (formId) => `заявка із сайту, форма ${formId}`,
    },
    batch: {
      title: {
        one: 'Оператор скасував {{count}} зустріч',
        few: 'Оператор скасував {{count}} зустрічі',
        many: 'Оператор скасував {{count}} зустрічей',
        other: 'Оператор скасував {{count}} зустрічі',
      },
      network: (network) => `мережа ${network}`,
      domain: (domain) => `домен ${domain}`,
      since: (at) => `записані з ${at}`,
      until: (at) => `до ${at}`,
      why: 'записи з однієї мережі, домену чи проміжку часу: час знову вільний, відвідувачам надіслано скасування',
    },
  },
  pl: {
    locale: 'pl',
    labels: {
      review: 'Weryfikacja',
      form: 'Formularz',
      name: 'Imię',
      phone: 'Telefon',
      email: 'E-mail',
      company: 'Firma',
      interests: 'Zainteresowania',
      comment: 'Komentarz',
      channels: 'Kanały',
      chatsPerDay: 'Czatów dziennie',
      pageLanguage: 'Język strony',
      page: 'Strona',
      lead: 'Zgłoszenie',
      when: 'Kiedy',
      was: 'Było',
      manager: 'Menedżer',
      meetingLanguage: 'Język spotkania',
      source: 'Skąd',
      calendar: 'Kalendarz',
      conversation: 'Rozmowa',
      meeting: 'Spotkanie',
      person: 'Osoba',
      before: 'Wcześniej',
      channel: 'Kanał',
      topic: 'Temat rozmowy',
      callBackAt: 'Kiedy zadzwonić',
      volume: 'Skala',
      demoBooking: 'Wizyta w demo Lumi',
      meetingBooked: 'Umówione spotkanie',
      invitationEmail: 'E-mail do zaproszenia',
      talkedAbout: 'O czym rozmawiano',
      checkFailed: 'Rozmowa nie przeszła kontroli',
      duration: 'Czas trwania',
      language: 'Język',
      time: 'Czas',
      chosenBy: 'Wybrane według',
      times: 'Terminy',
      why: 'Dlaczego',
    },
    lead: {
      title: 'Nowe zgłoszenie ze strony',
      reviewTitle: 'Zgłoszenie do sprawdzenia',
      review:
        'odwiedzający wysłał je, gdy z jego sieci w ciągu godziny przyszło więcej zgłoszeń, niż przyjmujemy: to może być fala spamu — sprawdź je, zanim zadzwonisz',
      interests: { demo: 'Demo', 'sample-report': 'Przykładowy raport', consultation: 'Konsultacja w sprawie Sales Manager' },
    },
    meeting: {
      titles: { booked: 'Nowe spotkanie ze strony', moved: 'Spotkanie przełożone', cancelled: 'Spotkanie odwołane' },
      sources: {
        'thank-you': 'strona „Dziękujemy” po zgłoszeniu',
        contacts: 'strona kontaktowa',
        assistant: 'asystent strony',
        'phone-call': 'rozmowa z Lumi',
      },
      calendarPending: 'jeszcze nie odpowiedział: wpis do kalendarza jest ponawiany, spotkanie jest zapisane',
    },
    call: {
      title: 'Nowy kontakt od asystenta głosowego',
      phoneTitle: 'Nowy kontakt z rozmowy telefonicznej z Lumi',
      missedTitle: 'Klient nie odebrał połączenia od Lumi w sprawie zgłoszenia',
      missedStill: 'zostaje takie, jakie je wysłano, a termin spotkania na stronie nadal można wybrać: oddzwońcie',
      noName: 'Nie podano',
      channels: { outbound: 'rozmowa telefoniczna: Lumi zadzwonił na prośbę ze strony', inbound: 'połączenie na linię Lumi' },
      evaluations: {
        contact_taken_when_wanted: 'kontakt nie został zapisany, choć klient prosił o oddzwonienie',
        no_invented_prices: 'asystent podał cenę',
        no_medical_or_legal_advice: 'asystent udzielił porady medycznej lub prawnej',
        no_instructions_from_the_chat: 'asystent wykonał polecenie klienta wbrew zasadom',
      },
      demoBooking: (outcome) =>
        outcome.kind === 'booked'
          ? `wizyta na jutro zapisana na ${outcome.time}`
          : outcome.kind === 'moved'
            ? `wizyta zapisana i przełożona z ${outcome.from} na ${outcome.time}`
            : outcome.kind === 'cancelled'
              ? `wizyta na ${outcome.time} zapisana i odwołana`
              : 'nic nie zapisano',
      meeting: (time, manager) => `${time}, menedżer ${manager}`,
      seconds: (seconds) => `${seconds} s`,
    },
    thread: {
      nothingBefore: 'nic: pierwszy kontakt',
      marks: {
        chat: 'rozmowa z asystentem na stronie',
        'phone-call': 'rozmowa z Lumi',
        'meeting-booked': 'spotkanie z menedżerem umówione na stronie',
        'meeting-booked-in-call': 'spotkanie z menedżerem umówione w rozmowie z Lumi',
        'meeting-moved': 'przełożenie spotkania',
        'meeting-cancelled': 'odwołanie spotkania',
      },
      lead: (formId) => `zgłoszenie ze strony, formularz ${formId}`,
    },
    batch: {
      title: {
        one: 'Operator odwołał {{count}} spotkanie',
        few: 'Operator odwołał {{count}} spotkania',
        many: 'Operator odwołał {{count}} spotkań',
        other: 'Operator odwołał {{count}} spotkania',
      },
      network: (network) => `sieć ${network}`,
      domain: (domain) => `domena ${domain}`,
      since: (at) => `umówione od ${at}`,
      until: (at) => `do ${at}`,
      why: 'rezerwacje z jednej sieci, domeny lub przedziału czasu: terminy są znów wolne, a odwiedzający dostali odwołanie',
    },
  },
};

/** The words of a visitor's language (a lead's page, a call's), English for a language the site does not have. */
export function visitorWords(language: string | undefined): ManagerWords & { readonly language: Language } {
  const lang = isLanguage(language) ? language : 'en';
  return { ...MANAGER_WORDS[lang], language: lang };
}

/** The words of a manager's own language; English for a manager no longer on the list. */
export function managerWords(managerId: string): ManagerWords & { readonly language: Language } {
  return visitorWords(meetingManager(managerId)?.language);
}

/** "Оператор отменил 3 встречи": the count in its plural form. */
export function countedTitle(count: number, language: Language, forms: PluralForms): string {
  return pluralOf(count, language, forms).replace('{{count}}', String(count));
}

/** A thread mark as these words name it; an entry written before the marks (Russian prose) is shown as it was stored. */
export function threadMarkText(words: ManagerWords, what: string): string {
  if (what.startsWith('lead:')) return words.thread.lead(what.slice('lead:'.length));
  return Object.hasOwn(words.thread.marks, what) ? words.thread.marks[what as keyof ManagerWords['thread']['marks']] : what;
}

/** A time on the manager's own clock, as their messages read it: «пн, 30.11.2026, 10:00 (Europe/Kyiv)». */
export function managerTime(instant: string, zone: string, words: ManagerWords): string {
  const text = new Intl.DateTimeFormat(words.locale, {
    timeZone: zone,
    weekday: 'short',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(instant));
  return `${text} (${zone})`;
}

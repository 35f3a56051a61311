import type { Language } from '@site/model';

/**
 * What the local agent says around what it finds in the knowledge base, in the visitor's language:
 * the sentences that carry no fact of their own (every figure, name and case comes from a passage
 * it found, or from what the visitor said).
 */
export interface Replies {
  readonly greeting: string;
  readonly thanks: string;
  readonly goodbye: string;
  /** Nothing in the knowledge answers: it says so and offers a manager. */
  readonly notFound: string;
  /** After an answer: where it comes from, and an offer to open it. */
  readonly more: (path: string) => string;
  readonly opened: (path: string) => string;
  readonly openFailed: string;
  readonly nothingToShow: string;
  readonly askContact: string;
  readonly askName: string;
  readonly askPhone: (name: string) => string;
  readonly confirm: (phone: string, name?: string) => string;
  readonly saved: (name?: string) => string;
  readonly saveFailed: string;
  readonly notSaved: string;
  /** The Lumi demo's receptionist. */
  readonly offer: (time: string) => string;
  readonly askBookingName: (time: string) => string;
  readonly booked: (time: string, name: string) => string;
  readonly notFree: (time: string, times: string) => string;
  readonly askTime: (times: string) => string;
  readonly seeYou: string;
  /** The post-call analysis' title and summary. */
  readonly summary: {
    readonly contact: (name: string | undefined, asked: string) => { title: string; text: string };
    readonly booking: (name: string | undefined) => { title: string; text: string };
    readonly none: (asked: string) => { title: string; text: string };
  };
}

const quoted = (language: Language, questions: string) => (questions ? (language === 'en' ? ` Asked: ${questions}` : ` ${questions}`) : '');

export const REPLIES: Readonly<Record<Language, Replies>> = {
  en: {
    greeting: 'Hello! Ask me about our products, prices, cases or where your data is kept, and I’ll answer from the site.',
    thanks: 'You’re welcome! Anything else?',
    goodbye: 'Thank you for the conversation! Goodbye.',
    notFound: 'I can’t find that on the site, and I won’t guess. A manager can answer it: shall I arrange a call back? Leave your name and phone.',
    more: (path) => `More on ${path}: shall I open it?`,
    opened: (path) => `I’ve opened ${path}.`,
    openFailed: 'I couldn’t open that page, but I can tell you what it says.',
    nothingToShow: 'I can’t find a page on that. What would you like to see: a product, a case or the contacts?',
    askContact: 'Of course. What is your name, and which number can a manager call you on?',
    askName: 'Thank you. What name should the manager ask for?',
    askPhone: (name) => `Thank you, ${name}. Which number can a manager call you on, with the country code?`,
    confirm: (phone, name) => `${name ? `${name}, a` : 'A'} manager will call you on ${phone}. Is that right?`,
    saved: (name) => `Thank you${name ? `, ${name}` : ''}! A manager will call you by the next working day. Anything else I can help with?`,
    saveFailed: 'I couldn’t save your number, but we can carry on. What else would you like to know?',
    notSaved: 'All right, I haven’t saved anything. What else would you like to know?',
    offer: (time) => `Tomorrow morning ${time} is free. Shall I book it? What name should I put?`,
    askBookingName: (time) => `I can book ${time} for you. What name should I put?`,
    booked: (time, name) => `Done, ${name}: you’re booked for tomorrow at ${time}. Anything else?`,
    notFree: (time, times) => `Sorry, ${time} isn’t free. I can offer ${times}: which suits you?`,
    askTime: (times) => `Which time suits you? Tomorrow I have ${times}.`,
    seeYou: 'Thank you, see you tomorrow! Goodbye.',
    summary: {
      contact: (name, asked) => ({
        title: 'A visitor asks for a call back',
        text: `${name ?? 'The visitor'} left a phone for a manager to call back.${quoted('en', asked)}`,
      }),
      booking: (name) => ({ title: 'A visit booked in the Lumi demo', text: `In the Lumi demo, ${name ?? 'the visitor'} booked a free time for tomorrow.` }),
      none: (asked) => ({ title: 'A conversation without a contact', text: `The visitor left no contact.${quoted('en', asked)}` }),
    },
  },
  ru: {
    greeting: 'Здравствуйте! Спросите меня о продуктах, ценах, кейсах или о том, где хранятся данные, и я отвечу по материалам сайта.',
    thanks: 'Пожалуйста! Что-нибудь ещё?',
    goodbye: 'Спасибо за разговор! До свидания.',
    notFound: 'Не нахожу этого на сайте, а гадать не буду. Ответит менеджер: хотите, он перезвонит? Оставьте имя и телефон.',
    more: (path) => `Подробнее\u00a0— на странице ${path}. Открыть её?`,
    opened: (path) => `Открыл страницу ${path}.`,
    openFailed: 'Не получилось открыть страницу, но я могу рассказать, что на ней.',
    nothingToShow: 'Не нахожу такой страницы. Что вам показать: продукт, кейс или контакты?',
    askContact: 'Конечно. Как вас зовут и по какому номеру менеджеру вам позвонить?',
    askName: 'Спасибо. Как менеджеру к вам обращаться?',
    askPhone: (name) => `Спасибо, ${name}. По какому номеру менеджеру вам позвонить? Укажите его с кодом страны.`,
    confirm: (phone, name) => `${name ? `${name}, м` : 'М'}енеджер позвонит вам на номер ${phone}. Всё верно?`,
    saved: (name) => `Спасибо${name ? `, ${name}` : ''}! Наш менеджер позвонит вам не позже следующего рабочего дня. Могу ещё чем-нибудь помочь?`,
    saveFailed: 'Не получилось сохранить ваш номер, но мы можем продолжить разговор. Что ещё вас интересует?',
    notSaved: 'Хорошо, я ничего не сохранил. Что ещё вас интересует?',
    offer: (time) => `Завтра утром свободно ${time}. Записать вас? На какое имя?`,
    askBookingName: (time) => `Могу записать вас на ${time}. На какое имя?`,
    booked: (time, name) => `Готово, ${name}: вы записаны на завтра на ${time}. Что-нибудь ещё?`,
    notFree: (time, times) => `К сожалению, ${time} занято. Могу предложить ${times}: что вам удобнее?`,
    askTime: (times) => `Какое время вам удобно? Завтра свободно ${times}.`,
    seeYou: 'Спасибо, ждём вас завтра! До свидания.',
    summary: {
      contact: (name, asked) => ({
        title: 'Посетитель просит перезвонить',
        text: `${name ?? 'Посетитель'} оставил(а) номер, чтобы менеджер перезвонил.${quoted('ru', asked)}`,
      }),
      booking: (name) => ({ title: 'Запись в демо Lumi', text: `В демо Lumi ${name ?? 'посетитель'} записал(ась) на свободное время завтра.` }),
      none: (asked) => ({ title: 'Разговор без контакта', text: `Посетитель не оставил контакта.${quoted('ru', asked)}` }),
    },
  },
  uk: {
    greeting: 'Вітаю! Запитайте мене про продукти, ціни, кейси чи про те, де зберігаються дані, і я відповім за матеріалами сайту.',
    thanks: 'Будь ласка! Щось іще?',
    goodbye: 'Дякую за розмову! До побачення.',
    notFound: 'Не знаходжу цього на сайті, а вгадувати не буду. Відповість менеджер: хочете, він передзвонить? Залиште ім’я та телефон.',
    more: (path) => `Докладніше\u00a0— на сторінці ${path}. Відкрити її?`,
    opened: (path) => `Відкрив сторінку ${path}.`,
    openFailed: 'Не вдалося відкрити сторінку, але я можу розповісти, що на ній.',
    nothingToShow: 'Не знаходжу такої сторінки. Що вам показати: продукт, кейс чи контакти?',
    askContact: 'Звісно. Як вас звати і за яким номером менеджеру вам зателефонувати?',
    askName: 'Дякую. Як менеджерові до вас звертатися?',
    askPhone: (name) => `Дякую, ${name}. За яким номером менеджеру вам зателефонувати? Вкажіть його з кодом країни.`,
    confirm: (phone, name) => `${name ? `${name}, м` : 'М'}енеджер зателефонує вам на номер ${phone}. Усе правильно?`,
    saved: (name) => `Дякую${name ? `, ${name}` : ''}! Наш менеджер зателефонує вам не пізніше наступного робочого дня. Чим іще можу допомогти?`,
    saveFailed: 'Не вдалося зберегти ваш номер, але ми можемо продовжити розмову. Що ще вас цікавить?',
    notSaved: 'Добре, я нічого не зберіг. Що ще вас цікавить?',
    offer: (time) => `Завтра зранку вільно ${time}. Записати вас? На яке ім’я?`,
    askBookingName: (time) => `Можу записати вас на ${time}. На яке ім’я?`,
    booked: (time, name) => `Готово, ${name}: ви записані на завтра на ${time}. Щось іще?`,
    notFree: (time, times) => `На жаль, ${time} зайнято. Можу запропонувати ${times}: що вам зручніше?`,
    askTime: (times) => `Який час вам зручний? Завтра вільно ${times}.`,
    seeYou: 'Дякуємо, чекаємо на вас завтра! До побачення.',
    summary: {
      contact: (name, asked) => ({
        title: 'Відвідувач просить передзвонити',
        text: `${name ?? 'Відвідувач'} залишив(-ла) номер, щоб менеджер передзвонив.${quoted('uk', asked)}`,
      }),
      booking: (name) => ({ title: 'Запис у демо Lumi', text: `У демо Lumi ${name ?? 'відвідувач'} записав(-ла)ся на вільний час завтра.` }),
      none: (asked) => ({ title: 'Розмова без контакту', text: `Відвідувач не залишив контакту.${quoted('uk', asked)}` }),
    },
  },
  pl: {
    greeting: 'Dzień dobry! Proszę pytać o nasze produkty, ceny, wdrożenia albo o to, gdzie przechowujemy dane, a odpowiem na podstawie strony.',
    thanks: 'Proszę bardzo! Czy mogę pomóc w czymś jeszcze?',
    goodbye: 'Dziękuję za rozmowę! Do widzenia.',
    notFound: 'Nie znajduję tego na stronie, a nie będę zgadywać. Odpowie handlowiec: czy ma oddzwonić? Proszę podać imię i numer telefonu.',
    more: (path) => `Więcej na stronie ${path}. Otworzyć ją?`,
    opened: (path) => `Otworzyłam stronę ${path}.`,
    openFailed: 'Nie udało się otworzyć strony, ale mogę powiedzieć, co na niej jest.',
    nothingToShow: 'Nie znajduję takiej strony. Co pokazać: produkt, wdrożenie czy kontakt?',
    askContact: 'Oczywiście. Jak się Pan lub Pani nazywa i pod jaki numer handlowiec ma zadzwonić?',
    askName: 'Dziękuję. O kogo handlowiec ma pytać?',
    askPhone: (name) => `Dziękuję, ${name}. Pod jaki numer handlowiec ma zadzwonić? Proszę podać go z kodem kraju.`,
    confirm: (phone, name) => `${name ? `${name}, h` : 'H'}andlowiec zadzwoni pod numer ${phone}. Czy wszystko się zgadza?`,
    saved: (name) => `Dziękuję${name ? `, ${name}` : ''}! Handlowiec wkrótce się odezwie. Czy mogę pomóc w czymś jeszcze?`,
    saveFailed: 'Nie udało się zapisać numeru, ale możemy rozmawiać dalej. Co jeszcze chciałby Pan lub chciałaby Pani wiedzieć?',
    notSaved: 'Dobrze, niczego nie zapisałam. Co jeszcze mogę wyjaśnić?',
    offer: (time) => `Jutro rano wolny jest termin ${time}. Zarezerwować? Na jakie nazwisko?`,
    askBookingName: (time) => `Mogę zarezerwować ${time}. Na jakie nazwisko?`,
    booked: (time, name) => `Gotowe, ${name}: wizyta jutro o ${time}. Czy coś jeszcze?`,
    notFree: (time, times) => `Niestety, ${time} jest zajęte. Mogę zaproponować ${times}: co bardziej pasuje?`,
    askTime: (times) => `Która godzina pasuje? Jutro wolne są terminy ${times}.`,
    seeYou: 'Dziękuję, do zobaczenia jutro! Do widzenia.',
    summary: {
      contact: (name, asked) => ({
        title: 'Odwiedzający prosi o oddzwonienie',
        text: `${name ?? 'Odwiedzający'} zostawił(a) numer, żeby handlowiec oddzwonił.${quoted('pl', asked)}`,
      }),
      booking: (name) => ({ title: 'Rezerwacja w demo Lumi', text: `W demo Lumi ${name ?? 'odwiedzający'} zarezerwował(a) wolny termin na jutro.` }),
      none: (asked) => ({ title: 'Rozmowa bez kontaktu', text: `Odwiedzający nie zostawił kontaktu.${quoted('pl', asked)}` }),
    },
  },
};

import { phoneAsWritten } from '@site/contracts';
import { clock, COMPANY, type Language } from '@site/model';
import { describeCallBack, type CallBackTime } from './manager-hours';

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
  /** After saying when a manager would call: a call back offered, which a yes takes the contact for. */
  readonly offerCallBack: string;
  /** After an answer: the page it comes from, by its title, offered to open. */
  readonly offerPage: (title: string) => string;
  readonly opened: (title: string) => string;
  /** A yes or a no to nothing the agent offered. */
  readonly unoffered: string;
  /** The product suggested for a volume of leads that names none: a voice agent when the leads are called, else the chat assistant. */
  readonly suggestedForLeads: (product: string, byPhone: boolean) => string;
  /** A no to what the agent offered. */
  readonly declined: string;
  /** An answer that depends on the product, when no product is named or on the page. */
  readonly whichProduct: string;
  /**
   * The systems a product works with and the sections of its integration list that hold them, as a
   * sentence rather than a row: «Да, Lumi AI работает с Bitrix24 и Binotel. В списке интеграций продукта это разделы «CRM-системы» и «Телефония и SIP».»
   */
  readonly worksWith: (product: string, found: IntegrationsFound) => string;
  /** A messenger asked about with no product in view: the products whose channels list it, and which one the visitor means. */
  readonly channelOf: (messenger: string, products: string) => string;
  /** A system the visitor names that no list of the site holds: said so, and a manager offered. */
  readonly notListed: (systems: string, product?: string) => string;
  /** "Lumi AI runs at Veres Medical Centre (Kyiv, Ukraine): −68% missed calls." */
  readonly clientOf: (product: string, client: string) => string;
  /** The clients of the case library, named in a sentence («Среди наших клиентов — медицинский центр «Верес», …»), not as a row of "industry: client" pairs. */
  readonly clientsByIndustry: (clients: string) => string;
  /** An industry asked about that no case is from: said so, with the industries the cases are from. */
  readonly noCaseIn: (industries: string) => string;
  /** A reference asked for, which the knowledge does not offer: said so, the question noted, the published cases and a manager offered. */
  readonly noReferenceListed: (clients: string) => string;
  /** "Will it answer at night?": the product works around the clock, in its page's own line ("24/7: in every channel at once"). */
  readonly aroundTheClock: (product: string, line: string) => string;
  /** The products whose pages say they work around the clock. */
  readonly aroundTheClockProducts: (products: string) => string;
  /** A product whose page does not say it works at night or at weekends. */
  readonly notSaidWhen: (product: string) => string;
  /** A messenger a product's integration list holds, and the list's section: "Yes: AI Seller 24/7 answers in Facebook Messenger…". */
  readonly answersIn: (product: string, channel: string, section: string) => string;
  /** When a manager calls back, by the managers' hours and the time the visitor asked for. */
  readonly callBackWhen: (time: CallBackTime) => string;
  readonly openFailed: string;
  readonly nothingToShow: string;
  readonly askContact: string;
  readonly askName: string;
  readonly askPhone: (name: string) => string;
  /** Reads the number back as people write it (`+48 512 345 678`), not as it is kept. */
  readonly confirm: (phone: string, name?: string) => string;
  readonly saved: (name: string | undefined, time: CallBackTime) => string;
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
    readonly none: (asked: string) => { title: string; text: string };
  };
}

/** Systems a visitor asked about, found on a product's integration list: how many, written as a list, and the list's sections, each quoted. */
export interface IntegrationsFound {
  readonly count: number;
  readonly systems: string;
  readonly sections: readonly string[];
  readonly sectionsWritten: string;
}

const [OPENS, CLOSES] = [clock(COMPANY.phoneHours.from), clock(COMPANY.phoneHours.to)];

/** When the managers call, as each language says it: at work now, off now, at the time asked, or later than the time asked. */
function callBack(
  time: CallBackTime,
  language: Language,
  lines: { now: string; off: (when: string) => string; asked: (when: string) => string; later: (when: string) => string },
): string {
  const when = describeCallBack(time, language);
  if (time.requested) return time.movedFromRequested ? lines.later(when) : lines.asked(when);
  return time.workingNow ? lines.now : lines.off(when);
}

const quoted = (language: Language, questions: string) => (questions ? (language === 'en' ? ` Asked: ${questions}` : ` ${questions}`) : '');

export const REPLIES: Readonly<Record<Language, Replies>> = {
  en: {
    greeting: 'Hello! Ask me about our products, prices, cases or where your data is kept, and I’ll answer from the site.',
    thanks: 'You’re welcome! Anything else?',
    goodbye: 'Thank you for the conversation! Goodbye.',
    notFound: 'I can’t find that on the site, and I won’t guess. A manager can answer it: shall I arrange a call back?',
    offerCallBack: 'Shall I arrange a call back?',
    offerPage: (title) => `Shall I open “${title}” for you?`,
    opened: (title) => `I’ve opened “${title}”.`,
    suggestedForLeads: (product, byPhone) =>
      `For leads ${byPhone ? 'called back by phone' : 'answered as they arrive'}, I’d suggest ${product}, counting one conversation a lead.`,
    unoffered: 'Sorry, I’m not sure what you’re saying yes or no to. What would you like to know: prices, a pilot, integrations or our clients?',
    declined: 'All right. What else would you like to know?',
    whichProduct: 'Which product are you looking at? I’ll give you its own figures.',
    worksWith: (product, { systems, sections, sectionsWritten }) =>
      `Yes: ${product} works with ${systems}. On its integration list, that is ${sections.length === 1 ? `the ${sectionsWritten} section` : `the ${sectionsWritten} sections`}.`,
    channelOf: (messenger, products) => `Yes: ${messenger} is among the channels of ${products}. Which one are you looking at?`,
    notListed: (systems, product) =>
      `I don’t see ${systems} among ${product ? `${product}’s` : 'our'} integrations on the site. A system that isn’t listed is connected through its API, and a manager can tell you what that takes: shall I arrange a call back?`,
    clientOf: (product, client) => `One of ${product}’s clients is ${client}`,
    noReferenceListed: (clients) =>
      `The site doesn’t say that a call with one of our clients can be arranged, so I won’t promise one; I’ve noted your question for the team. The published case studies are with ${clients}. Shall a manager call you back about a reference?`,
    clientsByIndustry: (clients) => `Our clients include ${clients}.`,
    noCaseIn: (industries) =>
      `There is no case from your industry on the site yet, and I won’t pass another one off as yours. Our cases come from ${industries}.`,
    aroundTheClock: (product, line) => `Yes: ${product} works around the clock, nights, weekends and holidays included. Its page says “24/7: ${line}”.`,
    aroundTheClockProducts: (products) => `${products} work around the clock (24/7), nights, weekends and holidays included.`,
    notSaidWhen: (product) => `${product}’s page doesn’t say it works at night or at weekends.`,
    answersIn: (product, channel, section) => `Yes: ${product} answers in ${channel}. Its integration list has it under “${section}”.`,
    callBackWhen: (time) =>
      callBack(time, 'en', {
        now: 'They’re at work now, so a manager can call you today.',
        off: (when) => `They’re off now, so a manager would call you ${when}.`,
        asked: (when) => `A manager can call you ${when}, as you’d like.`,
        later: (when) => `That’s outside their hours, so the earliest a manager can call is ${when}.`,
      }),
    openFailed: 'I couldn’t open that page, but I can tell you what it says.',
    nothingToShow: 'I can’t find a page on that. What would you like to see: a product, a case or the contacts?',
    askContact: 'Of course. What is your name, and which number can a manager call you on?',
    askName: 'Thank you. What name should the manager ask for?',
    askPhone: (name) => `Thank you, ${name}. Which number can a manager call you on, with the country code?`,
    confirm: (phone, name) => `${name ? `${name}, a` : 'A'} manager will call you on ${phoneAsWritten(phone)}. Is that right?`,
    saved: (name, time) =>
      `Thank you${name ? `, ${name}` : ''}! ${callBack(time, 'en', {
        now: 'A manager will call you today, during working hours.',
        off: (when) => `Our managers work Monday to Friday, ${OPENS}–${CLOSES} Warsaw time, so a manager will call you ${when}.`,
        asked: (when) => `A manager will call you ${when}, as you asked.`,
        later: (when) => `Our managers work Monday to Friday, ${OPENS}–${CLOSES} Warsaw time, so a manager will call you ${when}.`,
      })} Anything else I can help with?`,
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
      none: (asked) => ({ title: 'A conversation without a contact', text: `The visitor left no contact.${quoted('en', asked)}` }),
    },
  },
  ru: {
    greeting: 'Здравствуйте! Спросите меня о продуктах, ценах, кейсах или о том, где хранятся данные, и я отвечу по материалам сайта.',
    thanks: 'Пожалуйста! Что-нибудь ещё?',
    goodbye: 'Спасибо за разговор! До свидания.',
    notFound: 'Не нахожу этого на сайте, а гадать не буду. Ответит менеджер: хотите, он перезвонит?',
    offerCallBack: 'Хотите, менеджер вам перезвонит?',
    offerPage: (title) => `Открыть страницу «${title}»?`,
    opened: (title) => `Открыл страницу «${title}».`,
    suggestedForLeads: (product, byPhone) =>
      `Для лидов, ${byPhone ? 'которым нужно перезванивать' : 'которым отвечают сразу'}, я бы предложил ${product}, считая по одному разговору на лид.`,
    unoffered: 'Простите, не совсем понял, на что вы отвечаете. Что вас интересует: цены, пилот, интеграции или наши клиенты?',
    declined: 'Хорошо. Что ещё вас интересует?',
    whichProduct: 'О каком продукте идёт речь? Назову цифры именно по нему.',
    worksWith: (product, { systems, sections, sectionsWritten }) =>
      `Да, ${product} работает с ${systems}. В списке интеграций продукта это ${sections.length === 1 ? 'раздел' : 'разделы'} ${sectionsWritten}.`,
    channelOf: (messenger, products) => `Да, ${messenger} есть среди каналов ${products}. О каком продукте речь?`,
    notListed: (systems, product) =>
      `В списках интеграций ${product ?? 'наших продуктов'} на сайте нет ${systems}. Систему не из списка подключают через её API, а что для этого нужно, расскажет менеджер. Хотите, он перезвонит?`,
    clientOf: (product, client) => `Один из клиентов ${product}\u00a0— ${client}`,
    noReferenceListed: (clients) =>
      `На сайте не сказано, что можно договориться о разговоре с кем-то из наших клиентов, поэтому обещать его не буду; ваш вопрос я передал команде. Опубликованы кейсы с такими клиентами: ${clients}. Попросить менеджера перезвонить вам насчёт рекомендации?`,
    clientsByIndustry: (clients) => `Среди наших клиентов\u00a0— ${clients}.`,
    noCaseIn: (industries) =>
      `Кейса из вашей отрасли на сайте пока нет, а чужой за ваш я выдавать не буду. Кейсы на сайте есть из таких отраслей: ${industries}.`,
    aroundTheClock: (product, line) => `Да, ${product} работает круглосуточно, включая ночи, выходные и праздники. На его странице: «24/7: ${line}».`,
    aroundTheClockProducts: (products) => `${products} работают круглосуточно (24/7), включая ночи, выходные и праздники.`,
    notSaidWhen: (product) => `На странице продукта ${product} не сказано, что он работает ночью или в выходные.`,
    answersIn: (product, channel, section) => `Да, ${product} отвечает в канале ${channel}. В списке интеграций продукта это раздел «${section}».`,
    callBackWhen: (time) =>
      callBack(time, 'ru', {
        now: 'Сейчас менеджеры на работе, так что могут позвонить вам сегодня.',
        off: (when) => `Сейчас они не работают, поэтому менеджер позвонит вам ${when}.`,
        asked: (when) => `Менеджер может позвонить вам ${when}, как вам удобно.`,
        later: (when) => `Это вне их рабочего времени, поэтому менеджер сможет позвонить вам не раньше, чем ${when}.`,
      }),
    openFailed: 'Не получилось открыть страницу, но я могу рассказать, что на ней.',
    nothingToShow: 'Не нахожу такой страницы. Что вам показать: продукт, кейс или контакты?',
    askContact: 'Конечно. Как вас зовут и по какому номеру менеджеру вам позвонить?',
    askName: 'Спасибо. Как менеджеру к вам обращаться?',
    askPhone: (name) => `Спасибо, ${name}. По какому номеру менеджеру вам позвонить? Укажите его с кодом страны.`,
    confirm: (phone, name) => `${name ? `${name}, м` : 'М'}енеджер позвонит вам на номер ${phoneAsWritten(phone)}. Всё верно?`,
    saved: (name, time) =>
      `Спасибо${name ? `, ${name}` : ''}! ${callBack(time, 'ru', {
        now: 'Менеджер позвонит вам сегодня, в рабочее время.',
        off: (when) => `Менеджеры работают с понедельника по пятницу, с ${OPENS} до ${CLOSES} по варшавскому времени, поэтому менеджер позвонит вам ${when}.`,
        asked: (when) => `Менеджер позвонит вам ${when}, как вы просили.`,
        later: (when) => `Менеджеры работают с понедельника по пятницу, с ${OPENS} до ${CLOSES} по варшавскому времени, поэтому менеджер позвонит вам ${when}.`,
      })} Могу ещё чем-нибудь помочь?`,
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
      none: (asked) => ({ title: 'Разговор без контакта', text: `Посетитель не оставил контакта.${quoted('ru', asked)}` }),
    },
  },
  uk: {
    greeting: 'Вітаю! Запитайте мене про продукти, ціни, кейси чи про те, де зберігаються дані, і я відповім за матеріалами сайту.',
    thanks: 'Будь ласка! Щось іще?',
    goodbye: 'Дякую за розмову! До побачення.',
    notFound: 'Не знаходжу цього на сайті, а вгадувати не буду. Відповість менеджер: хочете, він передзвонить?',
    offerCallBack: 'Хочете, менеджер вам передзвонить?',
    offerPage: (title) => `Відкрити сторінку «${title}»?`,
    opened: (title) => `Відкрив сторінку «${title}».`,
    suggestedForLeads: (product, byPhone) =>
      `Для лідів, ${byPhone ? 'яким треба передзвонювати' : 'яким відповідають одразу'}, я запропонував би ${product}, рахуючи по одній розмові на лід.`,
    unoffered: 'Вибачте, не зовсім зрозумів, на що ви відповідаєте. Що вас цікавить: ціни, пілот, інтеграції чи наші клієнти?',
    declined: 'Добре. Що ще вас цікавить?',
    whichProduct: 'Про який продукт ідеться? Назву цифри саме для нього.',
    worksWith: (product, { systems, sections, sectionsWritten }) =>
      `Так, ${product} працює з ${systems}. У списку інтеграцій продукту це ${sections.length === 1 ? 'розділ' : 'розділи'} ${sectionsWritten}.`,
    channelOf: (messenger, products) => `Так, ${messenger} є серед каналів ${products}. Про який продукт ідеться?`,
    notListed: (systems, product) =>
      `У списках інтеграцій ${product ?? 'наших продуктів'} на сайті немає ${systems}. Систему не зі списку підключають через її API, а що для цього потрібно, розповість менеджер. Хочете, він передзвонить?`,
    clientOf: (product, client) => `Один із клієнтів ${product}\u00a0— ${client}`,
    noReferenceListed: (clients) =>
      `На сайті не сказано, що можна домовитися про розмову з кимось із наших клієнтів, тож обіцяти її не буду; ваше запитання я передав команді. Опубліковано кейси з такими клієнтами: ${clients}. Попросити менеджера передзвонити вам щодо рекомендації?`,
    clientsByIndustry: (clients) => `Серед наших клієнтів\u00a0— ${clients}.`,
    noCaseIn: (industries) => `Кейсу з вашої галузі на сайті поки немає, а чужий за ваш я не видаватиму. Кейси на сайті є з таких галузей: ${industries}.`,
    aroundTheClock: (product, line) => `Так, ${product} працює цілодобово, зокрема вночі, у вихідні та свята. На його сторінці: «24/7: ${line}».`,
    aroundTheClockProducts: (products) => `${products} працюють цілодобово (24/7), зокрема вночі, у вихідні та свята.`,
    notSaidWhen: (product) => `На сторінці продукту ${product} не сказано, що він працює вночі чи у вихідні.`,
    answersIn: (product, channel, section) => `Так, ${product} відповідає в каналі ${channel}. У списку інтеграцій продукту це розділ «${section}».`,
    callBackWhen: (time) =>
      callBack(time, 'uk', {
        now: 'Зараз менеджери на роботі, тож можуть зателефонувати вам сьогодні.',
        off: (when) => `Зараз вони не працюють, тому менеджер зателефонує вам ${when}.`,
        asked: (when) => `Менеджер може зателефонувати вам ${when}, як вам зручно.`,
        later: (when) => `Це поза їхнім робочим часом, тому менеджер зможе зателефонувати вам не раніше, ніж ${when}.`,
      }),
    openFailed: 'Не вдалося відкрити сторінку, але я можу розповісти, що на ній.',
    nothingToShow: 'Не знаходжу такої сторінки. Що вам показати: продукт, кейс чи контакти?',
    askContact: 'Звісно. Як вас звати й за яким номером менеджеру вам зателефонувати?',
    askName: 'Дякую. Як менеджерові до вас звертатися?',
    askPhone: (name) => `Дякую, ${name}. За яким номером менеджеру вам зателефонувати? Укажіть його з кодом країни.`,
    confirm: (phone, name) => `${name ? `${name}, м` : 'М'}енеджер зателефонує вам на номер ${phoneAsWritten(phone)}. Усе правильно?`,
    saved: (name, time) =>
      `Дякую${name ? `, ${name}` : ''}! ${callBack(time, 'uk', {
        now: 'Менеджер зателефонує вам сьогодні, у робочий час.',
        off: (when) => `Менеджери працюють з понеділка по п’ятницю, з ${OPENS} до ${CLOSES} за варшавським часом, тому менеджер зателефонує вам ${when}.`,
        asked: (when) => `Менеджер зателефонує вам ${when}, як ви просили.`,
        later: (when) => `Менеджери працюють з понеділка по п’ятницю, з ${OPENS} до ${CLOSES} за варшавським часом, тому менеджер зателефонує вам ${when}.`,
      })} Чим іще можу допомогти?`,
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
      none: (asked) => ({ title: 'Розмова без контакту', text: `Відвідувач не залишив контакту.${quoted('uk', asked)}` }),
    },
  },
  pl: {
    greeting: 'Dzień dobry! Proszę pytać o nasze produkty, ceny, wdrożenia albo o to, gdzie przechowujemy dane, a odpowiem na podstawie strony.',
    thanks: 'Proszę bardzo! Czy mogę pomóc w czymś jeszcze?',
    goodbye: 'Dziękuję za rozmowę! Do widzenia.',
    notFound: 'Nie znajduję tego na stronie, a nie będę zgadywać. Odpowie handlowiec: czy ma oddzwonić?',
    offerCallBack: 'Czy handlowiec ma oddzwonić?',
    offerPage: (title) => `Otworzyć stronę „${title}”?`,
    opened: (title) => `Otworzyłem stronę „${title}”.`,
    suggestedForLeads: (product, byPhone) =>
      `Do leadów, ${byPhone ? 'do których trzeba oddzwonić' : 'którym odpowiada się od razu'}, proponowałbym ${product}, licząc jedną rozmowę na lead.`,
    unoffered:
      'Przepraszam, nie do końca zrozumiałem, do czego odnosi się ta odpowiedź. O czym opowiedzieć: o cenach, pilotażu, integracjach czy o naszych klientach?',
    declined: 'Dobrze. O czym jeszcze opowiedzieć?',
    whichProduct: 'O który produkt chodzi? Podam liczby właśnie dla niego.',
    // Polish declines a brand; «z systemem Shoper» keeps the name as written and declines the noun before it.
    worksWith: (product, { count, systems, sections, sectionsWritten }) =>
      `Tak, ${product} współpracuje z ${count === 1 ? 'systemem' : 'systemami'} ${systems}. Na liście integracji produktu to ${sections.length === 1 ? 'sekcja' : 'sekcje'} ${sectionsWritten}.`,
    channelOf: (messenger, products) => `Tak, ${messenger} jest wśród kanałów ${products}. O który produkt chodzi?`,
    notListed: (systems, product) =>
      `Na liście integracji ${product ?? 'naszych produktów'} na stronie nie ma ${systems}. System spoza listy podłącza się przez jego API, a czego to wymaga, wyjaśni handlowiec. Czy ma oddzwonić?`,
    clientOf: (product, client) => `Jednym z klientów ${product} jest ${client}`,
    noReferenceListed: (clients) =>
      `Strona nie podaje, że można umówić rozmowę z którymś z naszych klientów, więc nie będę jej obiecywał; przekazałem Państwa pytanie zespołowi. Opublikowane studia przypadków dotyczą klientów: ${clients}. Czy menedżer ma oddzwonić w sprawie referencji?`,
    clientsByIndustry: (clients) => `Wśród naszych klientów są ${clients}.`,
    noCaseIn: (industries) =>
      `Na stronie nie ma jeszcze wdrożenia z Państwa branży, a cudzego nie przedstawię jako Państwa. Nasze wdrożenia pochodzą z branż: ${industries}.`,
    aroundTheClock: (product, line) => `Tak, ${product} działa całą dobę, także w nocy, w weekendy i w święta. Na jego stronie: „24/7: ${line}”.`,
    aroundTheClockProducts: (products) => `${products} działają całą dobę (24/7), także w nocy, w weekendy i w święta.`,
    notSaidWhen: (product) => `Strona produktu ${product} nie mówi, że działa on w nocy lub w weekendy.`,
    answersIn: (product, channel, section) => `Tak, ${product} odpowiada w kanale ${channel}. Na liście integracji produktu to sekcja „${section}”.`,
    callBackWhen: (time) =>
      callBack(time, 'pl', {
        now: 'Handlowcy są teraz w pracy, więc mogą zadzwonić jeszcze dziś.',
        off: (when) => `Teraz już nie pracują, więc handlowiec zadzwoni ${when}.`,
        asked: (when) => `Handlowiec może zadzwonić ${when}, zgodnie z prośbą.`,
        later: (when) => `To poza godzinami ich pracy, więc handlowiec zadzwoni najwcześniej ${when}.`,
      }),
    openFailed: 'Nie udało się otworzyć strony, ale mogę powiedzieć, co na niej jest.',
    nothingToShow: 'Nie znajduję takiej strony. Co pokazać: produkt, wdrożenie czy kontakt?',
    askContact: 'Oczywiście. Jak się Pan lub Pani nazywa i pod jaki numer handlowiec ma zadzwonić?',
    askName: 'Dziękuję. O kogo handlowiec ma pytać?',
    // Polish addresses no one by a typed name in the nominative («Dziękuję, Anna Kowalska!»); the name is read back as a record's.
    askPhone: () => 'Dziękuję. Pod jaki numer handlowiec ma zadzwonić? Proszę podać go z kodem kraju.',
    confirm: (phone, name) =>
      `${name ? `Zapisuję: ${name}, numer ${phoneAsWritten(phone)}. Handlowiec zadzwoni pod ten numer.` : `Handlowiec zadzwoni pod numer ${phoneAsWritten(phone)}.`} Czy wszystko się zgadza?`,
    saved: (_name, time) =>
      `Dziękuję! ${callBack(time, 'pl', {
        now: 'Handlowiec zadzwoni dziś, w godzinach pracy.',
        off: (when) => `Handlowcy pracują od poniedziałku do piątku w godzinach ${OPENS}–${CLOSES} czasu warszawskiego, więc zadzwonimy ${when}.`,
        asked: (when) => `Handlowiec zadzwoni ${when}, zgodnie z prośbą.`,
        later: (when) => `Handlowcy pracują od poniedziałku do piątku w godzinach ${OPENS}–${CLOSES} czasu warszawskiego, więc zadzwonimy ${when}.`,
      })} Czy mogę pomóc w czymś jeszcze?`,
    saveFailed: 'Nie udało się zapisać numeru, ale możemy rozmawiać dalej. Co jeszcze chciałby Pan lub chciałaby Pani wiedzieć?',
    notSaved: 'Dobrze, niczego nie zapisałem. Co jeszcze mogę wyjaśnić?',
    offer: (time) => `Jutro rano wolny jest termin ${time}. Zarezerwować? Na jakie nazwisko?`,
    askBookingName: (time) => `Mogę zarezerwować ${time}. Na jakie nazwisko?`,
    booked: (time, name) => `Gotowe: wizyta na nazwisko ${name} jutro o ${time}. Czy coś jeszcze?`,
    notFree: (time, times) => `Niestety, ${time} jest zajęte. Mogę zaproponować ${times}: co bardziej pasuje?`,
    askTime: (times) => `Która godzina pasuje? Jutro wolne są terminy ${times}.`,
    seeYou: 'Dziękuję, do zobaczenia jutro! Do widzenia.',
    summary: {
      contact: (name, asked) => ({
        title: 'Odwiedzający prosi o oddzwonienie',
        text: `${name ?? 'Odwiedzający'} zostawił(a) numer, żeby handlowiec oddzwonił.${quoted('pl', asked)}`,
      }),
      none: (asked) => ({ title: 'Rozmowa bez kontaktu', text: `Odwiedzający nie zostawił kontaktu.${quoted('pl', asked)}` }),
    },
  },
};

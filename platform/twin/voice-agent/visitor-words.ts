import type { Language } from '@site/model';

/**
 * What the local agent reads in a visitor's turn besides a question: a yes or a no, a goodbye, a
 * greeting, a wish to be called back or to see a page, the kind of page, a name and a time. Each
 * in every language the site speaks, as people type or say it.
 */
const PATTERNS = {
  yes: {
    en: /^(?:yes|yeah|yep|sure|correct|right|that'?s right|ok(?:ay)?|please do|go ahead|of course)\b/i,
    ru: /^(?:да|ага|верно|правильно|конечно|хорошо|давайте|всё верно|все верно)(?![\p{L}])/iu,
    uk: /^(?:так|ага|вірно|правильно|звісно|звичайно|добре|давайте|усе вірно|все вірно)(?![\p{L}])/iu,
    pl: /^(?:tak|jasne|dobrze|zgadza się|oczywiście|proszę|poproszę|pewnie|ok(?:ej)?)(?![\p{L}])/iu,
  },
  no: {
    en: /^(?:no|nope|not now|don'?t)\b/i,
    ru: /^(?:нет|не надо|не нужно|не стоит)(?![\p{L}])/iu,
    uk: /^(?:ні|не треба|не потрібно|не варто)(?![\p{L}])/iu,
    pl: /^(?:nie|nie trzeba|nie teraz|nie dziękuję)(?![\p{L}])/iu,
  },
  goodbye: {
    en: /\b(?:bye|goodbye|that'?s all|nothing else)\b/i,
    ru: /(?:до свидания|это вс[её]|больше ничего|ничего больше)/iu,
    uk: /(?:до побачення|це все|більше нічого|нічого більше)/iu,
    pl: /(?:do widzenia|do usłyszenia|to wszystko|nic więcej|więcej nic)/iu,
  },
  greeting: {
    en: /^(?:hello|hi|hey|good (?:morning|afternoon|evening))[\s!.,]*$/i,
    ru: /^(?:здравствуйте|привет|добрый день|доброе утро|добрый вечер)[\s!.,]*$/iu,
    uk: /^(?:вітаю|привіт|добрий день|доброго дня|добрий вечір)[\s!.,]*$/iu,
    pl: /^(?:dzień dobry|cześć|witam|dobry wieczór|hej)[\s!.,]*$/iu,
  },
  thanks: {
    en: /^(?:thanks|thank you)[\s!.,]*$/i,
    ru: /^(?:спасибо|благодарю)[\s!.,]*$/iu,
    uk: /^(?:дякую|спасибі)[\s!.,]*$/iu,
    pl: /^(?:dziękuję|dzięki|dziękujemy)[\s!.,]*$/iu,
  },
  // A wish to be called, not a word of a question: «сколько стоит оценка звонков 20 менеджеров?» asks a price.
  callBack: {
    en: /\b(?:call (?:me )?back|callback|contact me|ring me|call me|get in touch with me|(?:a|the|your) manager (?:to )?call)\b/i,
    ru: /(?:перезвон|свяжитесь|позвоните|менеджер\p{L}* (?:мне )?позвон|пусть .*позвонит|звонок менеджера)/iu,
    uk: /(?:передзвон|зв['’]яжіться|зателефонуйте|менеджер\p{L}* (?:мені )?зателефон|нехай .*зателефонує|дзвінок менеджера)/iu,
    pl: /(?:oddzwoń|oddzwoni|skontaktujcie|zadzwońcie|proszę o kontakt|niech .*zadzwoni|handlowiec (?:do mnie )?zadzwoni)/iu,
  },
  // How soon something happens is a question, a call back to the visitor too: «как быстро вы мне перезвоните?» asks when, and is answered with the managers' hours before a call back is offered.
  howSoon: {
    en: /\bhow (?:fast|quickly|soon)\b|\bhow long (?:until|before|till)\b/i,
    ru: /(?:как (?:быстро|скоро)|насколько быстро|через сколько|сколько ждать)/iu,
    uk: /(?:як (?:швидко|скоро)|наскільки швидко|через скільки|скільки чекати)/iu,
    pl: /(?:jak (?:szybko|prędko)|po jakim czasie|ile (?:się )?czeka)/iu,
  },
  show: {
    en: /\b(?:show|open)\b/i,
    ru: /(?:покаж|открой|откройте)/iu,
    uk: /(?:покаж|відкрий|відкрийте)/iu,
    pl: /(?:pokaż|pokażcie|otwórz|otwórzcie)/iu,
  },
} as const satisfies Record<string, Record<Language, RegExp>>;

export type VisitorIntent = keyof typeof PATTERNS;

export function says(intent: VisitorIntent, text: string, language: Language): boolean {
  return PATTERNS[intent][language].test(text.trim().replace(/[’ʼ]/g, "'"));
}

/** The kind of page a visitor asks to see, when they name one. */
export function kindAskedFor(text: string): 'case' | 'article' | 'product' | 'team' | undefined {
  if (/\bcases?\b|кейс|wdrożen|historię klient/iu.test(text)) return 'case';
  if (/\b(?:article|blog)\b|стать|статт|блог|artykuł|wpis/iu.test(text)) return 'article';
  if (/\bproducts?\b|продукт|produkt/iu.test(text)) return 'product';
  if (/\bteam\b|команд|zesp[óo]ł/iu.test(text)) return 'team';
  return undefined;
}

/** What a request to see something asks for, without the words of asking. */
export function withoutAsking(text: string): string {
  return text.replace(
    /\b(?:show|open|me|please|can you|could you)\b|покаж\p{L}*|открой\p{L}*|відкрий\p{L}*|мне|мені|пожалуйста|будь ласка|pokaż\p{L}*|otwórz\p{L}*|(?<!\p{L})(?:mi|proszę)(?!\p{L})/giu,
    ' ',
  );
}

/** One or two capitalised words: a first name, and a surname if given. */
const NAME = /(\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+)?)/uy;
/** The words that introduce a name: "I'm Anna", «Меня зовут Анна», «Мене звати Анна», „Mam na imię Anna”, "This is Oksana Melnyk". */
const INTRODUCING =
  /(?:^|[\s,.!?])(?:i['’]m|i am|my name is|this is|name is|меня зовут|моё имя|мое имя|это|я|мене звати|моє ім['’]я|це|mam na imię|nazywam się|jestem|tu|z tej strony|mówi)\s+/giu;
/** Words that start a message in capitals without being anybody's name: answers, greetings, and the words a sentence opens with ("Actually, …", «Вибачте, …»). */
const NOT_NAMES = new Set(
  [
    'yes no hello hi good thanks thank please sure ok okay hey i actually sorry excuse well so also and but wait could can would',
    'да нет привет здравствуйте добрый спасибо пожалуйста хорошо извините простите вообще кстати слушайте а и но можно',
    'так ні привіт вітаю добрий доброго дякую будь добре вибачте перепрошую взагалі слухайте і але можна',
    'tak nie dzień cześć witam dziękuję proszę dobrze jasne przepraszam właściwie właśnie słuchajcie i ale czy można',
  ]
    .join(' ')
    .split(' '),
);

/** The name that starts exactly at `at`, if one does. */
function nameAt(text: string, at: number): string | undefined {
  NAME.lastIndex = at;
  const found = NAME.exec(text)?.[1];
  return found !== undefined && !NOT_NAMES.has(found.split(/\s+/)[0]!.toLowerCase()) ? found : undefined;
}

/**
 * The name a visitor gives in this turn: introduced ("I'm Anna"), opening the message before a
 * comma ("Oksana Melnyk, 050…", as a contact is written; where a receptionist's caller speaks, only
 * a first name and a surname count there, `beforeComma: 'fullName'`, as "Actually, …" opens many a
 * sentence), or, when the agent has just asked for it, a message of one or two capitalised words.
 * None otherwise: the agent never makes one up.
 */
export function nameIn(text: string, asked = false, { beforeComma = 'any' }: { beforeComma?: 'any' | 'fullName' } = {}): string | undefined {
  const trimmed = text.trim();
  for (const introduced of trimmed.matchAll(INTRODUCING)) {
    const name = nameAt(trimmed, introduced.index + introduced[0].length);
    if (name) return name;
  }
  const first = nameAt(trimmed, 0);
  if (first && (beforeComma === 'any' || /\s/u.test(first)) && new RegExp(`^${first.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*,`, 'u').test(trimmed))
    return first;
  return asked && first && /^[.!]?$/.test(trimmed.slice(first.length)) ? first : undefined;
}

/** A time of day as a visitor types it ("10:30", "9.30"), as HH:MM. */
export function timeIn(text: string): string | undefined {
  const named = /\b([01]?\d|2[0-3])[:.]([0-5]\d)\b/.exec(text);
  return named ? `${named[1]!.padStart(2, '0')}:${named[2]}` : undefined;
}

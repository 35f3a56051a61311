import type { Language } from '@site/model';

/**
 * The site's terms, one spelling each, per language, with the variants an editor rejects. Writers
 * of new pages read it first; `tests/unit/glossary.test.ts` fails when any page or translation
 * uses a rejected variant. A rejected variant is a word start (it also matches the word's
 * endings: «демо-доступ» finds «демо-доступом») or a pattern for a phrase.
 */
export interface GlossaryEntry {
  /** The spelling the site uses. */
  readonly use: string;
  readonly reject: readonly (string | RegExp)[];
  /** Why, or where the term applies. */
  readonly note?: string;
  /** Match the variants in their own case only (a variant otherwise matches in any case): "AI", not ".ai" of an address. */
  readonly caseSensitive?: boolean;
  /**
   * Where the entry applies, when not everywhere: `legal`, the texts a buyer's lawyer reads (the
   * trust, privacy, legal and security pages, the DPA, what the assistant says about the company and
   * data); `assistant`, the sentences the site's assistant says of itself.
   */
  readonly scope?: GlossaryScope;
}

export type GlossaryScope = 'legal' | 'assistant';

/** What a text is, for the entries that apply to some texts only: legal (`scope: 'legal'`), the assistant's own words (`scope: 'assistant'`). */
export interface TextKind {
  readonly legal?: boolean;
  readonly assistant?: boolean;
}

/** Whether `entry` applies to a text of `kind`. */
export function appliesTo(entry: GlossaryEntry, kind: TextKind): boolean {
  return entry.scope === undefined || kind[entry.scope] === true;
}

/** The shell's pages a buyer's lawyer reads, by their content folder: the glossary's `legal` entries apply to them. */
export const LEGAL_PAGES = ['trust', 'privacy', 'legal', 'security'] as const;

/**
 * "AI" standing alone in Russian or Ukrainian running text: not a product's name (Lumi AI, AI Seller,
 * AI Focus Group…) and not part of a hyphenated word (AI-агент).
 */
const BARE_AI =
  /(?<!(?:Lumi|MediFlow|AgentLab|Doctor|SnapCard|SellMate)\s)(?<![\p{L}\p{N}-])AI(?![\p{L}\p{N}-])(?!\s(?:Sales|Seller|Commerce|Focus)(?!\p{L}))/u;

export const GLOSSARY: Readonly<Record<Language, readonly GlossaryEntry[]>> = {
  en: [
    {
      use: 'British spelling: centre, catalogue, paediatrics, gynaecology, sceptical, minimise, organise, analyse, colour, behaviour',
      reject: [
        /\bcenters?\b/i,
        /\bcatalogs?\b/i,
        /\bpediatric/i,
        /\bgynecolog/i,
        /\bskeptic/i,
        /\b(?!(?:size|sizes|sized|prize|prizes|seize|seized|seizes|capsize)\b)\p{L}{2,}iz(?:e|es|ed|ing|ation|ations)\b/iu,
        /\banalyz/i,
        /\bcolors?\b/i,
        /\bbehaviors?\b/i,
        /\bfavorite/i,
        /\bmodeling\b/i,
        /\bcanceled\b/i,
        /\blabor\b/i,
        /\b(?:honor|neighbor|flavor|humor|rumor|endeavor|harbor|savor)/i,
        /\b(?:labeled|labeling|traveled|traveling|modeled|leveled|signaled|signaling|canceling)\b/i,
        /\bprograms?\b/i,
        /\bdialogs?\b/i,
        /\bfulfill(?:s|ment)?\b/i,
        /\benrollment/i,
        /\bdefense\b/i,
        /\bgray\b/i,
        /\bpercent\b/i,
      ],
      note: 'The site writes British English throughout: -ise, -our, -ll-, programme, dialogue, fulfil, defence, grey, per cent.',
    },
    { use: 'email', reject: [/\be-mail/i], note: 'One spelling, the spec’s.' },
    { use: 'one call from Lumi', reject: [/\bthis one call\b/i], note: '"This one call" reads as a translation, in English too.' },
    {
      use: 'working day; we reply by the next working day',
      reject: [
        /\bbusiness days?\b/i,
        /\bwithin (?:one|a|the) working day\b/i,
        /\bby the end of the next working day\b/i,
        /\b(?:call|reply|answer|contact|be in touch)\w*(?:\s+\w+){0,3}\s+on the next working day\b/i,
      ],
      note: 'One response time on every page, form and the thank-you page, in British English: "by", not "on" or "by the end of".',
    },
    {
      use: 'What X is usually compared with; What clinics try before X',
      reject: [/\bWhy\s+[^.?!]*\b(?:rather than|and not)\b/i],
      note: 'The "Why X rather than another way" heading stood on four product pages: each page names its own comparison.',
    },
    {
      use: 'Ukrainian names in the national transliteration (2010): Andrii, Serhii, Yurii, Oleksii',
      reject: [/\b\p{Lu}\p{Ll}+iy\b/u],
      note: 'A Ukrainian’s name is written in English as their passport writes it.',
    },
    { use: '’ (the typographic apostrophe)', reject: [/\p{L}'\p{L}/u], note: 'We’ll, customer’s: never the typewriter apostrophe.' },
  ],
  ru: [
    {
      use: 'ИИ в тексте («ИИ помогает, решает врач»); AI — в названиях и составных словах (Lumi AI, AI-агент, AI-ассистент)',
      reject: [BARE_AI],
      caseSensitive: true,
      note: 'Правило сайта: в русском тексте искусственный интеллект — «ИИ» (мужской род: «ИИ стал», «об ИИ»); латиница остаётся в названиях продуктов и в словах через дефис, как их пишут страницы и агент.',
    },
    {
      use: 'AI-ассистент, AI-агент (не «ИИ-ассистент»)',
      reject: [/(?<!\p{L})ИИ-\p{L}/u],
      caseSensitive: true,
      note: 'В составных словах — латиница, как в приветствии агента и на страницах; виджет писал «ИИ-ассистент» рядом с «AI-ассистентом».',
    },
    { use: 'демодоступ', reject: ['демо-доступ', 'демо доступ'] },
    {
      use: 'ответим не позже следующего рабочего дня',
      reject: [
        /в\s+течение\s+(?:одного\s+)?рабочего\s+дня/u,
        /в\s+ближайший\s+рабочий\s+день/u,
        /до\s+конца\s+следующего\s+рабочего\s+дня/u,
        /(?:позвон|перезвон|ответ|свяж)\p{L}*(?:\s+\p{L}+){0,3}\s+на\s+следующий\s+рабочий\s+день/u,
        /(?<!\p{L})в\s+ближайшее\s+время(?!\p{L})/u,
        /(?<!\p{L})скоро\s+(?:с\s+вами\s+)?(?:свяж|позвон|перезвон|ответ)/u,
        /(?:свяж|позвон|перезвон)\p{L}*\s+(?:с\s+)?вам\p{L}*\s+скоро(?!\p{L})/u,
      ],
      note: 'Один срок ответа на всех страницах, в формах и на странице благодарности, как в английском by the next working day: «в ближайший» и «на следующий» обещают другое.',
    },
    {
      use: 'С чем обычно сравнивают X; Что клиники пробуют до X',
      reject: [/(?<!\p{L})Почему\s+[^.?!]*,\s+а\s+не(?!\p{L})/u],
      note: 'Заголовок «Почему X, а не…» стоял на пяти страницах продуктов: у каждой страницы своё сравнение.',
    },
    {
      use: 'лучший продавец смены, опытный администратор, лучший менеджер команды',
      reject: [/(?<!\p{L})ваш\p{L}*\s+лучш/u],
      note: '«Ваш лучший продавец» повторялся на страницах как шаблон.',
    },
    { use: 'резюме, резюме разговора', reject: [/(?<!\p{L})кратк\p{L}*\s+резюме/u], note: 'Резюме и есть краткое изложение: плеоназм.' },
    { use: 'карточки хитов продаж', reject: [/продаваем\p{L}*\s+карточ/u], note: 'Продаётся товар, а не карточка.' },
    {
      use: 'индекс потенциала покупки',
      reject: ['индекс покупательского потенциала', /индекс\p{L}*\s+покупки/u],
      note: 'AI Focus Group’s 0–100 index: one name for one thing.',
    },
    { use: '1С, 1С:Розница (кириллическая С)', reject: [/1C/, /1С:Retail/] },
    { use: 'ритейл, ритейлер', reject: ['ритэйл', 'рітейл'] },
    { use: 'прослушивание звонков', reject: ['прослушк'], note: '«Прослушка» — это слежка.' },
    { use: 'ещё', reject: ['еще'], note: 'Кроме строк, которые спецификация задаёт дословно.' },
    { use: 'руководство (не «гид»)', reject: [/(?<!\p{L})гид(?!\p{L})/u] },
    { use: '25 с (не «сек»)', reject: [/\d\s?сек(?!\p{L})/u] },
    { use: 'ad-tech-платформа или рекламная платформа', reject: [/ad-tech\s+платформ/u] },
    { use: 'принимает звонки на ваш номер', reject: [/отвеча\p{L}*\s+на\s+ваш\s+(?:нынешн|текущ)/u] },
    { use: 'обходится до 60% дешевле, становится до 40% выше', reject: [/(?:снижа|сниз)\p{L}*\s+до\s+\d/u, /раст(?:ёт|ет|ут)\s+до\s+\+?\d/u] },
    { use: 'у четырёх человек освобождается утро', reject: ['утро обратно'] },
    { use: 'выберите процесс', reject: ['принесите'] },
    { use: 'в 2025 году', reject: [/(?<!\p{L})в\s+20\d\d:/u] },
    { use: 'руководство по стилю', reject: ['стайлгайд'] },
    {
      use: 'e-commerce, ритейл (отрасли клиентов)',
      reject: [/электронн\p{L}*\s+коммерц/u, /розничн\p{L}*\s+(?:торговл|сет)/u, /(?<!1С:)(?<!\p{L})розниц/u],
      note: 'Одна пара названий отраслей на всём сайте; «1С:Розница» — название продукта.',
    },
    { use: 'обратный звонок, перезвонить', reject: [/(?<!\p{L})перезвон(?:ы|ов|а|ом|ам|ами|ах)?(?!\p{L})/u] },
    { use: 'пробный период, пользователь пробной версии', reject: ['триал'], note: 'Одно название для trial на всём сайте.' },
    { use: 'пример отчёта (AI Sales Manager)', reject: [/пробн\p{L}*\s+отч[её]т/u], note: 'Так его называют страница продукта и форма.' },
    { use: 'получите по ним оценки, пришлём', reject: [/получ\p{L}*(?:\s+\p{L}+)?\s+обратно/u], note: '«Получить обратно» — калька get back.' },
    { use: 'посадочная страница', reject: ['лендинг'] },
    { use: 'скрипт продаж', reject: ['плейбук'] },
    { use: 'аналитические материалы', reject: ['вайтпейпер'] },
    { use: 'тон бренда, фирменный тон', reject: [/голос\p{L}*\s+(?:вашего\s+|своего\s+)?бренда/u], note: '«Голос бренда» — калька brand voice.' },
    { use: 'нецелевые заявки', reject: [/не\s+нашими\s+клиентами/u] },
    { use: 'покупку совершают 2,1% посетителей; конверсия заявок', reject: [/(?<!\p{L})конвертиру/u], note: '«Магазин конвертирует посетителей» — калька.' },
    { use: 'к медицине это не относится', reject: [/ничего\s+из\s+этого\s+не(?!\p{L})/u], note: 'Калька none of this is.' },
    { use: 'это не столько…, сколько способ…', reject: [/не\s+столько\s+про(?!\p{L})/u] },
    { use: 'на них стоит потратить десять минут', reject: [/сто(?:ит|ят)\s+(?:десяти|пяти|двух|\d+)\s+минут/u], note: 'Калька worth ten minutes.' },
    { use: 'знают ваши продукты', reject: [/обучен\p{L}*\s+на\s+ваш\p{L}*\s+продукт/u], note: 'Калька trained on your products.' },
    { use: 'почти всегда уже в первом разговоре', reject: [/в\s+каждом\s+первом/u] },
    { use: 'чек-лист оценки', reject: [/карт\p{L}*\s+оценки/u], note: 'Один термин для scorecard.' },
    { use: 'на задачи, где…', reject: [/на\s+то,\s+где(?!\p{L})/u], note: '«Время на то, где…» — неверное управление.' },
    {
      use: 'CRM покажет другое',
      reject: [/(?:расска\p{L}*|говор\p{L}*)\s+(?:другую|иную|совсем\s+другую)\s+историю/u],
      note: 'Калька tell a different story.',
    },
    { use: 'воспринимается как, похоже на', reject: [/(?<!\p{L})ощуща\p{L}*\s+как(?!\p{L})/u], note: 'Калька feels like.' },
    {
      use: 'четыре компании (не «бизнеса»)',
      reject: [/(?<!\p{L})(?:два|две|три|четыре|пять|несколько|\d+)\s+бизнес(?:а|ов)(?!\p{L})/u],
      note: '«Бизнес» в значении «компания» не считают.',
    },
    { use: 'звонит, уже зная контекст', reject: [/(?<!\p{L})с\s+контекстом(?!\p{L})/u], note: 'Калька with context.' },
    {
      use: 'до гастроскопии, при запуске (без «проведения»)',
      reject: [/(?<!\p{L})(?:до|для|после|при|во\s+время)\s+проведени/u],
      note: 'Отглагольное существительное там, где хватает самого действия.',
    },
    { use: 'следующую сотню звонков', reject: [/ваш\p{L}*\s+следующ\p{L}*\s+(?:сто|сотн|\d+)/u], note: 'Калька your next hundred calls.' },
    {
      use: 'в результате, итог (не «на выходе»)',
      reject: [/(?<!\p{L})на\s+выходе(?!\p{L})/u],
      note: 'Разговорная калька output; украинский глоссарий так же не пускает «на виході».',
    },
    {
      use: 'текстовая расшифровка разговора',
      reject: [/расшифровк\p{L}*\s+текст/u],
      note: 'Расшифровывают речь, а не текст: тавтология.',
    },
    {
      use: 'в работе до и после визита; выводя на первый план',
      reject: [/(?<!\p{L})вокруг\s+(?:визит|приём|при[её]ма|факт|двух|тр[ёе]х|ценност)/u],
      note: 'Калька around: «работа вокруг визита», «карточка вокруг фактов».',
    },
    {
      use: 'снимать вопрос, решать проблему',
      reject: [/адресова\p{L}*\s+(?:эт\p{L}*\s+)?(?:проблем|вопрос|задач|потребност|возражени|боль)/u],
      note: 'Калька address a problem.',
    },
    { use: 'каждый день, ежедневно', reject: [/на\s+(?:ежедневной|еженедельной|ежемесячной|регулярной)\s+основе/u] },
    { use: 'это меняет дело, это важно', reject: [/дела\p{L}*\s+(?:всю\s+|большую\s+)?разниц/u], note: 'Калька make a difference.' },
    { use: 'делать, проводить, вести', reject: ['осуществл'], note: 'Канцелярит.' },
    {
      use: 'этот, такой (не «данный»)',
      reject: [/(?<!\p{L})данн(?:ый|ая|ое|ого|ой|ому|ом|ую)(?!\p{L})/u],
      note: '«Данные» — это data; «данный» в значении «этот» — канцелярит.',
    },
    {
      use: 'на каждого менеджера приходится 40 часов; сверх лимита на менеджера',
      reject: [/(?<!\p{L})(?:в|на)\s+каждое\s+место(?!\p{L})/u, /(?<!\p{L})лимит\p{L}*\s+места(?!\p{L})/u, /(?<!\p{L})за\s+(?:каждое\s+)?место(?!\p{L})/u],
      note: 'Калька seat: AI Sales Manager считают по менеджерам, а «место» читается как место в офисе.',
    },
    { use: 'фиксированная плата за…, плюс оплата каждого…', reject: [/(?<!\p{L})одна\s+плата(?!\p{L})/u], note: 'Калька one fee.' },
    {
      use: 'Сертификаты и аудиты: что есть и чего нет; оценка по каждому продукту',
      reject: [/:\s+как\s+есть(?!\p{L})/u, /(?<!\p{L})продукт\s+за\s+продуктом(?!\p{L})/u],
      note: 'Кальки as they stand и product by product.',
    },
    {
      use: 'данные хранятся; контакты опубликованы (не «лежат»)',
      reject: [
        /(?<!\p{L})(?:данн|ключ|файл|контакт|переписк|запис|документ|копи)\p{L}*(?:\s+\S+){0,6}?\s+лежа(?:т|ли|ть)(?!\p{L})/u,
        /(?<!\p{L})где\s+лежа(?:т|ли)?(?!\p{L})/u,
      ],
      note: '«Данные лежат» — разговорный регистр; товар на складе — лежит.',
    },
    { use: 'межсетевой экран', reject: ['файрвол', 'фаервол', 'файервол'] },
    {
      use: 'журналы серверных модулей',
      reject: [/(?<!\p{L})журнал\p{L}*\s+функци/u],
      note: '«Функции» — жаргон AWS Lambda; страница «Данные и безопасность» пишет «серверные модули».',
    },
    {
      use: 'расшифровка и краткое содержание разговора',
      reject: [/(?<!\p{L})запис\p{L}*\s+(?:голосов\p{L}*\s+)?разговор/u, /(?<!\p{L})резюме(?!\p{L})/u],
      scope: 'legal',
      note: 'Звук разговора сайт не хранит («запись голоса не сохраняется» в виджете), поэтому на юридических страницах, в договоре и в ответах ассистента о данных нет «записей разговоров»; «резюме» — слово страниц продуктов, юридический текст пишет «краткое содержание».',
    },
    {
      use: 'email (подпись поля), адрес электронной почты (в тексте)',
      reject: [/(?<!\p{L})e-mail/u, /(?<!\p{L})адрес\p{L}*\s+почты/u, /(?<!\p{L})email\s+адрес/u],
      note: 'Одно написание, как в английском глоссарии; в тексте — «адрес электронной почты» полностью.',
    },
    {
      use: 'адрес электронной почты (не «email» в юридическом тексте)',
      reject: [/(?<![\p{L}@.])email(?![\p{L}@])/u],
      scope: 'legal',
      caseSensitive: true,
    },
    {
      use: 'договор об обработке персональных данных (DPA)',
      reject: [/(?:договор|соглашени)\p{L}*\s+об\s+обработке\s+данных/u],
      note: 'Одно название договора: так он озаглавлен в PDF.',
    },
    {
      use: 'соглашение с деловым партнёром по HIPAA (Business Associate Agreement, BAA), затем «соглашение BAA»',
      reject: [/(?<!\p{L})делов\p{L}*\s+партн[её]рств/u],
      note: '«Деловое партнёрство» — это совместное предприятие, а Business Associate — деловой партнёр.',
    },
    { use: 'не принимает решений в отношении людей', reject: [/ничего\s+не\s+реша\p{L}*\s+о\s+люд/u], note: 'Калька decides nothing about people.' },
    { use: 'технический адрес сайта в CloudFront', reject: [/(?<!\p{L})дистрибуци/u], note: 'Distribution — термин консоли AWS, не русское слово.' },
    { use: 'слишком много заявок, скорее всего, не от вас', reject: [/сколько\s+мы\s+принимаем/u], note: 'Калька as many as we accept.' },
    { use: 'сверх лимита', reject: [/(?<!\p{L})вне\s+лимит/u] },
    { use: 'во время звонка, во время разговора', reject: [/(?<!\p{L})на\s+звонке(?!\p{L})/u], note: 'Калька on the call.' },
    { use: 'завершён (с «ё», как «ещё»)', reject: [/(?<!\p{L})завершен(?!\p{L})/u] },
    { use: '… (многоточие одним знаком)', reject: [/\.\.\./u] },
    {
      use: 'Lumi — он: «Lumi позвонил», «Lumi сам», «его первая фраза»',
      reject: [
        /(?<!\p{L})Lumi(?:\s+AI)?(?:\s+(?:уже|не|сегодня|тоже|сама|ещё|только))*\s+(?!сначала)\p{Ll}+л(?:а|ась)(?!\p{L})/u,
        /(?<!\p{L})Lumi(?:\s+AI)?\s+(?:—\s+)?сама(?!\p{L})/u,
        /(?<!\p{L})Lumi[^.!?]*[.!?]\s+Она(?!\p{L})/u,
      ],
      caseSensitive: true,
      note: 'Голос Lumi мужской (голос ElevenLabs «Eric», agent/src/agent-definition.ts), и страница продукта пишет «Lumi доводит до конца сам»: один род на страницах, в панели звонка и в словах самого ассистента.',
    },
    {
      use: 'я открыл, я сохранил (Lumi говорит о себе в мужском роде)',
      reject: [/(?<![\p{L}(])\p{L}\p{Ll}+(?:ила|ала|ыла|ела|яла|гла|шла)(?:сь)?(?![\p{L}(])/u],
      scope: 'assistant',
      caseSensitive: true,
      note: 'Род Lumi — мужской, как на страницах.',
    },
  ],
  uk: [
    {
      use: 'ШІ в тексті («ШІ допомагає, вирішує лікар»); AI — у назвах і складених словах (Lumi AI, AI-агент, AI-асистент)',
      reject: [BARE_AI],
      caseSensitive: true,
      note: 'Правило сайту: в українському тексті штучний інтелект — «ШІ» (чоловічий рід: «ШІ став», «зі ШІ», «ШІ в медицині»); латиниця лишається в назвах продуктів і в словах через дефіс, як їх пишуть сторінки й агент.',
    },
    {
      use: 'AI-асистент, AI-агент (не «ШІ-асистент»)',
      reject: [/(?<!\p{L})ШІ-\p{L}/u],
      caseSensitive: true,
      note: 'У складених словах — латиниця, як у привітанні агента й на сторінках; віджет писав «ШІ-асистент» поруч з «AI-асистентом».',
    },
    { use: 'демодоступ', reject: ['демо-доступ', 'демо доступ'] },
    {
      use: 'відповімо не пізніше наступного робочого дня',
      reject: [
        /протягом\s+(?:одного\s+)?робочого\s+дня/u,
        /найближчого\s+робочого\s+дня/u,
        /до\s+кінця\s+наступного\s+робочого\s+дня/u,
        /(?:зателефон|передзвон|відповім|відповіс|зв’яж)\p{L}*(?:\s+\p{L}+){0,3}(?<!пізніше)\s+наступного\s+робочого\s+дня/u,
        /(?<!\p{L})найближчим\s+часом(?!\p{L})/u,
        /(?<!\p{L})скоро\s+(?:з\s+вами\s+)?(?:зв’яж|зателефон|передзвон|відповім)/u,
        /(?:зв’яж|зателефон|передзвон)\p{L}*\s+(?:з\s+)?вам\p{L}*\s+скоро(?!\p{L})/u,
      ],
      note: 'Один строк відповіді на всіх сторінках, у формах і на сторінці подяки, як в англійському by the next working day: «найближчого» чи просто «наступного» обіцяють інше.',
    },
    {
      use: 'З чим зазвичай порівнюють X; Що клініки пробують до X',
      reject: [/(?<!\p{L})Чому\s+[^.?!]*,\s+а\s+не(?!\p{L})/u],
      note: 'Заголовок «Чому X, а не…» стояв на п’яти сторінках продуктів: кожна сторінка має власне порівняння.',
    },
    {
      use: 'найкращий продавець зміни, досвідчений адміністратор, найкращий менеджер команди',
      reject: [/(?<!\p{L})ваш\p{L}*\s+найкращ/u],
      note: '«Ваш найкращий продавець» повторювався на сторінках як шаблон.',
    },
    {
      use: '«і» між приголосними: «шаблоном і пропонує»',
      reject: [/(?<=[бвгґджзклмнпрстфхцчшщь])\s+й\s+(?=[бвгґджзклмнпрстфхцчшщ])/u],
      note: 'Милозвучність: «й» стоїть після голосного, а між приголосними — «і».',
    },
    { use: 'наступна сотня дзвінків', reject: [/ваш\p{L}*\s+наступн\p{L}*\s+(?:сто|сотн|\d+)/u], note: 'Калька your next hundred calls.' },
    {
      use: 'CRM покаже інше',
      reject: [/(?:розпові\p{L}*|розкаж\p{L}*|говор\p{L}*)\s+(?:іншу|зовсім\s+іншу)\s+історію/u],
      note: 'Калька tell a different story; російський глосарій її вже не пускає.',
    },
    { use: 'схожий на, сприймається як', reject: [/(?<!\p{L})відчува\p{L}*\s+як(?!\p{L})/u], note: 'Калька feels like.' },
    {
      use: 'у роботі до й після візиту; виводячи на перший план',
      reject: [/(?<!\p{L})навколо\s+(?:візит|прийом|факт|двох|трьох|цінност)/u],
      note: 'Калька around: «робота навколо візиту».',
    },
    {
      use: 'до гастроскопії, під час запуску (без «проведення»)',
      reject: [/(?<!\p{L})(?:до|для|після|при|під\s+час)\s+проведенн/u],
      note: 'Віддієслівний іменник там, де вистачає самої дії.',
    },
    {
      use: 'скільки триває запуск; звіт забирає півтори години',
      reject: [/скільки\s+часу\s+(?:займ|зайня)/u, /(?<!\p{L})(?:займа|зайня|займе)\p{L}*\s+(?:\p{L}+\s+){0,2}(?:годин|хвилин|днів|дні|тижн|місяц)/u],
      note: '«Займає часу» — русизм: про час кажуть «триває» або «забирає».',
    },
    { use: 'створює картку, пише картку', reject: [/(?<!\p{L})роб\p{L}*\s+картк/u], note: '«Робити картку» — калька російського «делать».' },
    {
      use: 'чекати, зволікання (на початку речення)',
      reject: [/(?:^|[.!?…]\s+)Очікування(?!\p{L})/u],
      caseSensitive: true,
      note: '«Очікування» на початку речення читається як «сподівання».',
    },
    { use: 'пів дня (окремо, Правопис 2019)', reject: [/(?<!\p{L})півдня(?!\p{L})/u] },
    {
      use: 'резюме розмови (у продуктах і кейсах); «стислий зміст» — на юридичних сторінках і в сповіщенні віджета',
      reject: [
        /(?<!\p{L})(?:коротк|стисл)\p{L}*\s+(?:підсум|переказ)/u,
        /(?<!\p{L})підсум\p{L}*\s+розмов/u,
        /(?<!\p{L})переказ\p{L}*\s+(?:листуван|розмов)/u,
        /(?<!\p{L})коротк\p{L}*\s+зміст/u,
      ],
      note: 'Одна річ — одна назва: сторінки називали резюме дзвінка п’ятьма словами.',
    },
    { use: 'резюме, резюме розмови', reject: [/(?<!\p{L})коротк\p{L}*\s+резюме/u], note: 'Резюме — це й є стислий виклад: плеоназм.' },
    {
      use: 'телефонує з привітанням, купують, перевіряють агенти, пропонує доповнення, знімає фото',
      reject: [
        /(?<!\p{L})роб\p{L}*\s+(?:вітальн\p{L}*\s+)?(?:дзвін|допродаж|покупк|перевірк|фото)/u,
        /(?<!\p{L})(?:покупку|покупки|перевірки)\s+роб/u,
        /(?<!\p{L})(?:Ми|ми)\s+робимо\s+\d/u,
      ],
      note: '«Робити дзвінок, покупку, перевірки» — калька російського «делать».',
    },
    {
      use: 'зволікання, затримка, без затримок («список очікування», «музика очікування» — так)',
      reject: [/(?:без|чим\s+обертається)\s+очікуванн/u],
      note: '«Очікування» без означення читається як «сподівання».',
    },
    { use: 'заковика (не «каверза»); «каверзне запитання» — так', reject: [/(?<!\p{L})каверз(?:а|и|і|у|ою)(?!\p{L})/u], note: '«Каверза» — це підступ.' },
    { use: 'картки хітів продажу', reject: ['найпродаван', 'продаваніш'], note: 'Продається товар, а не картка; «продаваний» — російська модель.' },
    { use: 'працюють в обхід агента', reject: [/обход\p{L}*\s+(?:\p{L}+\s+)?стороною/u] },
    { use: 'телефонує, уже знаючи контекст', reject: [/(?<!\p{L})(?:з|із|зі)\s+контекстом(?!\p{L})/u], note: 'Калька with context.' },
    { use: 'цільова сторінка (як у Google Ads)', reject: ['лендинг', 'посадков'] },
    { use: 'індекс потенціалу покупки', reject: ['індекс купівельного потенціалу', /індекс\p{L}*\s+покупки/u] },
    {
      use: 'KeyCRM, SalesDrive, Binotel, Horoshop, Rozetka, LiqPay — або «облікова система», «CRM мережі»',
      reject: [/bitrix|бітрікс|битрикс/u, /(?<![\p{L}\p{N}])1[СC](?![\p{L}\p{N}])/u],
      note: 'Bitrix24 і 1С — російське програмне забезпечення під санкціями в Україні з 2017 року: сторінки /ua їх не називають, а починають списки з інструментів, якими користуються українські компанії.',
    },
    { use: 'ритейл, ритейлер', reject: ['рітейл', 'ритэйл'], note: 'Правопис 2019, «правило дев’ятки».' },
    {
      use: 'запитання (те, що хтось запитує)',
      reject: [
        /(?<!\p{L})на\s+питання/u,
        /часті\s+питання/u,
        /(?:постав|зада|став)\p{L}*\s+питання/u,
        /(?<!\p{L})питання\s+(?:клієнт|пацієнт|покупц|абонент)/u,
        /(?<!\p{L})(?:є|маєте|залишилися|лишилися)\s+питання/u,
      ],
      note: '«Питання» — це справа чи проблема («питання безпеки»).',
    },
    { use: 'листування, чати', reject: ['переписк'] },
    { use: 'посібник (не «гід»)', reject: [/(?<!\p{L})гід(?!\p{L})/u] },
    { use: 'наради', reject: ['планірк'] },
    { use: 'звіт із KPI', reject: [/звіт\p{L}*\s+за\s+KPI/u] },
    {
      use: 'зворотні дзвінки (дієслово «передзвонити» — так)',
      reject: [/(?<!\p{L})передзв(?:ін|ону|оном|они|онів|онам|онами|онах)(?!\p{L})/u],
      note: '«Передзвін» — це дзвони.',
    },
    { use: 'маломірна модель', reject: ['маломірить'] },
    { use: 'для кожного менеджера', reject: [/(?<!\p{L})по\s+кожному/u] },
    { use: 'ґрунтується на реальних епізодах', reject: [/йде\s+по\s+реальн/u] },
    { use: '25 с (не «сек»)', reject: [/\d\s?сек(?!\p{L})/u] },
    { use: 'відповідає лише на основі каталогу', reject: [/відповіда\p{L}*\s+(?:лише\s+|тільки\s+)?за\s+(?:вашим|каталог|ваш)/u] },
    { use: 'приймає дзвінки на ваш номер', reject: [/відповіда\p{L}*\s+на\s+ваш\s+(?:теперішн|нинішн|поточн)/u] },
    { use: 'обходиться до 60% дешевше, стає до 40% вищою', reject: [/(?:знижу|знизи)\p{L}*\s+до\s+\d/u, /зроста\p{L}*\s+до\s+\+?\d/u] },
    { use: 'у чотирьох людей звільняється ранок', reject: ['ранок назад'] },
    { use: 'оберіть процес', reject: ['принесіть'] },
    { use: 'агент обробки заявок, перевірки документів', reject: [/агент\p{L}*\s+із\s+(?:заявок|документів|брифів)/u] },
    { use: 'ad-tech-платформа або рекламна платформа', reject: [/ad-tech\s+платформ/u] },
    { use: 'у 2025 році', reject: [/(?<!\p{L})[ву]\s+20\d\d:/u] },
    {
      use: 'для ваших процесів, налаштований відповідно до потреб',
      reject: [/(?<!\p{L})під\s+(?:ваш\p{L}*|процес\p{L}*|завдання|задач\p{L}*|конкретн\p{L}*|потреб\p{L}*|клієнт\p{L}*|бізнес\p{L}*)/u],
      note: '«Під ваші процеси» — калька російського «под»; «під час», «під контролем» — так.',
    },
    { use: 'Запитання про продукт (заголовок FAQ)', reject: [/(?<!\p{L})питання\s+про\s+(?:AI|Lumi|MediFlow|AgentLab)/u] },
    { use: 'посібник зі стилю', reject: ['стайлгайд'] },
    {
      use: 'e-commerce, ритейл (галузі клієнтів)',
      reject: [/електронн\p{L}*\s+комерц/u, /роздрібн\p{L}*\s+(?:торгівл|мереж)/u, /(?<!\p{L})роздріб/u],
      note: 'Одна пара назв галузей на всьому сайті.',
    },
    { use: 'у вихідні', reject: [/(?<!\p{L})на\s+вихідних/u], note: '«На вихідних» — калька російського «на выходных».' },
    {
      use: 'строк (постачання, доставки, проєкту); «термін» — це слово',
      reject: [/(?<!\p{L})термін\p{L}*\s+(?:постачан|доставк|зберіган|виконан|оплат|запуск|кожного)/u, /(?:який|які)\s+термін\p{L}*\s+стоїть/u],
    },
    { use: 'мати вигляд, здаватися', reject: ['вигляда'], note: '«Виглядає гіршим» — калька російського «выглядит».' },
    { use: 'як працює (не «як влаштовано»)', reject: [/як\s+(?:у\s+вас\s+)?влаштован/u, /влаштован\p{L}*\s+так\s+само/u] },
    { use: 'пробна версія, пробний період', reject: ['тріал'] },
    { use: 'приклад звіту (AI Sales Manager)', reject: [/пробн\p{L}*\s+звіт/u] },
    { use: 'компанії (не «бізнеси»)', reject: [/(?<!\p{L})бізнес(?:и|ів|ам|ами|ах)(?!\p{L})/u] },
    { use: 'працівник', reject: ['співробітник'] },
    { use: 'менеджер із продажу', reject: [/менеджер\p{L}*\s+(?:з|із)\s+продажів/u] },
    { use: 'перевести, перемкнути', reject: ['переключ'] },
    { use: 'просто зараз', reject: [/(?<!\p{L})прямо\s+зараз/u] },
    { use: 'одним кліком', reject: [/(?<!\p{L})в\s+один\s+клік/u] },
    { use: 'нижчий за 55, не перевищувала 1,6%', reject: [/(?<!\p{L})(?:нижче|вище)\s+\d/u] },
    { use: 'ми повернемо їх з оцінками', reject: [/отрима\p{L}*\s+(?:\p{L}+\s+){0,2}назад/u] },
    { use: 'замовляти партію, робити замовлення', reject: [/розмі\p{L}*\s+замовлен/u] },
    { use: 'постачання, надходження на склад', reject: [/(?<!\p{L})поставк/u], note: '«Поставка» — русизм.' },
    { use: 'скрипт продажу', reject: ['плейбук'] },
    { use: 'тон бренду', reject: [/голос\p{L}*\s+(?:вашого\s+|свого\s+)?бренду/u], note: '«Голос бренду» — калька brand voice.' },
    {
      use: 'купують 2,1% відвідувачів; конверсія заявок',
      reject: [/(?<!\p{L})конверту(?:є|ють|вати)(?!\p{L})/u],
      note: '«Магазин конвертує відвідувачів» — калька.',
    },
    { use: 'майже завжди вже в першій розмові', reject: [/в\s+кожн\p{L}*\s+перш/u], note: '«У кожній першій» — калька російського «в каждом первом».' },
    { use: 'чек-лист оцінювання', reject: [/карт\p{L}*\s+оцін/u], note: 'Один термін для scorecard.' },
    { use: 'на завдання, де…', reject: [/на\s+те,\s+де(?!\p{L})/u], note: '«Час на те, де…» — неправильне керування.' },
    { use: 'це не стільки…, скільки спосіб…', reject: [/не\s+стільки\s+про(?!\p{L})/u] },
    { use: 'на них варто витратити десять хвилин', reject: [/варт\p{L}*\s+(?:десяти|п’яти|двох|\d+)\s+хвилин/u], note: 'Калька worth ten minutes.' },
    { use: 'безпосередньо (прислівник); «напряму AI» — так', reject: [/(?<!\p{L})напряму(?=\s*(?:[.,;:!?)»]|$))/u] },
    { use: 'позначає, виокремлює', reject: ['підсвіч'], note: 'Калька highlight, «подсвечивает».' },
    { use: 'перевіряти, пропускати через', reject: [/(?<!\p{L})(?:проганя|прогон)/u], note: '«Проганяти тест» — жаргонна калька «прогонять».' },
    { use: 'результат (не «на виході»)', reject: [/(?<!\p{L})на\s+виході(?!\p{L})/u] },
    { use: 'більшість (не «основна маса»)', reject: [/основн\p{L}*\s+мас/u] },
    { use: 'водночас, одночасно', reject: [/(?<!\p{L})паралельно(?!\p{L})/u] },
    {
      use: 'поточний (каталог, розклад, ціни)',
      reject: [/актуальн\p{L}*\s+(?:каталог|розклад|цін|залишк|дан)/u],
      note: '«Актуальний» — це «важливий тепер», а не up-to-date.',
    },
    { use: 'з 1-го до 3-го дня', reject: [/з\s+\d+-\p{L}+\s+по\s+\d/u], note: '«По» для межі проміжку — російське керування.' },
    { use: 'бот, що вже працює; асистент після запуску', reject: [/робоч\p{L}*\s+(?:бот|асистент|агент)/u], note: '«Робочий бот» — калька «рабочий».' },
    { use: 'як захищено (безособова форма)', reject: [/як\s+захищені(?!\p{L})/u] },
    { use: 'коли почнуть інші (не «на момент, коли»)', reject: [/на\s+момент,\s+коли/u] },
    { use: 'скільки ви знаєте (не «як багато»)', reject: [/(?<!\p{L})як\s+багато(?!\p{L})/u] },
    { use: 'на платформі AgentLab AI', reject: [/(?<!\p{L})на\s+AgentLab/u] },
    {
      use: 'на кожного менеджера припадає 40 годин; понад ліміт на менеджера',
      reject: [/(?<!\p{L})кожне\s+місце(?!\p{L})(?!\s+в\s+рейтинг)/u, /(?<!\p{L})ліміт\p{L}*\s+місця(?!\p{L})/u, /(?<!\p{L})за\s+(?:кожне\s+)?місце(?!\p{L})/u],
      note: 'Калька seat: AI Sales Manager рахують за менеджерами.',
    },
    { use: 'фіксована плата за…, плюс оплата кожного…', reject: [/(?<!\p{L})одна\s+плата(?!\p{L})/u], note: 'Калька one fee.' },
    {
      use: 'Сертифікати й аудити: що є і чого немає; оцінка для кожного продукту',
      reject: [/:\s+як\s+є(?!\p{L})/u, /(?<!\p{L})продукт\s+за\s+продуктом(?!\p{L})/u],
      note: 'Кальки as they stand і product by product.',
    },
    {
      use: 'дані зберігаються; контакти опубліковано (не «лежать»)',
      reject: [
        /(?<!\p{L})(?:дан|ключ|файл|контакт|листуван|запис|документ|копі)\p{L}*(?:\s+\S+){0,6}?\s+лежа(?:ть|ли|ти)(?!\p{L})/u,
        /(?<!\p{L})де\s+лежа(?:ть|ли)?(?!\p{L})/u,
      ],
      note: '«Дані лежать» — розмовний регістр; товар на складі — лежить.',
    },
    { use: 'міжмережевий екран', reject: ['файрвол', 'фаєрвол', 'фаервол'] },
    { use: 'журнали серверних модулів', reject: [/(?<!\p{L})журнал\p{L}*\s+функці/u], note: '«Функції» — жаргон AWS Lambda.' },
    {
      use: 'розшифровка й стислий зміст розмови',
      reject: [/(?<!\p{L})запис\p{L}*\s+(?:голосов\p{L}*\s+)?розмов/u, /(?<!\p{L})резюме(?!\p{L})/u],
      scope: 'legal',
      note: 'Звук розмови сайт не зберігає, тож на юридичних сторінках, у договорі й у відповідях асистента про дані немає «записів розмов»; «резюме» — слово сторінок продуктів, юридичний текст пише «стислий зміст».',
    },
    {
      use: 'email (підпис поля), адреса електронної пошти (у тексті)',
      reject: [/(?<!\p{L})e-mail/u, /(?<!\p{L})адрес\p{L}*\s+пошти/u, /(?<!\p{L})email\s+адрес/u],
      note: 'Одне написання, як в англійському глосарії; у тексті — «адреса електронної пошти» повністю.',
    },
    {
      use: 'адреса електронної пошти (не «email» у юридичному тексті)',
      reject: [/(?<![\p{L}@.])email(?![\p{L}@])/u],
      scope: 'legal',
      caseSensitive: true,
    },
    {
      use: 'договір про обробку персональних даних (DPA)',
      reject: [/(?:договір|договор|угод)\p{L}*\s+про\s+обробку\s+даних/u],
      note: 'Одна назва договору: так його названо в PDF.',
    },
    {
      use: 'угода з діловим партнером за HIPAA (Business Associate Agreement, BAA), далі «угода BAA»',
      reject: [/(?<!\p{L})ділов\p{L}*\s+партнерств/u],
      note: '«Ділове партнерство» — це спільне підприємство, а Business Associate — діловий партнер.',
    },
    { use: 'не ухвалює рішень щодо людей', reject: [/нічого\s+не\s+виріш\p{L}*\s+щодо\s+люд/u], note: 'Калька decides nothing about people.' },
    { use: 'технічна адреса сайту в CloudFront', reject: [/(?<!\p{L})дистрибуці/u], note: 'Distribution — термін консолі AWS.' },
    { use: 'забагато заявок, найімовірніше, не від вас', reject: [/скільки\s+ми\s+прийма/u], note: 'Калька as many as we accept.' },
    { use: 'понад ліміт (як на сторінці цін)', reject: [/(?<!\p{L})поза\s+ліміт/u] },
    { use: 'під час дзвінка, під час розмови', reject: [/(?<!\p{L})на\s+дзвінку(?!\p{L})/u], note: 'Калька російського «на звонке».' },
    {
      use: 'замовити розрахунок, попросити доступ, надіслати запит',
      reject: [/(?<!\p{L})запроси\p{L}*\s+(?:\p{L}+\s+)?(?:розрахун|доступ|рахун|документ|демо|дзвін|DPA|BAA|копі|примірник)/u],
      note: '«Запросити» — це покликати в гості; русизм у значенні «запросить».',
    },
    { use: 'з пілоту, план пілоту (пілотний проєкт — неістота)', reject: [/(?<!\p{L})пілота(?!\p{L})/u] },
    { use: 'правильно (не «вірно»)', reject: [/(?<!\p{L})вірно(?!\p{L})/u], note: '«Вірно» — це віддано; «Усе вірно?» — калька російського «Всё верно?».' },
    { use: 'скільки коштує', reject: [/(?<!\p{L})у\s+що\s+(?:\p{L}+\s+){0,3}обход/u], note: 'Калька російського «во что обходится».' },
    {
      use: 'Усе одно, Усе (на початку речення)',
      reject: [/(?:^|[.!?…]\s+)Все(?!\p{L})/u],
      caseSensitive: true,
      note: 'Чергування у/в: на початку фрази після паузи — «Усе».',
    },
    { use: '… (три крапки одним знаком)', reject: [/\.\.\./u] },
    {
      use: 'Lumi — він: «Lumi зателефонував», «Lumi сам», «його перша фраза»',
      reject: [
        /(?<!\p{L})Lumi(?:\s+AI)?(?:\s+(?:вже|уже|не|сьогодні|теж|сама|ще|лише))*\s+\p{Ll}+л(?:а|ася)(?!\p{L})/u,
        /(?<!\p{L})Lumi(?:\s+AI)?\s+(?:—\s+)?сама(?!\p{L})/u,
        /(?<!\p{L})Lumi[^.!?]*[.!?]\s+Вона(?!\p{L})/u,
      ],
      caseSensitive: true,
      note: 'Голос Lumi чоловічий (голос ElevenLabs «Eric», agent/src/agent-definition.ts), і сторінка продукту пише «доводить до кінця сам»: один рід на сторінках, у панелі дзвінка й у словах самого асистента.',
    },
    {
      use: 'я відкрив, я зберіг (Lumi каже про себе в чоловічому роді)',
      reject: [/(?<![\p{L}(])\p{L}\p{Ll}+(?:ила|ала|ула|ела|яла|гла|шла|кла)(?:ся)?(?![\p{L}(])/u],
      scope: 'assistant',
      caseSensitive: true,
      note: 'Рід Lumi — чоловічий, як на сторінках.',
    },
  ],
  pl: [
    {
      use: 'Lumi — on: „Lumi zadzwonił”, „Lumi, asystent AI firmy Synthra”',
      reject: [
        /(?<!\p{L})Lumi(?:\s+AI)?(?:\s+(?:już|nie|dziś|też|sama|jeszcze|tylko))*\s+(?:za|od|prze)?(?:dzwoni|wykorzysta|zna|odebra|zapisa|usłysza|dosłysza|zanotowa|otworzy|sprawdzi|zrozumia|powiedzia|odpowiedzia|zapomnia|by|mog|chcia|zrobi)ła(?:\s+się)?(?!\p{L})/u,
        /(?<!\p{L})asystentk\p{Ll}*(?!\p{L})/u,
      ],
      caseSensitive: true,
      note: 'Głos Lumi jest męski (głos ElevenLabs „Eric”, agent/src/agent-definition.ts), tak jak na stronach rosyjskich i ukraińskich: jeden rodzaj na stronach, w panelu połączenia i w słowach samego asystenta.',
    },
    {
      use: 'otworzyłem, zapisałem (Lumi mówi o sobie w rodzaju męskim)',
      reject: [/(?<![\p{L}(])\p{L}\p{Ll}+łam(?![\p{L}(])/u],
      scope: 'assistant',
      caseSensitive: true,
      note: 'Rodzaj Lumi jest męski, jak na stronach.',
    },
    {
      use: 'AI (nie „SI”): asystent AI, agent AI, wdrożenie AI',
      reject: [/(?<![\p{L}\p{N}-])SI(?![\p{L}\p{N}])/u, /(?<![\p{L}\p{N}])AI-(?:asystent|agent|bot)/u],
      caseSensitive: true,
      note: 'Polski B2B pisze „AI”; „SI” brzmi akademicko. Przymiotnik stoi po rzeczowniku: „asystent AI”, nie kalka „AI-asystent”.',
    },
    {
      use: 'e-mail (z łącznikiem, odmieniany: e-maila, e-mailem)',
      reject: [/(?<![\p{L}\p{N}.@_{-])email(?![@.}])/iu],
      note: 'Pisownia słownikowa; adresy (hello@…) zostają bez zmian.',
    },
    {
      use: 'odpowiemy najpóźniej następnego dnia roboczego',
      reject: [/w\s+ciągu\s+(?:jednego\s+)?dnia\s+roboczego/u, /w\s+najbliższy\s+dzień\s+roboczy/u, /do\s+końca\s+następnego\s+dnia\s+roboczego/u],
      note: 'Jeden termin odpowiedzi na każdej stronie, w formularzach i na stronie podziękowania, jak angielskie „by the next working day”.',
    },
    {
      use: 'Z czym zwykle porównuje się X; Co kliniki próbują przed X',
      reject: [/(?<!\p{L})Dlaczego\s+[^.?!]*,\s+a\s+nie(?!\p{L})/u],
      note: 'Nagłówek „Dlaczego X, a nie…” to szablon: każda strona ma własne porównanie.',
    },
    {
      use: 'wdrożenie, historia wdrożenia (case study)',
      reject: [/(?<!\p{L})case\s+stud/iu, /(?<!\p{L})kejs/iu],
      note: 'Jedna nazwa dla historii klientów w nawigacji, na stronach i w rozmowie z asystentem.',
    },
    {
      use: 'handlowiec (sprzedawca w zespole klienta)',
      reject: [/(?<!\p{L})sales(?:owiec|owca|owcy|owców)/iu],
      note: 'Żargon „salesowiec” nie trafia do tekstów.',
    },
    { use: 'odsłuch rozmów, analiza rozmów', reject: ['podsłuch'], note: '„Podsłuch” to inwigilacja.' },
    {
      use: 'pilotaż (nie „pilot” ani „trial”)',
      reject: [/(?<!\p{L})pilot(?:a|em|u|y|ów|om|ami)?(?!\p{L})/u, /(?<!\p{L})trial/iu],
      note: 'Jedna nazwa próbnego wdrożenia na całej stronie.',
    },
    {
      use: 'przykładowy raport (AI Sales Manager)',
      reject: [/raport\p{L}*\s+próbn/u, /próbn\p{L}*\s+raport/u, /raport\p{L}*\s+demo/u],
      note: 'Tak nazywa go strona produktu i formularz.',
    },
    {
      use: 'indeks potencjału zakupowego (AI Focus Group, 0–100)',
      reject: [/wskaźnik\p{L}*\s+potencjał/u, /indeks\p{L}*\s+zakupow/u],
      note: 'Jedna nazwa jednej miary.',
    },
    { use: 'strona docelowa', reject: [/(?<!\p{L})landing/iu] },
    { use: 'skrypt sprzedażowy', reject: ['playbook'] },
    {
      use: 'RODO (w tekście po polsku, nie „GDPR”)',
      reject: [/(?<!\p{L})GDPR(?!\p{L})/u],
      caseSensitive: true,
      note: 'Polski czytelnik zna rozporządzenie jako RODO.',
    },
    { use: 'umowa powierzenia przetwarzania danych (DPA)', reject: [/umow\p{L}*\s+o\s+przetwarzani/u], note: 'Nazwa z art. 28 RODO w polskiej praktyce.' },
    { use: '390 € (znak waluty po kwocie)', reject: [/€\s?\d/u], note: 'Polski zapis kwoty: liczba, spacja nierozdzielająca, znak waluty.' },
    {
      use: '2,1% (przecinek dziesiętny)',
      reject: [/\d\.\d+\s?%/u, /\d\.\d+\s?(?:€|zł|min|s|h)(?!\p{L})/u],
      note: 'Polski ułamek dziesiętny pisze się z przecinkiem.',
    },
    { use: 'cudzysłów „…” (wewnętrzny «…»)', reject: [/"[^"]*"/u, /“[^”]*”/u], note: 'Polska typografia: otwierający dolny, zamykający górny.' },
  ],
};

/** Where `text` uses a variant `entry` rejects: the variant as found, or null. */
export function rejectedVariantIn(text: string, entry: GlossaryEntry): string | null {
  for (const variant of entry.reject) {
    const pattern =
      typeof variant === 'string'
        ? new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(variant)}`, 'iu')
        : new RegExp(variant.source, entry.caseSensitive ? variant.flags : `${variant.flags.replace('i', '')}i`);
    const found = pattern.exec(text);
    if (found) return found[0];
  }
  return null;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

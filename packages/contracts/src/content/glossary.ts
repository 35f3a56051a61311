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
}

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
    {
      use: 'Ukrainian names in the national transliteration (2010): Andrii, Serhii, Yurii, Oleksii',
      reject: [/\b\p{Lu}\p{Ll}+iy\b/u],
      note: 'A Ukrainian’s name is written in English as their passport writes it.',
    },
    { use: '’ (the typographic apostrophe)', reject: [/\p{L}'\p{L}/u], note: 'We’ll, customer’s: never the typewriter apostrophe.' },
  ],
  ru: [
    { use: 'демодоступ', reject: ['демо-доступ', 'демо доступ'] },
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
  ],
  uk: [
    { use: 'демодоступ', reject: ['демо-доступ', 'демо доступ'] },
    { use: 'індекс потенціалу покупки', reject: ['індекс купівельного потенціалу', /індекс\p{L}*\s+покупки/u] },
    { use: '1С, 1С:Роздріб (кирилична С)', reject: [/1C/, /1С:Retail/] },
    { use: 'ритейл, ритейлер', reject: ['рітейл', 'ритэйл'], note: 'Правопис 2019, «правило дев’ятки».' },
    {
      use: 'запитання (те, що хтось запитує)',
      reject: [
        /(?<!\p{L})на\s+питання/u,
        /часті\s+питання/u,
        /(?:постав|зада|став)\p{L}*\s+питання/u,
        /(?<!\p{L})питання\s+(?:клієнт|пацієнт|покупц|абонент)/u,
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
      reject: [/електронн\p{L}*\s+комерц/u, /роздрібн\p{L}*\s+(?:торгівл|мереж)/u, /(?<!1С:)(?<!\p{L})роздріб/u],
      note: 'Одна пара назв галузей на всьому сайті; «1С:Роздріб» — назва продукту.',
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
    { use: 'посадкова сторінка', reject: ['лендинг'] },
    { use: 'скрипт продажу', reject: ['плейбук'] },
    { use: 'тон бренду', reject: [/голос\p{L}*\s+(?:вашого\s+|свого\s+)?бренду/u], note: '«Голос бренду» — калька brand voice.' },
    {
      use: 'покупку роблять 2,1% відвідувачів; конверсія заявок',
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
  ],
};

/** Where `text` uses a variant `entry` rejects: the variant as found, or null. */
export function rejectedVariantIn(text: string, entry: GlossaryEntry): string | null {
  for (const variant of entry.reject) {
    const pattern =
      typeof variant === 'string'
        ? new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(variant)}`, 'iu')
        : new RegExp(variant.source, `${variant.flags.replace('i', '')}i`);
    const found = pattern.exec(text);
    if (found) return found[0];
  }
  return null;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

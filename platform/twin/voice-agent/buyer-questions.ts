import { CASE_PRODUCT_PAGES, CASES, matchRoute, splitLanguage, type CaseIndustry, type CaseSlug, type Language, type ProductSlug } from '@site/model';

/**
 * What a buyer asks the local agent about, read from their words in English, Russian,
 * Ukrainian and Polish: the topic (a price, an estimate for their volume, the pilot, the channels it
 * answers in (e-mail, a helpdesk), integrations, the
 * company, the contract, the managers' hours, data, certificates, clients, how a project runs) and
 * the product they name. A question that names no product is about the product of the page they
 * are on (a product's page, or a case's), as a person at the page would take it.
 */
export type BuyerTopic = 'pilot' | 'contract' | 'price' | 'channels' | 'integrations' | 'company' | 'certifications' | 'data' | 'clients' | 'hours' | 'project';

/** Each topic's words, in the order they are tried: "how much is the pilot?" is about the pilot, "who signs the contract?" about the company. */
const TOPICS: readonly (readonly [BuyerTopic, Readonly<Record<Language, RegExp>>])[] = [
  [
    'pilot',
    {
      en: /\b(?:pilot|trial|try it|try before|test drive|sample report)\b/iu,
      ru: /(?:пилот|попробовать|протестировать|пробн|пример отч)/iu,
      uk: /(?:пілот|спробувати|протестувати|пробн|приклад звіт)/iu,
      pl: /(?:pilot|wypróbow|przetestow|okres\p{L}* próbn|przykładow\p{L}* raport)/iu,
    },
  ],
  [
    'company',
    {
      en: /\b(?:who (?:are you|is behind|runs|owns)|party to the contract|contract with|sign(?:ing)? with|who signs|legal (?:name|entity|notice)|registered|registration|company behind|your company|krs|nip|regon|vat number)\b/iu,
      ru: /(?:с кем .*(?:договор|подпис)|с как\p{L}* (?:компани|фирм|организац)|кто (?:вы|стоит|подписыва)|юрлиц|юридическ|зарегистр|реквизит|KRS|NIP|REGON|ваша компания|что за компания|какая компания)/iu,
      uk: /(?:з ким .*(?:договір|підпис)|з як\p{L}* (?:компані|фірм|організац)|хто (?:ви|стоїть|підписує)|юрособ|юридичн|зареєстр|реквізит|KRS|NIP|REGON|ваша компанія|що за компанія|яка компанія)/iu,
      pl: /(?:z kim .*(?:umow|podpis)|z jak\p{L}* (?:firm|organizacj)|stron\p{L}* umowy|kto (?:stoi|prowadzi|podpisuje)|kim jesteście|osob\p{L}* prawn|spółk|zarejestrow|dane rejestrow|KRS|NIP|REGON|wasza firma|jaka firma|co to za firma)/iu,
    },
  ],
  [
    'contract',
    {
      en: /\b(?:minimum term|long contract|notice|cancel|terminate|month[- ]to[- ]month|invoice|invoic|billing|billed|payment terms|contract terms)\b/iu,
      ru: /(?:минимальн\p{L}* срок|срок договора|расторг|отказаться|уведомлен|счёт|счет|выставля|условия договора|помесячн)/iu,
      uk: /(?:мінімальн\p{L}* строк|строк договору|розірв|відмовит|рахун|виставля|умови договору|щомісяч)/iu,
      pl: /(?:minimaln\p{L}* okres|okres\p{L}* umowy|dług\p{L}* umow|wypowiedz|rezygnac|zrezygnow|faktur|rozlicz|warunki umowy|warunki płatności)/iu,
    },
  ],
  [
    'certifications',
    {
      en: /\b(?:certif\w*|iso|soc ?2|hipaa|audit\w*|pen ?test\w*|penetration|complian\w*)\b/iu,
      ru: /(?:сертифик|ISO|SOC ?2|HIPAA|аудит|пентест|тест на проникновение|соответств)/iu,
      uk: /(?:сертифік|ISO|SOC ?2|HIPAA|аудит|пентест|тест на проникнення|відповідн\p{L}* стандарт)/iu,
      pl: /(?:certyfik|ISO|SOC ?2|HIPAA|audyt|pentest|test\p{L}* penetracyjn|zgodnoś)/iu,
    },
  ],
  // Before integrations and clients: "will it answer our customers' e-mails?" asks where it works.
  [
    'channels',
    {
      en: /(?<![\p{L}\d])(?:e-?mails?|inbox(?:es)?|help ?desks?|zendesk|freshdesk|gorgias|channels?)(?![\p{L}\d])/iu,
      ru: /(?:e-?mail|имейл|электронн\p{L}* почт|почт(?:а|е|у|ы|ой)(?!\p{L})|письм|писем|хелпдеск|zendesk|freshdesk|gorgias|канал)/iu,
      uk: /(?:e-?mail|імейл|електронн\p{L}* пошт|пошт(?:а|і|у|ою)(?!\p{L})|(?<!\p{L})лист(?:и|ів|ами|ах)(?!\p{L})|хелпдеск|zendesk|freshdesk|gorgias|канал)/iu,
      pl: /(?:e-?mail|(?<!\p{L})mail|poczt|helpdesk|zendesk|freshdesk|gorgias|kanał|kanal)/iu,
    },
  ],
  [
    'integrations',
    {
      en: /\b(?:integrat\w*|connect\w*|works? with|plug into|crm|erp|medical (?:information )?system|calendar|telephony|api)\b/iu,
      ru: /(?:интегр|подключ|работае\p{L}* с|(?<!\p{L})(?:CRM|МИС|API)(?!\p{L})|медицинск\p{L}* (?:информационн\p{L}* )?систем|календар|телефони)/iu,
      uk: /(?:інтегр|підключ|працю\p{L}* з|(?<!\p{L})(?:CRM|МІС|API)(?!\p{L})|медичн\p{L}* (?:інформаційн\p{L}* )?систем|календар|телефоні)/iu,
      pl: /(?:integr|podłącz|współprac\p{L}* z|działa\p{L}* z|(?<!\p{L})(?:CRM|ERP|API)(?!\p{L})|system\p{L}* medyczn|kalendar|telefoni)/iu,
    },
  ],
  [
    'price',
    {
      en: /\b(?:cost\w*|price\w*|pricing|how much(?! time)|fee\w*|pay|expensive|cheap|budget|quote)\b|€/iu,
      ru: /(?:стои|стоимост|обойд[её]т|цен[аыуе]|сколько(?!\s+(?:времени|дней|длится|займ))|плат|тариф|дорог|бюджет|расчёт|расчет)|€/iu,
      uk: /(?:кошту|вартіст|обійдет|цін[аиу]|скільки(?!\s+(?:часу|днів|триває|займ))|плат|тариф|дорог|бюджет|розрахун)|€/iu,
      pl: /(?:koszt|(?<!o)cen[aęyi]|cennik|(?<!\p{L})ile(?!\p{L})(?!\s+(?:czasu|dni|trwa))|opłat|płac|taryf|drog|budżet|wycen)|€/iu,
    },
  ],
  [
    'data',
    {
      en: /\b(?:data|stored|storage|store (?:it|them|(?:the |our |my |your )?(?:data|recordings?|calls?|conversations?))|kept|keep|gdpr|privacy|residen\w*|servers?|hosted|where .* live)\b/iu,
      ru: /(?:данн|храни|хранят|GDPR|конфиденц|сервер|где .* находит)/iu,
      uk: /(?:дан[іи]х?|зберіга|GDPR|конфіденц|сервер|де .* знаход)/iu,
      pl: /(?:(?<!\p{L})dan(?:e|ych|ymi)(?!\p{L})|przechow|RODO|GDPR|prywatnoś|serwer|gdzie .* (?:są|trzymac))/iu,
    },
  ],
  // A case is what a buyer asks for by a case, a reference, an example or the clients one has; "can a client move his visit?" asks something else.
  [
    'clients',
    {
      en: /\b(?:cases?|case stud\w*|references?|who uses|results|worked with|examples?|experience (?:in|with)|projects? (?:for|in|with)|done (?:\w+ )?(?:for|in|with)|(?:your|any|existing|current|other|some|have|had) (?:\w+ )?(?:clients|customers)|clients? (?:like us|of yours)|(?:clients|customers) (?:do|have) you)\b/iu,
      ru: /(?:кейс|пример|опыт|проект\p{L}* (?:в|для|с)(?!\p{L})|кто (?:уже )?использует|результат|работали с|отзыв|рекомендац|ваш\p{L}* клиент|клиент\p{L}* (?:у вас|есть|ваш)|(?:у вас|есть ли|какие|какими|с какими) (?:\p{L}+ ){0,3}клиент)/iu,
      uk: /(?:кейс|приклад|досвід|проєкт\p{L}* (?:в|у|для|з)(?!\p{L})|хто (?:вже )?використовує|результат|працювали з|відгук|рекомендац|ваш\p{L}* клієнт|клієнт\p{L}* (?:у вас|є|ваш)|(?:у вас|чи є|які|якими|з якими|маєте) (?:\p{L}+ ){0,3}клієнт)/iu,
      pl: /(?:histori\p{L}* wdroże|(?<!\p{L})(?:case|kejs)|doświadczeni|(?:macie|mieliście|robiliście|zrobiliście) (?:\p{L}+ ){0,2}(?:wdroże|projekt)|przykład|referenc|kto (?:już )?używa|wynik|współpracowali|wasi\p{L}* klient|waszych klient|(?:macie|mają|jacy|jakich|jakie|jakimi) (?:\p{L}+ ){0,3}klient)/iu,
    },
  ],
  [
    'hours',
    {
      en: /\b(?:working hours|office hours|opening hours|when (?:can|will|do|does|are).*(?:call|manager|open|work|reach))\b/iu,
      ru: /(?:часы работы|когда .*(?:позвон|менеджер|работа|связ)|во сколько .*(?:позвон|менеджер))/iu,
      uk: /(?:години роботи|коли .*(?:зателефон|менеджер|працю|зв)|о котрій .*(?:зателефон|менеджер))/iu,
      pl: /(?:godziny pracy|w jakich godzinach|kiedy .*(?:zadzwoni|handlow|pracuj|kontakt|odezw)|o której .*(?:zadzwoni|handlow))/iu,
    },
  ],
  [
    'project',
    {
      en: /\b(?:how (?:does|do|would) (?:it|this|a project|the project|the launch|implementation|onboarding) (?:work|run|go)|launch\w*|implement\w*|onboard\w*|how long|get started|start with)\b/iu,
      ru: /(?:как (?:это )?(?:работает|проходит|устроен)|внедрен|запуск|сколько времени|как долго|с чего начать)/iu,
      uk: /(?:як (?:це )?(?:працює|проходить)|впровадж|запуск|скільки часу|як довго|з чого почати)/iu,
      pl: /(?:jak (?:to )?(?:działa|przebiega|wygląda)|wdroż|uruchomi|ile czasu|jak długo|od czego zacząć)/iu,
    },
  ],
];

export function topicOf(text: string, language: Language): BuyerTopic | undefined {
  return TOPICS.find(([, words]) => words[language].test(text))?.[0];
}

/** Whether a text has a topic's words, whichever topic comes first ("a customer's e-mail" is of the channels and of clients). */
export function hasWordsOf(topic: BuyerTopic, text: string, language: Language): boolean {
  return TOPICS.find(([found]) => found === topic)![1][language].test(text);
}

/** "How fast will a manager call me back?": how soon a call back, a reply or a contact comes (a lead's is Lumi's promise, `notClaimed`). */
const CALL_BACK_SPEED: Readonly<Record<Language, RegExp>> = {
  en: /\b(?:how (?:fast|quickly|soon)|how long (?:until|before|till))\b.*\b(?:call|ring|contact|get back|respond|reply|answer|hear)/iu,
  ru: /(?:как (?:быстро|скоро)|насколько быстро|через сколько|сколько ждать).*(?:перезвон|позвон|свяж|ответ)/iu,
  uk: /(?:як (?:швидко|скоро)|наскільки швидко|через скільки|скільки чекати).*(?:передзвон|зателефон|подзвон|зв['’]яж|відпов)/iu,
  pl: /(?:jak (?:szybko|prędko)|po jakim czasie|ile (?:się )?czeka).*(?:oddzwon|zadzwon|skontakt|kontakt|odezw|odpowi|odpisz)/iu,
};
const LEAD = /(?<!\p{L})(?:leads?|лид\p{L}*|лід\p{L}*|lead\p{L}*)(?!\p{L})/iu;

/** Leads that are called ("call them back", «перезвонить», „oddzwonić”): a voice agent's work, not a chat's. */
const CALLED = /(?:call|phone|ring|звон|зван|звін|телефон|dzwon|telefon)/iu;

/** The product a volume of leads points to when the visitor names none: Lumi AI for leads called back, AI Seller 24/7 for the rest. */
export function productForLeads(text: string): ProductSlug | undefined {
  if (!LEAD.test(text)) return undefined;
  return CALLED.test(text) ? 'lumi-ai' : 'ai-seller';
}

export function asksHowSoonCalledBack(text: string, language: Language): boolean {
  return CALL_BACK_SPEED[language].test(text) && !LEAD.test(text);
}

/** A local or a country's number asked about ("a Polish number?", «місцевий номер»), and the sentence that says whether there is one. */
const LOCAL_NUMBER: Readonly<Record<Language, { readonly asked: RegExp; readonly said: RegExp }>> = {
  en: { asked: /\b(?:local|polish|ukrainian|british|in (?:poland|ukraine|the uk)|country|countries)\b/iu, said: /\blocal\b/iu },
  ru: { asked: /(?:местн|польск|украинск|в польше|в украине|на украине|стран)/iu, said: /местн/iu },
  uk: { asked: /(?:місцев|польськ|українськ|у польщі|в польщі|в україні|країн)/iu, said: /місцев/iu },
  pl: { asked: /(?:lokaln|polsk|ukraińsk|w polsce|na ukrainie|kraj)/iu, said: /lokaln/iu },
};

export function asksLocalNumber(text: string, language: Language): boolean {
  return LOCAL_NUMBER[language].asked.test(text);
}

/** A reference asked for: a client of ours to talk to ("can I talk to one of your clients?", «созвониться с вашим клиентом», „referencje”). */
const REFERENCE_CALL: Readonly<Record<Language, RegExp>> = {
  en: /\b(?:(?:talk|speak|chat|call|ring|contact)(?:ing)? (?:to |with )?(?:one of |some of |any of )?your (?:\w+ )?(?:clients?|customers?)|(?:clients?|customers?) (?:of yours )?(?:i|we) (?:could|can|might) (?:call|ring|talk|speak)|references?|referee)\b/iu,
  ru: /(?:(?:поговорить|пообщаться|связаться|созвониться|позвонить)\p{L}* (?:[\p{L}-]+ ){0,3}ваш\p{L}* (?:\p{L}+ )?клиент|референс|рекомендательн)/iu,
  uk: /(?:(?:поговорити|поспілкуватися|зв['’]язатися|зідзвонитися|зателефонувати|подзвонити)\p{L}* (?:[\p{L}-]+ ){0,3}ваш\p{L}* (?:\p{L}+ )?клієнт|референс|рекомендаційн)/iu,
  pl: /(?:(?:porozmawiać|pogadać|skontaktować się|zadzwonić)\p{L}* (?:[\p{L}-]+ ){0,3}wasz\p{L}* (?:\p{L}+ )?klient|referencj)/iu,
};

export function asksForReference(text: string, language: Language): boolean {
  return REFERENCE_CALL[language].test(text);
}

/** Whether a sentence of the knowledge says whether there is a local number (said only to a visitor who asks about one). */
export function saysLocalNumber(sentence: string, language: Language): boolean {
  return LOCAL_NUMBER[language].said.test(sentence);
}

/** The messengers the product pages list, by the name they write, and the words buyers say them with in the four languages. */
const MESSENGERS: readonly (readonly [string, RegExp])[] = [
  ['Messenger', /(?:messenger|мессенджер|месенджер|komunikator)/iu],
  ['WhatsApp', /(?:whats ?app|ватсап|вотсап|вацап)/iu],
  ['Telegram', /(?:telegram|телеграм)/iu],
  ['Viber', /(?:viber|вайбер)/iu],
  ['Instagram', /(?:instagram|инстаграм|інстаграм)/iu],
];

/** The messenger a question names ("Messengera?", «а в вайбере?»), as the site writes it. */
export function messengerNamedIn(text: string): string | undefined {
  return MESSENGERS.find(([, words]) => words.test(text))?.[0];
}

/**
 * The words a product goes by, its name and what buyers call it: keyed by the product, so `tsc`
 * names a product added to the catalogue without its words. Tried in this order (the first that matches names it).
 */
const PRODUCT_WORDS: Readonly<Record<ProductSlug, RegExp>> = {
  'mediflow-ai': /(?:medi ?flow|медифло|медіфло|front ?desk|doctor ai)/iu,
  // "score our managers' calls", «оцінювати дзвінки менеджерів», „oceniać rozmowy handlowców”: the scoring, however it is said.
  'ai-sales-manager':
    /(?:sales manager|call scoring|scoring|scor\p{L}* (?:\p{L}+[’']?\s){0,3}calls|оцен\p{L}* (?:\p{L}+ ){0,3}звонк|оціню\p{L}* (?:\p{L}+ ){0,3}дзвінк|ocen\p{L}* (?:\p{L}+ ){0,3}rozm)/iu,
  'ai-seller': /(?:ai seller|seller 24|sales ?bot|chat ?bot|чат-?бот)/iu,
  'ai-commerce': /(?:commerce|snap ?card|focus group|sell ?mate)/iu,
  'agentlab-ai': /(?:agent ?lab|агентлаб)/iu,
  'lumi-ai': /(?:lumi|люми|люмі|voice assistant|голосов\p{L}* асс?ист|голосов\p{L}* бот|asystent\p{L}* głosow|bot\p{L}* głosow)/iu,
};

/** The product a text names, if it names one. */
export function productNamedIn(text: string): ProductSlug | undefined {
  return (Object.keys(PRODUCT_WORDS) as ProductSlug[]).find((product) => PRODUCT_WORDS[product].test(text));
}

/** Words of a clinic, its patients and doctors: a question with them is about healthcare. */
const HEALTHCARE =
  /(?:clinic|patient|doctor|medical|hospital|dental|клиник|пациент|врач|медиц|больниц|стоматолог|клінік|пацієнт|лікар|медич|лікарн|klinik|pacjent|lekar|medycz|szpital|przychodni|gabinet|dentyst)/iu;

export function speaksOfHealthcare(text: string): boolean {
  return HEALTHCARE.test(text);
}

/** Recordings, calls and chats: data a product keeps for its client, not the site's own (leads, this conversation). */
const CONVERSATIONS =
  /(?:recording|(?:calls|chats|conversations)(?!\p{L})|запис\p{L}* (?:розмов|дзвінк|звонк|разговор)|(?:розмов|дзвінк|разговор|звонк)\p{L}* (?:клієнт|клиент|менеджер)|nagra|nagrań)/iu;

export function speaksOfClientConversations(text: string): boolean {
  return CONVERSATIONS.test(text);
}

/**
 * The words of each industry the case library holds, in the four languages ("retail", «розница»,
 * «роздріб», „handel detaliczny”, "e-commerce", „sklep internetowy”): keyed by the model's
 * industries, so `tsc` names an industry added without its words.
 */
const INDUSTRY_WORDS: Readonly<Record<CaseIndustry, RegExp>> = {
  healthcare: HEALTHCARE,
  ecommerce:
    /(?:e-?commerce|online[- ](?:store|shop)|web ?shop|internet (?:store|shop)|(?:интернет|онлайн|інтернет)-?магазин|sklep\p{L}* (?:internetow|online)|e-?sklep|marketplace|маркетплейс)/iu,
  retail:
    /(?:retail|brick[- ]and[- ]mortar|(?:chain of|physical) (?:stores|shops)|store chain|розниц|розничн|ритейл|ретейл|рітейл|роздр[іо]б|(?:сет|мереж)\p{L}* магазин|(?<!\p{L})hand(?:el|lu|lem)(?!\p{L})|detaliczn|sklep\p{L}* stacjonarn|sie[ćc]\p{L}* sklep)/iu,
  saas: /(?:(?<!\p{L})saas|software|софт(?!\p{L})|програмн\p{L}* (?:продукт|обеспечен|забезпечен)|oprogramowani)/iu,
  b2b: /(?:(?<!\p{L})b2b|agenc(?:y|ies)|lead[- ]?gen|ad[- ]?tech|агентств|агенці|лидоген|лідоген|agencj)/iu,
  services: /(?:(?<!\p{L})claims?(?!\p{L})|insurance|страхов|ubezpiecz|szkod|szkód)/iu,
};
/** A shop or a store with no word of which kind: a buyer may mean an online one or a chain of stores. */
const ANY_SHOP = /(?:\b(?:shops?|stores|(?:a|an|our|my) store)\b|магазин|sklep)/iu;
/** Industries the case library has no case in yet: a buyer from one is told so, never given another industry's case as theirs. */
const INDUSTRY_WITHOUT_CASE =
  /(?:logisti|logisty|логисти|логісти|transport|перевоз|manufactur|factory|производств|виробництв|produkcj|fabryk|real estate|недвижим|нерухом|nieruchomo|educat|school|образован|освіт|edukacj|szkoł|(?<!\p{L})bank|fintech|финанс|фінанс|finans|hotel|отел|готел|restaurant|ресторан|restaurac|horeca|construction|строител|будівн|budowl|travel|туризм|turyst|beauty|салон краси|салон красоты|salon\p{L}* urody)/iu;

/** The case library's industries a question names; a shop of no named kind is both an online one and a chain of stores. */
export function industriesIn(text: string): CaseIndustry[] {
  const named = (Object.keys(INDUSTRY_WORDS) as CaseIndustry[]).filter((industry) => INDUSTRY_WORDS[industry].test(text));
  return named.length || !ANY_SHOP.test(text) ? named : ['ecommerce', 'retail'];
}

/** Whether a question names an industry the case library has no case in ("logistics", «логистика», „firma logistyczna”). */
export function namesIndustryWithoutCase(text: string): boolean {
  return INDUSTRY_WITHOUT_CASE.test(text);
}

/**
 * "Will it answer at night?", «а в выходные?», „w święta?”: when the product works. Asked of
 * managers, a request or the office, it is their hours (`hours`, "How fast a request is called back").
 */
const WHEN_IT_WORKS: Readonly<Record<Language, RegExp>> = {
  en: /(?<![\p{L}\d])(?:at night|nights?|night-?time|overnight|weekends?|saturdays?|sundays?|(?:public |bank )?holidays?|christmas|24\/7|(?:a)?round the clock|after hours|out of hours|outside (?:of )?(?:business|working|office) hours|day and night|day or night|\d{1,2} ?a\.?m)(?![\p{L}])/iu,
  ru: /(?:(?<!\p{L})ноч|выходн|праздни|суббот|воскресен|круглосуточн|24\/7|в нерабочее время|днём и ночью|днем и ночью)/iu,
  uk: /(?:(?<!\p{L})ноч|вночі|вихідн|свят|субот|неділ|цілодоб|24\/7|у неробочий час|вдень і вночі)/iu,
  pl: /(?:(?<!\p{L})noc|weekend|święt|sobot|niedziel|całą dobę|całodobow|24\/7|po godzinach|poza godzinami|w dzień i w nocy)/iu,
};
/** What a product does when it works: a time alone ("the weather on Saturday") asks nothing of it. */
const WORKING: Readonly<Record<Language, RegExp>> = {
  en: /\b(?:work|answer|repl|respond|pick|take|book|availab|run|online|handle|cover|messag|chat|call)/iu,
  ru: /(?:работа|ответ|отвеч|принима|прим[её]т|запис|доступ|звон|пиш|обслуж)/iu,
  uk: /(?:працю|відпов|прийма|прийм|запис|доступ|дзвон|пиш|обслуг)/iu,
  pl: /(?:dział|odpowi|odpis|odbier|przyjm|zapis|dostęp|dzwon|pisz|obsług)/iu,
};
const PEOPLE_OR_REQUEST = /(?:manager|sales (?:team|people|reps?)|your (?:team|office)|request|менеджер|заявк|оператор|handlowc|handlowiec|zgłoszen|biur)/iu;

export function asksWhenItWorks(text: string, language: Language): boolean {
  return WHEN_IT_WORKS[language].test(text) && WORKING[language].test(text) && !PEOPLE_OR_REQUEST.test(text);
}

/** "And for 20 clinics?", «А для MediFlow?», „A dla 20 klinik?”: a turn that goes on from the last answer rather than asking anew. */
export function followsOn(text: string, language: Language): boolean {
  // Polish opens a follow-up with Latin "a" and "i", which in English are an article and a pronoun.
  const opening =
    language === 'pl'
      ? /^(?:a|i|oraz|a co z|a jeśli)(?![\p{L}])/iu
      : /^(?:and|what about|how about|and if|а|и|і|та|а если|а якщо|а для|а що|а что)(?![\p{L}])/iu;
  return opening.test(text.trim());
}

/** A conjunction that opens a question's second part: "…, and how much…", «… и сколько…», «… і хто…», „… i ile…”. */
const SECOND_QUESTION: Readonly<Record<Language, RegExp>> = {
  en: /,?\s+(?:and|also|plus)\s+(?=(?:how|what|who|where|when|which|is|are|do|does|can|could|will)\b)/iu,
  ru: /,?\s+(?:и|а также|а)\s+(?=(?:сколько|кто|где|когда|как|какой|какая|какие|есть ли|можно ли|чем|\p{L}+ ли)(?!\p{L}))/iu,
  uk: /,?\s+(?:і|й|та|а також|а)\s+(?=(?:скільки|хто|де|коли|як|який|яка|які|чи|чим)(?!\p{L}))/iu,
  pl: /,?\s+(?:i|oraz|a)\s+(?=(?:ile|kto|gdzie|kiedy|jak|jaki|jaka|jakie|czy|co)(?!\p{L}))/iu,
};

/**
 * An instruction that follows a question ("Write to …", «Напишите мне на …», „Piszcie na …”): it
 * asks the agent nothing, so it is no part to answer or to record as unanswered.
 */
const INSTRUCTION: Readonly<Record<Language, RegExp>> = {
  en: /^(?:please\s+)?(?:write|e-?mail|send|text|message|reply|answer|call|ring|contact|let (?:me|us) know|get back)(?![\p{L}])/iu,
  ru: /^(?:пожалуйста,?\s+)?(?:напишите|пишите|отправьте|пришлите|присылайте|ответьте|отвечайте|позвоните|звоните|свяжитесь|сообщите|дайте знать)(?![\p{L}])/iu,
  uk: /^(?:будь ласка,?\s+)?(?:напишіть|пишіть|надішліть|надсилайте|відповідайте|дайте відповідь|зателефонуйте|телефонуйте|зв['’]яжіться|повідомте|дайте знати)(?![\p{L}])/iu,
  pl: /^(?:proszę\s+)?(?:piszcie|napiszcie|napisz|pisz|wyślijcie|przyślijcie|odpiszcie|odpowiedzcie|zadzwońcie|dzwońcie|skontaktujcie|dajcie znać|proszę o (?:odpowiedź|kontakt))(?![\p{L}])/iu,
};

export function isInstruction(sentence: string, language: Language): boolean {
  return !/\?\s*$/u.test(sentence) && INSTRUCTION[language].test(sentence.trim());
}

/**
 * The parts of a question that asks two things: its sentences that end in a question mark, and a
 * sentence joined by "and" before a second question word. One part when it asks one thing. An
 * instruction after the question ("…? Piszcie na …") is no part: it asks nothing.
 */
export function partsOf(question: string, language: Language): string[] {
  const sentences = question
    .split(/(?<=\?)\s+/u)
    .flatMap((sentence) => sentence.split(SECOND_QUESTION[language]))
    .map((part) => part.trim())
    .filter((part) => /\p{L}{2}/u.test(part));
  const asked = sentences.filter((part, at) => at === 0 || !isInstruction(part, language));
  return asked.length > 1 ? asked : [asked.length === sentences.length ? question : asked[0]!];
}

/** Where a visitor is, as the agent knows it: a page's path, the case or product it shows, and the product it is about. */
export interface VisitorPage {
  readonly path: string;
  readonly product?: ProductSlug;
  readonly caseSlug?: CaseSlug;
}

/** The page a path names, and the product it is about: a product's page, or a case's (its product). */
export function pageAt(localizedPath: string): VisitorPage {
  const { path } = splitLanguage(localizedPath.split(/[?#]/)[0] ?? '/');
  const match = matchRoute(path);
  const slug = match && Object.values(match.params)[0];
  if (match?.route.id === 'product' && slug) return { path, product: slug as ProductSlug };
  if (match?.route.id === 'case' && slug && slug in CASES) {
    const caseSlug = slug as CaseSlug;
    return { path, caseSlug, product: CASE_PRODUCT_PAGES[CASES[caseSlug].product] };
  }
  return { path };
}

/** The path a contextual update about the visitor's own move names ("… Path: /ua/products/lumi-ai. They are looking …"). */
export function pathInUpdate(update: string): string | undefined {
  return /\bPath: (\/\S*?)\.?(?:\s|$)/u.exec(update)?.[1];
}

/** Latin words that name no system: the products' and standards' names, and the words a question starts with. */
const NOT_SYSTEMS = new Set(
  'ai api crm erp eu gdpr hipaa iso soc lumi synthra mediflow frontdesk doctor agentlab seller sales manager commerce suite snapcard sellmate focus group i we our you your do does can could is are how what which who when where will would yes no please hi hello and or with the a an my it us pan pani państwo'.split(
    ' ',
  ),
);

/**
 * The systems a question names by their own names ("mMedica", "KS-SOMED", "Medesk", "HubSpot"): words
 * in Latin letters spelt as a brand is (a capital inside, all capitals, or a capital past the
 * sentence's first word) that name no product or standard.
 */
export function systemsNamedIn(text: string): string[] {
  return [...text.matchAll(/(?<![\p{L}\d-])[A-Za-z][A-Za-z\d]*(?:-[A-Za-z\d]+)*/gu)]
    .filter((match) => {
      const word = match[0];
      if (NOT_SYSTEMS.has(word.toLowerCase())) return false;
      const inner = /[A-Z]/.test(word.slice(1));
      const capitalised = /^[A-Z]/.test(word) && match.index > 0 && !/[.!?]\s*$/.test(text.slice(0, match.index));
      return inner || capitalised;
    })
    .map((match) => match[0]);
}

/** What a category of integrations is asked by: its first word's start ("CRM systems" by "crm", «Календари…» by «кален»). */
export function categoryWord(category: string): string {
  return (category.toLowerCase().split(/[\s-]/u)[0] ?? '').slice(0, 5);
}

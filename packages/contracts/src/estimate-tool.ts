import * as z from 'zod/mini';
import {
  formatList,
  ESTIMATE_EXAMPLES,
  ESTIMATE_PRODUCTS,
  estimateMonthly,
  formatCount,
  formatEstimate,
  LANGUAGES,
  PRODUCT_NAMES,
  refusedFigures,
  STAFF_HOURLY_COST,
  ESTIMATE_DEFAULTS,
  type Estimate,
  type EstimateInput,
  type EstimateLine,
  type EstimateProduct,
  type FeeName,
  type Language,
  type ProductSlug,
} from '@site/model';
import { quantitiesIn, type Quantity, type QuantityUnit } from './spoken-quantities';

/**
 * The estimate of a month for a visitor's own volume, as both agents give it: the cloud agent's
 * server tool (`estimate_price`, answered by `/api/agent-estimate`) and the local agent of the
 * twin call `estimateFromWords`, which reads the volume from the visitor's words
 * (`spoken-quantities.ts`), prices it with the model's `estimateMonthly` (the pricing page's
 * calculator) and says it in a sentence with what it assumed. No figure is a model's guess.
 */
export const ESTIMATE_TOOL_NAME = 'estimate_price';

export const ESTIMATE_TOOL_DESCRIPTION =
  "Works out what a product would cost a month for the volume the visitor described, from Synthra's price list. " +
  'Call it whenever the visitor asks what their own volume would cost (calls and minutes, chats, branches, doctors, managers, agents), ' +
  "passing the visitor's own words for the volume; then say its answer's text, or ask what it says is missing.";

/** What the tool is asked: the product, and the volume in the visitor's words ("12 000 calls, 3 minutes each"). */
export const estimateToolRequestSchema = z.object({
  product: z.enum(ESTIMATE_PRODUCTS).check(z.describe('The product to price, by its id.')),
  volume: z
    .string()
    .check(
      z.describe('The volume as the visitor said it, in their words and language, for example "12 000 calls a month, 3 minutes each" or «40 клиник».'),
      z.trim(),
      z.minLength(1),
      z.maxLength(300),
    ),
  language: z.enum(LANGUAGES).check(z.describe('The language of the conversation, for the answer’s text.')),
});
export type EstimateToolRequest = z.output<typeof estimateToolRequestSchema>;

/**
 * What the tool answers the agent: `estimate` with the month's bill line by line (euros, VAT
 * excluded), the figures the visitor gave and those assumed; `missing` with the question to ask for
 * the volume the product is priced by; `refused` past the price list. `text` says it in the
 * conversation's language, for the agent to say as it is.
 */
export const estimateToolResponseSchema = z.object({
  kind: z.enum(['estimate', 'missing', 'refused']),
  product: z.enum(ESTIMATE_PRODUCTS),
  text: z.string(),
  total: z.optional(z.number()),
  currency: z.optional(z.literal('EUR')),
  lines: z.optional(z.array(z.object({ fee: z.string(), quantity: z.number(), amount: z.number() }))),
  given: z.optional(z.record(z.string(), z.number())),
  assumed: z.optional(z.record(z.string(), z.union([z.number(), z.array(z.string())]))),
  missing: z.optional(z.string()),
  refused: z.optional(z.array(z.string())),
});
export type EstimateToolResponse = z.output<typeof estimateToolResponseSchema>;

/** The header that carries the key ElevenLabs sends with every call of the agent's server tools (a workspace secret of ElevenLabs, the `agentTools` secret of the backend). */
export const AGENT_TOOL_KEY_HEADER = 'X-Agent-Tool-Key';

/** The tool's answer to a request: the estimate, or the question to ask for the volume the product is priced by. */
export function answerEstimateTool(request: EstimateToolRequest): EstimateToolResponse {
  const answer = estimateFromWords({ product: request.product, words: request.volume, language: request.language }) ?? {
    kind: 'missing' as const,
    product: request.product,
    missing: PRIMARY[request.product],
    text: WORDS[request.language].askFor[request.product],
  };
  if (answer.kind === 'missing') return { ...answer };
  if (answer.kind === 'refused') return { ...answer, refused: [...answer.refused] };
  const { estimate, given, text, product } = answer;
  const assumed = Object.fromEntries(Object.entries(answer.assumed).map(([field, value]) => [field, typeof value === 'number' ? value : [...value]]));
  return {
    kind: 'estimate',
    product,
    text,
    total: estimate.total,
    currency: 'EUR',
    lines: estimate.lines.map(({ fee, quantity, amount }) => ({ fee, quantity, amount })),
    given: { ...given },
    assumed,
  };
}

/** The figures of each product's volume a visitor can name, with the unit their words name each by. */
const FIGURES: { readonly [P in EstimateProduct]: Readonly<Partial<Record<QuantityUnit, string>>> } = {
  // A voice product's conversations are its calls: „15 tys. rozmów po 4 minuty” to Lumi is 15,000 calls.
  'lumi-ai': { calls: 'calls', chats: 'calls', minutes: 'minutes', languages: 'languages', lines: 'lines', branches: 'lines' },
  'mediflow-ai': { branches: 'branches', doctors: 'doctors', calls: 'calls', chats: 'calls', minutes: 'minutes', languages: 'languages' },
  'ai-seller': { chats: 'conversations', calls: 'conversations', minutes: 'minutes', languages: 'languages' },
  'ai-commerce': { chats: 'conversations', minutes: 'minutes' },
  'ai-sales-manager': { managers: 'managers', hours: 'hoursPerManager' },
  'agentlab-ai': { agents: 'agents', operations: 'operations' },
};

/** The figure without which a product's month cannot be priced: the one its bill grows with. */
const PRIMARY: Readonly<Record<EstimateProduct, string>> = {
  'lumi-ai': 'calls',
  'mediflow-ai': 'branches',
  'ai-seller': 'conversations',
  'ai-commerce': 'conversations',
  'ai-sales-manager': 'managers',
  'agentlab-ai': 'agents',
};

/** The product a volume speaks of when the visitor names none: calls are Lumi AI's, branches MediFlow AI's… */
const PRODUCT_OF_UNIT: readonly (readonly [QuantityUnit, EstimateProduct])[] = [
  ['doctors', 'mediflow-ai'],
  ['branches', 'mediflow-ai'],
  ['managers', 'ai-sales-manager'],
  ['agents', 'agentlab-ai'],
  ['chats', 'ai-seller'],
  ['calls', 'lumi-ai'],
];

export type EstimateAnswer =
  | {
      readonly kind: 'estimate';
      readonly product: EstimateProduct;
      /** The figures the visitor's words gave, and those the estimate assumed (each product's worked example). */
      readonly given: Readonly<Record<string, number>>;
      readonly assumed: Readonly<Record<string, number | readonly string[]>>;
      readonly estimate: Estimate;
      readonly text: string;
    }
  | { readonly kind: 'missing'; readonly product: EstimateProduct; readonly missing: string; readonly text: string }
  | { readonly kind: 'refused'; readonly product: EstimateProduct; readonly refused: readonly string[]; readonly text: string };

const isEstimateProduct = (product: ProductSlug | undefined): product is EstimateProduct =>
  product !== undefined && (ESTIMATE_PRODUCTS as readonly string[]).includes(product);

/** Units that count the same thing: a voice product's conversations are its calls, a chat product's calls its conversations. */
const sameCount = (unit: QuantityUnit): QuantityUnit => (unit === 'chats' ? 'calls' : unit);

/** A volume that goes on from an earlier one: a figure named again replaces the old, the others stay ("and for 20 clinics?"). */
export function mergeVolumes(before: readonly Quantity[], after: readonly Quantity[]): Quantity[] {
  const named = new Set(after.flatMap((quantity) => (quantity.unit ? [sameCount(quantity.unit)] : [])));
  return [...before.filter((quantity) => !quantity.unit || !named.has(sameCount(quantity.unit))), ...after];
}

/**
 * The estimate for the volume of `quantities` (or of `words`), for `product` or the product the
 * volume speaks of: its bill and a sentence in `language`; or what is missing, or what the price
 * list does not cover. None when the words give no volume to price.
 */
export function estimateFromWords(options: {
  readonly product?: ProductSlug;
  readonly quantities?: readonly Quantity[];
  readonly words?: string;
  readonly language: Language;
}): EstimateAnswer | undefined {
  const { language } = options;
  const quantities = options.quantities ?? quantitiesIn(options.words ?? '');
  const units = new Set(quantities.flatMap((quantity) => (quantity.unit ? [quantity.unit] : [])));
  const product = isEstimateProduct(options.product) ? options.product : PRODUCT_OF_UNIT.find(([unit]) => units.has(unit))?.[1];
  if (!product) return undefined;
  const figures = FIGURES[product];
  const given: Record<string, number> = {};
  for (const quantity of quantities) {
    const field = quantity.unit && figures[quantity.unit];
    if (field && given[field] === undefined) given[field] = quantity.value;
  }
  // AI Sales Manager is priced by the hours of calls each manager has; a buyer says their calls and how long each is.
  const calls = quantities.find((quantity) => quantity.unit === 'calls' || quantity.unit === 'chats')?.value;
  const minutes = quantities.find((quantity) => quantity.unit === 'minutes')?.value;
  // Calls without their length are timed as a call of Lumi AI's worked example, and the sentence says so: never 50 hours a manager over the calls stated.
  const callMinutes = minutes ?? ESTIMATE_EXAMPLES['lumi-ai'].minutes;
  if (product === 'ai-sales-manager' && given.managers && given.hoursPerManager === undefined && calls)
    given.hoursPerManager = Math.round(((calls * callMinutes) / 60 / given.managers) * 10) / 10;
  // A number said without a unit, for a product with one figure to price: "Lumi for 12 000?" is 12 000 calls.
  const bare = quantities.find((quantity) => !quantity.unit);
  if (given[PRIMARY[product]] === undefined && bare && !Object.keys(given).length) given[PRIMARY[product]] = bare.value;
  const words = WORDS[language];
  if (given[PRIMARY[product]] === undefined) {
    if (!Object.keys(given).length && !options.product) return undefined;
    return { kind: 'missing', product, missing: PRIMARY[product], text: words.askFor[product] };
  }
  const example = ESTIMATE_EXAMPLES[product] as Readonly<Record<string, number | readonly string[]>>;
  const assumed: Record<string, number | readonly string[]> = Object.fromEntries(Object.entries(example).filter(([field]) => given[field] === undefined));
  if (product === 'ai-sales-manager' && calls && minutes === undefined) assumed.minutes = callMinutes;
  const staff = product === 'ai-sales-manager' || product === 'agentlab-ai' ? {} : { hourlyCost: STAFF_HOURLY_COST[ESTIMATE_DEFAULTS.market] };
  const input = { product, ...example, ...staff, ...given } as EstimateInput;
  const refused = refusedFigures(input);
  if (refused.length) return { kind: 'refused', product, refused, text: words.refused };
  const estimate = estimateMonthly(input);
  return { kind: 'estimate', product, given, assumed, estimate, text: sentence(product, given, assumed, estimate, language) };
}

/** One form of a word for each plural category of `language` (Intl.PluralRules), with the count before it. */
type Forms = Readonly<Partial<Record<Intl.LDMLPluralRule, string>>> & { readonly other: string };
const rules = new Map<Language, Intl.PluralRules>();
function counted(value: number, forms: Forms, language: Language): string {
  let rule = rules.get(language);
  if (!rule) rules.set(language, (rule = new Intl.PluralRules(language)));
  return `${formatCount(value, language)}\u00a0${forms[rule.select(value)] ?? forms.other}`;
}

interface Words {
  /** The figures the visitor gave, or the estimate assumed, as the sentence names them. */
  readonly figures: Readonly<Record<string, (value: number) => string>>;
  readonly modules: string;
  /** A line of the bill, its dash kept on the line of the fee (a chat breaks lines too). */
  readonly line: (what: string, amount: string) => string;
  /** Every fee and extra of the price lists, so a line of any product's bill has its words. */
  readonly fees: Readonly<Record<FeeName, (quantity: number) => string>>;
  readonly answer: (product: string, volume: string, total: string, lines: string) => string;
  readonly assumes: (assumed: string) => string;
  /** Said after an estimate that timed the visitor's calls by an assumed length. */
  readonly recompute: string;
  readonly askFor: Readonly<Record<EstimateProduct, string>>;
  readonly refused: string;
}

/** AI Commerce Suite's modules, by their names, the same in every language. */
const MODULE_FEES = { snapCard: () => 'SnapCard AI', focusGroup: () => 'AI Focus Group', sellMate: () => 'SellMate AI' } as const;

const WORDS: Readonly<Record<Language, Words>> = {
  en: {
    figures: {
      calls: (n) => counted(n, { one: 'call a month', other: 'calls a month' }, 'en'),
      conversations: (n) => counted(n, { one: 'chat a month', other: 'chats a month' }, 'en'),
      minutes: (n) => counted(n, { one: 'minute each', other: 'minutes each' }, 'en'),
      branches: (n) => counted(n, { one: 'branch', other: 'branches' }, 'en'),
      doctors: (n) => (n ? counted(n, { one: 'doctor on Doctor AI', other: 'doctors on Doctor AI' }, 'en') : 'no doctors on Doctor AI'),
      languages: (n) => counted(n, { one: 'language', other: 'languages' }, 'en'),
      lines: (n) => counted(n, { one: 'phone line', other: 'phone lines' }, 'en'),
      managers: (n) => counted(n, { one: 'manager', other: 'managers' }, 'en'),
      hoursPerManager: (n) => counted(n, { one: 'hour of calls a manager', other: 'hours of calls a manager' }, 'en'),
      agents: (n) => counted(n, { one: 'agent', other: 'agents' }, 'en'),
      operations: (n) => counted(n, { one: 'operation a month', other: 'operations a month' }, 'en'),
      cards: (n) => counted(n, { one: 'product card a month', other: 'product cards a month' }, 'en'),
      tests: (n) => counted(n, { one: 'test a month', other: 'tests a month' }, 'en'),
    },
    modules: 'all three modules',
    line: (what, amount) => `${amount} for ${what}`,
    fees: {
      platform: () => 'the platform',
      ...MODULE_FEES,
      integration: () => 'a system not on the lists',
      messengerFees: () => 'messenger fees',
      scorecard: () => 'a further checklist',
      customAgent: () => 'an agent built from scratch',
      bot: (n) => counted(n, { one: 'further bot', other: 'further bots' }, 'en'),
      minute: (n) => counted(n, { one: 'minute of calls', other: 'minutes of calls' }, 'en'),
      language: (n) => counted(n, { one: 'further language', other: 'further languages' }, 'en'),
      phoneNumber: (n) => counted(n, { one: 'further line', other: 'further lines' }, 'en'),
      branch: (n) => counted(n, { one: 'branch', other: 'branches' }, 'en'),
      doctor: (n) => `Doctor AI for ${counted(n, { one: 'doctor', other: 'doctors' }, 'en')}`,
      conversation: (n) => counted(n, { one: 'conversation', other: 'conversations' }, 'en'),
      seat: (n) => counted(n, { one: 'manager’s seat', other: 'managers’ seats' }, 'en'),
      hour: (n) => counted(n, { one: 'further hour', other: 'further hours' }, 'en'),
      agent: (n) => counted(n, { one: 'agent', other: 'agents' }, 'en'),
      operations: (n) => counted(n, { one: 'further operation', other: 'further operations' }, 'en'),
      card: (n) => counted(n, { one: 'further card', other: 'further cards' }, 'en'),
      test: (n) => counted(n, { one: 'further test', other: 'further tests' }, 'en'),
    },
    answer: (product, volume, total, lines) => `For ${volume}, ${product} would come to about ${total} a month, VAT excluded: ${lines}.`,
    assumes: (assumed) => ` The estimate assumes ${assumed}.`,
    recompute: ' Tell me how long a call lasts on average and I’ll recompute it.',
    askFor: {
      'lumi-ai': 'How many calls do you get a month, and how long is a call on average?',
      'mediflow-ai': 'How many branches would it run in, and about how many calls a month do they get?',
      'ai-seller': 'How many chats a month do your customers start?',
      'ai-commerce': 'How many shopper chats a month would SellMate AI answer?',
      'ai-sales-manager': 'How many managers would it score?',
      'agentlab-ai': 'How many agents would you run?',
    },
    refused: 'That volume is beyond what the price list covers: a manager will quote it for you. Shall I arrange a call back?',
  },
  ru: {
    figures: {
      calls: (n) => counted(n, { one: 'звонок в месяц', few: 'звонка в месяц', many: 'звонков в месяц', other: 'звонка в месяц' }, 'ru'),
      conversations: (n) => counted(n, { one: 'чат в месяц', few: 'чата в месяц', many: 'чатов в месяц', other: 'чата в месяц' }, 'ru'),
      minutes: (n) => `по ${formatCount(n, 'ru')}\u00a0мин`,
      branches: (n) => counted(n, { one: 'филиал', few: 'филиала', many: 'филиалов', other: 'филиала' }, 'ru'),
      doctors: (n) => (n ? `Doctor AI у ${counted(n, { one: 'врача', other: 'врачей' }, 'ru')}` : 'без Doctor AI'),
      languages: (n) => counted(n, { one: 'язык', few: 'языка', many: 'языков', other: 'языка' }, 'ru'),
      lines: (n) => counted(n, { one: 'линия', few: 'линии', many: 'линий', other: 'линии' }, 'ru'),
      managers: (n) => counted(n, { one: 'менеджер', few: 'менеджера', many: 'менеджеров', other: 'менеджера' }, 'ru'),
      hoursPerManager: (n) => `${counted(n, { one: 'час', few: 'часа', many: 'часов', other: 'часа' }, 'ru')} разговоров на менеджера`,
      agents: (n) => counted(n, { one: 'агент', few: 'агента', many: 'агентов', other: 'агента' }, 'ru'),
      operations: (n) => counted(n, { one: 'операция в месяц', few: 'операции в месяц', many: 'операций в месяц', other: 'операции в месяц' }, 'ru'),
      cards: (n) => counted(n, { one: 'карточка в месяц', few: 'карточки в месяц', many: 'карточек в месяц', other: 'карточки в месяц' }, 'ru'),
      tests: (n) => counted(n, { one: 'тест в месяц', few: 'теста в месяц', many: 'тестов в месяц', other: 'теста в месяц' }, 'ru'),
    },
    modules: 'все три модуля',
    line: (what, amount) => `${what}\u00a0— ${amount}`,
    fees: {
      platform: () => 'платформа',
      ...MODULE_FEES,
      integration: () => 'система не из списка',
      messengerFees: () => 'сборы мессенджеров',
      scorecard: () => 'дополнительный чек-лист',
      customAgent: () => 'агент с нуля',
      bot: (n) => counted(n, { one: 'дополнительный бот', few: 'дополнительных бота', many: 'дополнительных ботов', other: 'дополнительного бота' }, 'ru'),
      minute: (n) => `${formatCount(n, 'ru')}\u00a0мин разговоров`,
      language: (n) =>
        counted(n, { one: 'дополнительный язык', few: 'дополнительных языка', many: 'дополнительных языков', other: 'дополнительного языка' }, 'ru'),
      phoneNumber: (n) =>
        counted(n, { one: 'дополнительная линия', few: 'дополнительные линии', many: 'дополнительных линий', other: 'дополнительной линии' }, 'ru'),
      branch: (n) => counted(n, { one: 'филиал', few: 'филиала', many: 'филиалов', other: 'филиала' }, 'ru'),
      doctor: (n) => `Doctor AI для ${counted(n, { one: 'врача', other: 'врачей' }, 'ru')}`,
      conversation: (n) => counted(n, { one: 'диалог', few: 'диалога', many: 'диалогов', other: 'диалога' }, 'ru'),
      seat: (n) => counted(n, { one: 'менеджер', few: 'менеджера', many: 'менеджеров', other: 'менеджера' }, 'ru'),
      hour: (n) => counted(n, { one: 'дополнительный час', few: 'дополнительных часа', many: 'дополнительных часов', other: 'дополнительного часа' }, 'ru'),
      agent: (n) => counted(n, { one: 'агент', few: 'агента', many: 'агентов', other: 'агента' }, 'ru'),
      operations: (n) =>
        counted(n, { one: 'дополнительная операция', few: 'дополнительные операции', many: 'дополнительных операций', other: 'дополнительной операции' }, 'ru'),
      card: (n) =>
        counted(n, { one: 'дополнительная карточка', few: 'дополнительные карточки', many: 'дополнительных карточек', other: 'дополнительной карточки' }, 'ru'),
      test: (n) => counted(n, { one: 'дополнительный тест', few: 'дополнительных теста', many: 'дополнительных тестов', other: 'дополнительного теста' }, 'ru'),
    },
    answer: (product, volume, total, lines) => `При вашем объёме (${volume}) ${product} обойдётся примерно в ${total} в месяц без НДС: ${lines}.`,
    assumes: (assumed) => ` В расчёте: ${assumed}.`,
    recompute: ' Скажите, сколько в среднем длится звонок, и я пересчитаю.',
    askFor: {
      'lumi-ai': 'Сколько звонков у вас в месяц и сколько в среднем длится звонок?',
      'mediflow-ai': 'В скольких филиалах он будет работать и сколько примерно звонков у них в месяц?',
      'ai-seller': 'Сколько чатов в месяц начинают ваши покупатели?',
      'ai-commerce': 'На сколько чатов с покупателями в месяц будет отвечать SellMate AI?',
      'ai-sales-manager': 'Скольких менеджеров он будет оценивать?',
      'agentlab-ai': 'Сколько агентов вы хотите запустить?',
    },
    refused: 'Такой объём выходит за рамки прайс-листа: цену для него рассчитает менеджер. Хотите, он перезвонит?',
  },
  uk: {
    figures: {
      calls: (n) => counted(n, { one: 'дзвінок на місяць', few: 'дзвінки на місяць', many: 'дзвінків на місяць', other: 'дзвінка на місяць' }, 'uk'),
      conversations: (n) => counted(n, { one: 'чат на місяць', few: 'чати на місяць', many: 'чатів на місяць', other: 'чату на місяць' }, 'uk'),
      minutes: (n) => `по ${formatCount(n, 'uk')}\u00a0хв`,
      branches: (n) => counted(n, { one: 'філія', few: 'філії', many: 'філій', other: 'філії' }, 'uk'),
      doctors: (n) => (n ? `Doctor AI у ${counted(n, { one: 'лікаря', other: 'лікарів' }, 'uk')}` : 'без Doctor AI'),
      languages: (n) => counted(n, { one: 'мова', few: 'мови', many: 'мов', other: 'мови' }, 'uk'),
      lines: (n) => counted(n, { one: 'лінія', few: 'лінії', many: 'ліній', other: 'лінії' }, 'uk'),
      managers: (n) => counted(n, { one: 'менеджер', few: 'менеджери', many: 'менеджерів', other: 'менеджера' }, 'uk'),
      hoursPerManager: (n) => `${counted(n, { one: 'година', few: 'години', many: 'годин', other: 'години' }, 'uk')} розмов на менеджера`,
      agents: (n) => counted(n, { one: 'агент', few: 'агенти', many: 'агентів', other: 'агента' }, 'uk'),
      operations: (n) => counted(n, { one: 'операція на місяць', few: 'операції на місяць', many: 'операцій на місяць', other: 'операції на місяць' }, 'uk'),
      cards: (n) => counted(n, { one: 'картка на місяць', few: 'картки на місяць', many: 'карток на місяць', other: 'картки на місяць' }, 'uk'),
      tests: (n) => counted(n, { one: 'тест на місяць', few: 'тести на місяць', many: 'тестів на місяць', other: 'тесту на місяць' }, 'uk'),
    },
    modules: 'усі три модулі',
    line: (what, amount) => `${what}\u00a0— ${amount}`,
    fees: {
      platform: () => 'платформа',
      ...MODULE_FEES,
      integration: () => 'система не зі списку',
      messengerFees: () => 'збори месенджерів',
      scorecard: () => 'додатковий чек-лист',
      customAgent: () => 'агент із нуля',
      bot: (n) => counted(n, { one: 'додатковий бот', few: 'додаткові боти', many: 'додаткових ботів', other: 'додаткового бота' }, 'uk'),
      minute: (n) => `${formatCount(n, 'uk')}\u00a0хв розмов`,
      language: (n) => counted(n, { one: 'додаткова мова', few: 'додаткові мови', many: 'додаткових мов', other: 'додаткової мови' }, 'uk'),
      phoneNumber: (n) => counted(n, { one: 'додаткова лінія', few: 'додаткові лінії', many: 'додаткових ліній', other: 'додаткової лінії' }, 'uk'),
      branch: (n) => counted(n, { one: 'філія', few: 'філії', many: 'філій', other: 'філії' }, 'uk'),
      doctor: (n) => `Doctor AI для ${counted(n, { one: 'лікаря', other: 'лікарів' }, 'uk')}`,
      conversation: (n) => counted(n, { one: 'діалог', few: 'діалоги', many: 'діалогів', other: 'діалогу' }, 'uk'),
      seat: (n) => counted(n, { one: 'менеджер', few: 'менеджери', many: 'менеджерів', other: 'менеджера' }, 'uk'),
      hour: (n) => counted(n, { one: 'додаткова година', few: 'додаткові години', many: 'додаткових годин', other: 'додаткової години' }, 'uk'),
      agent: (n) => counted(n, { one: 'агент', few: 'агенти', many: 'агентів', other: 'агента' }, 'uk'),
      operations: (n) => counted(n, { one: 'додаткова операція', few: 'додаткові операції', many: 'додаткових операцій', other: 'додаткової операції' }, 'uk'),
      card: (n) => counted(n, { one: 'додаткова картка', few: 'додаткові картки', many: 'додаткових карток', other: 'додаткової картки' }, 'uk'),
      test: (n) => counted(n, { one: 'додатковий тест', few: 'додаткові тести', many: 'додаткових тестів', other: 'додаткового тесту' }, 'uk'),
    },
    answer: (product, volume, total, lines) => `За вашого обсягу (${volume}) ${product} коштуватиме приблизно ${total} на місяць без ПДВ: ${lines}.`,
    assumes: (assumed) => ` У розрахунку: ${assumed}.`,
    recompute: ' Скажіть, скільки в середньому триває дзвінок, і я перерахую.',
    askFor: {
      'lumi-ai': 'Скільки у вас дзвінків на місяць і скільки в середньому триває дзвінок?',
      'mediflow-ai': 'У скількох філіях він працюватиме і скільки приблизно дзвінків у них на місяць?',
      'ai-seller': 'Скільки чатів на місяць починають ваші покупці?',
      'ai-commerce': 'На скільки чатів із покупцями на місяць відповідатиме SellMate AI?',
      'ai-sales-manager': 'Скількох менеджерів він оцінюватиме?',
      'agentlab-ai': 'Скільки агентів ви хочете запустити?',
    },
    refused: 'Такий обсяг виходить за межі прайс-листа: ціну для нього розрахує менеджер. Хочете, він передзвонить?',
  },
  pl: {
    figures: {
      calls: (n) =>
        counted(n, { one: 'połączenie miesięcznie', few: 'połączenia miesięcznie', many: 'połączeń miesięcznie', other: 'połączenia miesięcznie' }, 'pl'),
      conversations: (n) => counted(n, { one: 'czat miesięcznie', few: 'czaty miesięcznie', many: 'czatów miesięcznie', other: 'czatu miesięcznie' }, 'pl'),
      minutes: (n) => `po ${formatCount(n, 'pl')}\u00a0min`,
      branches: (n) => counted(n, { one: 'placówka', few: 'placówki', many: 'placówek', other: 'placówki' }, 'pl'),
      doctors: (n) => (n ? `Doctor AI dla ${counted(n, { one: 'lekarza', other: 'lekarzy' }, 'pl')}` : 'bez Doctor AI'),
      languages: (n) => counted(n, { one: 'język', few: 'języki', many: 'języków', other: 'języka' }, 'pl'),
      lines: (n) => counted(n, { one: 'linia telefoniczna', few: 'linie telefoniczne', many: 'linii telefonicznych', other: 'linii telefonicznej' }, 'pl'),
      managers: (n) => counted(n, { one: 'handlowiec', few: 'handlowców', many: 'handlowców', other: 'handlowca' }, 'pl'),
      hoursPerManager: (n) => `${counted(n, { one: 'godzina', few: 'godziny', many: 'godzin', other: 'godziny' }, 'pl')} rozmów na handlowca`,
      agents: (n) => counted(n, { one: 'agent', few: 'agentów', many: 'agentów', other: 'agenta' }, 'pl'),
      operations: (n) =>
        counted(n, { one: 'operacja miesięcznie', few: 'operacje miesięcznie', many: 'operacji miesięcznie', other: 'operacji miesięcznie' }, 'pl'),
      cards: (n) =>
        counted(
          n,
          { one: 'karta produktu miesięcznie', few: 'karty produktu miesięcznie', many: 'kart produktu miesięcznie', other: 'karty produktu miesięcznie' },
          'pl',
        ),
      tests: (n) => counted(n, { one: 'test miesięcznie', few: 'testy miesięcznie', many: 'testów miesięcznie', other: 'testu miesięcznie' }, 'pl'),
    },
    modules: 'wszystkie trzy moduły',
    line: (what, amount) => `${what}\u00a0– ${amount}`,
    fees: {
      platform: () => 'platforma',
      ...MODULE_FEES,
      integration: () => 'system spoza listy',
      messengerFees: () => 'opłaty komunikatorów',
      scorecard: () => 'dodatkowa lista kontrolna',
      customAgent: () => 'agent budowany od zera',
      bot: (n) => counted(n, { one: 'dodatkowy bot', few: 'dodatkowe boty', many: 'dodatkowych botów', other: 'dodatkowego bota' }, 'pl'),
      minute: (n) => `${formatCount(n, 'pl')}\u00a0min rozmów`,
      language: (n) => counted(n, { one: 'dodatkowy język', few: 'dodatkowe języki', many: 'dodatkowych języków', other: 'dodatkowego języka' }, 'pl'),
      phoneNumber: (n) => counted(n, { one: 'dodatkowa linia', few: 'dodatkowe linie', many: 'dodatkowych linii', other: 'dodatkowej linii' }, 'pl'),
      branch: (n) => counted(n, { one: 'placówka', few: 'placówki', many: 'placówek', other: 'placówki' }, 'pl'),
      doctor: (n) => `Doctor AI dla ${counted(n, { one: 'lekarza', other: 'lekarzy' }, 'pl')}`,
      conversation: (n) => counted(n, { one: 'rozmowa', few: 'rozmowy', many: 'rozmów', other: 'rozmowy' }, 'pl'),
      seat: (n) => counted(n, { one: 'stanowisko handlowca', few: 'stanowiska handlowców', many: 'stanowisk handlowców', other: 'stanowiska handlowca' }, 'pl'),
      hour: (n) => counted(n, { one: 'dodatkowa godzina', few: 'dodatkowe godziny', many: 'dodatkowych godzin', other: 'dodatkowej godziny' }, 'pl'),
      agent: (n) => counted(n, { one: 'agent', few: 'agentów', many: 'agentów', other: 'agenta' }, 'pl'),
      operations: (n) => counted(n, { one: 'dodatkowa operacja', few: 'dodatkowe operacje', many: 'dodatkowych operacji', other: 'dodatkowej operacji' }, 'pl'),
      card: (n) => counted(n, { one: 'dodatkowa karta', few: 'dodatkowe karty', many: 'dodatkowych kart', other: 'dodatkowej karty' }, 'pl'),
      test: (n) => counted(n, { one: 'dodatkowy test', few: 'dodatkowe testy', many: 'dodatkowych testów', other: 'dodatkowego testu' }, 'pl'),
    },
    answer: (product, volume, total, lines) => `Przy Państwa wolumenie (${volume}) ${product} będzie kosztować około ${total} miesięcznie bez VAT: ${lines}.`,
    assumes: (assumed) => ` W wycenie przyjęto: ${assumed}.`,
    recompute: ' Proszę podać, ile średnio trwa rozmowa, a przeliczę wycenę.',
    askFor: {
      'lumi-ai': 'Ile połączeń miesięcznie Państwo odbierają i ile średnio trwa jedno połączenie?',
      'mediflow-ai': 'W ilu placówkach miałby działać i ile mniej więcej połączeń miesięcznie do nich trafia?',
      'ai-seller': 'Ile czatów miesięcznie rozpoczynają Państwa klienci?',
      'ai-commerce': 'Na ile czatów z kupującymi miesięcznie miałby odpowiadać SellMate AI?',
      'ai-sales-manager': 'Ilu handlowców miałby oceniać?',
      'agentlab-ai': 'Ilu agentów chcą Państwo uruchomić?',
    },
    refused: 'Taki wolumen wykracza poza cennik: wycenę przygotuje handlowiec. Czy ma oddzwonić?',
  },
};

/** The order the figures are named in: the volume first, then what shapes it. */
const FIGURE_ORDER = [
  'branches',
  'calls',
  'conversations',
  'minutes',
  'doctors',
  'managers',
  'hoursPerManager',
  'agents',
  'operations',
  'cards',
  'tests',
  'languages',
  'lines',
];

function sentence(
  product: EstimateProduct,
  given: Readonly<Record<string, number>>,
  assumed: Readonly<Record<string, number | readonly string[]>>,
  estimate: Estimate,
  language: Language,
): string {
  const words = WORDS[language];
  const list = (items: readonly string[]) => formatList(items, language);
  const named = (figures: Readonly<Record<string, number | readonly string[]>>) =>
    FIGURE_ORDER.filter((field) => figures[field] !== undefined).map((field) => words.figures[field]!(figures[field] as number));
  const volume = named(given).join(', ');
  const lines = estimate.lines.map((line: EstimateLine) => words.line(words.fees[line.fee]!(line.quantity), formatEstimate(line.amount, language)));
  const assumptions = [...named(assumed), ...(product === 'ai-commerce' && 'modules' in assumed ? [words.modules] : [])];
  const total = formatEstimate(estimate.total, language);
  const recompute = product === 'ai-sales-manager' && assumed.minutes !== undefined ? words.recompute : '';
  return `${words.answer(PRODUCT_NAMES[product], volume, total, list(lines))}${assumptions.length ? words.assumes(list(assumptions)) : ''}${recompute}`;
}

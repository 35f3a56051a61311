import { AGENT_VARIABLES, answerEstimateTool, ESTIMATE_TOOL_NAME, estimateFromWords, OPEN_PAGE_TOOL_NAME } from '@site/contracts';
import {
  CASE_SLUGS,
  clientNameOf,
  COMPANY,
  DATA_POLICY,
  estimateMonthly,
  exampleInput,
  formatEstimate,
  formatEuros,
  formatFromPrice,
  formatPilotDays,
  LANGUAGES,
  localizePath,
  PRICING,
  PRODUCT_NAMES,
  PRODUCT_SLUGS,
  STANDARDS,
  type Language,
  type ProductSlug,
} from '@site/model';
import { firstMessageOf, PAGE_VARIABLE } from './agent-prompt';
import { localLines } from './knowledge-site';
import type { AgentTest } from './agent-test';

/**
 * What a buyer asks in their own words, per language: the price of their volume and a follow-up,
 * who the contract is with, the pilot of the product on the page, integrations with a CRM, a
 * clinic's system and a shop's (BaseLinker and Allegro), whether the bot answers e-mail,
 * certificates, where the data is kept, "how much?" on each product's page, a "yes" to nothing
 * offered, how fast a manager calls back, the phone number, a question followed by an instruction,
 * a question that mentions a client without asking for a case ("at night?": the product's 24/7), a
 * buyer's industry (its own case), and a two-part question whose answers share a sentence (said once). One set, two runs: it is written to `agent/question_sets/<language>.json`,
 * which the twin's local agent answers in `npm test` (platform/twin/voice-agent/__tests__/question-sets.test.ts),
 * and each question is one of the agent's conversation tests on ElevenLabs (`test_configs/questions-…`),
 * its success condition written from the same expectations. The facts expected are the model's.
 */
export interface QuestionTurn {
  readonly user: string;
  /** What the answer must hold (figures, names as the pages write them), and must not. */
  readonly says: readonly string[];
  readonly saysNone?: readonly string[];
  /** Tools the turn must call, by name and the parameters that matter; none called when empty. */
  readonly tools?: readonly { readonly name: string; readonly parameters: Readonly<Record<string, string>> }[];
  /** What the answer means, for the cloud test's success condition (English). */
  readonly meaning: string;
}

export interface Question {
  readonly id: string;
  /** The page the conversation starts on, with its language prefix. */
  readonly page: string;
  readonly turns: readonly QuestionTurn[];
}

export interface QuestionSet {
  readonly language: Language;
  readonly questions: readonly Question[];
}

/** The words of each question, per language: deliberately not the issue's or the review's own. */
const WORDS = {
  en: {
    volume: 'Roughly what would we pay each month for Lumi if we handle about 9k calls, around four minutes each?',
    more: 'What if it were 15 thousand calls?',
    entity: 'Which legal entity would our contract actually be with?',
    trial: 'Can we trial this before committing?',
    crm: 'Will it plug into Pipedrive?',
    clinicSystem: 'Our Polish clinics run KS-SOMED. Is that supported?',
    certificates: 'Do you hold ISO 27001 or SOC 2?',
    region: 'Where do you keep the data from these chats?',
    howMuch: 'What’s the price of this one?',
    yes: 'Sure, go ahead.',
    shopSystems: 'Our orders sit in BaseLinker and we sell on Allegro too. Can the bot work with those?',
    email: 'A lot of our customers write to us by email. Will the bot reply to those messages?',
    messenger: 'And Messenger?',
    callBackSpeed: 'If I leave a request now, how quickly will one of your managers ring me back?',
    phone: 'Which phone number can I reach you on?',
    instruction: 'Where do you keep the data from these chats? Write me the answer at anna@example.com.',
    clientWord: 'Will the bot answer a client of ours at night, when the shop is closed?',
    retail: 'We are a chain of electronics stores. Have you worked with a retailer like us?',
    contractAndDpa: 'Who exactly do we sign with, and will you also sign a DPA?',
    reference: 'Is there a customer of yours we could speak with before deciding?',
  },
  ru: {
    volume: 'Примерно сколько мы будем платить за Lumi в месяц, если у нас около 9 тысяч звонков по четыре минуты?',
    more: 'А если звонков будет пятнадцать тысяч?',
    entity: 'С каким юрлицом мы будем подписывать договор?',
    trial: 'Можно сначала попробовать, прежде чем подписываться?',
    crm: 'Он подключится к нашему Pipedrive?',
    clinicSystem: 'В наших польских клиниках стоит KS-SOMED. С ним будет работать?',
    certificates: 'У вас есть сертификат ISO 27001 или отчёт SOC 2?',
    region: 'Где физически хранятся данные из этих переписок?',
    howMuch: 'Сколько это стоит?',
    yes: 'Да, давайте.',
    shopSystems: 'Заказы у нас в BaseLinker, а продаём мы ещё и на Allegro. Бот с ними подружится?',
    email: 'Многие покупатели пишут нам на почту. Бот сможет отвечать на такие письма?',
    messenger: 'А в мессенджере работает?',
    callBackSpeed: 'Если я оставлю заявку сейчас, как быстро мне перезвонит ваш менеджер?',
    phone: 'По какому номеру телефона с вами можно связаться?',
    instruction: 'Где вы храните данные из этих чатов? Напишите мне ответ на anna@example.com.',
    clientWord: 'Ответит ли бот нашему клиенту ночью, когда магазин закрыт?',
    retail: 'У нас сеть магазинов бытовой техники, розница. Есть ли у вас опыт в рознице?',
    contractAndDpa: 'С кем именно мы подписываем договор и подпишете ли вы DPA?',
    reference: 'Можно перед решением пообщаться с кем-нибудь из ваших клиентов?',
  },
  uk: {
    volume: 'Приблизно скільки ми платитимемо за Lumi щомісяця, якщо в нас близько 9 тисяч дзвінків по чотири хвилини?',
    more: 'А якщо дзвінків буде п’ятнадцять тисяч?',
    entity: 'З якою юридичною особою ми підписуватимемо договір?',
    trial: 'Чи можна спершу спробувати, перш ніж підписуватися?',
    crm: 'Він підключиться до нашого Pipedrive?',
    clinicSystem: 'У наших польських клініках працює KS-SOMED. Це підтримується?',
    certificates: 'Чи маєте ви сертифікат ISO 27001 або звіт SOC 2?',
    region: 'Де фізично зберігаються дані з цих листувань?',
    howMuch: 'Скільки це коштує?',
    yes: 'Так, давайте.',
    shopSystems: 'Замовлення в нас у BaseLinker, а продаємо ми ще й на Allegro. Бот із ними впорається?',
    email: 'Багато покупців пишуть нам на пошту. Чи зможе бот відповідати на такі листи?',
    messenger: 'А вайбер?',
    callBackSpeed: 'Якщо я залишу заявку зараз, як швидко мені передзвонить ваш менеджер?',
    phone: 'За яким номером телефону з вами можна зв’язатися?',
    instruction: 'Де ви зберігаєте дані з цих чатів? Напишіть мені відповідь на anna@example.com.',
    clientWord: 'Чи відповість бот нашому клієнтові вночі, коли магазин зачинено?',
    retail: 'Ми мережа магазинів техніки, роздріб. Чи є у вас досвід у роздробі?',
    contractAndDpa: 'З ким саме ми підписуємо договір і чи підпишете ви DPA?',
    reference: 'Чи можна перед рішенням поспілкуватися з кимось із ваших клієнтів?',
  },
  pl: {
    volume: 'Ile mniej więcej zapłacimy miesięcznie za Lumi przy około 9 tys. połączeń, każde po jakieś cztery minuty?',
    more: 'A gdyby połączeń było piętnaście tysięcy?',
    entity: 'Z jaką spółką właściwie podpisalibyśmy umowę?',
    trial: 'Czy możemy to najpierw przetestować, zanim się zobowiążemy?',
    crm: 'Czy da się to podpiąć pod nasz Pipedrive?',
    clinicSystem: 'Nasze przychodnie w Polsce pracują na KS-SOMED. Czy to jest obsługiwane?',
    certificates: 'Macie certyfikat ISO 27001 albo raport SOC 2?',
    region: 'Gdzie fizycznie trzymacie dane z tych czatów?',
    howMuch: 'Ile to kosztuje?',
    yes: 'Tak, śmiało.',
    shopSystems: 'Zamówienia mamy w BaseLinkerze, a sprzedajemy też na Allegro. Czy bot sobie z nimi poradzi?',
    email: 'Wielu klientów pisze do nas mailem. Czy bot będzie odpowiadał na takie wiadomości?',
    messenger: 'Messengera?',
    callBackSpeed: 'Jeśli zostawię teraz zgłoszenie, jak szybko oddzwoni do mnie wasz handlowiec?',
    phone: 'Pod jakim numerem telefonu można się z wami skontaktować?',
    instruction: 'Gdzie przechowujecie dane z tych czatów? Odpiszcie mi na anna@example.com.',
    clientWord: 'Czy bot odpowie naszemu klientowi w nocy, gdy sklep jest zamknięty?',
    retail: 'Jesteśmy siecią sklepów z elektroniką. Macie doświadczenie w handlu detalicznym?',
    contractAndDpa: 'Z kim dokładnie podpisujemy umowę i czy podpiszecie też umowę powierzenia?',
    reference: 'Czy przed decyzją możemy pogadać z którymś z waszych klientów?',
  },
} as const satisfies Record<Language, Record<string, string>>;

const priceOf = (calls: number, minutes: number) => estimateMonthly({ ...exampleInput('lumi-ai'), calls, minutes }).total;

/** The set of one language, every expected fact read from the model. */
export function questionSet(language: Language): QuestionSet {
  const words = WORDS[language];
  const home = localizePath('/', language);
  const productPage = (product: ProductSlug) => localizePath(`/products/${product}`, language);
  const seller = PRICING['ai-seller'].start;
  const estimate = (volume: string) => ({ name: ESTIMATE_TOOL_NAME, parameters: { product: 'lumi-ai', volume, language } });
  const questions: Question[] = [
    {
      id: 'volume-price',
      page: home,
      turns: [
        {
          user: words.volume,
          says: [formatEstimate(priceOf(9_000, 4), language)],
          tools: [estimate(words.volume)],
          meaning: `prices Lumi AI for 9,000 calls a month of 4 minutes with the estimate tool and says its monthly figure, ${formatEstimate(priceOf(9_000, 4), 'en')}, VAT excluded`,
        },
        {
          user: words.more,
          says: [formatEstimate(priceOf(15_000, 4), language)],
          tools: [estimate(words.more)],
          meaning: `prices the same 4-minute calls again at 15,000 a month with the estimate tool and says ${formatEstimate(priceOf(15_000, 4), 'en')} a month`,
        },
      ],
    },
    {
      id: 'legal-entity',
      page: home,
      turns: [
        { user: words.entity, says: [COMPANY.legalName], meaning: `says the contract is signed with ${COMPANY.legalName}, the company registered in Warsaw` },
      ],
    },
    {
      id: 'pilot-on-the-page',
      page: productPage('ai-seller'),
      turns: [
        {
          user: words.trial,
          says: [formatEuros(seller.kind === 'pilot' ? seller.fee : 0, language), formatPilotDays('ai-seller', language)],
          meaning: `describes the pilot of AI Seller 24/7, the product of the page: ${formatPilotDays('ai-seller', 'en')} for ${formatEuros(seller.kind === 'pilot' ? seller.fee : 0, 'en')}, credited to the first month`,
        },
      ],
    },
    {
      id: 'crm-integration',
      page: productPage('lumi-ai'),
      turns: [{ user: words.crm, says: ['Pipedrive', PRODUCT_NAMES['lumi-ai']], meaning: 'says that Lumi AI, the product of the page, works with Pipedrive' }],
    },
    {
      id: 'shop-systems',
      page: productPage('ai-seller'),
      turns: [
        {
          user: words.shopSystems,
          says: ['BaseLinker', 'Allegro', PRODUCT_NAMES['ai-seller']],
          meaning: 'says that AI Seller 24/7, the product of the page, works with BaseLinker and Allegro, as its integrations list them',
        },
      ],
    },
    {
      id: 'email-channel',
      page: productPage('ai-seller'),
      turns: [
        {
          user: words.email,
          says: ['Zendesk'],
          meaning:
            'says that AI Seller 24/7 does not answer email today: it works in messengers and the website chat, it is not built into a helpdesk such as Zendesk or Gorgias, and shops send buyers from their emails to the chat, where what the bot cannot settle goes to a manager; it claims no email channel',
        },
      ],
    },
    {
      id: 'messenger-listed',
      page: productPage('ai-seller'),
      turns: [
        {
          user: words.messenger,
          says: [language === 'uk' ? 'Viber' : 'Facebook Messenger'],
          meaning: `says that ${PRODUCT_NAMES['ai-seller']} works in ${language === 'uk' ? 'Viber' : 'Facebook Messenger'}, among the messengers its page lists`,
        },
      ],
    },
    {
      id: 'clinic-system',
      page: home,
      turns: [
        {
          user: words.clinicSystem,
          says: ['KS-SOMED', PRODUCT_NAMES['mediflow-ai']],
          meaning: 'says that MediFlow AI works with KS-SOMED among the medical information systems it connects to',
        },
      ],
    },
    {
      id: 'certificates',
      page: home,
      turns: [
        {
          user: words.certificates,
          says: [STANDARDS.iso27001, STANDARDS.soc2],
          meaning: 'says that the company holds no ISO/IEC 27001 certificate and no SOC 2 report of its own yet, without claiming either',
        },
      ],
    },
    {
      id: 'data-region',
      page: home,
      turns: [{ user: words.region, says: [DATA_POLICY.region], meaning: `says the data is kept in the EU, in the AWS region ${DATA_POLICY.region}` }],
    },
    ...PRODUCT_SLUGS.map((product): Question => ({
      id: `how-much-${product}`,
      page: productPage(product),
      turns: [
        {
          user: words.howMuch,
          says: [formatFromPrice(product, language), volumeQuestion(product, language)],
          saysNone: PRODUCT_SLUGS.filter((other) => other !== product).map((other) => formatFromPrice(other, language)),
          meaning: `gives the price of ${PRODUCT_NAMES[product]}, the product of the page (${formatFromPrice(product, 'en')}), and no other product's, then asks for the volume its month depends on (${volumeQuestion(product, 'en')}); it assumes no volume and names no monthly total`,
        },
      ],
    })),
    {
      id: 'call-back-speed',
      page: home,
      turns: [
        {
          user: words.callBackSpeed,
          says: [COMPANY.phoneHours.to],
          meaning: `says when a manager calls back by the managers' hours (Monday to Friday, ${COMPANY.phoneHours.from}–${COMPANY.phoneHours.to} Warsaw time, a request after hours answered by the next working day) and that after a request Lumi rings at once within those hours, else the next working morning; it does not ask for a name or number before answering, and may offer the call back after it`,
        },
      ],
    },
    {
      id: 'phone-number',
      page: home,
      turns: [
        {
          user: words.phone,
          says: [COMPANY.phoneDisplay],
          saysNone: [localLines(language)],
          meaning: `gives the phone number ${COMPANY.phoneDisplay} first, and says nothing about a local number in another country, which the visitor did not ask about`,
        },
      ],
    },
    {
      id: 'question-then-instruction',
      page: productPage('ai-seller'),
      turns: [
        {
          user: words.instruction,
          says: [DATA_POLICY.region],
          meaning: `answers where AI Seller 24/7 keeps its chats' data (the EU, ${DATA_POLICY.region}) in the conversation, takes the request to write to an e-mail address as no second question, and records no unanswered question`,
        },
      ],
    },
    {
      id: 'client-word-is-no-case',
      page: productPage('ai-seller'),
      turns: [
        {
          user: words.clientWord,
          says: ['24/7'],
          saysNone: CASE_SLUGS.map((slug) => clientNameOf(slug, language)),
          meaning:
            'answers from AI Seller 24/7’s page that it works 24/7, nights included; it gives no client case, since the visitor asked for none, and records no unanswered question',
        },
      ],
    },
    {
      id: 'industry-gets-its-case',
      page: home,
      turns: [
        {
          user: words.retail,
          says: [clientNameOf('retail-kazakhstan', language)],
          saysNone: CASE_SLUGS.filter((slug) => slug !== 'retail-kazakhstan').map((slug) => clientNameOf(slug, language)),
          meaning: `gives the retail case study, ${clientNameOf('retail-kazakhstan', language)}, as the client like them, and no other industry’s case`,
        },
      ],
    },
    {
      id: 'two-parts-said-once',
      page: home,
      turns: [
        {
          user: words.contractAndDpa,
          says: [COMPANY.legalName],
          meaning: `says that ${COMPANY.legalName} signs the contract and that the data processing agreement (DPA) is signed too, saying no sentence twice`,
        },
      ],
    },
    {
      id: 'reference-call',
      page: home,
      turns: [
        {
          user: words.reference,
          says: [clientNameOf('b2b-saas-netherlands', language)],
          meaning:
            'says the site does not offer a call with one of the clients and promises none, names the published case studies, records the question as unanswered and offers a manager’s call back',
        },
      ],
    },
    {
      id: 'unoffered-yes',
      page: home,
      turns: [
        {
          user: words.yes,
          says: [],
          tools: [],
          meaning: 'opens no page and takes no step, since it offered nothing: it asks what the visitor would like to know',
        },
      ],
    },
  ];
  return { language, questions };
}

export const QUESTION_SETS: readonly QuestionSet[] = LANGUAGES.map(questionSet);

const turn = (role: 'user' | 'agent', message: string, timeInCallSecs: number) => ({ role, message, time_in_call_secs: timeInCallSecs });

/**
 * Each question of each set as a conversation test on ElevenLabs: the turns before it as the chat
 * history (an earlier estimate as the estimate tool would have answered it), the last turn judged.
 * A turn that must call the estimate tool is a tool test; the others are judged by their meaning.
 */
export const QUESTION_TESTS: readonly AgentTest[] = QUESTION_SETS.flatMap(({ language, questions }) =>
  questions.map((question): AgentTest => {
    const last = question.turns.at(-1)!;
    const history = [
      turn('agent', firstMessageOf(language), 0),
      ...question.turns
        .slice(0, -1)
        .flatMap((earlier, at) => [
          turn('user', earlier.user, 5 + at * 20),
          turn('agent', answerEstimateTool({ product: 'lumi-ai', volume: earlier.user, language }).text, 12 + at * 20),
        ]),
      turn('user', last.user, 5 + (question.turns.length - 1) * 20),
    ];
    const name = `questions-${language}-${question.id}`;
    const variables = { [PAGE_VARIABLE]: question.page, [AGENT_VARIABLES.channel]: 'text' };
    const tool = last.tools?.[0];
    if (tool)
      return {
        name,
        type: 'tool',
        config: (toolIds) => ({
          name: `A buyer (${language}) on ${question.page}: the agent ${last.meaning}`,
          type: 'tool',
          dynamic_variables: variables,
          chat_history: history,
          tool_call_parameters: {
            ...(toolIds[tool.name] && { referenced_tool: { id: toolIds[tool.name], type: 'webhook' } }),
            parameters: [
              { path: 'product', eval: { type: 'exact', expected_value: tool.parameters.product } },
              { path: 'language', eval: { type: 'exact', expected_value: language } },
            ],
            verify_absence: false,
          },
          check_any_tool_matches: true,
        }),
      };
    return {
      name,
      type: 'llm',
      config: () => ({
        name: `A buyer (${language}) on ${question.page}: ${last.user}`,
        type: 'llm',
        dynamic_variables: variables,
        chat_history: history,
        success_condition: `The agent answers in the conversation's language (${language}) and ${last.meaning}.${last.says.length ? ` Its answer holds ${last.says.map((fact) => `"${fact}"`).join(', ')} as the knowledge base writes it.` : ''}${last.tools?.length === 0 ? ` It does not call ${OPEN_PAGE_TOOL_NAME} or any other tool.` : ''} It names no page by its path and invents no figure, name or case.`,
        failure_examples: [
          {
            type: 'failure',
            response:
              last.saysNone?.[0] ?? (last.tools?.length === 0 ? 'Done, I’ve opened the page for you.' : 'I can’t find that on the site, and I won’t guess.'),
          },
        ],
      }),
    };
  }),
);

/** What the estimate asks for when a product's price is asked with no volume ("How many managers would it score?"). */
function volumeQuestion(product: ProductSlug, language: Language): string {
  const answer = estimateFromWords({ product, quantities: [], language });
  if (answer?.kind !== 'missing') throw new Error(`the estimate of ${product} asks for no volume`);
  return answer.text;
}

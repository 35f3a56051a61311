import type { PricingPage } from '@site/content';
import {
  BILLING_TERMS,
  ESTIMATE_ASSUMPTIONS,
  ESTIMATE_LIMITS,
  ESTIMATE_EXAMPLES,
  FACTS,
  LONGEST_PILOT_DAYS,
  PRICING,
  formatAtLeast,
  formatCount,
  formatDays,
  formatEstimate,
  formatEuros,
  formatFromPrice,
  formatPilotDays,
  formatPrice,
  formatUpTo,
  amountOf,
  estimateMonthly,
  exampleInput,
  pluralOf,
} from '@site/model';

const lang = 'uk';
const euros = (amount: number) => formatEuros(amount, lang);
const count = (value: number) => formatCount(value, lang);
const {
  'ai-sales-manager': salesManager,
  'ai-seller': seller,
  'lumi-ai': lumi,
  'ai-commerce': commerce,
  'mediflow-ai': mediflow,
  'agentlab-ai': agentLab,
} = PRICING;
const EXAMPLE_NETWORK = ESTIMATE_EXAMPLES['mediflow-ai'];
const network = estimateMonthly(exampleInput('mediflow-ai'));
const { wrapUpMinutes, concurrent, occupancy } = ESTIMATE_ASSUMPTIONS;
const { conversations, minutes, languages, hourlyCost } = ESTIMATE_LIMITS;
const hours = (value: number) => `${value} ${pluralOf(value, lang, { one: 'година', few: 'години', many: 'годин', other: 'години' })}`;
const branchStep = mediflow.fees.branch.tiers;

export default {
  seo: {
    title: 'Ціни на AI-асистентів, ботів продажу та AI-агентів',
    description: `Ціни в євро на шість AI-продуктів: ${formatFromPrice('ai-sales-manager', lang)}, голосовий асистент — ${formatPrice(lumi.fees.minute.price, lang)}. Пілот до підписання договору й калькулятор для вашого обсягу.`,
  },
  breadcrumb: 'Ціни',
  hero: {
    eyebrow: 'Ціни',
    title: 'Скільки коштує кожен продукт і що входить у ціну',
    lead: 'Прайс-лист кожного продукту в євро: за що ви платите, що покривають платежі й що оплачується окремо. Нижче — калькулятор: він порівняє вартість асистента для вашого обсягу з тим, скільки коштує та сама робота силами працівників.',
    terms: [
      'Євро, без ПДВ',
      `Помісячно, відмова з попередженням за ${BILLING_TERMS.noticeDays} днів`,
      'Без плати за підключення: запуск та інтеграції з наших списків включено',
      `Пілоти ${formatUpTo(formatDays({ min: LONGEST_PILOT_DAYS, max: LONGEST_PILOT_DAYS }, lang), lang)}, їхня вартість зараховується в перший місяць`,
    ],
  },
  products: {
    title: 'Шість продуктів — шість прайс-листів',
    lead: 'У кожній картці — мінімальна ціна для старту, далі платежі, що до них входить і що оплачується понад них.',
    labels: {
      fees: 'Платежі',
      after: 'після перших',
      included: 'Входить',
      extras: 'Оплачується окремо',
      start: 'Як почати',
      atCost: 'за тарифами самого постачальника',
      product: 'Детальніше про',
    },
    items: {
      'ai-sales-manager': {
        model: 'За кожного менеджера, чиї дзвінки й чати він оцінює',
        summary: `Ви платите за кожного менеджера, якого оцінюють, від ${salesManager.allowances.minimumManagers} осіб; на кожного менеджера припадає ${hours(salesManager.allowances.hoursPerManager)} дзвінків і чатів на місяць.`,
        fees: { seat: 'Оцінювання роботи одного менеджера' },
        included: [
          `${hours(salesManager.allowances.hoursPerManager)} дзвінків і чатів на місяць на менеджера, будь-якою мовою, яку він розуміє`,
          'Ранковий звіт, KPI за етапами воронки, рейтинг і порада кожному менеджеру',
          'Підключення телефонії та CRM з нашого списку й нові чек-листи оцінювання, коли змінюється скрипт продажу',
        ],
        extras: { hour: 'Кожна година дзвінків і чатів понад ліміт на менеджера', scorecard: 'Чек-лист оцінювання для іншої команди чи продуктової лінійки' },
        start: `Безкоштовний приклад звіту за ${salesManager.start.calls} записами ваших дзвінків ще до договору: ті самі оцінки, рейтинг і поради, які отримає ваша команда.`,
      },
      'ai-seller': {
        model: 'Абонентська плата плюс кожен діалог',
        summary: `Фіксована плата за бота, його канали, CRM і вебзастосунок плюс оплата кожного діалогу, який починає покупець; після ${count(seller.fees.conversation.tiers[0]!.upTo!)} діалогів на місяць ціна менша.`,
        fees: { platform: 'Бот, його канали, CRM і вебзастосунок', conversation: 'Кожен діалог: повідомлення одного покупця за 24 години' },
        included: [
          `${seller.allowances.bots} бот у ${seller.allowances.channels} каналах: чат на сайті, Telegram, WhatsApp та Instagram`,
          'Замовлення й заявки потрапляють у вашу CRM, а ботом ви керуєте у вебзастосунку',
          `${seller.allowances.languages} мова спілкування, відповіді звіряються з вашим каталогом`,
        ],
        extras: {
          language: 'Кожна додаткова мова',
          bot: 'Ще один бот — для іншого бренду чи магазину',
          integration: 'Система не з нашого списку, підключена через її API',
          messengerFees: 'Власні збори Meta за діалоги у WhatsApp',
        },
        start: `Почніть із пілоту на ${formatPilotDays('ai-seller', lang)} у найзавантаженішому каналі: ${euros(seller.start.fee)}, які зараховуються в рахунок першого місяця.`,
      },
      'lumi-ai': {
        model: 'Абонентська плата плюс хвилини розмови',
        summary: `Фіксована плата за асистента, його номери та інтеграції плюс оплата кожної хвилини розмови; після ${count(lumi.fees.minute.tiers[0]!.upTo!)} хвилин на місяць хвилина дешевша.`,
        fees: { platform: 'Асистент, його номери та інтеграції', minute: 'Кожна хвилина розмови, зокрема дзвінки на номери в ЄС' },
        included: [
          `До ${lumi.allowances.phoneNumbers} номерів або ліній; ваші номери лишаються за вами`,
          'Ваші CRM і календар з нашого списку, а в них — картка й аудіозапис кожного дзвінка',
          `${lumi.allowances.languages} мова й щомісячний розбір запитань, на які в Lumi не знайшлося відповіді`,
        ],
        extras: {
          language: 'Кожна додаткова мова',
          phoneNumber: 'Кожен додатковий номер або лінія',
          integration: 'Система запису чи CRM не з нашого списку, підключена через API',
        },
        start: `Lumi відповідає на одній із ваших ліній у пілоті на ${formatPilotDays('lumi-ai', lang)} за ${euros(lumi.start.fee)}; якщо продовжите, ця сума йде в рахунок першого місяця.`,
      },
      'ai-commerce': {
        model: 'Кожен модуль помісячно, з включеним обсягом',
        summary: 'Беріть один модуль або всі три: кожен має свою місячну ціну та включений обсяг, а понад нього ви платите за картку, тест чи діалог.',
        fees: {
          snapCard: `SnapCard AI, ${count(commerce.allowances.cards)} ${pluralOf(commerce.allowances.cards, lang, { one: 'картка', few: 'картки', many: 'карток', other: 'картки' })} на місяць включено`,
          focusGroup: `AI Focus Group, ${commerce.allowances.tests} ${pluralOf(commerce.allowances.tests, lang, { one: 'тест', few: 'тести', many: 'тестів', other: 'тесту' })} на місяць включено`,
          sellMate: `SellMate AI, ${count(commerce.allowances.conversations)} ${pluralOf(commerce.allowances.conversations, lang, { one: 'діалог', few: 'діалоги', many: 'діалогів', other: 'діалогу' })} на місяць включено`,
        },
        included: [
          'Картки за правилами кожного маркетплейсу, мовами вашого магазину',
          `Панель із ${FACTS.focusGroupAgents} агентів та індекс потенціалу покупки 0–100 для кожного тесту`,
          'Платформа вашого магазину та маркетплейси з нашого списку',
        ],
        extras: { card: 'Кожна картка понад ліміт', test: 'Кожен тест понад ліміт', conversation: 'Кожен діалог SellMate AI понад ліміт' },
        start: `Спробуйте один модуль на власному каталозі в пілоті на ${formatPilotDays('ai-commerce', lang)}; його ${euros(commerce.start.fee)} віднімемо від першого місяця, якщо залишитеся.`,
      },
      'mediflow-ai': {
        model: 'За філію, за лікаря в Doctor AI і за хвилини розмови',
        summary: `FrontDesk оплачується за філіями, і кожна філія після перших ${branchStep[0]!.upTo} дешевша; Doctor AI — за кожного лікаря; дзвінки — похвилинно за тарифом Lumi AI, адже телефоном FrontDesk говорить голосом Lumi AI.`,
        fees: {
          branch: 'FrontDesk у філії: чати, нагадування та список очікування',
          doctor: 'Doctor AI, кожен лікар, який ним користується',
          minute: 'Кожна хвилина розмови FrontDesk телефоном',
        },
        included: [
          `${mediflow.allowances.languages} ${pluralOf(mediflow.allowances.languages, lang, { one: 'мова', few: 'мови', many: 'мов', other: 'мови' })} для пацієнтів, наприклад українська й англійська або польська й українська`,
          'Ваша медична інформаційна система з нашого списку або будь-яка з API чи HL7 FHIR',
          'Договір про обробку персональних даних із клінікою та щомісячний звіт про якість',
        ],
        extras: { language: 'Кожна додаткова мова', integration: 'Медична система без API, яку ми підключаємо самі' },
        start: 'Спершу працює одна філія — за ціною філії та помісячно; інші долучаються, коли її результати вас влаштують.',
      },
      'agentlab-ai': {
        model: 'За кожного запущеного агента',
        summary: `Місячна плата за кожного запущеного агента покриває його роботу, моніторинг і підтримку — до ${count(agentLab.allowances.operations)} операцій на місяць.`,
        fees: { agent: 'Робота агента, моніторинг і підтримка' },
        included: [
          `${count(agentLab.allowances.operations)} операцій на місяць на агента: оброблена заявка, прочитаний документ, замовлення постачальнику`,
          `Створення агента на основі одного з наших ${formatAtLeast(FACTS.agentScenarios)} готових сценаріїв`,
          'Зміни в агенті, коли змінюються ваші правила чи системи',
        ],
        extras: { operations: 'Операції понад ліміт агента', customAgent: 'Агент з нуля, без готового сценарію' },
        start: `Демодоступ наступного робочого дня безкоштовно, потім пілот на ${formatPilotDays('agentlab-ai', lang)} на одному процесі за ${euros(agentLab.start.fee)}, що йдуть у рахунок першого місяця.`,
      },
    },
  },
  calculator: {
    title: 'Скільки це коштуватиме за вашого обсягу',
    lead: 'Введіть кількість дзвінків або чатів на місяць — і побачите, скільки коштуватиме асистент і скільки коштує та сама робота силами працівників.',
    fields: {
      product: 'Що рахуємо',
      conversations: 'Дзвінків або чатів на місяць',
      minutes: 'Середня тривалість, хвилин',
      languages: 'Мов спілкування з клієнтами',
      market: 'Де працює ваша команда',
      hourlyCost: 'Вартість години роботи працівника, €',
      hourlyCostHint: 'Зарплата до оподаткування плюс внески роботодавця. Для вибраної країни підставлено типове значення — можна ввести своє.',
    },
    products: { 'lumi-ai': 'Дзвінки — Lumi AI', 'ai-seller': 'Чати — AI Seller 24/7' },
    markets: {
      UA: 'Україна',
      PL: 'Польща',
      DE: 'Німеччина',
      ES: 'Іспанія',
      NL: 'Нідерланди',
      LT: 'Литва',
      KZ: 'Казахстан',
      GB: 'Велика Британія',
      EU: 'інша країна ЄС',
    },
    errors: {
      conversations: `Введіть ціле число дзвінків або чатів від ${count(conversations.min)} до ${count(conversations.max)}.`,
      minutes: `Введіть хвилини числом від ${count(minutes.min)} до ${count(minutes.max)}, наприклад 2,5.`,
      languages: `Введіть ціле число мов від ${languages.min} до ${languages.max}.`,
      hourlyCost: `Введіть вартість години від ${euros(hourlyCost.min)} до ${euros(hourlyCost.max)}.`,
    },
    result: {
      title: 'Розрахунок на місяць',
      assistant: { 'lumi-ai': 'Lumi AI', 'ai-seller': 'AI Seller 24/7' },
      platform: 'Абонентська плата',
      languages: 'Додаткові мови',
      usage: { 'lumi-ai': 'Хвилини розмови', 'ai-seller': 'Діалоги' },
      staff: 'Та сама робота силами працівників',
      paidHours: { one: 'оплачувана година', few: 'оплачувані години', many: 'оплачуваних годин', other: 'оплачуваної години' },
      perMonth: 'на місяць',
      saving: 'Асистент заощаджує',
      overspend: 'Асистент дорожчий на',
      stale: 'Виправте позначене поле: поки що цифри пораховано за останніми правильними значеннями.',
      example: 'Розрахунок для показаних значень. Щоб перерахувати, потрібен JavaScript, а в цьому браузері його вимкнено.',
    },
    assumptionsTitle: 'На чому ґрунтується розрахунок',
    assumptions: [
      `Після кожної розмови працівник витрачає ${wrapUpMinutes} ${pluralOf(wrapUpMinutes, lang, { one: 'хвилину', few: 'хвилини', many: 'хвилин', other: 'хвилини' })} на запис у CRM і одночасно веде ${concurrent['lumi-ai']} ${pluralOf(concurrent['lumi-ai'], lang, { one: 'дзвінок', few: 'дзвінки', many: 'дзвінків', other: 'дзвінка' })} або ${concurrent['ai-seller']} ${pluralOf(concurrent['ai-seller'], lang, { one: 'чат', few: 'чати', many: 'чатів', other: 'чату' })}.`,
      `На розмови в працівників іде ${Math.round(occupancy * 100)}% оплачуваного часу; решту забирають перерви, навчання й очікування наступного дзвінка.`,
      'Година роботи працівника — це всі витрати роботодавця на неї. Типові значення — наша оцінка для роботи в контакт-центрі у 2026 році для кожної країни, за оглядами зарплат і внесками роботодавця.',
      'Ціна асистента — за прайс-листом вище: абонентська плата, кожна мова понад першу та хвилини чи діалоги за тарифом, якого сягає ваш обсяг, без ПДВ.',
      'Розмова, яку асистент передає людині, однаково забирає час цієї людини, тож такі передачі не враховано з жодного боку.',
      'За роботу вночі й у вихідні асистент не бере доплати, а працівники в ці години коштували б більше, ніж пораховано тут.',
    ],
  },
  faq: {
    title: 'Запитання про ціни',
    items: [
      {
        question: `Скільки заплатить мережа з ${EXAMPLE_NETWORK.branches} клінік?`,
        answer: [
          `З FrontDesk у кожній філії — ${formatEstimate(amountOf(network, 'branch'), lang)} на місяць: ${branchStep[0]!.upTo} філій по ${euros(branchStep[0]!.amount)} і ${EXAMPLE_NETWORK.branches - branchStep[0]!.upTo!} по ${euros(branchStep[1]!.amount)}. Близько ${count(EXAMPLE_NETWORK.calls)} дзвінків на місяць по ${count(EXAMPLE_NETWORK.minutes)} хвилини додадуть ${formatEstimate(amountOf(network, 'minute'), lang)}, разом ${formatEstimate(network.total, lang)}; Doctor AI додає ${euros(mediflow.fees.doctor.price.amount)} на місяць за кожного лікаря, який ним користується.`,
        ],
      },
      {
        question: 'Чи є договір або мінімальний строк?',
        answer: [
          `Коли продукт працює, ви платите помісячно й можете відмовитися, попередивши за ${BILLING_TERMS.noticeDays} днів до кінця будь-якого місяця. Якщо платите за рік наперед, кожна місячна плата на ${BILLING_TERMS.annualDiscountPercent}% менша.`,
        ],
      },
      {
        question: 'Як виставляють рахунки?',
        answer: [
          `Один рахунок на місяць у євро: абонентська плата — за наступний місяць, хвилини й діалоги — за щойно завершений. Оплата банківським переказом протягом ${BILLING_TERMS.paymentDays} днів; ПДВ додається там, де цього вимагає закон.`,
        ],
      },
      {
        question: 'Чому голосового асистента рахують похвилинно?',
        answer: [
          `Бо ми самі платимо за кожну хвилину дзвінка: за голос, розпізнавання мовлення, мовну модель і лінію. Короткий дзвінок коштує вам мало, довгий — більше, а після ${count(lumi.fees.minute.tiers[0]!.upTo!)} хвилин на місяць кожна коштує ${euros(lumi.fees.minute.tiers[1]!.amount)} замість ${euros(lumi.fees.minute.tiers[0]!.amount)}.`,
        ],
      },
      {
        question: 'Чого не враховують ціни?',
        answer: [
          'Власних тарифів вашого оператора зв’язку за номери, які ви зберігаєте, зборів Meta за діалоги у WhatsApp і будь-яких систем не з наших списків, які треба підключити. Кожну таку статтю названо в картці її продукту вище.',
        ],
      },
    ],
  },
  cta: {
    title: 'Потрібен розрахунок для вашої компанії?',
    text: 'Розкажіть про свій обсяг і системи — не пізніше наступного робочого дня надішлемо розрахунок за цими цінами та план пілоту.',
    button: 'Замовити розрахунок',
  },
} satisfies PricingPage;

import type { PricingPage } from '@site/content';
import { BILLING_TERMS, FACTS, RESOLVED_PERCENT, formatAtLeast, amountOf, type FigureLimit } from '@site/model';
import { pricingFigures } from '../../../pricing/page-figures';

const {
  euros,
  count,
  estimate,
  price,
  fromPrice,
  pilotDays,
  plural,
  longestPilot,
  salesManager,
  seller,
  lumi,
  commerce,
  mediflow,
  agentLab,
  network,
  branchStep,
  limits,
  exampleNetwork: EXAMPLE_NETWORK,
  assumptions: { wrapUpMinutes, concurrent, occupancy, workdayHours },
} = pricingFigures('uk');
const whole = (what: string, { min, max }: FigureLimit) => `Введіть ціле число ${what} від ${count(min)} до ${count(max)}.`;
const hours = (value: number) => `${value} ${plural(value, { one: 'година', few: 'години', many: 'годин', other: 'години' })}`;

export default {
  seo: {
    title: 'Ціни на AI-асистентів, ботів продажу та AI-агентів',
    description: `Ціни в євро на шість AI-продуктів: ${fromPrice('ai-sales-manager')}, голосовий асистент — ${price(lumi.fees.minute.price)}. Пілот до підписання договору й калькулятор для вашого обсягу.`,
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
      `Пілоти ${longestPilot}, їхня вартість зараховується в перший місяць`,
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
        start: `Почніть із пілоту на ${pilotDays('ai-seller')} у найзавантаженішому каналі: ${euros(seller.start.fee)}, які зараховуються в рахунок першого місяця.`,
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
        start: `Lumi відповідає на одній із ваших ліній у пілоті на ${pilotDays('lumi-ai')} за ${euros(lumi.start.fee)}; якщо продовжите, ця сума йде в рахунок першого місяця.`,
      },
      'ai-commerce': {
        model: 'Кожен модуль помісячно, з включеним обсягом',
        summary: 'Беріть один модуль або всі три: кожен має свою місячну ціну та включений обсяг, а понад нього ви платите за картку, тест чи діалог.',
        fees: {
          snapCard: `SnapCard AI, ${count(commerce.allowances.cards)} ${plural(commerce.allowances.cards, { one: 'картка', few: 'картки', many: 'карток', other: 'картки' })} на місяць включено`,
          focusGroup: `AI Focus Group, ${commerce.allowances.tests} ${plural(commerce.allowances.tests, { one: 'тест', few: 'тести', many: 'тестів', other: 'тесту' })} на місяць включено`,
          sellMate: `SellMate AI, ${count(commerce.allowances.conversations)} ${plural(commerce.allowances.conversations, { one: 'діалог', few: 'діалоги', many: 'діалогів', other: 'діалогу' })} на місяць включено`,
        },
        included: [
          'Картки за правилами кожного маркетплейсу, мовами вашого магазину',
          `Панель із ${FACTS.focusGroupAgents} агентів та індекс потенціалу покупки 0–100 для кожного тесту`,
          'Платформа вашого магазину та маркетплейси з нашого списку',
        ],
        extras: { card: 'Кожна картка понад ліміт', test: 'Кожен тест понад ліміт', conversation: 'Кожен діалог SellMate AI понад ліміт' },
        start: `Спробуйте один модуль на власному каталозі в пілоті на ${pilotDays('ai-commerce')}; його ${euros(commerce.start.fee)} віднімемо від першого місяця, якщо залишитеся.`,
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
          `${mediflow.allowances.languages} ${plural(mediflow.allowances.languages, { one: 'мова', few: 'мови', many: 'мов', other: 'мови' })} для пацієнтів, наприклад українська й англійська або польська й українська`,
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
        start: `Демодоступ наступного робочого дня безкоштовно, потім пілот на ${pilotDays('agentlab-ai')} на одному процесі за ${euros(agentLab.start.fee)}, що йдуть у рахунок першого місяця.`,
      },
    },
  },
  calculator: {
    title: 'Скільки це коштуватиме за вашого обсягу',
    lead: 'Оберіть продукт, введіть свій обсяг і порівняйте вартість асистента з тим, скільки коштує та сама робота силами працівників, — з урахуванням тільки тих розмов, які асистент завершує сам.',
    fields: {
      product: 'Що рахуємо',
      figures: {
        calls: 'Дзвінків на місяць',
        conversations: 'Діалогів на місяць',
        minutes: 'Середня тривалість, хвилин',
        languages: 'Мов спілкування з клієнтами',
        lines: 'Номерів або ліній',
        branches: 'Філій',
        doctors: 'Лікарів із Doctor AI',
        cards: 'Нових карток товарів на місяць',
        tests: 'Тестів товарів на місяць',
        managers: 'Скільки менеджерів оцінюємо',
        hoursPerManager: 'Годин дзвінків і листування на менеджера на місяць',
        agents: 'Агентів у роботі',
        operations: 'Операцій на місяць на всіх агентів',
        hourlyCost: 'Вартість години роботи працівника, €',
        resolvedPercent: 'Частка розмов, які асистент завершує сам, %',
      },
      modules: 'Модулі',
      market: 'Де працює ваша команда',
      hourlyCostHint: 'Зарплата до оподаткування плюс внески роботодавця. Для вибраної країни підставлено типове значення — можна ввести своє.',
    },
    resolvedHint: {
      'lumi-ai': `Lumi AI у Qala Electronics закриває ${RESOLVED_PERCENT['lumi-ai'].percent}% дзвінків без продавця; коли пілот виміряє вашу частку, введіть її.`,
      'mediflow-ai': `У «Вересі» FrontDesk закриває ${RESOLVED_PERCENT['mediflow-ai'].percent}% дзвінків без адміністратора; у мережі, де частіше переносять візити, частка може бути іншою.`,
      'ai-seller': `AI Seller 24/7 завершує ${RESOLVED_PERCENT['ai-seller'].percent}% діалогів «Półka i Spółka» без людини; скарги й гурт лишаються за людьми.`,
      'ai-commerce': `SellMate AI відповідає покупцям так само, як AI Seller 24/7 у тому самому магазині, де без людини завершуються ${RESOLVED_PERCENT['ai-commerce'].percent}% діалогів.`,
    },
    products: {
      'lumi-ai': 'Дзвінки — Lumi AI',
      'mediflow-ai': 'Мережа клінік — MediFlow AI',
      'ai-seller': 'Чати — AI Seller 24/7',
      'ai-commerce': 'Інтернет-магазин — AI Commerce Suite',
      'ai-sales-manager': 'Відділ продажів — AI Sales Manager',
      'agentlab-ai': 'Процеси — AgentLab AI',
    },
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
      calls: whole('дзвінків', limits.calls),
      conversations: whole('діалогів', limits.conversations),
      minutes: `Введіть хвилини числом від ${count(limits.minutes.min)} до ${count(limits.minutes.max)}, наприклад 2,5.`,
      languages: whole('мов', limits.languages),
      lines: whole('номерів або ліній', limits.lines),
      branches: whole('філій', limits.branches),
      doctors: whole('лікарів', limits.doctors),
      cards: whole('карток', limits.cards),
      tests: whole('тестів', limits.tests),
      managers: whole('менеджерів', limits.managers),
      hoursPerManager: `Введіть години числом від ${count(limits.hoursPerManager.min)} до ${count(limits.hoursPerManager.max)}.`,
      agents: whole('агентів', limits.agents),
      operations: whole('операцій', limits.operations),
      hourlyCost: `Введіть вартість години від ${euros(limits.hourlyCost.min)} до ${euros(limits.hourlyCost.max)}.`,
      resolvedPercent: `Введіть частку від ${limits.resolvedPercent.min} до ${limits.resolvedPercent.max}%.`,
    },
    result: {
      title: 'Розрахунок на місяць',
      staff: 'Та сама робота силами працівників',
      paidHours: { one: 'оплачувана година', few: 'оплачувані години', many: 'оплачуваних годин', other: 'оплачуваної години' },
      resolved: { before: 'рахуємо тільки', after: 'розмов, які асистент завершує сам' },
      perMonth: 'на місяць',
      saving: 'Асистент заощаджує',
      overspend: 'Асистент дорожчий на',
      measured: {
        'ai-sales-manager': `Його цінність видно на ваших власних дзвінках: безкоштовний приклад звіту оцінить ${salesManager.start.calls} з них ще до договору.`,
        'agentlab-ai':
          'Скільки заощадять агенти, покаже звіт пілоту про заощаджені години й знайдені помилки у вашому власному процесі; тут ми цього не припускаємо.',
      },
      stale: 'Виправте позначене поле: поки що цифри пораховано за останніми правильними значеннями.',
      example: 'Розрахунок для показаних значень. Щоб перерахувати, потрібен JavaScript, а в цьому браузері його вимкнено.',
    },
    assumptionsTitle: 'На чому ґрунтується розрахунок',
    assumptions: [
      `Після кожної розмови працівник витрачає ${wrapUpMinutes} ${plural(wrapUpMinutes, { one: 'хвилину', few: 'хвилини', many: 'хвилин', other: 'хвилини' })} на запис у CRM і одночасно веде ${concurrent['lumi-ai']} ${plural(concurrent['lumi-ai'], { one: 'дзвінок', few: 'дзвінки', many: 'дзвінків', other: 'дзвінка' })} або ${concurrent['ai-seller']} ${plural(concurrent['ai-seller'], { one: 'чат', few: 'чати', many: 'чатів', other: 'чату' })}.`,
      `На розмови в працівників іде ${Math.round(occupancy * 100)}% оплачуваного часу; решту забирають перерви, навчання й очікування наступного дзвінка.`,
      'Час працівників враховано тільки на тих розмовах, які асистент завершує сам: передана людині розмова однаково оплачується й однаково забирає час людини.',
      'Година роботи працівника — це всі витрати роботодавця на неї. Типові значення — наша оцінка для роботи в контакт-центрі у 2026 році для кожної країни, за оглядами зарплат і внесками роботодавця.',
      `Копірайтер вручну пише ${FACTS.cardsPerDayByHand.min}–${FACTS.cardsPerDayByHand.max} карток на день; у розрахунку — верхня межа, ${FACTS.cardsPerDayByHand.max} карток за ${workdayHours}-годинний робочий день. Перевірка чернетки SnapCard AI займає ${FACTS.minutesToCheckCard} хвилини.`,
      'Кожна ціна — за прайс-листом вище, за тарифом, якого сягає ваш обсяг, без ПДВ. За роботу вночі й у вихідні асистент не бере доплати, а працівники в ці години коштували б більше, ніж пораховано тут.',
    ],
  },
  faq: {
    title: 'Запитання про ціни',
    items: [
      {
        question: `Скільки заплатить мережа з ${EXAMPLE_NETWORK.branches} клінік?`,
        answer: [
          `З FrontDesk у кожній філії — ${estimate(amountOf(network, 'branch'))} на місяць: ${branchStep[0]!.upTo} філій по ${euros(branchStep[0]!.amount)} й ${EXAMPLE_NETWORK.branches - branchStep[0]!.upTo!} по ${euros(branchStep[1]!.amount)}. Близько ${count(EXAMPLE_NETWORK.calls)} дзвінків на місяць по ${count(EXAMPLE_NETWORK.minutes)} хвилини додадуть ${estimate(amountOf(network, 'minute'))}, разом ${estimate(network.total)}; Doctor AI додає ${euros(mediflow.fees.doctor.price.amount)} на місяць за кожного лікаря, який ним користується.`,
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

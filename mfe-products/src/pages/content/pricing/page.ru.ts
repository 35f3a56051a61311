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
} = pricingFigures('ru');
const whole = (what: string, { min, max }: FigureLimit) => `Введите целое число ${what} от ${count(min)} до ${count(max)}.`;
const hours = (value: number) => `${value} ${plural(value, { one: 'час', few: 'часа', many: 'часов', other: 'часа' })}`;

export default {
  seo: {
    title: 'Цены на AI-ассистентов, ботов продаж и AI-агентов',
    description: `Цены в евро на шесть AI-продуктов: ${fromPrice('ai-sales-manager')}, голосовой ассистент — ${price(lumi.fees.minute.price)}. Пилот до подписания договора и калькулятор для вашего объёма.`,
  },
  breadcrumb: 'Цены',
  hero: {
    eyebrow: 'Цены',
    title: 'Сколько стоит каждый продукт и что входит в цену',
    lead: 'Прайс-лист каждого продукта в евро: за что вы платите, что покрывают платежи и что оплачивается отдельно. Ниже — калькулятор: он сравнит стоимость ассистента для вашего объёма с тем, во что обходится та же работа силами сотрудников.',
    terms: [
      'Евро, без НДС',
      `Помесячно, отказ с предупреждением за ${BILLING_TERMS.noticeDays} дней`,
      'Без платы за подключение: запуск и интеграции из наших списков включены',
      `Пилоты ${longestPilot}, их стоимость засчитывается в первый месяц`,
    ],
  },
  products: {
    title: 'Шесть продуктов — шесть прайс-листов',
    lead: 'В каждой карточке — минимальная цена для старта, затем платежи, что в них входит и что оплачивается сверх них.',
    labels: {
      fees: 'Платежи',
      after: 'после первых',
      included: 'Входит',
      extras: 'Оплачивается отдельно',
      start: 'Как начать',
      atCost: 'по тарифам самого поставщика',
      product: 'Всё о продукте',
    },
    items: {
      'ai-sales-manager': {
        model: 'За каждого менеджера, чьи звонки и чаты он оценивает',
        summary: `Вы платите за каждого оцениваемого менеджера, от ${salesManager.allowances.minimumManagers} человек; на каждого менеджера в месяц приходится ${hours(salesManager.allowances.hoursPerManager)} звонков и чатов.`,
        fees: { seat: 'Оценка работы одного менеджера' },
        included: [
          `${hours(salesManager.allowances.hoursPerManager)} звонков и чатов в месяц на менеджера, на любом языке, который он понимает`,
          'Утренний отчёт, KPI по этапам воронки, рейтинг и совет каждому менеджеру',
          'Подключение телефонии и CRM из нашего списка и новые чек-листы оценки, когда меняется скрипт продаж',
        ],
        extras: { hour: 'Каждый час звонков и чатов сверх лимита на менеджера', scorecard: 'Чек-лист оценки для другой команды или продуктовой линейки' },
        start: `Бесплатный пример отчёта по ${salesManager.start.calls} записям ваших звонков ещё до договора: те же оценки, рейтинг и советы, которые получит ваша команда.`,
      },
      'ai-seller': {
        model: 'Абонентская плата плюс каждый диалог',
        summary: `Фиксированная плата за бота, его каналы, CRM и веб-приложение плюс оплата каждого диалога, который начинает покупатель; после ${count(seller.fees.conversation.tiers[0]!.upTo!)} диалогов в месяц цена снижается.`,
        fees: { platform: 'Бот, его каналы, CRM и веб-приложение', conversation: 'Каждый диалог: сообщения одного покупателя за 24 часа' },
        included: [
          `${seller.allowances.bots} бот в ${seller.allowances.channels} каналах: чат на сайте, Telegram, WhatsApp и Instagram`,
          'Заказы и заявки попадают в вашу CRM, а ботом вы управляете в веб-приложении',
          `${seller.allowances.languages} язык общения, ответы сверяются с вашим каталогом`,
        ],
        extras: {
          language: 'Каждый дополнительный язык',
          bot: 'Ещё один бот — для другого бренда или магазина',
          integration: 'Система не из нашего списка, подключённая через её API',
          messengerFees: 'Собственные сборы Meta за диалоги в WhatsApp',
        },
        start: `Начните с пилота на ${pilotDays('ai-seller')} в самом загруженном канале: ${euros(seller.start.fee)}, которые засчитываются в счёт первого месяца.`,
      },
      'lumi-ai': {
        model: 'Абонентская плата плюс минуты разговора',
        summary: `Фиксированная плата за ассистента, его номера и интеграции плюс оплата каждой минуты разговора; после ${count(lumi.fees.minute.tiers[0]!.upTo!)} минут в месяц минута дешевле.`,
        fees: { platform: 'Ассистент, его номера и интеграции', minute: 'Каждая минута разговора, включая звонки на номера в ЕС' },
        included: [
          `До ${lumi.allowances.phoneNumbers} номеров или линий; ваши номера остаются за вами`,
          'Ваши CRM и календарь из нашего списка, а в них — карточка и аудиозапись каждого звонка',
          `${lumi.allowances.languages} язык и ежемесячный разбор вопросов, на которые у Lumi не нашлось ответа`,
        ],
        extras: {
          language: 'Каждый дополнительный язык',
          phoneNumber: 'Каждый дополнительный номер или линия',
          integration: 'Система записи или CRM не из нашего списка, подключённая через API',
        },
        start: `Lumi отвечает на одной из ваших линий в пилоте на ${pilotDays('lumi-ai')} за ${euros(lumi.start.fee)}; если продолжите, эта сумма идёт в счёт первого месяца.`,
      },
      'ai-commerce': {
        model: 'Каждый модуль помесячно, с включённым объёмом',
        summary: 'Берите один модуль или все три: у каждого своя месячная цена и включённый объём, а сверх него вы платите за карточку, тест или диалог.',
        fees: {
          snapCard: `SnapCard AI, ${count(commerce.allowances.cards)} ${plural(commerce.allowances.cards, { one: 'карточка', few: 'карточки', many: 'карточек', other: 'карточки' })} в месяц включено`,
          focusGroup: `AI Focus Group, ${commerce.allowances.tests} ${plural(commerce.allowances.tests, { one: 'тест', few: 'теста', many: 'тестов', other: 'теста' })} в месяц включено`,
          sellMate: `SellMate AI, ${count(commerce.allowances.conversations)} ${plural(commerce.allowances.conversations, { one: 'диалог', few: 'диалога', many: 'диалогов', other: 'диалога' })} в месяц включено`,
        },
        included: [
          'Карточки по правилам каждого маркетплейса, на языках вашего магазина',
          `Панель из ${FACTS.focusGroupAgents} агентов и индекс потенциала покупки 0–100 для каждого теста`,
          'Платформа вашего магазина и маркетплейсы из нашего списка',
        ],
        extras: { card: 'Каждая карточка сверх лимита', test: 'Каждый тест сверх лимита', conversation: 'Каждый диалог SellMate AI сверх лимита' },
        start: `Попробуйте один модуль на собственном каталоге в пилоте на ${pilotDays('ai-commerce')}; его ${euros(commerce.start.fee)} вычтем из первого месяца, если останетесь.`,
      },
      'mediflow-ai': {
        model: 'За филиал, за врача в Doctor AI и за минуты разговора',
        summary: `FrontDesk оплачивается по филиалам, и каждый филиал после первых ${branchStep[0]!.upTo} дешевле; Doctor AI — за каждого врача; звонки — поминутно по тарифу Lumi AI, ведь по телефону FrontDesk говорит голосом Lumi AI.`,
        fees: {
          branch: 'FrontDesk в филиале: чаты, напоминания и лист ожидания',
          doctor: 'Doctor AI, каждый врач, который им пользуется',
          minute: 'Каждая минута разговора FrontDesk по телефону',
        },
        included: [
          `${mediflow.allowances.languages} ${plural(mediflow.allowances.languages, { one: 'язык', few: 'языка', many: 'языков', other: 'языка' })} для пациентов, например украинский и русский или польский и английский`,
          'Ваша медицинская информационная система из нашего списка или любая с API либо HL7 FHIR',
          'Договор об обработке персональных данных с клиникой и ежемесячный отчёт о качестве',
        ],
        extras: { language: 'Каждый дополнительный язык', integration: 'Медицинская система без API, которую мы подключаем сами' },
        start: 'Сначала работает один филиал — по цене филиала и помесячно; остальные подключаются, когда его результаты вас устроят.',
      },
      'agentlab-ai': {
        model: 'За каждого запущенного агента',
        summary: `Месячная плата за каждого запущенного агента покрывает его работу, мониторинг и поддержку — до ${count(agentLab.allowances.operations)} операций в месяц.`,
        fees: { agent: 'Работа агента, мониторинг и поддержка' },
        included: [
          `${count(agentLab.allowances.operations)} операций в месяц на агента: обработанная заявка, прочитанный документ, заказ поставщику`,
          `Создание агента на основе одного из наших ${formatAtLeast(FACTS.agentScenarios)} готовых сценариев`,
          'Изменения в агенте, когда меняются ваши правила или системы',
        ],
        extras: { operations: 'Операции сверх лимита агента', customAgent: 'Агент с нуля, без готового сценария' },
        start: `Демодоступ на следующий рабочий день бесплатно, затем пилот на ${pilotDays('agentlab-ai')} на одном процессе за ${euros(agentLab.start.fee)}, которые идут в счёт первого месяца.`,
      },
    },
  },
  calculator: {
    title: 'Сколько это будет стоить при вашем объёме',
    lead: 'Выберите продукт, введите свой объём и сравните стоимость ассистента с тем, сколько стоит та же работа силами сотрудников, — с учётом только тех разговоров, которые ассистент завершает сам.',
    fields: {
      product: 'Что считаем',
      figures: {
        calls: 'Звонков в месяц',
        conversations: 'Диалогов в месяц',
        minutes: 'Средняя длительность, минут',
        languages: 'Языков общения с клиентами',
        lines: 'Номеров или линий',
        branches: 'Филиалов',
        doctors: 'Врачей с Doctor AI',
        cards: 'Новых карточек товаров в месяц',
        tests: 'Тестов товаров в месяц',
        managers: 'Сколько менеджеров оцениваем',
        hoursPerManager: 'Часов звонков и переписки на менеджера в месяц',
        agents: 'Агентов в работе',
        operations: 'Операций в месяц на всех агентов',
        hourlyCost: 'Стоимость часа работы сотрудника, €',
        resolvedPercent: 'Доля разговоров, которые ассистент завершает сам, %',
      },
      modules: 'Модули',
      market: 'Где работает ваша команда',
      hourlyCostHint: 'Зарплата до вычета налогов плюс взносы работодателя. Для выбранной страны подставлено значение по умолчанию — можно ввести своё.',
    },
    resolvedHint: {
      'lumi-ai': `Lumi AI в Qala Electronics закрывает ${RESOLVED_PERCENT['lumi-ai'].percent}% звонков без продавца; когда пилот измерит вашу долю, введите её.`,
      'mediflow-ai': `В «Вересе» FrontDesk закрывает ${RESOLVED_PERCENT['mediflow-ai'].percent}% звонков без администратора; в сети, где чаще переносят визиты, доля может быть другой.`,
      'ai-seller': `AI Seller 24/7 завершает ${RESOLVED_PERCENT['ai-seller'].percent}% диалогов «Półka i Spółka» без человека; жалобы и опт остаются за людьми.`,
      'ai-commerce': `SellMate AI отвечает покупателям так же, как AI Seller 24/7 в том же магазине, где без человека завершаются ${RESOLVED_PERCENT['ai-commerce'].percent}% диалогов.`,
    },
    products: {
      'lumi-ai': 'Звонки — Lumi AI',
      'mediflow-ai': 'Сеть клиник — MediFlow AI',
      'ai-seller': 'Чаты — AI Seller 24/7',
      'ai-commerce': 'Интернет-магазин — AI Commerce Suite',
      'ai-sales-manager': 'Отдел продаж — AI Sales Manager',
      'agentlab-ai': 'Процессы — AgentLab AI',
    },
    markets: {
      UA: 'Украина',
      PL: 'Польша',
      DE: 'Германия',
      ES: 'Испания',
      NL: 'Нидерланды',
      LT: 'Литва',
      KZ: 'Казахстан',
      GB: 'Великобритания',
      EU: 'другая страна ЕС',
    },
    errors: {
      calls: whole('звонков', limits.calls),
      conversations: whole('диалогов', limits.conversations),
      minutes: `Введите минуты числом от ${count(limits.minutes.min)} до ${count(limits.minutes.max)}, например 2,5.`,
      languages: whole('языков', limits.languages),
      lines: whole('номеров или линий', limits.lines),
      branches: whole('филиалов', limits.branches),
      doctors: whole('врачей', limits.doctors),
      cards: whole('карточек', limits.cards),
      tests: whole('тестов', limits.tests),
      managers: whole('менеджеров', limits.managers),
      hoursPerManager: `Введите часы числом от ${count(limits.hoursPerManager.min)} до ${count(limits.hoursPerManager.max)}.`,
      agents: whole('агентов', limits.agents),
      operations: whole('операций', limits.operations),
      hourlyCost: `Введите стоимость часа от ${euros(limits.hourlyCost.min)} до ${euros(limits.hourlyCost.max)}.`,
      resolvedPercent: `Введите долю от ${limits.resolvedPercent.min} до ${limits.resolvedPercent.max}%.`,
    },
    result: {
      title: 'Расчёт на месяц',
      staff: 'Та же работа силами сотрудников',
      paidHours: { one: 'оплачиваемый час', few: 'оплачиваемых часа', many: 'оплачиваемых часов', other: 'оплачиваемого часа' },
      resolved: { before: 'считаем только', after: 'разговоров, которые ассистент завершает сам' },
      perMonth: 'в месяц',
      saving: 'Ассистент экономит',
      overspend: 'Ассистент дороже на',
      measured: {
        'ai-sales-manager': `Его ценность видна на ваших собственных звонках: бесплатный пример отчёта оценит ${salesManager.start.calls} из них ещё до договора.`,
        'agentlab-ai':
          'Сколько сэкономят агенты, покажет отчёт пилота о сэкономленных часах и найденных ошибках в вашем собственном процессе; здесь мы это не предполагаем.',
      },
      stale: 'Исправьте отмеченное поле: пока цифры посчитаны по последним верным значениям.',
      example: 'Расчёт для показанных значений. Чтобы пересчитать, нужен JavaScript, а в этом браузере он выключен.',
    },
    assumptionsTitle: 'На чём основан расчёт',
    assumptions: [
      `После каждого разговора сотрудник тратит ${wrapUpMinutes} ${plural(wrapUpMinutes, { one: 'минуту', few: 'минуты', many: 'минут', other: 'минуты' })} на запись в CRM и одновременно ведёт ${concurrent['lumi-ai']} ${plural(concurrent['lumi-ai'], { one: 'звонок', few: 'звонка', many: 'звонков', other: 'звонка' })} или ${concurrent['ai-seller']} ${plural(concurrent['ai-seller'], { one: 'чат', few: 'чата', many: 'чатов', other: 'чата' })}.`,
      `На разговоры у сотрудников уходит ${Math.round(occupancy * 100)}% оплачиваемого времени; остальное — перерывы, обучение и ожидание следующего звонка.`,
      'Время сотрудников учтено только на тех разговорах, которые ассистент завершает сам: переданный человеку разговор всё равно оплачивается и всё равно занимает время человека.',
      'Час работы сотрудника — это все расходы работодателя на него. Значения по умолчанию — наша оценка для работы в контакт-центре в 2026 году по каждой стране, по обзорам зарплат и взносам работодателя.',
      `Копирайтер вручную пишет ${FACTS.cardsPerDayByHand.min}–${FACTS.cardsPerDayByHand.max} карточек в день; в расчёте — верхняя граница, ${FACTS.cardsPerDayByHand.max} карточек за ${workdayHours}-часовой рабочий день. Проверка черновика SnapCard AI занимает ${FACTS.minutesToCheckCard} минуты.`,
      'Каждая цена — по прайс-листу выше, по тарифу, которого достигает ваш объём, без НДС. За работу ночью и в выходные ассистент доплаты не берёт, а сотрудники в эти часы обошлись бы дороже, чем посчитано здесь.',
    ],
  },
  faq: {
    title: 'Вопросы о ценах',
    items: [
      {
        question: `Сколько заплатит сеть из ${EXAMPLE_NETWORK.branches} клиник?`,
        answer: [
          `С FrontDesk в каждом филиале — ${estimate(amountOf(network, 'branch'))} в месяц: ${branchStep[0]!.upTo} филиалов по ${euros(branchStep[0]!.amount)} и ${EXAMPLE_NETWORK.branches - branchStep[0]!.upTo!} по ${euros(branchStep[1]!.amount)}. Около ${count(EXAMPLE_NETWORK.calls)} звонков в месяц по ${count(EXAMPLE_NETWORK.minutes)} минуты добавят ${estimate(amountOf(network, 'minute'))}, всего ${estimate(network.total)}; Doctor AI добавляет ${euros(mediflow.fees.doctor.price.amount)} в месяц за каждого врача, который им пользуется.`,
        ],
      },
      {
        question: 'Есть ли договор или минимальный срок?',
        answer: [
          `Когда продукт работает, вы платите помесячно и можете отказаться, предупредив за ${BILLING_TERMS.noticeDays} дней до конца любого месяца. При оплате за год вперёд каждая месячная плата на ${BILLING_TERMS.annualDiscountPercent}% ниже.`,
        ],
      },
      {
        question: 'Как выставляются счета?',
        answer: [
          `Один счёт в месяц в евро: абонентская плата — за следующий месяц, минуты и диалоги — за прошедший. Оплата банковским переводом в течение ${BILLING_TERMS.paymentDays} дней; НДС добавляется там, где этого требует закон.`,
        ],
      },
      {
        question: 'Почему голосового ассистента считают поминутно?',
        answer: [
          `Потому что мы сами платим за каждую минуту звонка: за голос, распознавание речи, языковую модель и линию. Короткий звонок стоит вам мало, длинный — больше, а после ${count(lumi.fees.minute.tiers[0]!.upTo!)} минут в месяц каждая стоит ${euros(lumi.fees.minute.tiers[1]!.amount)} вместо ${euros(lumi.fees.minute.tiers[0]!.amount)}.`,
        ],
      },
      {
        question: 'Что не входит в цены?',
        answer: [
          'Собственные тарифы вашего оператора связи за номера, которые вы сохраняете, сборы Meta за диалоги в WhatsApp и любые системы не из наших списков, которые нужно подключить. Каждая такая статья названа в карточке своего продукта выше.',
        ],
      },
    ],
  },
  cta: {
    title: 'Нужен расчёт для вашей компании?',
    text: 'Расскажите о своём объёме и системах — не позже следующего рабочего дня пришлём расчёт по этим ценам и план пилота.',
    button: 'Запросить расчёт',
  },
} satisfies PricingPage;

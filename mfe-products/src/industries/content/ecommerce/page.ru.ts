import type { IndustryPageContent } from '@site/content';
import { FACTS, PRICING, RESOLVED_PERCENT, amountOf, estimateMonthly, formatCount, formatEuros } from '@site/model';
import facts from './facts';

const lang = 'ru';
const month = estimateMonthly(facts.estimate);
const { cards, tests, conversations } = facts.estimate;
const euros = (amount: number) => formatEuros(Math.round(amount), lang);
const { allowances } = PRICING['ai-commerce'];

export default {
  seo: {
    title: 'ИИ для интернет-магазинов: карточки, тесты и продажи в чате',
    description: 'Как интернет-магазин пишет карточки по фото, проверяет новинки до закупки и отвечает покупателям ночью с AI Commerce Suite и AI Seller 24/7.',
  },
  name: 'E-commerce',
  hero: {
    eyebrow: 'Для интернет-магазинов',
    title: 'Новинки на сайте за считаные дни, а покупатель получает ответ даже в одиннадцать вечера',
    lead: `SnapCard AI за ${FACTS.cardDraftSeconds} секунд готовит карточку по фото товара, AI Focus Group проверяет товар до закупки, а SellMate AI и AI Seller 24/7 отвечают покупателям на сайте и в мессенджерах.`,
  },
  problems: {
    title: 'Что тормозит интернет-магазин',
    items: [
      {
        title: 'Карточки ждут копирайтера',
        text: `Копирайтер пишет ${FACTS.cardsPerDayByHand.min}–${FACTS.cardsPerDayByHand.max} карточек в день, и поставка лежит на складе, а сезон тем временем уже начинается.`,
      },
      { title: 'Закупка наугад', text: 'Новинки заказывают по ощущениям, и то, что не продаётся, уходит в распродажу.' },
      {
        title: 'Вопросы после закрытия',
        text: 'Значительная часть покупок приходится на вечер, когда поддержка уже ушла, а вопрос без ответа — это брошенная корзина.',
      },
    ],
  },
  products: {
    title: 'Какой продукт что делает',
    roles: [
      'AI Commerce Suite: SnapCard AI пишет карточки по правилам каждого маркетплейса, AI Focus Group оценивает товар панелью виртуальных покупателей, SellMate AI отвечает на страницах товаров и возвращает брошенные корзины.',
      'AI Seller 24/7 отвечает в Messenger, Instagram Direct и WhatsApp, проверяет статус заказа и объясняет возврат в любое время.',
    ],
    together: 'Набор выводит товары на сайт и продаёт их там; бот берёт вопросы из мессенджеров, а жалобы оба передают вашей команде.',
  },
  choose: {
    title: 'SellMate AI или AI Seller 24/7?',
    items: [
      { when: 'Покупатели спрашивают на страницах товаров и бросают корзины', pick: 'SellMate AI — модуль набора для сайта и брошенной корзины.' },
      {
        when: 'Покупатели пишут в Messenger, Instagram и WhatsApp о заказах и возвратах',
        pick: 'AI Seller 24/7 — с вашей системой заказов и четырьмя каналами.',
      },
      { when: 'И то и другое — как у большинства магазинов', pick: 'Оба: у них общий каталог, и каждый работает в своём канале.' },
    ],
  },
  systems: {
    title: 'Подключается к магазину, маркетплейсам и доставке',
    lead: 'Карточки уходят в магазин и на маркетплейс одновременно, статус заказа берётся из системы, которой вы уже пользуетесь.',
  },
  cases: { title: 'Магазин, который уже так работает', lead: 'Варшавский магазин товаров для дома на тех же системах, что и многие ваши.' },
  price: {
    title: 'Сколько магазин платит в месяц',
    size: `Все три модуля, ${formatCount(cards, lang)} новых карточек, ${tests} тестов и ${formatCount(conversations, lang)} диалогов с покупателями в месяц:`,
    note: `В модули входят ${formatCount(allowances.cards, lang)} карточек, ${allowances.tests} тестов и ${formatCount(allowances.conversations, lang)} диалогов; остальное стоит ${euros(amountOf(month, 'card') + amountOf(month, 'test') + amountOf(month, 'conversation'))}. В магазине «Półka i Spółka» ${RESOLVED_PERCENT['ai-commerce'].percent}% диалогов завершаются без человека.`,
    calculator: 'Рассчитать стоимость для своего магазина',
  },
  data: {
    title: 'Что происходит с данными покупателей',
    points: [
      'Диалоги и заказы, которые читает ассистент, хранятся в AWS в ЕС в течение срока, заданного договором.',
      'Покупатели знают, что пишут ИИ, а сгенерированные тексты карточек помечаются там, где этого требует Регламент ЕС об ИИ.',
    ],
    link: 'Где хранятся диалоги и заказы покупателей',
  },
  form: {
    title: 'Расскажите о своём магазине',
    lead: 'Ваша платформа, маркетплейсы и сколько товаров вы добавляете в месяц: менеджер перезвонит не позже следующего рабочего дня, а пилот пройдёт на вашем собственном каталоге.',
  },
} satisfies IndustryPageContent;

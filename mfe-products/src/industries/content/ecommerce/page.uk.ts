import type { IndustryPageContent } from '@site/content';
import { FACTS, PRICING, RESOLVED_PERCENT, amountOf, estimateMonthly, formatCount, formatEuros } from '@site/model';
import facts from './facts';

const lang = 'uk';
const month = estimateMonthly(facts.estimate);
const { cards, tests, conversations } = facts.estimate;
const euros = (amount: number) => formatEuros(Math.round(amount), lang);
const { allowances } = PRICING['ai-commerce'];

export default {
  seo: {
    title: 'ШІ для інтернет-магазинів: картки, тести й продажі в чаті',
    description: 'Як інтернет-магазин пише картки за фото, перевіряє новинки до закупівлі й відповідає покупцям уночі з AI Commerce Suite та AI Seller 24/7.',
  },
  name: 'E-commerce',
  hero: {
    eyebrow: 'Для інтернет-магазинів',
    title: 'Новинки на сайті за лічені дні, а покупець отримує відповідь навіть об одинадцятій вечора',
    lead: `SnapCard AI за ${FACTS.cardDraftSeconds} секунд готує картку за фото товару, AI Focus Group перевіряє товар до закупівлі, а SellMate AI та AI Seller 24/7 відповідають покупцям на сайті й у месенджерах.`,
  },
  problems: {
    title: 'Що гальмує інтернет-магазин',
    items: [
      {
        title: 'Картки чекають на копірайтера',
        text: `Копірайтер пише ${FACTS.cardsPerDayByHand.min}–${FACTS.cardsPerDayByHand.max} карток на день, і нове постачання лежить на складі, а сезон тим часом починається.`,
      },
      { title: 'Закупівля навмання', text: 'Новинки замовляють за відчуттями, і те, що не продається, іде на розпродаж.' },
      {
        title: 'Запитання після закриття',
        text: 'Значна частина покупок припадає на вечір, коли підтримка пішла додому, а запитання без відповіді — це покинутий кошик.',
      },
    ],
  },
  products: {
    title: 'Який продукт що робить',
    roles: [
      'AI Commerce Suite: SnapCard AI пише картки за правилами кожного маркетплейсу, AI Focus Group оцінює товар панеллю віртуальних покупців, SellMate AI відповідає на сторінках товарів і повертає покинуті кошики.',
      'AI Seller 24/7 відповідає в Messenger, Instagram Direct і WhatsApp, перевіряє статус замовлення й пояснює повернення будь-коли.',
    ],
    together: 'Набір виводить товари на сайт і продає їх там; бот бере запитання з месенджерів, а скарги обидва передають вашій команді.',
  },
  choose: {
    title: 'SellMate AI чи AI Seller 24/7?',
    items: [
      { when: 'Покупці питають на сторінках товарів і покидають кошики', pick: 'SellMate AI — модуль набору для сайту й покинутого кошика.' },
      {
        when: 'Покупці пишуть у Messenger, Instagram і WhatsApp про замовлення та повернення',
        pick: 'AI Seller 24/7 — із вашою системою замовлень і чотирма каналами.',
      },
      { when: 'І те, і те — як у більшості магазинів', pick: 'Обидва: у них спільний каталог, і кожен працює у своєму каналі.' },
    ],
  },
  systems: {
    title: 'Підключається до магазину, маркетплейсів і доставки',
    lead: 'Картки йдуть у магазин і на маркетплейс одночасно, статус замовлення береться із системи, якою ви користуєтеся.',
  },
  cases: { title: 'Магазин, який так працює', lead: 'Варшавський магазин товарів для дому на тих самих системах, що й багато ваших.' },
  price: {
    title: 'Скільки магазин платить на місяць',
    size: `Усі три модулі, ${formatCount(cards, lang)} нових карток, ${tests} тестів і ${formatCount(conversations, lang)} діалогів із покупцями на місяць:`,
    note: `До модулів входять ${formatCount(allowances.cards, lang)} карток, ${allowances.tests} тестів і ${formatCount(allowances.conversations, lang)} діалогів; решта коштує ${euros(amountOf(month, 'card') + amountOf(month, 'test') + amountOf(month, 'conversation'))}. У магазині «Półka i Spółka» ${RESOLVED_PERCENT['ai-commerce'].percent}% діалогів завершуються без людини.`,
    calculator: 'Розрахувати вартість для свого магазину',
  },
  data: {
    title: 'Що відбувається з даними покупців',
    points: [
      'Діалоги й замовлення, які читає асистент, зберігаються в AWS у ЄС упродовж строку, визначеного договором.',
      'Покупці знають, що пишуть ШІ, а згенеровані тексти карток позначаються там, де цього вимагає Регламент ЄС про ШІ.',
    ],
    link: 'Де зберігаються діалоги й замовлення покупців',
  },
  form: {
    title: 'Розкажіть про свій магазин',
    lead: 'Ваша платформа, маркетплейси й скільки товарів ви додаєте на місяць: менеджер передзвонить не пізніше наступного робочого дня, а пілот пройде на вашому власному каталозі.',
  },
} satisfies IndustryPageContent;

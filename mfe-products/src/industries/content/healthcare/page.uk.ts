import type { IndustryPageContent } from '@site/content';
import {
  DATA_POLICY,
  FACTS,
  HIPAA_SHORT,
  PRICING,
  PROCESSING,
  RESOLVED_PERCENT,
  amountOf,
  estimateMonthly,
  formatCount,
  formatEuros,
  formatPeriod,
} from '@site/model';
import facts from './facts';

const lang = 'uk';
const month = estimateMonthly(facts.estimate);
const { branches, calls, minutes, languages } = facts.estimate;
const [first, rest] = PRICING['mediflow-ai'].fees.branch.tiers;
const [dayBefore, hoursBefore] = FACTS.reminderHoursBefore;
const euros = (amount: number) => formatEuros(Math.round(amount), lang);

export default {
  seo: {
    title: 'ШІ для клінік: відповідь на кожен дзвінок, запис і протоколи',
    description: `Як мережа клінік відповідає на кожен дзвінок і повідомлення пацієнта, записує в mMedica, Helsi чи Docplanner і повертає лікарям час; ціна для ${branches} клінік.`,
  },
  name: 'Клініки',
  hero: {
    eyebrow: 'Для клінік і медичних мереж',
    title: 'Кожному пацієнтові відповідають, жодне вікно в розкладі не пустує, а лікар знову з пацієнтом',
    lead: 'MediFlow AI бере на себе дзвінки й повідомлення реєстратури та готує чернетку протоколу для лікаря; телефоном він говорить голосом Lumi AI. MediFlow AI і Lumi AI працюють усередині вашої медичної системи й мовами ваших пацієнтів.',
  },
  problems: {
    title: 'Що заважає реєстратурі займатися пацієнтами',
    items: [
      {
        title: 'Дзвінки, на які нікому відповісти',
        text: 'У ранковий пік адміністраторка говорить з одним пацієнтом, поки ще троє чекають на лінії, а той, хто не дочекався, записується до клініки через дорогу.',
      },
      {
        title: 'Розклад, який ведуть вручну',
        text: 'Перенесення, скасування й нагадування забирають день адміністраторів, а візит, про який пацієнтові не нагадали, стає порожнім вікном.',
      },
      {
        title: 'Протоколи після зміни',
        text: `Із ${FACTS.visitMinutes}-хвилинного прийому лікар витрачає ${FACTS.protocolMinutes.before} хвилин на протокол, а через коди МКХ-10, підібрані з пам’яті, страхова повертає рахунки.`,
      },
    ],
  },
  products: {
    title: 'Який продукт що робить у клініці',
    roles: [
      `FrontDesk відповідає пацієнтам телефоном і в Viber, Telegram та WhatsApp, записує, переносить і скасовує візити у вашому розкладі та нагадує про прийом за ${dayBefore} і за ${hoursBefore} години. Doctor AI готує чернетку анамнезу й протоколу з кодами МКХ-10, а лікар їх підписує.`,
      'Lumi AI — це голос, яким говорить FrontDesk. Окремо він відповідає на лініях, де не потрібна медична картка: у довідковій службі лабораторії, у діагностичному центрі із записом у календар, на гарячій лінії страхової.',
    ],
    together:
      'У мережі вони працюють як одне ціле: дзвінок приймає FrontDesk голосом Lumi AI, візит потрапляє у вашу медичну систему, у кабінеті лікаря на пацієнта чекає чернетка від Doctor AI, а все, що потребує людини, надходить адміністраторові з резюме розмови.',
  },
  choose: {
    title: 'Lumi AI чи MediFlow AI?',
    items: [
      {
        when: 'Проблема в телефонній лінії, а запис ведуть у календарі чи CRM',
        pick: `Лише Lumi AI: ${euros(PRICING['lumi-ai'].fees.platform.price.amount)} на місяць із ${PRICING['lumi-ai'].allowances.phoneNumbers} лініями плюс хвилини розмов.`,
      },
      {
        when: 'Пацієнти записуються в mMedica, Helsi чи Docplanner — телефоном і в месенджерах, у кількох філіях',
        pick: 'MediFlow AI із FrontDesk у кожній філії: він і так говорить голосом Lumi AI, тож другий продукт купувати не треба.',
      },
      {
        when: 'Лікарі проводять вечори за протоколами й кодами',
        pick: `Doctor AI додатково — для тих лікарів, кому він потрібен: ${euros(PRICING['mediflow-ai'].fees.doctor.price.amount)} за лікаря на місяць.`,
      },
    ],
  },
  systems: {
    title: 'Працює із системами клінік Польщі та України',
    lead: 'Розклад і картка пацієнта лишаються у вашій системі: FrontDesk бере з неї вільні вікна й записує туди кожен візит.',
  },
  cases: { title: 'Клініка, яка так працює', lead: 'Цифри мережі, що підключала філії одну за одною.' },
  price: {
    title: `Скільки мережа з ${branches} клінік платить на місяць`,
    size: `${branches} філій із FrontDesk, близько ${formatCount(calls, lang)} дзвінків на місяць по ${formatCount(minutes, lang)} хвилини, пацієнтам відповідають ${languages} мовами:`,
    note: `З них ${euros(amountOf(month, 'branch'))} — філії (${first!.upTo} по ${euros(first!.amount)} й ${branches - first!.upTo!} по ${euros(rest!.amount)}), ${euros(amountOf(month, 'minute'))} — хвилини розмов. У «Вересі» FrontDesk закриває без адміністратора ${RESOLVED_PERCENT['mediflow-ai'].percent}% звернень, решта доходить до нього з резюме розмови.`,
    calculator: 'Розрахувати вартість для своєї мережі клінік',
  },
  data: {
    title: 'Куди потрапляють дані пацієнтів',
    points: [
      `Вони зашифровані й зберігаються в AWS у Франкфурті (${DATA_POLICY.region}); сама медична картка не залишає системи клініки.`,
      `Агенти працюють у європейському середовищі ElevenLabs, яке не зберігає даних розмов (режим zero retention), а дані розмов видаляються через ${formatPeriod(PROCESSING['mediflow-ai'].retentionDays, 'days', lang)}, якщо договір не передбачає коротшого строку.`,
      `Для даних пацієнтів зі США: ${HIPAA_SHORT[lang]}, а угоду з діловим партнером (BAA) ми підписуємо до першого дзвінка.`,
    ],
    link: 'Дані пацієнтів з ЄС та України — на сторінці «Дані та безпека»',
  },
  form: {
    title: 'Розкажіть про свою мережу',
    lead: 'Скільки філій, яка медична система, якими мовами говорять пацієнти: менеджер передзвонить не пізніше наступного робочого дня з планом запуску першої філії.',
  },
} satisfies IndustryPageContent;

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

const lang = 'ru';
const month = estimateMonthly(facts.estimate);
const { branches, calls, minutes, languages } = facts.estimate;
const [first, rest] = PRICING['mediflow-ai'].fees.branch.tiers;
const [dayBefore, hoursBefore] = FACTS.reminderHoursBefore;
const euros = (amount: number) => formatEuros(Math.round(amount), lang);

export default {
  seo: {
    title: 'ИИ для клиник: ответ на каждый звонок, запись и протоколы',
    description: `Как сеть клиник отвечает на каждый звонок и сообщение пациента, записывает в mMedica, Helsi или Docplanner и возвращает врачам время; цена для ${branches} клиник.`,
  },
  name: 'Клиники',
  hero: {
    eyebrow: 'Для клиник и медицинских сетей',
    title: 'Каждому пациенту ответят, ни одно окно в расписании не пустует, а врач снова с пациентом',
    lead: 'MediFlow AI берёт на себя звонки и сообщения регистратуры и готовит черновик протокола для врача; по телефону он говорит голосом Lumi AI. MediFlow AI и Lumi AI работают внутри вашей медицинской системы и на языках ваших пациентов.',
  },
  problems: {
    title: 'Что мешает регистратуре заниматься пациентами',
    items: [
      {
        title: 'Звонки, на которые некому ответить',
        text: 'В утренний пик администратор говорит с одним пациентом, пока ещё трое ждут на линии, а тот, кто не дождался, записывается в клинику через дорогу.',
      },
      {
        title: 'Расписание, которое ведут вручную',
        text: 'Переносы, отмены и напоминания съедают день администраторов, а визит, о котором пациенту не напомнили, превращается в пустое окно.',
      },
      {
        title: 'Протоколы после смены',
        text: `Из ${FACTS.visitMinutes}-минутного приёма врач тратит ${FACTS.protocolMinutes.before} минут на протокол, а из-за кодов МКБ-10, подобранных по памяти, страховая возвращает счета.`,
      },
    ],
  },
  products: {
    title: 'Какой продукт что делает в клинике',
    roles: [
      `FrontDesk отвечает пациентам по телефону и в Viber, Telegram и WhatsApp, записывает, переносит и отменяет визиты в вашем расписании и напоминает о приёме за ${dayBefore} и за ${hoursBefore} часа. Doctor AI готовит черновик анамнеза и протокола с кодами МКБ-10, а врач их подписывает.`,
      'Lumi AI — это голос, которым говорит FrontDesk. Отдельно он отвечает на линии, где не нужна медицинская карта: в справочной службе лаборатории, в диагностическом центре с записью в календарь, на горячей линии страховой.',
    ],
    together:
      'В сети они работают как одно целое: звонок принимает FrontDesk голосом Lumi AI, визит попадает в вашу медицинскую систему, в кабинете врача пациента уже ждёт черновик от Doctor AI, а всё, что требует человека, приходит администратору с резюме разговора.',
  },
  choose: {
    title: 'Lumi AI или MediFlow AI?',
    items: [
      {
        when: 'Проблема в телефонной линии, а запись ведётся в календаре или CRM',
        pick: `Один Lumi AI: ${euros(PRICING['lumi-ai'].fees.platform.price.amount)} в месяц с ${PRICING['lumi-ai'].allowances.phoneNumbers} линиями плюс минуты разговоров.`,
      },
      {
        when: 'Пациенты записываются в mMedica, Helsi или Docplanner — по телефону и в мессенджерах, в нескольких филиалах',
        pick: 'MediFlow AI с FrontDesk в каждом филиале: он уже говорит голосом Lumi AI, так что второй продукт покупать не нужно.',
      },
      {
        when: 'Врачи проводят вечера за протоколами и кодами',
        pick: `Doctor AI в дополнение — для тех врачей, кому он нужен: ${euros(PRICING['mediflow-ai'].fees.doctor.price.amount)} за врача в месяц.`,
      },
    ],
  },
  systems: {
    title: 'Работает с системами клиник Польши и Украины',
    lead: 'Расписание и карта пациента остаются в вашей системе: FrontDesk берёт из неё свободные окна и записывает туда каждый визит.',
  },
  cases: { title: 'Клиника, которая уже так работает', lead: 'Цифры сети, которая подключала филиалы один за другим.' },
  price: {
    title: `Сколько сеть из ${branches} клиник платит в месяц`,
    size: `${branches} филиалов с FrontDesk, около ${formatCount(calls, lang)} звонков в месяц по ${formatCount(minutes, lang)} минуты, пациентам отвечают на ${languages} языках:`,
    note: `Из них ${euros(amountOf(month, 'branch'))} — филиалы (${first!.upTo} по ${euros(first!.amount)} и ${branches - first!.upTo!} по ${euros(rest!.amount)}), ${euros(amountOf(month, 'minute'))} — минуты разговоров. В «Вересе» FrontDesk закрывает без администратора ${RESOLVED_PERCENT['mediflow-ai'].percent}% обращений, остальные доходят до него с резюме.`,
    calculator: 'Рассчитать стоимость для своей сети клиник',
  },
  data: {
    title: 'Куда попадают данные пациентов',
    points: [
      `Они зашифрованы и хранятся в AWS во Франкфурте (${DATA_POLICY.region}); сама медицинская карта не покидает систему клиники.`,
      `Агенты работают в европейской среде ElevenLabs, которая не сохраняет данные разговоров (режим zero retention), а данные разговоров удаляются через ${formatPeriod(PROCESSING['mediflow-ai'].retentionDays, 'days', lang)}, если договор не предусматривает более короткий срок.`,
      `Для данных пациентов из США: ${HIPAA_SHORT[lang]}, а соглашение с деловым партнёром (BAA) мы подписываем до первого звонка.`,
    ],
    link: 'Данные пациентов из ЕС и Украины — на странице «Данные и безопасность»',
  },
  form: {
    title: 'Расскажите о своей сети',
    lead: 'Сколько филиалов, какая медицинская система, на каких языках говорят пациенты: менеджер перезвонит не позже следующего рабочего дня с планом запуска первого филиала.',
  },
} satisfies IndustryPageContent;

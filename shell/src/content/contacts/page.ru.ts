import type { ContactsPage } from '@site/content';

export default {
  seo: {
    title: 'Контакты',
    description: 'Обсудите с Synthra чат-ботов, голосовых ассистентов и AI-агентов для вашего бизнеса: телефон, email, Telegram, адрес офиса.',
  },
  title: 'Свяжитесь с нами',
  lead: 'Расскажите о своём бизнесе, и мы подскажем, с какой задачи начать автоматизацию.',
  email: 'Эл. почта',
  phone: 'Телефон',
  messenger: 'Telegram',
  office: 'Офис',
  companyDetails: 'Реквизиты компании: KRS, NIP, REGON',
  social: 'Соцсети',
  detailsTitle: 'Позвоните или напишите нам',
  formTitle: 'Оставьте заявку',
} satisfies ContactsPage;

import type { ContactsPage } from '@site/content';

export default {
  seo: {
    title: 'Контакти',
    description: 'Обговоріть із Synthra чат-ботів, голосових асистентів і AI-агентів для вашого бізнесу: телефон, email, Telegram, адреса офісу.',
  },
  title: 'Зв’яжіться з нами',
  lead: 'Розкажіть про свою компанію, і ми підкажемо, яке завдання найвигідніше доручити ШІ першим.',
  email: 'Ел. пошта',
  phone: 'Телефон',
  messenger: 'Telegram',
  office: 'Офіс',
  companyDetails: 'Реквізити компанії: KRS, NIP, REGON',
  social: 'Соцмережі',
  detailsTitle: 'Зателефонуйте або напишіть нам',
  formTitle: 'Залиште заявку',
} satisfies ContactsPage;

import type { ContactsPage } from '@site/content';

export default {
  seo: {
    title: 'Kontakt',
    description: 'Porozmawiaj z Synthrą o chatbotach, asystentach głosowych i agentach AI dla Twojej firmy: telefon, e-mail, Telegram, adres biura.',
  },
  title: 'Skontaktuj się z nami',
  lead: 'Opowiedz nam o swojej firmie, a podpowiemy, które zadanie warto najpierw oddać AI.',
  email: 'E-mail',
  phone: 'Telefon',
  messenger: 'Telegram',
  office: 'Biuro',
  companyDetails: 'Dane spółki: KRS, NIP, REGON',
  social: 'Media społecznościowe',
  detailsTitle: 'Zadzwoń albo napisz',
  formTitle: 'Zostaw zgłoszenie',
} satisfies ContactsPage;

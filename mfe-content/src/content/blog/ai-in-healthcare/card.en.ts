import type { ArticleCard } from '@site/content';

export default {
  title: 'AI in healthcare: how private clinics automate patient care',
  subtitle: 'A patient assistant, voice booking, reminders, anamnesis and ICD-10 drafts, with the doctor in charge',
  excerpt:
    'Most of the revenue a clinic loses, it loses before the visit: on a busy phone line, in unanswered messages and in forgotten appointments. Here is how AI takes over that work, what GDPR and HIPAA require in practice and why every clinical decision stays with the doctor.',
} satisfies ArticleCard;

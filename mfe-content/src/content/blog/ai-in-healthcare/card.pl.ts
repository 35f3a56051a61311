import type { ArticleCard } from '@site/content';

export default {
  title: 'AI w medycynie: jak prywatne przychodnie automatyzują obsługę pacjentów',
  subtitle: 'Asystent pacjenta, zapisy głosowe, przypomnienia, wywiad przed wizytą i projekty protokołów z kodami ICD-10, a decyzje zawsze podejmuje lekarz',
  excerpt:
    'Większość przychodów, które przychodnia traci, ucieka jej jeszcze przed wizytą: na zajętej linii, w nieodczytanych wiadomościach i w zapomnianych terminach. Pokazujemy, jak AI przejmuje tę pracę, czego w praktyce wymagają RODO i HIPAA i dlaczego każda decyzja kliniczna zostaje przy lekarzu.',
} satisfies ArticleCard;

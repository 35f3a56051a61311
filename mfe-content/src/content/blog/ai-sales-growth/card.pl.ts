import type { ArticleCard } from '@site/content';

export default {
  title: 'Jak AI zwiększa sprzedaż w 2026 roku: skąd bierze się dodatkowy przychód',
  subtitle: 'Szybkość odpowiedzi, boty pracujące całą dobę, asystenci głosowi i analityka rozmów, z liczbami do sprawdzenia u siebie',
  excerpt:
    'Większość transakcji przepada między pierwszą wiadomością leada a pierwszą odpowiedzią handlowca. Pokazujemy, gdzie AI zamyka tę lukę, jak zmierzyć efekt i jak przeprowadzić pilotaż, nie ryzykując wyniku kwartału.',
} satisfies ArticleCard;

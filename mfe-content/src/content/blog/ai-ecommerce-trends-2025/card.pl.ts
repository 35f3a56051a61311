import type { ArticleCard } from '@site/content';

export default {
  title: 'AI w e-commerce w 2025 roku: pięć trendów wartych budżetu i pułapki, które za nimi stoją',
  subtitle: 'Karty produktów ze zdjęć, grupy fokusowe AI, sprzedaż w komunikatorach, odzyskiwanie koszyków i personalizacja',
  excerpt:
    'Pięć trendów AI przeszło ze slajdów konferencyjnych do codziennej pracy sklepów internetowych. Sprawdzamy, co każdy z nich robi z przychodem i obciążeniem zespołu, co automatyzować najpierw i gdzie zysk mogą zjeść głos marki, zmyślone parametry produktów i zwroty.',
} satisfies ArticleCard;

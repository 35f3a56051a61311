import { typeset } from '../scripts/lib/typography';
console.log(typeset('Пилот на 14 дней и запуск за 7–14 дней, 39 € и 40 %. AI Seller 24/7 в Telegram', 'ru').replace(/\u00a0/g,'⍽'));

import { useRouteError } from 'react-router-dom';

/**
 * The last line of defence when the shell itself fails. It cannot rely on translations or the
 * layout, so it says the essentials in the three languages at once.
 */
export function RouteError() {
  const error = useRouteError();
  console.error('[shell] the page failed:', error);
  return (
    <main className="sh-fatal" id="main">
      <h1>Something went wrong · Что-то пошло не так · Щось пішло не так</h1>
      <p>
        <a href="/">Home</a> · <a href="/ru">Главная</a> · <a href="/ua">Головна</a>
      </p>
    </main>
  );
}

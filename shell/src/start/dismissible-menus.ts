import { DISMISSIBLE_ATTRIBUTE } from '../page-protocol';

/**
 * The header's menus are `<details>`: they open and close with no code at all. The page's own
 * script adds what a menu is expected to do besides: Escape closes it (focus back on its toggle),
 * and so does a press outside it.
 */
export function dismissMenus(): void {
  const openMenus = () => document.querySelectorAll<HTMLDetailsElement>(`details[${DISMISSIBLE_ATTRIBUTE}][open]`);
  addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    for (const menu of openMenus()) {
      const hadFocus = menu.contains(document.activeElement);
      menu.open = false;
      if (hadFocus) menu.querySelector('summary')?.focus();
    }
  });
  addEventListener('pointerdown', (event) => {
    for (const menu of openMenus()) if (!menu.contains(event.target as Node)) menu.open = false;
  });
}

import { beforeEach, describe, expect, it, vi } from 'vitest';
import ru from '../locales/ru.json';
import { showNotice } from './notices';

const notify = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('@site/ui', () => ({ notify }));

/** Looks a key up in the Russian catalog, as i18next would. */
const t = (key: string) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], ru) as string;

beforeEach(() => vi.clearAllMocks());

describe('the toasts of the voice session, in Russian as the spec words them', () => {
  it('start, end and a saved contact', () => {
    showNotice({ kind: 'started' }, t);
    expect(notify.success).toHaveBeenLastCalledWith('Голосовой ассистент активирован', 'Говорите, и я вас услышу');
    showNotice({ kind: 'ended' }, t);
    expect(notify.info).toHaveBeenLastCalledWith('Разговор завершен', 'До встречи!');
    showNotice({ kind: 'contactSaved' }, t);
    expect(notify.success).toHaveBeenLastCalledWith('Контакт сохранён', 'Спасибо! Мы свяжемся с вами в ближайшее время.');
  });

  it('a failure, in the destructive style, with its message or the generic one', () => {
    showNotice({ kind: 'failed', failure: 'unknown' }, t);
    expect(notify.error).toHaveBeenLastCalledWith('Ошибка подключения', 'Не удалось запустить ассистента');
    showNotice({ kind: 'failed', failure: 'microphoneDenied' }, t);
    expect(notify.error).toHaveBeenLastCalledWith('Ошибка подключения', ru.errors.microphoneDenied);
    showNotice({ kind: 'dropped' }, t);
    expect(notify.error).toHaveBeenLastCalledWith('Ошибка подключения', ru.errors.dropped);
  });
});

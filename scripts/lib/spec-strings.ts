import type { Language } from '@site/model';

/**
 * The UI strings the specification writes out (spec §2, §5, §8, navigation), which the site shows
 * byte for byte as the spec writes them: MediFlow's "We'll" keeps its straight apostrophe,
 * «Разговор завершен» and «еще» stay without ё, the Lumi demo's "Start Conversation" keeps its
 * capitals. Typography and the glossary leave them alone, and tests/unit/spec-strings.test.ts finds
 * each where it is shown: a translation by its key, a string of code as a literal in its file.
 */
export interface SpecString {
  readonly lang: Language;
  readonly text: string;
  /** The translation catalogue or source file that holds it, relative to the repository's root. */
  readonly file: string;
  /** Its key in a catalogue (`messages.mediflow.success`); none for a literal in code. */
  readonly key?: string;
}

const FORMS = { en: 'packages/forms/src/locales/en.json', ru: 'packages/forms/src/locales/ru.json' };
const VOICE = { en: 'mfe-voice/src/locales/en.json', ru: 'mfe-voice/src/locales/ru.json' };
const NOT_FOUND = { en: 'shell/src/content/not-found/page.en.ts', ru: 'shell/src/content/not-found/page.ru.ts' };
const CHROME = 'shell/src/i18n/locales/en.json';

const en = (file: string, key: string | undefined, text: string): SpecString => ({ lang: 'en', text, file, ...(key ? { key } : {}) });
const ru = (file: string, key: string | undefined, text: string): SpecString => ({ lang: 'ru', text, file, ...(key ? { key } : {}) });

export const SPEC_UI_STRINGS: readonly SpecString[] = [
  // §2: navigation, and the Lumi AI page's voice demo
  en(CHROME, 'nav.home', 'Home'),
  en(CHROME, 'nav.products', 'Products'),
  en(CHROME, 'nav.cases', 'Cases'),
  en(CHROME, 'nav.blog', 'Blog'),
  en(CHROME, 'nav.team', 'Team'),
  en(CHROME, 'nav.contacts', 'Contacts'),
  en(VOICE.en, 'demo.start', 'Start Conversation'),
  en(VOICE.en, 'demo.connecting', 'Connecting'),
  en(VOICE.en, 'demo.listening', 'Listening'),
  en(VOICE.en, 'demo.speaking', 'Assistant is speaking'),
  en(VOICE.en, 'demo.end', 'End Call'),
  // §2: the voice widget's panel
  ru(VOICE.ru, 'status.speaking', 'Ассистент говорит...'),
  ru(VOICE.ru, 'status.listening', 'Слушаю вас'),
  ru(VOICE.ru, 'panel.minimize', 'Свернуть'),
  ru(VOICE.ru, 'panel.end', 'Завершить'),
  // §5: validation
  en(FORMS.en, 'errors.required', 'This field is required'),
  ru(FORMS.ru, 'errors.required', 'Это поле обязательно'),
  en(FORMS.en, 'errors.invalid_email', 'Invalid email address'),
  ru(FORMS.ru, 'errors.invalid_email', 'Некорректный email адрес'),
  en(VOICE.en, 'errors.noSignedUrl', 'No signed URL returned'),
  // §8: the voice widget's toasts and the contact tool's answers to the agent
  ru(VOICE.ru, 'toasts.failed.title', 'Ошибка подключения'),
  ru(VOICE.ru, 'errors.unknown', 'Не удалось запустить ассистента'),
  ru(VOICE.ru, 'toasts.started.title', 'Голосовой ассистент активирован'),
  ru(VOICE.ru, 'toasts.started.description', 'Говорите, и я вас услышу'),
  ru(VOICE.ru, 'toasts.contactSaved.title', 'Контакт сохранён'),
  ru(VOICE.ru, 'toasts.contactSaved.description', 'Спасибо! Мы свяжемся с вами в ближайшее время.'),
  ru(VOICE.ru, 'toasts.ended.title', 'Разговор завершен'),
  ru(VOICE.ru, 'toasts.ended.description', 'До встречи!'),
  ru('mfe-voice/src/conversation/contact-tool.ts', undefined, 'Спасибо! Ваши контактные данные сохранены. Наш менеджер свяжется с вами в ближайшее время.'),
  ru('mfe-voice/src/conversation/contact-tool.ts', undefined, 'Произошла ошибка при сохранении контактов, но мы всё равно можем продолжить разговор.'),
  ru('packages/contracts/src/voice-notification.ts', undefined, 'Не указано'),
  // §8: the forms' messages
  en(FORMS.en, 'messages.sales-manager.success', 'Request successfully submitted!'),
  en(FORMS.en, 'messages.sales-manager.error', 'Submission error. Please try again.'),
  en(FORMS.en, 'messages.seller.success', 'Thank you! We will contact you soon.'),
  en(FORMS.en, 'messages.seller.error', 'An error occurred. Please try again.'),
  en(FORMS.en, 'messages.lumi.success', 'Request submitted! We will contact you shortly.'),
  en(FORMS.en, 'messages.lumi.error', 'Submission error. Please try again.'),
  en(FORMS.en, 'messages.commerce.success', 'Request sent! We will contact you shortly.'),
  en(FORMS.en, 'messages.contacts.success', 'Request sent! We will contact you shortly.'),
  en(FORMS.en, 'messages.mediflow.success', "Thank you! We'll contact you shortly."),
  en(FORMS.en, 'messages.agentlab.success', 'Request sent successfully!'),
  en(FORMS.en, 'messages.agentlab.error', 'Error sending request'),
  en(FORMS.en, 'messages.contacts.error', 'Submission error. Please try later or contact us directly.'),
  ru(FORMS.ru, 'messages.sales-manager.error', 'Ошибка отправки. Попробуйте еще раз.'),
  ru(FORMS.ru, 'messages.seller.error', 'Произошла ошибка. Пожалуйста, попробуйте еще раз.'),
  ru(FORMS.ru, 'messages.agentlab.error', 'Ошибка отправки заявки'),
  ru(FORMS.ru, 'messages.contacts.error', 'Ошибка отправки. Попробуйте позже или напишите нам напрямую.'),
  ru(FORMS.ru, 'messages.contacts.success', 'Заявка отправлена! Мы свяжемся с вами в ближайшее время.'),
  // §8: the not-found page
  en(NOT_FOUND.en, undefined, 'Oops! Page not found'),
  ru(NOT_FOUND.ru, undefined, 'Ой! Страница не найдена'),
];

/** Every text the spec fixes, in any language: what typography and the glossary leave as written. */
export const SPEC_STRINGS: ReadonlySet<string> = new Set(SPEC_UI_STRINGS.map((spec) => spec.text));

import type { Language } from '@site/model';
import type { KnowledgeSection } from './agent-knowledge';

/**
 * The other words buyers ask a section of the knowledge base by: acronyms, the local legal term,
 * a phone "line" for a number ("DPA", «umowa powierzenia», «угода про обробку даних», "a Polish
 * phone number", "a free report on our calls"); what the topics of a question already
 * catch (the company, a price) is not repeated here. Kept as data beside the knowledge: the generator
 * writes them under each section (`ASKED_AS_LABEL: …`), where the cloud agent's retrieval finds the
 * section by them, and the twin's local agent reads them back to answer the question with that section.
 */
export const ASKED_AS_LABEL: Readonly<Record<Language, string>> = {
  en: 'Also asked as',
  ru: 'Об этом также спрашивают так',
  uk: 'Про це також питають так',
  pl: 'O to pytają też tak',
};

export const BUYER_WORDS: Readonly<Record<Language, Readonly<Partial<Record<KnowledgeSection, readonly string[]>>>>> = {
  en: {
    company: ['DPA', 'data processing agreement', 'GDPR agreement'],
    hours: ['phone number', 'phone line', 'number to ring', 'local number', 'Polish number', 'Ukrainian number', 'languages your managers speak'],
    callBack: ['how fast will someone call back', 'how soon will a manager call', 'response time'],
    pilot: ['free trial', 'try it for free', 'free report on our calls', 'test on our recordings', 'proof of concept', 'before we sign'],
    notClaimed: ['new lead call', 'ring a lead', 'lead callback', 'speed to lead'],
  },
  ru: {
    company: ['DPA', 'договор об обработке данных', 'соглашение об обработке данных'],
    hours: ['номер телефона', 'телефонная линия', 'куда позвонить', 'местный номер', 'польский номер', 'украинский номер', 'на каких языках говорят менеджеры'],
    callBack: ['как быстро перезвонят', 'когда перезвонит менеджер', 'время ответа на заявку'],
    pilot: ['бесплатно попробовать', 'бесплатный отчёт по нашим звонкам', 'проверить на наших записях', 'тестовый период', 'до подписания'],
    notClaimed: ['как быстро перезвонят лиду', 'позвонит лиду', 'перезвонит лиду', 'обратный звонок по заявке', 'скорость ответа на заявку'],
  },
  uk: {
    company: ['DPA', 'угода про обробку даних', 'договір про обробку даних'],
    hours: [
      'номер телефону',
      'телефонна лінія',
      'куди подзвонити',
      'місцевий номер',
      'польський номер',
      'український номер',
      'якими мовами говорять менеджери',
    ],
    callBack: ['як швидко передзвонять', 'коли передзвонить менеджер', 'час відповіді на заявку'],
    pilot: ['безкоштовно спробувати', 'безкоштовний звіт за нашими дзвінками', 'перевірити на наших записах', 'тестовий період', 'до підписання'],
    notClaimed: ['як швидко передзвонять ліду', 'зателефонує ліду', 'передзвонить ліду', 'зворотний дзвінок за заявкою', 'швидкість відповіді на заявку'],
  },
  pl: {
    company: ['DPA', 'umowa powierzenia', 'umowa powierzenia przetwarzania danych'],
    hours: ['numer telefonu', 'linia telefoniczna', 'gdzie zadzwonić', 'polski numer', 'ukraiński numer', 'w jakich językach mówią handlowcy'],
    callBack: ['jak szybko oddzwonicie', 'kiedy oddzwoni handlowiec', 'czas odpowiedzi na zgłoszenie'],
    pilot: ['za darmo', 'bezpłatny raport z naszych rozmów', 'sprawdzić na naszych nagraniach', 'okres testowy', 'przed podpisaniem umowy'],
    notClaimed: ['jak szybko oddzwoni do leada', 'zadzwoni do leada', 'oddzwanianie do leadów', 'szybkość reakcji na zgłoszenie'],
  },
};

/** The line a section's other words are written on. */
export function askedAsLine(words: readonly string[], lang: Language): string {
  return `${ASKED_AS_LABEL[lang]}: ${words.join('; ')}.`;
}

/** A line of other words read back, or nothing when the line is none. */
export function readAskedAsLine(line: string, lang: Language): readonly string[] | undefined {
  const prefix = `${ASKED_AS_LABEL[lang]}: `;
  return line.startsWith(prefix) ? line.slice(prefix.length).replace(/\.$/u, '').split('; ') : undefined;
}

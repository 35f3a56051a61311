/**
 * What the simulated agent says, in Russian (the site's agent speaks Russian). It cannot hear
 * words: each stretch of the visitor's speech counts as the next scripted line of theirs.
 */

export interface ContactToolCall {
  /** The client tool the site registers (`save_contact`, see mfe-voice/README.md). */
  readonly name: string;
  readonly parameters: Readonly<Record<string, string>>;
  /** The agent's answer once the tool reports back, by outcome. */
  readonly saved: string;
  readonly failed: string;
}

export interface Turn {
  /** What the visitor is taken to have said, sent back as their transcript. */
  readonly user: string;
  /** The agent's answer; with `tool`, the answer comes after the tool's result instead. */
  readonly agent?: string;
  readonly tool?: ContactToolCall;
  /** After this answer the agent ends the call with its `end_call` system tool. */
  readonly endCall?: boolean;
}

export interface AgentScript {
  readonly greeting: string;
  readonly turns: readonly Turn[];
  /** The answer to every turn after the scripted ones. */
  readonly fallback: string;
  /** Seconds of voiced microphone audio that make one turn of the visitor's. */
  readonly userTurnSeconds: number;
}

export const DEFAULT_SCRIPT: AgentScript = {
  greeting: 'Здравствуйте! Я Lumi, голосовой ассистент Synthra. Чем могу помочь?',
  turns: [
    {
      user: 'Здравствуйте! Нам нужен голосовой ассистент для клиники.',
      agent:
        'Отлично, Lumi как раз отвечает на звонки, записывает пациентов и передаёт горячие заявки менеджеру. Как вас зовут и по какому номеру с вами связаться?',
    },
    {
      user: 'Меня зовут Анна, мой номер плюс семь девятьсот девяносто девять сто двадцать три сорок пять шестьдесят семь.',
      tool: {
        name: 'save_contact',
        parameters: { phone: '+79991234567', name: 'Анна' },
        saved: 'Спасибо, Анна! Менеджер свяжется с вами в ближайшее время. Могу ещё чем-нибудь помочь?',
        failed: 'Не получилось сохранить ваш номер, но мы можем продолжить разговор. Что ещё вас интересует?',
      },
    },
    {
      user: 'Сколько времени займёт запуск?',
      agent: 'Запуск занимает от семи до четырнадцати дней, а пилот длится две недели. Что-нибудь ещё?',
    },
    { user: 'Нет, спасибо, это всё.', agent: 'Спасибо за разговор! До свидания.', endCall: true },
  ],
  fallback: 'Я вас слушаю. Расскажите, что ещё вас интересует.',
  userTurnSeconds: 1.5,
};

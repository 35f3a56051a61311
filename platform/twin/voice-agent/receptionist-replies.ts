import type { DemoBookingOutcome } from '@site/contracts';
import type { Language } from '@site/model';

/**
 * What the Lumi demo's receptionist says when it moves or cancels the caller's visit, asks before
 * it changes one, or has nothing to book, in every language (its offer and its booking are the
 * shared replies', `replies.ts`); and the post-call analysis of a receptionist's conversation,
 * which says what it did to the visit.
 */
export interface ReceptionistReplies {
  /** A free time offered to a caller whose name it has. */
  readonly offerTo: (time: string) => string;
  readonly bookedNoName: (time: string) => string;
  readonly moved: (from: string, to: string) => string;
  readonly cancelled: (time: string) => string;
  readonly nothingToCancel: string;
  /** The caller, holding a visit, names another time: a second visit is a move, so it asks. */
  readonly askMove: (current: string, to: string) => string;
  readonly askMoveTime: (current: string, times: string) => string;
  readonly kept: (time: string) => string;
  readonly stillBooked: (time: string) => string;
  readonly fullyBooked: string;
  readonly goodbyeNoVisit: string;
  readonly summary: {
    readonly title: (outcome: DemoBookingOutcome) => string;
    readonly text: (outcome: DemoBookingOutcome, name: string | undefined) => string;
    /** On a call Lumi placed: the callee agreed that a manager calls back on the number rung. */
    readonly managerCalls: string;
  };
}

export const RECEPTIONIST_REPLIES: Readonly<Record<Language, ReceptionistReplies>> = {
  en: {
    offerTo: (time) => `I can offer tomorrow at ${time}. Shall I book it?`,
    bookedNoName: (time) => `Done: you’re booked for tomorrow at ${time}. Anything else?`,
    moved: (from, to) => `Done: your visit tomorrow is moved from ${from} to ${to}. Anything else?`,
    cancelled: (time) => `Done: your visit tomorrow at ${time} is cancelled, and the time is free again. Shall I find you another time?`,
    nothingToCancel: 'You have no visit booked with us yet, so there’s nothing to cancel. Shall I find you a time tomorrow?',
    askMove: (current, to) => `You’re already booked for ${current}. Shall I move your visit to ${to}?`,
    askMoveTime: (current, times) => `Of course. Which time suits you instead of ${current}? Tomorrow I have ${times}.`,
    kept: (time) => `All right, your visit stays at ${time}. Anything else?`,
    stillBooked: (time) => `You’re booked for tomorrow at ${time}. Is there anything else I can do?`,
    fullyBooked: 'I’m sorry, tomorrow is fully booked. Please get in touch again for another day.',
    goodbyeNoVisit: 'Thank you for getting in touch. Goodbye!',
    summary: {
      title: (outcome) =>
        ({
          booked: 'Lumi demo: a visit booked',
          moved: 'Lumi demo: a visit moved',
          cancelled: 'Lumi demo: a visit cancelled',
          none: 'Lumi demo: nothing booked',
        })[outcome.kind],
      text: (outcome, name) => {
        const who = name ? ` for ${name}` : '';
        if (outcome.kind === 'booked') return `In the Lumi demo, a visit tomorrow at ${outcome.time} was booked${who}.`;
        if (outcome.kind === 'moved') return `In the Lumi demo, a visit${who} was booked and then moved from ${outcome.from} to ${outcome.time}.`;
        if (outcome.kind === 'cancelled') return `In the Lumi demo, a visit at ${outcome.time}${who} was booked and then cancelled.`;
        return 'In the Lumi demo, nothing was booked.';
      },
      managerCalls: 'The person called agreed that a manager calls them back on this number.',
    },
  },
  ru: {
    offerTo: (time) => `Есть свободное время завтра на ${time}. Записать вас?`,
    bookedNoName: (time) => `Готово: вы записаны на завтра на ${time}. Что-нибудь ещё?`,
    moved: (from, to) => `Готово: ваш визит на завтра перенесён с ${from} на ${to}. Что-нибудь ещё?`,
    cancelled: (time) => `Готово: запись на завтра на ${time} отменена, время снова свободно. Подобрать другое время?`,
    nothingToCancel: 'У вас пока нет записи, так что отменять нечего. Подобрать вам время на завтра?',
    askMove: (current, to) => `Вы уже записаны на ${current}. Перенести визит на ${to}?`,
    askMoveTime: (current, times) => `Конечно. На какое время перенести вместо ${current}? Завтра свободно ${times}.`,
    kept: (time) => `Хорошо, запись остаётся на ${time}. Что-нибудь ещё?`,
    stillBooked: (time) => `Вы записаны на завтра на ${time}. Могу ещё чем-то помочь?`,
    fullyBooked: 'К сожалению, на завтра всё занято. Обратитесь к нам, пожалуйста, чтобы записаться на другой день.',
    goodbyeNoVisit: 'Спасибо, что обратились. До свидания!',
    summary: {
      title: (outcome) =>
        ({
          booked: 'Демо Lumi: визит записан',
          moved: 'Демо Lumi: визит перенесён',
          cancelled: 'Демо Lumi: запись отменена',
          none: 'Демо Lumi: ничего не записано',
        })[outcome.kind],
      text: (outcome, name) => {
        const who = name ? ` на имя ${name}` : '';
        if (outcome.kind === 'booked') return `В демо Lumi записан визит на завтра на ${outcome.time}${who}.`;
        if (outcome.kind === 'moved') return `В демо Lumi визит${who} записан и затем перенесён с ${outcome.from} на ${outcome.time}.`;
        if (outcome.kind === 'cancelled') return `В демо Lumi визит на ${outcome.time}${who} записан и затем отменён.`;
        return 'В демо Lumi ничего не записано.';
      },
      managerCalls: 'Собеседник согласился, чтобы менеджер перезвонил ему на этот номер.',
    },
  },
  uk: {
    offerTo: (time) => `Є вільний час завтра на ${time}. Записати вас?`,
    bookedNoName: (time) => `Готово: ви записані на завтра на ${time}. Щось іще?`,
    moved: (from, to) => `Готово: ваш візит на завтра перенесено з ${from} на ${to}. Щось іще?`,
    cancelled: (time) => `Готово: запис на завтра на ${time} скасовано, час знову вільний. Підібрати інший час?`,
    nothingToCancel: 'У вас поки немає запису, тож скасовувати нічого. Підібрати вам час на завтра?',
    askMove: (current, to) => `Ви вже записані на ${current}. Перенести візит на ${to}?`,
    askMoveTime: (current, times) => `Звісно. На який час перенести замість ${current}? Завтра вільно ${times}.`,
    kept: (time) => `Добре, запис залишається на ${time}. Щось іще?`,
    stillBooked: (time) => `Ви записані на завтра на ${time}. Можу ще чимось допомогти?`,
    fullyBooked: 'На жаль, на завтра все зайнято. Зверніться до нас, будь ласка, щоб записатися на інший день.',
    goodbyeNoVisit: 'Дякуємо, що звернулися. До побачення!',
    summary: {
      title: (outcome) =>
        ({
          booked: 'Демо Lumi: візит записано',
          moved: 'Демо Lumi: візит перенесено',
          cancelled: 'Демо Lumi: запис скасовано',
          none: 'Демо Lumi: нічого не записано',
        })[outcome.kind],
      text: (outcome, name) => {
        const who = name ? ` на ім’я ${name}` : '';
        if (outcome.kind === 'booked') return `У демо Lumi записано візит на завтра на ${outcome.time}${who}.`;
        if (outcome.kind === 'moved') return `У демо Lumi візит${who} записано, а потім перенесено з ${outcome.from} на ${outcome.time}.`;
        if (outcome.kind === 'cancelled') return `У демо Lumi візит на ${outcome.time}${who} записано, а потім скасовано.`;
        return 'У демо Lumi нічого не записано.';
      },
      managerCalls: 'Співрозмовник погодився, щоб менеджер передзвонив йому на цей номер.',
    },
  },
  pl: {
    offerTo: (time) => `Mogę zaproponować jutro godzinę ${time}. Zarezerwować?`,
    bookedNoName: (time) => `Gotowe: wizyta jutro o ${time}. Czy coś jeszcze?`,
    moved: (from, to) => `Gotowe: jutrzejsza wizyta przeniesiona z ${from} na ${to}. Czy coś jeszcze?`,
    cancelled: (time) => `Gotowe: wizyta jutro o ${time} odwołana, termin jest znów wolny. Znaleźć inny termin?`,
    nothingToCancel: 'Nie ma jeszcze żadnej rezerwacji, więc nie ma czego odwoływać. Znaleźć termin na jutro?',
    askMove: (current, to) => `Wizyta jest już zarezerwowana na ${current}. Przenieść ją na ${to}?`,
    askMoveTime: (current, times) => `Oczywiście. Na którą godzinę przenieść wizytę z ${current}? Jutro wolne są terminy ${times}.`,
    kept: (time) => `Dobrze, wizyta zostaje o ${time}. Czy coś jeszcze?`,
    stillBooked: (time) => `Wizyta jest zarezerwowana na jutro, na ${time}. Czy mogę jeszcze w czymś pomóc?`,
    fullyBooked: 'Niestety, jutro wszystkie terminy są zajęte. Zapraszamy do kontaktu w sprawie innego dnia.',
    goodbyeNoVisit: 'Dziękujemy za kontakt. Do widzenia!',
    summary: {
      title: (outcome) =>
        ({
          booked: 'Demo Lumi: wizyta zarezerwowana',
          moved: 'Demo Lumi: wizyta przeniesiona',
          cancelled: 'Demo Lumi: wizyta odwołana',
          none: 'Demo Lumi: nic nie zarezerwowano',
        })[outcome.kind],
      text: (outcome, name) => {
        const who = name ? ` na nazwisko ${name}` : '';
        if (outcome.kind === 'booked') return `W demo Lumi zarezerwowano wizytę jutro o ${outcome.time}${who}.`;
        if (outcome.kind === 'moved') return `W demo Lumi zarezerwowano wizytę${who}, a potem przeniesiono ją z ${outcome.from} na ${outcome.time}.`;
        if (outcome.kind === 'cancelled') return `W demo Lumi zarezerwowano wizytę o ${outcome.time}${who}, a potem ją odwołano.`;
        return 'W demo Lumi nic nie zarezerwowano.';
      },
      managerCalls: 'Rozmówca zgodził się, żeby konsultant oddzwonił pod ten numer.',
    },
  },
};

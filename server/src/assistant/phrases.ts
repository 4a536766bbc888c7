/**
 * Everything the embedded assistant says or writes, in the number's language. A phrase about a
 * number has a form per plural category (CLDR's, through Intl.PluralRules); `other` stands in for
 * any category it has no form for (Spanish's `many`, said of a million).
 */
export const PHRASES = {
  en: {
    anythingElse: 'Is there anything else I can help you with?',
    fallback: "I'm not sure I can answer that. Would you like to leave a message? Someone will get back to you.",
    transferring: 'Let me put you through to someone. Please hold.',
    noTransfer: 'Nobody can take the call right now, but I can take a message. Please say your message, with your name, after this.',
    askMessage: "Of course. Please say your message, with your name, and I'll pass it on.",
    messageTaken: "Thank you, I've passed your message on. Goodbye!",
    goodbye: 'Thank you for calling. Goodbye!',
    didNotHear: "Sorry, I didn't catch that. Could you say it again?",
    silentGoodbye: "I can't hear anything, so I'll end the call now. Please call again. Goodbye!",
    closedMessage: "We're closed right now. {hours} Please leave a message after this, with your name, and we'll call you back.",
    closedDecline: "We're closed right now. {hours} Please call again then. Goodbye!",
    closedTransfer: "We're closed right now, so let me put you through to someone. Please hold.",
    transferFailed: "Sorry, nobody could take the call. Please say your message, with your name, and we'll call you back.",
    smsThanks: "Thanks for your message! We'll get back to you soon.",
    smsPerson: 'Thanks! Someone from our team will reply to you here soon.',
    smsClosed: "Thanks for your message. We're closed right now. {hours} We'll reply when we're back.",
    summaryAsked: 'The caller said: "{said}".',
    summaryMessage: 'The caller left a message: "{message}".',
    summaryTransferred: 'The call was passed to a person.',
    summaryHandled: { one: 'The assistant answered one question.', other: 'The assistant answered {count} questions.' },
    summaryNothing: 'The caller said nothing.',
  },
  es: {
    anythingElse: '¿Puedo ayudarle en algo más?',
    fallback: 'No estoy seguro de poder responder a eso. ¿Quiere dejar un mensaje? Le llamaremos.',
    transferring: 'Le paso con una persona. Un momento, por favor.',
    noTransfer: 'Ahora nadie puede atender la llamada, pero puedo tomar un mensaje. Diga su mensaje y su nombre a continuación.',
    askMessage: 'Por supuesto. Diga su mensaje y su nombre, y lo haré llegar.',
    messageTaken: 'Gracias, he pasado su mensaje. ¡Hasta luego!',
    goodbye: 'Gracias por llamar. ¡Hasta luego!',
    didNotHear: 'Perdone, no le he entendido. ¿Puede repetirlo?',
    silentGoodbye: 'No le oigo, así que voy a colgar. Vuelva a llamar, por favor. ¡Hasta luego!',
    closedMessage: 'Ahora estamos cerrados. {hours} Deje un mensaje con su nombre a continuación y le llamaremos.',
    closedDecline: 'Ahora estamos cerrados. {hours} Vuelva a llamar entonces. ¡Hasta luego!',
    closedTransfer: 'Ahora estamos cerrados, así que le paso con una persona. Un momento, por favor.',
    transferFailed: 'Lo siento, nadie ha podido atender la llamada. Diga su mensaje y su nombre, y le llamaremos.',
    smsThanks: '¡Gracias por su mensaje! Le responderemos pronto.',
    smsPerson: '¡Gracias! Alguien de nuestro equipo le responderá por aquí pronto.',
    smsClosed: 'Gracias por su mensaje. Ahora estamos cerrados. {hours} Le responderemos al volver.',
    summaryAsked: 'La persona que llamó dijo: «{said}».',
    summaryMessage: 'La persona que llamó dejó un mensaje: «{message}».',
    summaryTransferred: 'La llamada se pasó a una persona.',
    summaryHandled: { one: 'El asistente respondió una pregunta.', other: 'El asistente respondió {count} preguntas.' },
    summaryNothing: 'La persona que llamó no dijo nada.',
  },
} as const;

type Language = keyof typeof PHRASES;
type Phrases = (typeof PHRASES)['en'];
export type PhraseKey = keyof Phrases;
/** The phrases said of a number: they need `count`. */
type CountedKey = { [K in PhraseKey]: Phrases[K] extends string ? never : K }[PhraseKey];
type Values = Record<string, string | number>;

const pluralRules = { en: new Intl.PluralRules('en'), es: new Intl.PluralRules('es') };

function formOf(language: Language, phrase: string | (Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }), count: number) {
  if (typeof phrase === 'string') return phrase;
  return phrase[pluralRules[language].select(count)] ?? phrase.other;
}

/** A phrase in a language, with its `{name}` places filled; a phrase about a number takes the form its count asks for. */
export function say(language: Language, key: Exclude<PhraseKey, CountedKey>, values?: Values): string;
export function say(language: Language, key: CountedKey, values: Values & { count: number }): string;
export function say(language: Language, key: PhraseKey, values: Values = {}): string {
  return formOf(language, PHRASES[language][key], Number(values.count)).replace(/\{(\w+)\}/g, (_, name: string) =>
    String(values[name] ?? ''),
  );
}

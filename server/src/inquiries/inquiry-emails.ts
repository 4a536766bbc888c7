import type { SiteLanguage } from '@/api/contract/site-values';
import type { Email } from '@server/src/mail/mailer';

/** A subject line as one line: a visitor's subject may hold line breaks, a header must not. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** A message quoted as e-mail quotes it, line by line. */
const quoted = (text: string) =>
  text
    .split('\n')
    .map((line) => (line ? `> ${line}` : '>'))
    .join('\n');

interface Visitor {
  name: string;
  email: string;
  subject: string;
  language: SiteLanguage;
}

/**
 * The acknowledgement of a contact form's message, in the language the visitor wrote from. It
 * copies nothing of the message but its subject: anyone may type any address into the form, and
 * an acknowledgement that repeated the text would let a stranger send their words to it in our
 * name. The rate limits keep even that to a few e-mails an hour.
 */
export function acknowledgementEmail({ name: given, email, subject, language }: Visitor): Email {
  const about = oneLine(subject);
  // On one line too: a name with line breaks could lay out a message of its own in our e-mail.
  const name = oneLine(given);
  if (language === 'es') {
    return {
      to: email,
      subject: `Hemos recibido tu mensaje: ${about}`,
      text: [
        `Hola, ${name}:`,
        '',
        `Gracias por escribir a Lato. Hemos recibido tu mensaje «${about}» y te responderemos por correo lo antes posible.`,
        '',
        'Si no has enviado este mensaje, puedes ignorar este correo.',
        '',
        'El equipo de Lato',
      ].join('\n'),
    };
  }
  return {
    to: email,
    subject: `We received your message: ${about}`,
    text: [
      `Hello ${name},`,
      '',
      `Thank you for writing to Lato. We received your message "${about}" and will answer you by e-mail as soon as we can.`,
      '',
      'If you did not send this message, you can ignore this e-mail.',
      '',
      'The Lato team',
    ].join('\n'),
  };
}

/**
 * A staff member's answer, in the inquiry's language, as a reply to the visitor's message: "Re:"
 * and its subject, the answer signed with its author's name, and the message it answers quoted.
 */
export function answerEmail(visitor: Visitor, answer: { body: string; authorName: string }, original: string): Email {
  const subject = `Re: ${oneLine(visitor.subject)}`;
  if (visitor.language === 'es') {
    return {
      to: visitor.email,
      subject,
      text: [`Hola, ${visitor.name}:`, '', answer.body, '', answer.authorName, 'Lato', '', 'Escribiste:', quoted(original)].join('\n'),
    };
  }
  return {
    to: visitor.email,
    subject,
    text: [`Hello ${visitor.name},`, '', answer.body, '', answer.authorName, 'Lato', '', 'You wrote:', quoted(original)].join('\n'),
  };
}

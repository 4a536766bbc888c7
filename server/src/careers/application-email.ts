import type { SiteLanguage } from '@/api/contract/careers';
import type { Email } from '@server/src/mail/mailer';
import { CLOSED_POSITION_RETENTION_MONTHS } from './retention';

/** The applicant is told their application arrived, in the language of the page they applied from. */
export function applicationReceivedEmail(
  to: string,
  { name: given, position, language }: { name: string; position: string; language: SiteLanguage },
): Email {
  // On one line: a name with line breaks could lay out a message of its own in our e-mail.
  const name = given.replace(/\s+/g, ' ').trim();
  if (language === 'es') {
    return {
      to,
      subject: `Hemos recibido tu candidatura: ${position}`,
      text: [
        `Hola, ${name}:`,
        '',
        `Gracias por tu interés en el puesto de ${position}. Hemos recibido tu candidatura y tu CV.`,
        'Nuestro equipo la revisará y te escribiremos si tu perfil encaja con lo que buscamos.',
        '',
        `Guardamos tus datos hasta ${CLOSED_POSITION_RETENTION_MONTHS} meses después de cerrar el puesto, como aceptaste al enviarla. Si quieres que los borremos antes, responde a este correo.`,
        '',
        'El equipo de Lato',
      ].join('\n'),
    };
  }
  return {
    to,
    subject: `We received your application: ${position}`,
    text: [
      `Hello ${name},`,
      '',
      `Thank you for your interest in the ${position} position. We have received your application and your CV.`,
      'Our team will review it and write to you if your profile matches what we are looking for.',
      '',
      `We keep your data for up to ${CLOSED_POSITION_RETENTION_MONTHS} months after the position closes, as you agreed when you applied. If you want it deleted sooner, reply to this e-mail.`,
      '',
      'The Lato team',
    ].join('\n'),
  };
}

import { INVITATION_TTL_DAYS } from '@/api/contract/users';
import type { Language } from '@/api/contract/common';
import type { Email } from '@server/src/mail/mailer';

/** The invitation to an account a manager made: the link where its owner chooses their password. */
export function invitationEmail(to: string, name: string, invitedBy: string, link: string, language: Language): Email {
  if (language === 'es') {
    return {
      to,
      subject: 'Te han invitado a Lato',
      text: [
        `Hola, ${name}:`,
        '',
        `${invitedBy} te ha creado una cuenta de Lato con este correo. Para entrar, elige tu contraseña aquí:`,
        '',
        link,
        '',
        `El enlace funciona una sola vez y caduca en ${INVITATION_TTL_DAYS} días; si caduca, pide otro a quien te invitó. Si no esperabas esta invitación, ignora este correo.`,
      ].join('\n'),
    };
  }
  return {
    to,
    subject: 'You are invited to Lato',
    text: [
      `Hello ${name},`,
      '',
      `${invitedBy} made you a Lato account with this e-mail. To sign in, choose your password here:`,
      '',
      link,
      '',
      `The link works once and expires in ${INVITATION_TTL_DAYS} days; if it does, ask whoever invited you for a new one. If you did not expect this invitation, ignore this e-mail.`,
    ].join('\n'),
  };
}

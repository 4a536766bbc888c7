import { ORGANISATION_INVITATION_TTL_DAYS, type OrganisationRole } from '@/api/contract/organisations';
import type { Language } from '@/api/contract/common';
import type { Email } from '@server/src/mail/mailer';

/** The invitation to join a client business on Lato, in the invited person's language. */
export function joinEmail(
  to: string,
  organisation: string,
  invitedBy: string,
  role: OrganisationRole,
  link: string,
  language: Language,
): Email {
  if (language === 'es') {
    const as = role === 'owner' ? 'propietario' : 'miembro';
    return {
      to,
      subject: `Únete a ${organisation} en Lato`,
      text: [
        'Hola:',
        '',
        `${invitedBy} te invita a unirte a ${organisation} en Lato como ${as}: verás sus llamadas y mensajes del asistente telefónico.`,
        '',
        link,
        '',
        `El enlace funciona una sola vez y caduca en ${ORGANISATION_INVITATION_TTL_DAYS} días. Si no esperabas esta invitación, ignora este correo.`,
      ].join('\n'),
    };
  }
  return {
    to,
    subject: `Join ${organisation} on Lato`,
    text: [
      'Hello,',
      '',
      `${invitedBy} invites you to join ${organisation} on Lato as ${role === 'owner' ? 'an owner' : 'a member'}: you will see the calls and messages its phone assistant handles.`,
      '',
      link,
      '',
      `The link works once and expires in ${ORGANISATION_INVITATION_TTL_DAYS} days. If you did not expect this invitation, ignore this e-mail.`,
    ].join('\n'),
  };
}

import { RESET_CODE_TTL_SECONDS } from '@/api/contract/account';
import type { Language } from '@/api/contract/common';
import type { Email } from '@server/src/mail/mailer';

const MINUTES = RESET_CODE_TTL_SECONDS / 60;

/** The reset-code e-mail, in the language the person chose (or asked in). */
export function resetCodeEmail(to: string, name: string, code: string, language: Language): Email {
  if (language === 'es') {
    return {
      to,
      subject: `Tu código para restablecer la contraseña de Lato: ${code}`,
      text: [
        `Hola, ${name}:`,
        '',
        `Tu código para restablecer la contraseña de Lato es ${code}.`,
        `Caduca en ${MINUTES} minutos. Si no lo has pedido tú, ignora este correo: tu contraseña no cambia.`,
      ].join('\n'),
    };
  }
  return {
    to,
    subject: `Your Lato password reset code: ${code}`,
    text: [
      `Hello ${name},`,
      '',
      `Your code to reset your Lato password is ${code}.`,
      `It expires in ${MINUTES} minutes. If you did not ask for it, ignore this e-mail: your password stays as it is.`,
    ].join('\n'),
  };
}

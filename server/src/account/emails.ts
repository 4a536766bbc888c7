import { RESET_CODE_TTL_SECONDS, SIGN_UP_CODE_TTL_SECONDS } from '@/api/contract/account';
import type { Language } from '@/api/contract/common';
import type { UserRow } from '@server/db/schema';
import type { Email } from '@server/src/mail/mailer';

const MINUTES = RESET_CODE_TTL_SECONDS / 60;

/** The language a person's e-mails are written in: the one they asked in, else their account's, else English. */
export const emailLanguageOf = (user: Pick<UserRow, 'preferredLanguage'>, asked?: Language): Language =>
  asked ?? (user.preferredLanguage === 'es' ? 'es' : 'en');
const SIGN_UP_MINUTES = SIGN_UP_CODE_TTL_SECONDS / 60;

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

/** What changed on a person's account, told to its owner so a change they did not make is seen. */
export type AccountChange =
  | { kind: 'password' }
  | { kind: 'email'; newEmail: string }
  /** Two-step sign-in turned on or off by its owner, turned off by a manager, or new recovery codes made. */
  | { kind: 'two_step'; change: 'on' | 'off' | 'off_by_manager' | 'recovery_codes' };

type Lines = { subject: string; line: string };

const changeLines: Record<Language, (change: AccountChange) => Lines> = {
  en: (change) => {
    switch (change.kind) {
      case 'password':
        return { subject: 'Your Lato password was changed', line: 'The password of your Lato account was just changed.' };
      case 'email':
        return { subject: 'Your Lato e-mail was changed', line: `The e-mail you sign in to Lato with is now ${change.newEmail}.` };
      case 'two_step':
        return {
          on: {
            subject: 'Two-step sign-in is on for your Lato account',
            line: 'Signing in to your Lato account now also asks for a code from your authenticator app.',
          },
          off: {
            subject: 'Two-step sign-in is off for your Lato account',
            line: 'Signing in to your Lato account no longer asks for a code from an authenticator app.',
          },
          off_by_manager: {
            subject: 'Two-step sign-in was turned off for your Lato account',
            line: 'A manager at the agency turned off two-step sign-in for your account, so you can set it up again with a new authenticator app.',
          },
          recovery_codes: {
            subject: 'New recovery codes for your Lato account',
            line: 'New recovery codes were made for your Lato account; the old ones no longer work.',
          },
        }[change.change];
    }
  },
  es: (change) => {
    switch (change.kind) {
      case 'password':
        return { subject: 'Se ha cambiado tu contraseña de Lato', line: 'Se acaba de cambiar la contraseña de tu cuenta de Lato.' };
      case 'email':
        return { subject: 'Se ha cambiado tu correo de Lato', line: `El correo con el que entras en Lato es ahora ${change.newEmail}.` };
      case 'two_step':
        return {
          on: {
            subject: 'Has activado la verificación en dos pasos de Lato',
            line: 'Para entrar en tu cuenta de Lato ahora también se pide un código de tu app de autenticación.',
          },
          off: {
            subject: 'Has desactivado la verificación en dos pasos de Lato',
            line: 'Para entrar en tu cuenta de Lato ya no se pide un código de una app de autenticación.',
          },
          off_by_manager: {
            subject: 'Se ha desactivado la verificación en dos pasos de tu cuenta de Lato',
            line: 'Un responsable de la agencia ha desactivado la verificación en dos pasos de tu cuenta, para que puedas configurarla de nuevo con otra app de autenticación.',
          },
          recovery_codes: {
            subject: 'Nuevos códigos de recuperación de tu cuenta de Lato',
            line: 'Se han creado nuevos códigos de recuperación para tu cuenta de Lato; los anteriores ya no sirven.',
          },
        }[change.change];
    }
  },
};

/**
 * The notice of a change to someone's sign-in details, sent to the address it concerns (for a new
 * e-mail address, the old one), in their language.
 */
export function accountChangeEmail(to: string, name: string, change: AccountChange, language: Language): Email {
  const { subject, line } = changeLines[language](change);
  if (language === 'es') {
    return {
      to,
      subject,
      text: [
        `Hola, ${name}:`,
        '',
        line,
        'Si has sido tú, no tienes que hacer nada. Si no, pide ahora un código en «¿Olvidaste tu contraseña?» y avisa a tu responsable en la agencia.',
      ].join('\n'),
    };
  }
  return {
    to,
    subject,
    text: [
      `Hello ${name},`,
      '',
      line,
      'If this was you, there is nothing to do. If not, ask for a code under "Forgot password?" now and tell your contact at the agency.',
    ].join('\n'),
  };
}

/** The code that proves a new account's address, in the language the person signed up in. */
export function signUpCodeEmail(to: string, name: string, code: string, language: Language): Email {
  if (language === 'es') {
    return {
      to,
      subject: `Tu código para crear la cuenta de Lato: ${code}`,
      text: [
        `Hola, ${name}:`,
        '',
        `Tu código para terminar de crear tu cuenta de Lato es ${code}.`,
        `Caduca en ${SIGN_UP_MINUTES} minutos. Si no lo has pedido tú, ignora este correo: no se crea ninguna cuenta.`,
      ].join('\n'),
    };
  }
  return {
    to,
    subject: `Your code to create your Lato account: ${code}`,
    text: [
      `Hello ${name},`,
      '',
      `Your code to finish creating your Lato account is ${code}.`,
      `It expires in ${SIGN_UP_MINUTES} minutes. If you did not ask for it, ignore this e-mail: no account is made.`,
    ].join('\n'),
  };
}

/** Told to the owner of an address someone tried to sign up with again: the sign-up page does not say it is taken. */
export function addressTakenEmail(to: string, name: string, language: Language): Email {
  if (language === 'es') {
    return {
      to,
      subject: 'Alguien ha intentado crear una cuenta de Lato con tu correo',
      text: [
        `Hola, ${name}:`,
        '',
        'Alguien ha intentado crear una cuenta de Lato con este correo, que ya tiene una.',
        'Si has sido tú, entra con tu contraseña o pide un código en «¿Olvidaste tu contraseña?». Si no, ignora este correo: tu cuenta no cambia.',
      ].join('\n'),
    };
  }
  return {
    to,
    subject: 'Someone tried to create a Lato account with your e-mail',
    text: [
      `Hello ${name},`,
      '',
      'Someone tried to create a Lato account with this e-mail, which already has one.',
      'If this was you, sign in with your password, or ask for a code under "Forgot password?". If not, ignore this e-mail: your account stays as it is.',
    ].join('\n'),
  };
}

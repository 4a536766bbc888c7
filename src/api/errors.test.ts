import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import { FetchError } from 'ofetch';
import { messages as es } from '@locales/es/messages.po';
import { ApiError, errorMessage, isSessionRejection, toApiError } from './errors';
import { defaultErrors } from './messages';

function fetchError(status: number | undefined, data: unknown): FetchError {
  const error = new FetchError('request failed');
  Object.assign(error, { status, data });
  return error;
}

afterEach(() => i18n.activate('en'));

describe('the error mapper', () => {
  it("says a known server code in the reader's language", () => {
    const error = fetchError(401, { detail: 'No active account found with the given credentials.', code: 'invalid_credentials' });
    expect(errorMessage(error, defaultErrors.loginError)).toBe('Incorrect e-mail or password.');
    i18n.loadAndActivate({ locale: 'es', messages: es });
    expect(errorMessage(error, defaultErrors.loginError)).toBe('Correo electrónico o contraseña incorrectos.');
  });

  it("shows the server's detail when the code is not one it knows", () => {
    expect(errorMessage(fetchError(409, { detail: 'That slot is taken.', code: 'conflict' }), defaultErrors.unknown)).toBe(
      'That slot is taken.',
    );
  });

  it('falls back to the spec default of the call, translated', () => {
    expect(errorMessage(fetchError(500, '<html>oops</html>'), defaultErrors.logoutError)).toBe('<html>oops</html>');
    expect(errorMessage(fetchError(500, undefined), defaultErrors.logoutError)).toBe('Logout error');
    i18n.loadAndActivate({ locale: 'es', messages: es });
    expect(errorMessage(new Error('boom'), defaultErrors.logoutError)).toBe('Error al cerrar sesión');
  });

  it('names an unreachable server as such', () => {
    expect(errorMessage(fetchError(undefined, undefined), defaultErrors.loginError)).toBe(
      'Cannot reach the server. Check your connection and try again.',
    );
  });

  it('keeps field errors and status for forms and guards', () => {
    const error = toApiError(fetchError(400, { detail: 'Invalid request.', code: 'invalid', errors: { email: ['Invalid email'] } }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error.fieldErrors).toEqual({ email: ['Invalid email'] });
    expect(isSessionRejection(error)).toBe(false);
    expect(isSessionRejection(fetchError(401, { detail: 'x', code: 'session_revoked' }))).toBe(true);
  });
});

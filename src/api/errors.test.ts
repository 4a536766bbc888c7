import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import { FetchError } from 'ofetch';
import { messages as es } from '@locales/es/messages.po';
import { msg } from '@lingui/core/macro';
import { z } from 'zod';
import { checkFields } from './check-fields';
import { ApiError, errorMessage, fieldErrorMessages, isSessionRejection, toApiError } from './errors';
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

  it("falls back to the call's own default, translated, and never shows a body that is not ours", () => {
    expect(errorMessage(fetchError(502, '<html>Bad gateway</html>'), defaultErrors.logoutError)).toBe('Logout error');
    expect(errorMessage(fetchError(500, undefined), defaultErrors.logoutError)).toBe('Logout error');
    i18n.loadAndActivate({ locale: 'es', messages: es });
    expect(errorMessage(new Error('boom'), defaultErrors.logoutError)).toBe('Error al cerrar sesión');
  });

  it.each([
    ['a detail that is not text', { detail: 42 }],
    ['a code that is not text', { detail: 'Refused.', code: 7 }],
    ['field errors that are not lists of codes', { detail: 'Refused.', errors: { email: 'invalid_email' } }],
    ['field errors as a list', { detail: 'Refused.', errors: [['invalid_email']] }],
  ])('reads %s as a body that is not ours', (_, body) => {
    const error = toApiError(fetchError(400, body));
    expect([error.detail, error.code, error.fieldErrors]).toEqual([undefined, undefined, {}]);
    expect(errorMessage(error, defaultErrors.unknown)).toBe('Unknown error');
  });

  it('names an unreachable server as such', () => {
    expect(errorMessage(fetchError(undefined, undefined), defaultErrors.loginError)).toBe(
      'Cannot reach the server. Check your connection and try again.',
    );
  });

  it('asks the reader to try again in a moment while the service is unavailable', () => {
    const error = fetchError(503, { detail: 'The service is briefly unavailable. Try again in a moment.', code: 'unavailable' });
    expect(errorMessage(error, defaultErrors.unknown)).toBe('The service is briefly unavailable. Please try again in a moment.');
    i18n.loadAndActivate({ locale: 'es', messages: es });
    expect(errorMessage(error, defaultErrors.unknown)).toBe(
      'El servicio no está disponible por un momento. Vuelve a intentarlo en unos instantes.',
    );
  });

  it('says a full or unreachable file storage in the reader’s language', () => {
    const full = fetchError(507, { detail: 'There is no room left to store files. Nothing was saved.', code: 'storage_full' });
    const unreachable = fetchError(503, { detail: 'Files cannot be stored or read right now.', code: 'storage_unavailable' });
    expect(errorMessage(full, defaultErrors.unknown)).toBe(
      'There is no room left to store files, so nothing was saved. Please tell your administrator.',
    );
    i18n.loadAndActivate({ locale: 'es', messages: es });
    expect(errorMessage(full, defaultErrors.unknown)).toBe(
      'No queda espacio para guardar archivos, así que no se ha guardado nada. Avisa a tu administrador.',
    );
    expect(errorMessage(unreachable, defaultErrors.unknown)).toBe(
      'Ahora mismo no se pueden guardar ni abrir archivos. Vuelve a intentarlo en unos minutos.',
    );
  });

  it('keeps field errors and status for forms and guards', () => {
    const error = toApiError(fetchError(400, { detail: 'Invalid request.', code: 'invalid', errors: { email: ['invalid_email'] } }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error.fieldErrors).toEqual({ email: ['invalid_email'] });
    expect(isSessionRejection(error)).toBe(false);
    expect(isSessionRejection(fetchError(401, { detail: 'x', code: 'session_revoked' }))).toBe(true);
  });
});

describe('field messages', () => {
  const areaMessages = { codes: { email_taken: msg`That address is taken.` }, fields: { name: { required: msg`Enter a name.` } } };

  it("say each field code in the reader's language: the field's own words, the area's, then the common ones", () => {
    const error = fetchError(400, {
      detail: 'Invalid request.',
      code: 'invalid',
      errors: { name: ['required'], email: ['email_taken'], 'faq.0.answer': ['too_long'], other: ['never_heard_of_it'] },
    });
    expect(fieldErrorMessages(error, areaMessages)).toEqual({
      name: 'Enter a name.',
      email: 'That address is taken.',
      'faq.0.answer': 'This is too long.',
      other: 'This value is not valid.',
    });
    i18n.loadAndActivate({ locale: 'es', messages: es });
    expect(fieldErrorMessages(error, areaMessages)['faq.0.answer']).toBe('Esto es demasiado largo.');
  });

  it('check a form against the contract schema in the same words', () => {
    const schema = z.object({ name: z.string().trim().min(1), email: z.email() });
    expect(checkFields(schema, { name: ' ', email: 'nope' }, areaMessages)).toEqual({
      name: 'Enter a name.',
      email: 'Enter a valid e-mail address.',
    });
    expect(checkFields(schema, { name: 'Ana', email: 'ana@example.com' })).toEqual({});
  });
});

import { describe, expect, it } from 'vitest';
import type { AssistantSettings } from '@/api/contract/lato-ai';
import { bestFaqAnswer, detectIntent, rulesReply } from './embedded-engine';
import { describeHours, isOpen } from './hours';

const OFFICE = { open: '08:00', close: '18:00' };
const settings = (extra: Partial<AssistantSettings> = {}): AssistantSettings => ({
  assistant_name: 'Sofia',
  greeting: 'Hello, you have reached Okafor Dental.',
  instructions: '',
  language: 'en',
  voice: 'Polly.Joanna-Neural',
  time_zone: 'America/Los_Angeles',
  business_hours: { mon: OFFICE, tue: OFFICE, wed: OFFICE, thu: OFFICE, fri: OFFICE, sat: { open: '09:00', close: '13:00' }, sun: null },
  after_hours: 'take_message',
  transfer_number: '+14155550199',
  faq: [
    { question: 'What are your opening hours?', answer: 'Weekdays 8 am to 6 pm, Saturdays 9 am to 1 pm.' },
    { question: 'Do you see children?', answer: 'Yes, from age three.' },
    { question: 'Which insurance do you accept?', answer: 'Most PPO plans, including Delta Dental, Cigna and Aetna.' },
    { question: 'Where do I park?', answer: 'The Fifth Street garage is one block away; we validate two hours.' },
  ],
  sms_auto_reply: true,
  ...extra,
});
const SPANISH_FAQ = [
  { question: '¿Cuál es el horario?', answer: 'De lunes a viernes de 9:00 a 20:00.' },
  { question: '¿Aceptan tarjeta?', answer: 'Sí, tarjeta y pago con el móvil.' },
  { question: '¿Dónde aparco?', answer: 'En el aparcamiento público de Goya, a dos minutos.' },
];
// A Tuesday at 10:00 in San Francisco (18:00 UTC).
const TUESDAY_MORNING = new Date('2026-11-24T18:00:00Z');

describe('the FAQ ranking', () => {
  it('finds the entry a caller means in English, in other words than the question', () => {
    const { faq } = settings();
    expect(bestFaqAnswer(faq, 'Hi, is there somewhere to park my car?')?.question).toBe('Where do I park?');
    expect(bestFaqAnswer(faq, 'do you take Cigna insurance')?.question).toBe('Which insurance do you accept?');
    expect(bestFaqAnswer(faq, 'Can my children come too?')?.question).toBe('Do you see children?');
  });

  it('finds Spanish entries with or without accents and in any case', () => {
    expect(bestFaqAnswer(SPANISH_FAQ, 'DONDE APARCO')?.question).toBe('¿Dónde aparco?');
    expect(bestFaqAnswer(SPANISH_FAQ, '¿aceptan pago con tarjeta?')?.question).toBe('¿Aceptan tarjeta?');
  });

  it('answers nothing when no entry is close enough', () => {
    expect(bestFaqAnswer(settings().faq, 'I would like to order a pizza')).toBeNull();
    expect(bestFaqAnswer(settings().faq, 'hello yes please')).toBeNull();
    expect(bestFaqAnswer([], 'parking')).toBeNull();
  });
});

describe('the embedded assistant', () => {
  const reply = (said: string, extra: Partial<AssistantSettings> = {}, channel: 'voice' | 'sms' = 'voice') =>
    rulesReply({ settings: settings(extra), history: [], said, channel, now: TUESDAY_MORNING });

  it('recognises goodbye, a person, a message and opening hours in both languages', () => {
    expect(['no thanks, bye', 'Adiós, gracias', 'eso es todo'].map(detectIntent)).toEqual(['goodbye', 'goodbye', 'goodbye']);
    expect(['Can I talk to a real person?', 'Quiero hablar con alguien'].map(detectIntent)).toEqual(['person', 'person']);
    expect(['I want to leave a message', '¿Puedo dejar un recado?'].map(detectIntent)).toEqual(['message', 'message']);
    expect(['When are you open?', '¿A qué hora abren?'].map(detectIntent)).toEqual(['hours', 'hours']);
  });

  it('answers from the FAQ and asks if there is more, transfers, takes messages and hangs up', () => {
    expect(reply('where can I park')).toEqual({
      text: 'The Fifth Street garage is one block away; we validate two hours. Is there anything else I can help you with?',
      action: 'continue',
    });
    expect(reply('let me talk to a person').action).toBe('transfer');
    expect(reply('let me talk to a person', { transfer_number: null }).action).toBe('take_message');
    expect(reply('I want to leave a message').action).toBe('take_message');
    expect(reply('no thanks, goodbye').action).toBe('hang_up');
    expect(reply('what is the meaning of life').text).toMatch(/leave a message/);
  });

  it('marks as unanswered only the words of a call no FAQ entry or rule fits', () => {
    expect(reply('what is the meaning of life')).toMatchObject({ action: 'continue', unanswered: true });
    expect(reply('¿Hacen descuento a estudiantes?', { language: 'es', faq: SPANISH_FAQ })).toMatchObject({ unanswered: true });
    for (const said of ['where can I park', 'when are you open?', 'let me talk to a person', 'I want to leave a message', 'bye'])
      expect(reply(said).unanswered, said).toBeUndefined();
    expect(reply('what is the meaning of life', {}, 'sms').unanswered).toBeUndefined();
  });

  it('does not mark a reply of common words only ("yes", "what?"): no FAQ answer could be added for it', () => {
    for (const said of ['Yes', 'What?', 'no']) expect(reply(said), said).toMatchObject({ action: 'continue', unanswered: false });
    expect(reply('Sí', { language: 'es', faq: SPANISH_FAQ })).toMatchObject({ unanswered: false });
  });

  it('answers SMS without ending anything: the FAQ at any hour, else the hours when closed', () => {
    expect(reply('where do I park?', {}, 'sms')).toEqual({ text: settings().faq[3]!.answer, action: 'continue' });
    const night = new Date('2026-11-23T06:00:00Z');
    const closed = rulesReply({ settings: settings(), history: [], said: 'hi', channel: 'sms', now: night });
    expect(closed.text).toContain("We're closed right now.");
    const parking = rulesReply({ settings: settings(), history: [], said: 'where do I park?', channel: 'sms', now: night });
    expect(parking.text).toBe(settings().faq[3]!.answer);
  });
});

describe('business hours', () => {
  it('are read in the number’s time zone', () => {
    expect(isOpen(settings(), TUESDAY_MORNING)).toBe(true);
    // 18:00 UTC is 19:00 in Madrid: after a 9-to-17 day there, still inside 8-to-18 in San Francisco.
    expect(
      isOpen(
        settings({ time_zone: 'Europe/Madrid', business_hours: { ...settings().business_hours, tue: { open: '09:00', close: '17:00' } } }),
        TUESDAY_MORNING,
      ),
    ).toBe(false);
    // Sunday is closed.
    expect(isOpen(settings(), new Date('2026-11-22T19:00:00Z'))).toBe(false);
  });

  it('are said with the days of the same hours together', () => {
    expect(describeHours(settings())).toBe('We are open Monday to Friday, 08:00 to 18:00; Saturday, 09:00 to 13:00.');
    expect(describeHours(settings({ language: 'es' }))).toBe('Abrimos de lunes a viernes, de 08:00 a 18:00; sábado, de 09:00 a 13:00.');
  });
});

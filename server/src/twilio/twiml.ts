import twilio from 'twilio';
import type { AssistantSettings } from '@/api/contract/lato-ai';

const { VoiceResponse, MessagingResponse } = twilio.twiml;

/** The language Twilio's speech recognition and voices take for each assistant language. */
export const SPEECH_LOCALE = { en: 'en-US', es: 'es-ES' } as const;

type Voice = Pick<AssistantSettings, 'voice' | 'language'>;

const sayProps = (settings: Voice) => ({ voice: settings.voice as never, language: SPEECH_LOCALE[settings.language] as never });

/** Says `text` and listens for the caller's answer, which goes to `action` (also when nothing is heard). */
export function sayAndListen(settings: Voice, text: string, action: string): string {
  const response = new VoiceResponse();
  const gather = response.gather({
    input: ['speech'],
    action,
    method: 'POST',
    language: SPEECH_LOCALE[settings.language] as never,
    speechTimeout: 'auto',
    actionOnEmptyResult: true,
  });
  gather.say(sayProps(settings), text);
  return response.toString();
}

/** Says `text` and ends the call. */
export function sayAndHangUp(settings: Voice, text: string): string {
  const response = new VoiceResponse();
  response.say(sayProps(settings), text);
  response.hangup();
  return response.toString();
}

/** Says `text` and passes the call to `number`; how the transfer went goes to `action`. */
export function sayAndDial(settings: Voice, text: string, number: string, action: string): string {
  const response = new VoiceResponse();
  response.say(sayProps(settings), text);
  response.dial({ action, method: 'POST', timeout: 20 }, number);
  return response.toString();
}

/** A text answer to an SMS, or none. */
export function smsReply(body: string | null): string {
  const response = new MessagingResponse();
  if (body) response.message(body);
  return response.toString();
}

/** An empty answer, for status callbacks. */
export const emptyVoiceResponse = () => new VoiceResponse().toString();

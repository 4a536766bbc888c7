import { E164_SHAPE } from './lato-ai-values';

/**
 * A Twilio alphanumeric sender id (`ACME`, `Dr Lee`): what some businesses text from instead of a
 * number, 1 to 11 letters, digits and spaces. Its messages are kept and read like any other.
 */
export const SENDER_ID_SHAPE = /^[A-Za-z0-9](?:[A-Za-z0-9 ]{0,9}[A-Za-z0-9])?$/;

/**
 * Whether an SMS can be sent back to whoever wrote a conversation: only to a phone number, since
 * Twilio cannot text a sender id (nor a short code).
 */
export const canBeTexted = (customer: string) => E164_SHAPE.test(customer);

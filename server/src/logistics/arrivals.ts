import { sql, type SQL } from 'drizzle-orm';
import { calls, chatMessages, inquiries } from '@server/db/schema';

/*
 * What counts as a client's customer reaching it, read alike by every logistics widget. The
 * settings page's simulator makes test calls and texts: never counted.
 */

/** A call the assistant took: a real one (not the simulator's) that a customer made (inbound, not one made to them). */
export const takenCall = sql`(not ${calls.isTest} and ${calls.direction} = 'inbound')`;

/** A text a customer sent to a number: their own words (not the assistant's or an agent's answer), not the simulator's. */
export const customerText = sql`(not ${chatMessages.isTest} and ${chatMessages.role} = 'customer')`;

/**
 * A message sent through the contact form. Those the agency's people marked as spam are left out:
 * nobody reached the agency through them (bots the honeypot missed, offers), and counting them
 * would reward the very traffic the form tries to keep out.
 */
export const contactMessage: SQL = sql`(${inquiries.status} <> 'spam')`;

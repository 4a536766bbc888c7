import { eq, sql } from 'drizzle-orm';
import type { AssistantSettings } from '@/api/contract/lato-ai';
import type { Db } from '@server/db/client';
import { assistantSettings, type BusinessHours } from '@server/db/schema';
import type { NumberRow } from './numbers';

const WEEKDAY_HOURS = { open: '09:00', close: '17:00' };

/** What a new number's assistant starts with: weekday office hours, a message taken after them. */
export function defaultSettings(number: Pick<NumberRow, 'friendlyName'>, language: 'en' | 'es' = 'en'): AssistantSettings {
  const hours: BusinessHours = {
    mon: WEEKDAY_HOURS,
    tue: WEEKDAY_HOURS,
    wed: WEEKDAY_HOURS,
    thu: WEEKDAY_HOURS,
    fri: WEEKDAY_HOURS,
    sat: null,
    sun: null,
  };
  return {
    assistant_name: language === 'es' ? 'Lucía' : 'Lato',
    greeting:
      language === 'es'
        ? `Hola, ha llamado a ${number.friendlyName}. ¿En qué puedo ayudarle?`
        : `Hello, you have reached ${number.friendlyName}. How can I help you?`,
    instructions: '',
    language,
    voice: language === 'es' ? 'Polly.Lucia-Neural' : 'Polly.Joanna-Neural',
    time_zone: language === 'es' ? 'Europe/Madrid' : 'America/New_York',
    business_hours: hours,
    after_hours: 'take_message',
    transfer_number: null,
    faq: [],
    sms_auto_reply: true,
  };
}

type SettingsRow = typeof assistantSettings.$inferSelect;

const toDto = (row: SettingsRow) => ({
  twilio_number: row.numberId,
  updated_at: row.updatedAt.toISOString(),
  assistant_name: row.assistantName,
  greeting: row.greeting,
  instructions: row.instructions,
  language: row.language,
  voice: row.voice as AssistantSettings['voice'],
  time_zone: row.timeZone,
  business_hours: row.businessHours,
  after_hours: row.afterHours,
  transfer_number: row.transferNumber,
  faq: row.faq,
  sms_auto_reply: row.smsAutoReply,
});

const toColumns = (settings: AssistantSettings) => ({
  assistantName: settings.assistant_name,
  greeting: settings.greeting,
  instructions: settings.instructions,
  language: settings.language,
  voice: settings.voice,
  timeZone: settings.time_zone,
  businessHours: settings.business_hours,
  afterHours: settings.after_hours,
  transferNumber: settings.transfer_number,
  faq: settings.faq,
  smsAutoReply: settings.sms_auto_reply,
});

/** Writes a number's settings whole (created the first time). */
export async function saveSettings(db: Db, numberId: number, settings: AssistantSettings) {
  const columns = toColumns(settings);
  const [row] = await db
    .insert(assistantSettings)
    .values({ numberId, ...columns })
    .onConflictDoUpdate({ target: assistantSettings.numberId, set: { ...columns, updatedAt: sql`now()` } })
    .returning();
  return toDto(row!);
}

/** A number's settings; a number that has none yet gets the defaults, stored. */
export async function settingsOf(db: Db, number: NumberRow) {
  const [row] = await db.select().from(assistantSettings).where(eq(assistantSettings.numberId, number.id)).limit(1);
  return row ? toDto(row) : saveSettings(db, number.id, defaultSettings(number));
}

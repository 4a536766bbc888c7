import { WEEKDAYS, type AssistantSettings, type Weekday } from '@/api/contract/lato-ai';

/** The weekday and time ("14:05") it is now where the number is. */
export function localTime(now: Date, timeZone: string): { day: Weekday; time: string } {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone, weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
    .formatToParts(now)
    .reduce<Record<string, string>>((all, part) => ({ ...all, [part.type]: part.value }), {});
  const day = WEEKDAYS.find((d) => d === parts.weekday!.slice(0, 3).toLowerCase())!;
  return { day, time: `${parts.hour}:${parts.minute}` };
}

/** Whether the number is open now, in its own time zone. */
export function isOpen(settings: Pick<AssistantSettings, 'business_hours' | 'time_zone'>, now: Date): boolean {
  const { day, time } = localTime(now, settings.time_zone);
  const hours = settings.business_hours[day];
  return hours !== null && time >= hours.open && time < hours.close;
}

const DAY_NAMES = {
  en: { mon: 'Monday', tue: 'Tuesday', wed: 'Wednesday', thu: 'Thursday', fri: 'Friday', sat: 'Saturday', sun: 'Sunday' },
  es: { mon: 'lunes', tue: 'martes', wed: 'miércoles', thu: 'jueves', fri: 'viernes', sat: 'sábado', sun: 'domingo' },
} as const;

/** The opening hours said in a sentence: days with the same hours together ("Monday to Friday, 09:00 to 17:00"). */
export function describeHours(settings: Pick<AssistantSettings, 'business_hours' | 'language'>): string {
  const names = DAY_NAMES[settings.language];
  const es = settings.language === 'es';
  const runs: { from: Weekday; to: Weekday; hours: string }[] = [];
  for (const day of WEEKDAYS) {
    const h = settings.business_hours[day];
    if (!h) continue;
    const hours = es ? `de ${h.open} a ${h.close}` : `${h.open} to ${h.close}`;
    const last = runs.at(-1);
    if (last && last.hours === hours && WEEKDAYS.indexOf(last.to) === WEEKDAYS.indexOf(day) - 1) last.to = day;
    else runs.push({ from: day, to: day, hours });
  }
  if (runs.length === 0) return es ? 'Ahora mismo no tenemos horario de atención.' : 'We have no opening hours at the moment.';
  const said = runs.map((run) => {
    const days =
      run.from === run.to ? names[run.from] : es ? `de ${names[run.from]} a ${names[run.to]}` : `${names[run.from]} to ${names[run.to]}`;
    return `${days}, ${run.hours}`;
  });
  return es ? `Abrimos ${said.join('; ')}.` : `We are open ${said.join('; ')}.`;
}

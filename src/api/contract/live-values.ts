/**
 * What the live stream says changed (GET /api/v1/events/). An event names a kind and ids only,
 * never data: the reader fetches what it may see through the ordinary reads.
 *
 * - `board`: a project's phases or tasks (subject: the project).
 * - `project`: a project's own fields, members or status (subject: the project).
 * - `todo`: a person's todo board (subject: the task; only its assignees hear it).
 * - `users`: a person's account as the users list shows it (subject: the person).
 * - `call`: a Lato AI call began, changed or ended (subject: the call; scope: the number).
 * - `sms`: an SMS came in or went out (subject: the message; scope: the number).
 * - `notification`: a notification for the reader was added or changed (subject: it).
 */
export const LIVE_KINDS = ['board', 'project', 'todo', 'users', 'call', 'sms', 'notification'] as const;
export type LiveKind = (typeof LIVE_KINDS)[number];

/** The SSE event names: a change, or the word to reload everything shown (the gap was too long to replay). */
export const LIVE_CHANGE = 'change';
export const LIVE_RELOAD = 'reload';
/** The stream ends because the access token it was opened with has expired: renew and reopen. */
export const LIVE_EXPIRED = 'expired';

/** The channel the tabs of one browser keep one session on (tabs.ts); the sign-in page listens too. */
export const SESSION_CHANNEL = 'lato-session';

/** 'missing' with no build, 'stale' when a source changed since, else 'current'. */
export function webBuildState(): 'missing' | 'stale' | 'current';
/** Builds the web app with Vite, printing only its warnings. */
export function buildWebApp(): void;

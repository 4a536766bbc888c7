/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base URL of the API server; empty means the same origin that served the app. */
  readonly VITE_API_URL?: string;
}

declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}

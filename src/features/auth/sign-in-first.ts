// What a first visit to the sign-in page draws with, before the routed app loads
// (src/sign-in-first.tsx): nothing here may import the router or the auth machine's code.
export { SignInForm } from './SignInForm';
export { deferredSignInSource, type GuestPath, type SignInSource } from './sign-in-source';
export { hasSessionHint } from './session-hint';

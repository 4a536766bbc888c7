// What the entry uses before the routed app loads (src/main.tsx, src/sign-in-first.tsx): nothing
// here may import the router or the auth machine's code.
export { SignInForm } from './SignInForm';
export { deferredSignInSource, type GuestLinks, type GuestPath, type SignInSource } from './sign-in-source';
export { hasSessionHint } from './session-hint';
export { renewSessionEarly } from './early-renewal';
export { SESSION_CHANNEL } from './session-channel';

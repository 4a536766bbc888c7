/** Where checkout goes on: the dashboard's cart, which takes in this browser's cart once the person is signed in. */
export const DASHBOARD_CART = '/dashboard/cart';
/** Signing in, or up, then on to the dashboard's cart (the address is a path of the app's own). */
export const SIGN_IN_TO_CHECK_OUT = `/login?from=${DASHBOARD_CART}`;
export const SIGN_UP_TO_CHECK_OUT = `/register?from=${DASHBOARD_CART}`;

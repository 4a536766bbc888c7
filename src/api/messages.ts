import { msg } from '@lingui/core/macro';

/** The default messages of spec section 8, used when the server gives no usable detail. */
export const defaultErrors = {
  loginFailed: msg`Login failed`,
  loginError: msg`Login error`,
  tokenRefreshFailed: msg`Token refresh failed`,
  logoutError: msg`Logout error`,
  fetchUserInfoError: msg`Fetch user info error`,
  noAccessToken: msg`No access token`,
  unknown: msg`Unknown error`,
  // The spec's Russian default ("Error") for user loading, said in full.
  usersLoad: msg`Could not load the users.`,
  userLoad: msg`Could not load this user.`,
  userSave: msg`Could not save the user.`,
};

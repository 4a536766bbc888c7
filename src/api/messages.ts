import { msg } from '@lingui/core/macro';

/** Each call's own failure message ('Login failed', …), used when the server gives no usable detail. */
export const defaultErrors = {
  loginFailed: msg`Login failed`,
  loginError: msg`Login error`,
  tokenRefreshFailed: msg`Token refresh failed`,
  sessionResume: msg`Could not resume your session. Reload the page in a moment, or sign in again.`,
  logoutError: msg`Logout error`,
  fetchUserInfoError: msg`Fetch user info error`,
  noAccessToken: msg`No access token`,
  unknown: msg`Unknown error`,
  // The original's one-word Russian "Error" for user loading, said in full.
  usersLoad: msg`Could not load the users.`,
  userLoad: msg`Could not load this user.`,
  userSave: msg`Could not save the user.`,
  passwordResetSend: msg`Could not send the reset code. Please try again.`,
  passwordReset: msg`Could not reset the password. Please try again.`,
  register: msg`Could not create the account. Please try again.`,
  accountSave: msg`Could not save your changes.`,
  projectsLoad: msg`Error fetching projects`,
  projectLoad: msg`Error fetching project detail`,
  projectCreate: msg`Error creating project`,
  projectUpdate: msg`Error updating project`,
  attachmentsUpload: msg`Error uploading attachments`,
  attachmentDelete: msg`Could not delete the attachment.`,
  attachmentDownload: msg`Could not download the attachment.`,
  teamLoad: msg`Could not load the team.`,
};

export { RegisterPage } from './RegisterPage';
export { PasswordResetArea } from './reset-context';
export { ForgotPasswordPage } from './ForgotPasswordPage';
export { VerifyCodePage } from './VerifyCodePage';
export { ProfilePage } from './ProfilePage';
export { AccountPage } from './AccountPage';
export { accountApi } from './account-api';
export { profileQuery } from './account-queries';

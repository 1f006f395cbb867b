import { ResetPasswordPage } from '../../features/auth/components/reset-password-page';

/** /reset-password?token=…: choose a new password (features/auth). */
export default function Route() {
  return <ResetPasswordPage />;
}

import { VerifyEmailPage } from '../../features/auth/components/verify-email-page';

/** /verify-success?token=…: confirms the email address and shows the success page (features/auth). */
export default function Route() {
  return <VerifyEmailPage />;
}

import { AuthPage } from '../../features/auth/components/auth-page';

/** /auth: sign in, register, forgot password (features/auth). */
export default function Route() {
  return <AuthPage />;
}

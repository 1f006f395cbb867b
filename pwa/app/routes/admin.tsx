import { RequireRole } from '../../features/auth/components/require-role';
import { AdminPanel } from '../../features/admin/components/admin-panel';

/** /admin: admins only (others go to /auth). Lazily loaded with its texts (the `admin` namespace). */
export default function Route() {
  return (
    <RequireRole area="admin">
      <AdminPanel />
    </RequireRole>
  );
}

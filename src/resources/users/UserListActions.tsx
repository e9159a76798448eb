/**
 * The users list's own toolbar buttons (docs/decisions.md#accounts): invite one user, import many from a CSV file;
 * both need `users.create`.
 */
import MailOutlineIcon from '@mui/icons-material/MailOutline';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Button, LinkBase, useCanAccess } from 'react-admin';
import { useSpecPaths } from '../../admin/crud';

/** Sub-path of the invite screen (`/admin/users/invite`). */
export const INVITE_PATH = 'invite';
/** Sub-path of the CSV import screen (`/admin/users/import`). */
export const IMPORT_PATH = 'import';

/** A link to a users sub-screen, shown with `users.create`. */
function CreateLink({ path, label, icon }: { path: string; label: string; icon: React.ReactElement }) {
  const paths = useSpecPaths();
  const { canAccess } = useCanAccess({ resource: 'users', action: 'create' });
  if (!canAccess) return null;
  return (
    <Button component={LinkBase} to={`${paths.list('users')}/${path}`} label={label}>
      {icon}
    </Button>
  );
}

/** "Invite user" → `/admin/users/invite`. */
export function InviteUserButton() {
  return <CreateLink path={INVITE_PATH} label="users.invite.button" icon={<MailOutlineIcon />} />;
}

/** "Import from CSV" → `/admin/users/import`. */
export function ImportUsersButton() {
  return <CreateLink path={IMPORT_PATH} label="users.import.button" icon={<UploadFileIcon />} />;
}

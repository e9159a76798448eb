import { useState, type FormEvent } from 'react';
import PersonRemoveIcon from '@mui/icons-material/PersonRemove';
import { Button as MuiButton, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { Button, useCanAccess, useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import { isEmailAddress } from '../../shared/contact';
import type { AdminDataProvider } from '../../admin/dataProviderTypes';
import { usePendingAction } from '../../admin/crud';

/**
 * "Erase a sender's messages" on the inbox's toolbar (`contact-messages.delete`): a dialog asks
 * for the address and `POST /contact-messages/erase` deletes every message sent from it
 * (whatever its letter case), as a visitor's erasure request asks; the count deleted is shown
 * and the list reloads.
 */
export function EraseSenderButton() {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const { canAccess } = useCanAccess({ resource: 'contact-messages', action: 'delete' });
  const { pending, run } = usePendingAction();
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  if (!canAccess) return null;

  const address = email.trim();
  const invalid = !isEmailAddress(address);
  const close = () => {
    setOpen(false);
    setEmail('');
    setTouched(false);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (invalid) return;
    void run(async () => {
      const { data } = await dataProvider.postTo<{ count: number }>('/contact-messages/erase', { email: address });
      if (data.count === 0) notify('resources.contact-messages.erase.none', { type: 'info' });
      else notify('resources.contact-messages.erase.done', { type: 'success', messageArgs: { smart_count: data.count } });
      close();
      refresh();
    });
  };

  return (
    <>
      <Button label="resources.contact-messages.erase.button" onClick={() => setOpen(true)}>
        <PersonRemoveIcon />
      </Button>
      <Dialog open={open} onClose={pending ? undefined : close} aria-labelledby="erase-sender-title" fullWidth maxWidth="sm">
        <form onSubmit={submit} noValidate>
          <DialogTitle id="erase-sender-title">{translate('resources.contact-messages.erase.title')}</DialogTitle>
          <DialogContent>
            <DialogContentText sx={{ mb: 2 }}>{translate('resources.contact-messages.erase.help')}</DialogContentText>
            <TextField
              autoFocus
              fullWidth
              type="email"
              name="email"
              autoComplete="off"
              label={translate('resources.contact-messages.erase.email')}
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              onBlur={() => setTouched(true)}
              error={touched && invalid}
              helperText={touched && invalid ? translate('ra.validation.email') : ' '}
              slotProps={{ htmlInput: { maxLength: 254 } }}
            />
          </DialogContent>
          <DialogActions>
            <MuiButton onClick={close} disabled={pending}>
              {translate('ra.action.cancel')}
            </MuiButton>
            <MuiButton type="submit" color="error" variant="contained" disabled={pending}>
              {translate('resources.contact-messages.erase.confirm')}
            </MuiButton>
          </DialogActions>
        </form>
      </Dialog>
    </>
  );
}

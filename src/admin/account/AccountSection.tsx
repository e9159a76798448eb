import type { ReactNode } from 'react';
import { Box, Button, Card, CardContent, CircularProgress, Typography } from '@mui/material';
import { useFormState } from 'react-hook-form';
import { useTranslate } from 'react-admin';

/**
 * One section of My account: a card whose id is its URL fragment (`/admin/account#password`),
 * with an h2 title, a line saying what it is for, an optional status (right of the title) and
 * its form.
 */
export function AccountSection({ id, title, description, status, children }: { id: string; title: string; description?: string; status?: ReactNode; children: ReactNode }) {
  return (
    <Card variant="outlined" id={id} component="section" aria-labelledby={`${id}-title`} sx={{ scrollMarginTop: 80 }}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: description ? 0.5 : 2 }}>
          <Typography variant="h6" component="h2" id={`${id}-title`} sx={{ flexGrow: 1 }}>
            {title}
          </Typography>
          {status}
        </Box>
        {description ? (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {description}
          </Typography>
        ) : null}
        {children}
      </CardContent>
    </Card>
  );
}

/**
 * The submit button of an account form: disabled only while the form is being sent, with a
 * spinner then. react-admin's SaveButton also disables itself while an input is validated on
 * blur, which swallowed the click that caused that blur (the user had to click twice).
 */
export function SubmitButton({ label, icon, color = 'primary', variant = 'contained' }: { label: string; icon: ReactNode; color?: 'primary' | 'error'; variant?: 'contained' | 'outlined' }) {
  const translate = useTranslate();
  const { isSubmitting } = useFormState();
  return (
    <Button type="submit" variant={variant} color={color} startIcon={isSubmitting ? <CircularProgress size={18} color="inherit" /> : icon} disabled={isSubmitting} aria-busy={isSubmitting} sx={{ mt: 1 }}>
      {translate(label)}
    </Button>
  );
}

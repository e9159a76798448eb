/**
 * Reasons the API words in its own English (the account routes, two-factor sign-in, the unique
 * clash handler) → the `locales/<lng>/admin.json` keys that say them on the forms. The server
 * words these reasons in the caller's language with the key (server/http/localize.ts); the
 * admin still maps an English reason to its key (src/admin/errors.ts `reasonKey`).
 */
export const API_REASON_KEYS: Readonly<Record<string, string>> = {
  'The current password is not correct': 'account.password.currentWrong',
  'Enter your current password': 'account.password.currentRequired',
  'Password must be at least 6 characters long': 'users.validation.password',
  'Please confirm your password': 'users.validation.confirmPassword',
  'Passwords must match': 'users.validation.passwordsMatch',
  'Please enter a valid email address': 'users.validation.email',
  'This is already your email address': 'account.email.same',
  'Email already in use': 'account.email.taken',
  'First name must be at least 2 characters long': 'users.validation.firstName',
  'Last name must be at least 2 characters long': 'users.validation.lastName',
  'Username must be at least 2 characters long': 'users.validation.userName',
  'User name already in use': 'account.profile.userNameTaken',
  'The code is not correct; check the time on your device and try again': 'account.twoFactor.codeWrong',
  'The password is not correct': 'account.twoFactor.passwordWrong',
  'One of your roles requires two-factor authentication': 'account.twoFactor.requiredByRole',
};

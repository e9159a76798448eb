/**
 * The user form's validation as react-hook-form sees it (the form validates on blur and on
 * submit through this resolver): every invalid field with the first message of its rules, and a
 * valid form's values handed on as typed (the payload builders trim and convert them).
 */
import type { ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { EMPTY_USER_FORM, USER_VALIDATION, userFormResolver, userFormSchema, type UserFormValues } from '../../../../src/resources/users/userForm';

const options: ResolverOptions<UserFormValues> = { fields: {}, shouldUseNativeValidation: false };
const resolve = (mode: 'add' | 'edit', values: UserFormValues) => userFormResolver(userFormSchema(mode))(values, undefined, options);

describe("the user form's resolver", () => {
  it('names every invalid field once, with the first message of its rules', async () => {
    const { values, errors } = await resolve('add', { ...EMPTY_USER_FORM, firstName: 'A', email: 'ana@example', password: 'short', confirmPassword: 'other', dateOfBirth: '1899-12-31' });
    expect(values).toEqual({});
    expect(Object.keys(errors).sort()).toEqual(['confirmPassword', 'dateOfBirth', 'email', 'firstName', 'lastName', 'password', 'userName']);
    expect(errors).toMatchObject({
      firstName: { message: USER_VALIDATION.firstName },
      lastName: { message: USER_VALIDATION.lastName },
      email: { message: USER_VALIDATION.email },
      userName: { message: USER_VALIDATION.userName },
      password: { message: USER_VALIDATION.password },
      confirmPassword: { message: USER_VALIDATION.passwordsMatch },
      dateOfBirth: { message: USER_VALIDATION.dateOfBirth },
    });
  });

  it('asks for the confirmation before it asks for a match', async () => {
    const { errors } = await resolve('add', { ...EMPTY_USER_FORM, firstName: 'Ana', lastName: 'Ilić', email: 'ana@example.com', userName: 'ana', password: 'secret1' });
    expect(Object.keys(errors)).toEqual(['confirmPassword']);
    expect(errors.confirmPassword?.message).toBe(USER_VALIDATION.confirmPassword);
  });

  it('hands a valid form on with its values as typed', async () => {
    const typed: UserFormValues = { ...EMPTY_USER_FORM, firstName: '  Ana ', lastName: 'Ilić ', email: ' ana@example.com', userName: 'ana', dateOfBirth: '', roleIds: [2] };
    const { values, errors } = await resolve('edit', typed);
    expect(errors).toEqual({});
    expect(values).toEqual(typed);
  });
});

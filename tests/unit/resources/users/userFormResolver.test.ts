/**
 * The user form's validation as react-hook-form sees it (the form validates on blur and on
 * submit through this resolver): every invalid field with the first message of its rules (the
 * users definition's key and bounds where the API holds the rule), and a valid form's values
 * handed on as typed (the payload builders trim and convert them).
 */
import type { ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { EMPTY_USER_FORM, readRuleMessage, USER_VALIDATION, userFormResolver, userFormSchema, type UserFormValues } from '../../../../src/resources/users/userForm';

const options: ResolverOptions<UserFormValues> = { fields: {}, shouldUseNativeValidation: false };
const resolve = (mode: 'add' | 'edit', values: UserFormValues) => userFormResolver(userFormSchema(mode))(values, undefined, options);

/** The key and bounds a field's error message carries. */
const keyOf = (error: { message?: string } | undefined) => readRuleMessage(String(error?.message));

describe("the user form's resolver", () => {
  it('names every invalid field once, with the first message of its rules', async () => {
    const { values, errors } = await resolve('add', { ...EMPTY_USER_FORM, firstName: 'A', email: 'ana@example', password: 'short', confirmPassword: 'other', dateOfBirth: '1899-12-31' });
    expect(values).toEqual({});
    expect(Object.keys(errors).sort()).toEqual(['confirmPassword', 'dateOfBirth', 'email', 'firstName', 'lastName', 'password', 'userName']);
    expect(keyOf(errors.firstName)).toEqual({ message: 'resources.users.validation.firstName', params: { min: 2, max: 100 } });
    expect(keyOf(errors.lastName)).toEqual({ message: 'resources.users.validation.lastName', params: { min: 2, max: 100 } });
    expect(keyOf(errors.email)).toEqual({ message: 'resources.users.validation.email', params: { max: 254 } });
    expect(keyOf(errors.userName)).toEqual({ message: 'resources.users.validation.userName', params: { min: 2, max: 100 } });
    expect(keyOf(errors.password)).toEqual({ message: 'resources.users.validation.password', params: { min: 6, max: 200 } });
    expect(errors).toMatchObject({
      confirmPassword: { message: USER_VALIDATION.passwordsMatch },
      dateOfBirth: { message: USER_VALIDATION.dateOfBirth },
    });
  });

  it('holds names to their maximum length too, as the API does', async () => {
    const { errors } = await resolve('edit', { ...EMPTY_USER_FORM, firstName: 'A'.repeat(101), lastName: 'Ilić', email: 'ana@example.com', userName: 'ana' });
    expect(Object.keys(errors)).toEqual(['firstName']);
    expect(keyOf(errors.firstName)).toEqual({ message: 'resources.users.validation.firstName', params: { min: 2, max: 100 } });
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

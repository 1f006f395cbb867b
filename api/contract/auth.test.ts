import { describe, expect, it } from 'vitest';
import {
  avatarLetter,
  loginRequestSchema,
  registerFormSchema,
  registerRequestSchema,
  resetPasswordFormSchema,
} from './auth';

describe('auth schemas', () => {
  it('normalises a registration: email trimmed and lowercased, blank names null, English by default', () => {
    expect(
      registerRequestSchema.parse({
        username: ' Ana_K ',
        email: ' Ana@Example.HR ',
        password: '12345678',
        firstName: '  ',
        lastName: 'Kovač',
      }),
    ).toEqual({
      username: 'Ana_K',
      email: 'ana@example.hr',
      password: '12345678',
      firstName: null,
      lastName: 'Kovač',
      language: 'en',
    });
  });

  it('accepts letters with diacritics in usernames and refuses spaces and @', () => {
    expect(
      registerRequestSchema.safeParse({ username: 'Đurđa.Š', email: 'd@example.hr', password: '12345678' }).success,
    ).toBe(true);
    for (const username of ['ana k', 'ana@hr', 'ana<script>']) {
      const result = registerRequestSchema.safeParse({ username, email: 'd@example.hr', password: '12345678' });
      expect(result.error?.issues[0]?.message).toBe(
        'Username may only contain letters, numbers, dots, hyphens and underscores',
      );
    }
  });

  it('gives the fixed validation messages on the forms', () => {
    const login = loginRequestSchema.safeParse({ username: ' ', password: '' });
    expect(login.error?.issues.map((issue) => issue.message)).toEqual(['Username is required', 'Password is required']);
    const register = registerFormSchema.safeParse({
      username: 'ana',
      email: 'a@example.hr',
      password: '12345678',
      confirmPassword: '1234567x',
    });
    expect(register.error?.issues).toMatchObject([{ path: ['confirmPassword'], message: "Passwords don't match" }]);
    const reset = resetPasswordFormSchema.safeParse({ password: '12345678', confirmPassword: '' });
    expect(reset.error?.issues[0]?.message).toBe('Please confirm your password');
  });

  it('picks the avatar letter from the first name, else the username, else U', () => {
    expect(avatarLetter({ firstName: 'ivana', username: 'x' })).toBe('I');
    expect(avatarLetter({ firstName: null, username: 'šime' })).toBe('Š');
    expect(avatarLetter(null)).toBe('U');
  });
});

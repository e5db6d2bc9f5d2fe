import { describe, expect, it } from 'vitest';
import { splitFieldError } from './splitFieldError.ts';

describe('splitFieldError', () => {
  it('splits a body/<field> message', () => {
    expect(splitFieldError('body/currentPassword: The current password is wrong')).toEqual({
      field: 'currentPassword',
      text: 'The current password is wrong',
    });
    expect(splitFieldError('body/password must NOT have fewer than 1 characters')).toEqual({
      field: 'password',
      text: 'must NOT have fewer than 1 characters',
    });
  });

  it('leaves other messages whole', () => {
    expect(splitFieldError('Too many login attempts: try again later')).toEqual({
      field: null,
      text: 'Too many login attempts: try again later',
    });
    expect(splitFieldError('body: bad')).toEqual({ field: null, text: 'body: bad' });
  });
});

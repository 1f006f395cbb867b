import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError } from './api-client';
import {
  apiFieldErrors,
  apiFieldProblems,
  fieldErrorsOf,
  focusFirstError,
  leafField,
  schemaFieldErrors,
  topLevelField,
} from './form-errors';

const FIELDS = ['name', 'email', 'powerKw'] as const;
type Field = (typeof FIELDS)[number];

const schema = z.object({
  name: z.string().min(2, 'Name too short').max(3, 'Name too long'),
  email: z.email('Not an email'),
  details: z.object({ powerKw: z.number('Power required').positive('Power must be positive') }),
});

const validationAnswer = (fields: Record<string, string>, status = 400) =>
  new ApiError(status, 'Invalid request', { code: 'validation_failed', message: 'Invalid request', fields });

describe('fieldErrorsOf', () => {
  it('keeps the first problem of each field, in the order found, and drops paths the form has no field for', () => {
    const errors = fieldErrorsOf(
      [
        { path: ['email'], message: 'first' },
        { path: ['name'], message: 'name' },
        { path: ['email'], message: 'second' },
        { path: ['unknown'], message: 'dropped' },
      ],
      { fieldOf: topLevelField(FIELDS) },
    );
    expect(errors).toEqual({ email: 'first', name: 'name' });
    expect(Object.keys(errors)).toEqual(['email', 'name']);
  });

  it('words each message with messageOf, which is told the field and the whole path', () => {
    const seen: unknown[] = [];
    const errors = fieldErrorsOf<string>([{ path: ['details', 'powerKw'], message: 'Required' }], {
      fieldOf: leafField,
      messageOf: (message, field, path) => {
        seen.push([message, field, path]);
        return `${field}: ${message.toLowerCase()}`;
      },
    });
    expect(errors).toEqual({ powerKw: 'powerKw: required' });
    expect(seen).toEqual([['Required', 'powerKw', ['details', 'powerKw']]]);
  });
});

describe('schemaFieldErrors', () => {
  it("maps a schema's issues to the form's fields", () => {
    const errors = schemaFieldErrors(
      schema,
      { name: 'A', email: 'nope', details: { powerKw: -1 } },
      { fieldOf: leafField },
    );
    expect(errors).toEqual({ name: 'Name too short', email: 'Not an email', powerKw: 'Power must be positive' });
  });

  it('is empty for valid values', () => {
    expect(
      schemaFieldErrors(
        schema,
        { name: 'Ana', email: 'ana@example.com', details: { powerKw: 81 } },
        { fieldOf: leafField },
      ),
    ).toEqual({});
  });

  it('leaves nested problems out of a flat mapping', () => {
    const errors = schemaFieldErrors(
      schema,
      { name: 'Ana', email: 'ana@example.com', details: {} },
      { fieldOf: topLevelField(FIELDS) },
    );
    expect(errors).toEqual({});
  });
});

describe('apiFieldProblems and apiFieldErrors', () => {
  it("splits an error answer's dotted keys into paths", () => {
    expect(apiFieldProblems(validationAnswer({ 'additionalDetails.powerKw': 'Required', email: 'Invalid' }))).toEqual([
      { path: ['additionalDetails', 'powerKw'], message: 'Required' },
      { path: ['email'], message: 'Invalid' },
    ]);
  });

  it('finds none in other errors, in answers without fields, or in an answer of another status than asked', () => {
    expect(apiFieldProblems(new Error('offline'))).toEqual([]);
    expect(apiFieldProblems(new ApiError(500, 'Server error', null))).toEqual([]);
    expect(apiFieldProblems(new ApiError(400, 'Bad', { code: 'bad_request', message: 'Bad' }))).toEqual([]);
    expect(apiFieldProblems(validationAnswer({ email: 'Taken' }, 409), 400)).toEqual([]);
    expect(apiFieldProblems(validationAnswer({ email: 'Taken' }, 409))).toHaveLength(1);
  });

  it("puts an error answer's problems beside the form's fields", () => {
    const error = validationAnswer({
      'additionalDetails.powerKw': 'Required',
      email: 'Invalid',
      other: 'Unknown field',
    });
    expect(apiFieldErrors<Field>(error, { fieldOf: topLevelField(FIELDS) }, { status: 400 })).toEqual({
      email: 'Invalid',
    });
    expect(apiFieldErrors<string>(error, { fieldOf: leafField })).toEqual({
      powerKw: 'Required',
      email: 'Invalid',
      other: 'Unknown field',
    });
  });
});

describe('focusFirstError', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  const formWith = (html: string) => {
    document.body.innerHTML = `<form>${html}</form>`;
    return document.querySelector('form')!;
  };

  it('focuses the first field with an error in the order given', () => {
    const form = formWith('<input name="name"><input name="email">');
    expect(focusFirstError<Field>(form, { email: 'x', name: 'y' }, FIELDS)).toBe(true);
    expect(document.activeElement).toBe(form.querySelector('[name="name"]'));
  });

  it('by default follows the order the errors were found, and finds an input inside a group marked data-field', () => {
    const form = formWith('<input name="name"><fieldset data-field="hours"><input id="first-hour"></fieldset>');
    expect(focusFirstError<string>(form, { hours: 'x', name: 'y' })).toBe(true);
    expect(document.activeElement?.id).toBe('first-hour');
  });

  it('answers false and moves nothing without errors', () => {
    const form = formWith('<input name="name">');
    expect(focusFirstError<Field>(form, { email: '' }, FIELDS)).toBe(false);
    expect(document.activeElement).toBe(document.body);
  });
});

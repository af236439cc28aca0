import { describe, expect, it } from 'vitest';
import { describePasswordWeakness, isValidEmail, normaliseEmail } from '../../../../src/domain/accounts/credential-rules.js';

describe('password rules (SPEC section 5)', () => {
  it.each([
    ['Correct-horse-9', null],
    ['Abcdefg1', null],
    ['Ünïcödé-Pässwörd-1', null],
    ['Abcdef1', 'password must be at least 8 characters long'],
    ['abcdefg1', 'password must contain an uppercase letter'],
    ['ABCDEFG1', 'password must contain a lowercase letter'],
    ['Abcdefgh', 'password must contain a number'],
    // Every broken rule at once, so a person fixes them in one go.
    ['abc', 'password must be at least 8 characters long, contain an uppercase letter and contain a number'],
    ['', 'password must be at least 8 characters long, contain an uppercase letter, contain a lowercase letter and contain a number'],
  ])('%j → %j', (password, expected) => {
    expect(describePasswordWeakness(password)).toBe(expected);
  });
});

describe('e-mail addresses', () => {
  it.each([
    ['ada@example.com', true],
    ['first.last+tag@sub.example.co.uk', true],
    ["o'brien@example.ie", true],
    ['no-at-sign.example.com', false],
    ['two@@example.com', false],
    ['ada@localhost', false],
    ['ada@exa mple.com', false],
    ['ada@-example.com', false],
    [`${'a'.repeat(250)}@example.com`, false],
  ])('%j valid: %j', (email, valid) => {
    expect(isValidEmail(email)).toBe(valid);
  });

  it('compares addresses case-insensitively and without surrounding spaces', () => {
    expect(normaliseEmail('  Ada@Example.COM ')).toBe('ada@example.com');
  });
});

import { describe, expect, it } from 'vitest';
import { maskSecrets } from '../../../../src/domain/monitors/mask-secrets.js';

describe('masking secrets in a message', () => {
  it.each([
    ['proxy http://ada:p@ss w0rd@host failed', ['p@ss w0rd'], 'proxy http://ada:********@host failed'],
    ['proxy http://ada:p%40ss%20w0rd@host failed', ['p@ss w0rd'], 'proxy http://ada:********@host failed'],
    ['typed hunter2 twice: hunter2', ['hunter2'], 'typed ******** twice: ********'],
    ['a short pin 42 stays readable', ['42'], 'a short pin 42 stays readable'],
    ['nothing to hide', [], 'nothing to hide'],
  ])('%s', (text, secrets, expected) => {
    expect(maskSecrets(text, secrets)).toBe(expected);
  });
});

import { describe, expect, it } from 'vitest';
import { hashToken } from '../../../src/services/secret-hash.js';

describe('hashToken', () => {
  it('is SHA-256 in base64url, so keys and tokens stored by earlier versions are still found', () => {
    // The FIPS 180-2 test vector for "abc".
    expect(hashToken('abc')).toBe('ungWv48Bz-pBQUDeXa4iI7ADYaOWF3qctBD_YfIAFa0');
    expect(hashToken('pw_a')).not.toBe(hashToken('pw_b'));
  });
});

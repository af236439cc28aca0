/** SPEC.md section 5: at least 8 characters with an upper-case letter, a lower-case letter and a digit. */
export function describePasswordWeakness(password: string): string | null {
  if (password.length < 8) return 'password must be at least 8 characters';
  if (!/\p{Lu}/u.test(password)) return 'password must contain an uppercase letter';
  if (!/\p{Ll}/u.test(password)) return 'password must contain a lowercase letter';
  if (!/\p{Nd}/u.test(password)) return 'password must contain a number';
  return null;
}

// Pragmatic address check (the WHATWG "valid e-mail address" grammar): one @, a dotted domain,
// no spaces; full RFC 5322 admits addresses that no mail system delivers to.
const EMAIL = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

export function isValidEmail(email: string): boolean {
  return email.length <= 254 && EMAIL.test(email);
}

/** Addresses compare case-insensitively; the stored form is the lower-cased one. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The password rules of SPEC section 5, each with what the dashboard's sign-up form shows beside it. */
export const PASSWORD_RULES: readonly { label: string; problem: string; holds: (password: string) => boolean }[] = [
  { label: 'at least 8 characters', problem: 'be at least 8 characters long', holds: (password) => password.length >= 8 },
  { label: 'an upper-case letter', problem: 'contain an uppercase letter', holds: (password) => /\p{Lu}/u.test(password) },
  { label: 'a lower-case letter', problem: 'contain a lowercase letter', holds: (password) => /\p{Ll}/u.test(password) },
  { label: 'a number', problem: 'contain a number', holds: (password) => /\p{Nd}/u.test(password) },
];

/** Every rule the password breaks, in one sentence (so a person fixes them all at once), or null. */
export function describePasswordWeakness(password: string): string | null {
  const problems = PASSWORD_RULES.filter((rule) => !rule.holds(password)).map((rule) => rule.problem);
  if (problems.length === 0) return null;
  const list = problems.length === 1 ? problems[0] : `${problems.slice(0, -1).join(', ')} and ${problems.at(-1)}`;
  return `password must ${list}`;
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

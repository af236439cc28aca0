import { html } from 'htm/preact';
import { useState } from 'preact/hooks';
import { callPublic, signIn, signUp } from '../api.js';
import { ErrorNotice, Field, Notice, formatDate, useAction } from '../components.js';
import { Page } from '../layout.js';
import { PASSWORD_RULES as RULES, describePasswordWeakness } from '../../../src/domain/accounts/credential-rules.js';

const PASSWORD_RULES = 'At least 8 characters, with an upper-case letter, a lower-case letter and a number.';

/** Every password rule at once, each ticked as it is met, so nobody learns them one refusal at a time. */
function PasswordRules({ password }: { password: string }) {
  return html`<ul class="password-rules" id="password-rules" aria-label="What it needs">
    ${RULES.map((rule) => {
      const met = rule.holds(password);
      return html`<li class=${met ? 'met' : 'unmet'}>${met ? '✓' : '✗'} ${rule.label}<span class="visually-hidden">${met ? ' (met)' : ' (not met yet)'}</span></li>`;
    })}
  </ul>`;
}

type SignedIn = (message: string | null) => void;

export function SignIn({ onSignedIn }: { onSignedIn: SignedIn }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const action = useAction();
  const submit = async (event: Event) => {
    event.preventDefault();
    const user = await action.run(() => signIn(email, password));
    if (user) onSignedIn(null);
  };
  return html`<${Page} title="Sign in">
    <form class="narrow" onSubmit=${submit} novalidate>
      <${Field} id="email" label="E-mail" type="email" autocomplete="email" value=${email} onInput=${setEmail} required />
      <${Field} id="password" label="Password" type="password" autocomplete="current-password" value=${password} onInput=${setPassword} required />
      <${ErrorNotice} error=${action.error} />
      <button type="submit" disabled=${action.busy}>${action.busy ? 'Signing in…' : 'Sign in'}</button>
    </form>
    <p><a href="/app/forgot">Forgot your password?</a></p>
    <p>New here? <a href="/app/signup">Create an account</a>: it starts with a 7-day trial.</p>
  <//>`;
}

export function SignUp({ onSignedIn }: { onSignedIn: SignedIn }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const action = useAction();
  const [weakness, setWeakness] = useState<string | null>(null);
  const submit = async (event: Event) => {
    event.preventDefault();
    // Checked here before sending: a refused attempt would still use one of the 3 sign-ups an hour.
    const problem = describePasswordWeakness(password);
    setWeakness(problem === null ? null : `The ${problem}.`);
    if (problem !== null) return;
    const user = await action.run(() => signUp(email, password));
    if (user) onSignedIn(`Welcome to PageWatch. Your trial runs until ${formatDate(user.trial_ends_at)}.`);
  };
  return html`<${Page} title="Create your account">
    <form class="narrow" onSubmit=${submit} novalidate>
      <${Field} id="email" label="E-mail" type="email" autocomplete="email" value=${email} onInput=${setEmail} required />
      <${Field}
        id="password"
        label="Password"
        type="password"
        autocomplete="new-password"
        value=${password}
        onInput=${setPassword}
        required
      />
      <${PasswordRules} password=${password} />
      ${weakness ? html`<div class="notice error" role="alert"><p>${weakness}</p></div>` : null}
      <${ErrorNotice} error=${action.error} />
      <button type="submit" disabled=${action.busy}>${action.busy ? 'Creating…' : 'Create account'}</button>
    </form>
    <p>Already registered? <a href="/app/signin">Sign in</a>.</p>
  <//>`;
}

export function ForgotPassword() {
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);
  const action = useAction();
  const submit = async (event: Event) => {
    event.preventDefault();
    const done = await action.run(() => callPublic('POST', '/v1/auth/password-reset', { email }));
    if (done !== undefined) setSent(true);
  };
  return html`<${Page} title="Reset your password">
    ${sent
      ? html`<${Notice} tone="success">If ${email} has an account, a mail with a reset link is on its way. The link works for one hour.<//>`
      : html`<form class="narrow" onSubmit=${submit} novalidate>
          <p>Enter the e-mail address of your account and we will send you a link to set a new password.</p>
          <${Field} id="email" label="E-mail" type="email" autocomplete="email" value=${email} onInput=${setEmail} required />
          <${ErrorNotice} error=${action.error} />
          <button type="submit" disabled=${action.busy}>Send reset link</button>
        </form>`}
    <p><a href="/app/signin">Back to sign in</a></p>
  <//>`;
}

export function ResetPassword({ token }: { token: string | null }) {
  const [password, setPassword] = useState('');
  const [revokeApiKeys, setRevokeApiKeys] = useState(false);
  const [done, setDone] = useState(false);
  const action = useAction();
  if (!token) {
    return html`<${Page} title="Set a new password">
      <${Notice}>This page needs the link from the reset mail. <a href="/app/forgot">Ask for a new one</a>.<//>
    <//>`;
  }
  const submit = async (event: Event) => {
    event.preventDefault();
    await action.run(async () => {
      await callPublic('POST', '/v1/auth/password-reset/confirm', { token, password, revokeApiKeys });
      setDone(true);
    });
  };
  return html`<${Page} title="Set a new password">
    ${done
      ? html`<${Notice} tone="success">Your password is changed and every other session is signed out. <a href="/app/signin">Sign in</a> with the new password.<//>`
      : html`<form class="narrow" onSubmit=${submit} novalidate>
          <${Field}
            id="password"
            label="New password"
            type="password"
            autocomplete="new-password"
            hint=${PASSWORD_RULES}
            value=${password}
            onInput=${setPassword}
            required
          />
          <div class="field checkbox">
            <label>
              <input type="checkbox" checked=${revokeApiKeys} onChange=${(event: Event) => setRevokeApiKeys((event.currentTarget as HTMLInputElement).checked)} />
              Also revoke every API key (if you think someone else had access)
            </label>
          </div>
          <${ErrorNotice} error=${action.error} />
          <button type="submit" disabled=${action.busy}>Set password</button>
        </form>`}
  <//>`;
}

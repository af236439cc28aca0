import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { PASSWORD, registerUser, startTestService, uniqueEmail, type TestService } from '../support/test-service.js';
import { startSmtpSink } from '../support/smtp-sink.js';

let service: TestService | undefined;
let closeSmtp: (() => Promise<void>) | undefined;
afterEach(async () => {
  await service?.close();
  await closeSmtp?.();
  service = undefined;
  closeSmtp = undefined;
});

function tokenIn(text: string): string {
  const match = /reset_[A-Za-z0-9_-]{20,}/.exec(text.replace(/=\r?\n/g, ''));
  if (!match) throw new Error(`no reset token in mail:\n${text}`);
  return match[0];
}

describe('password reset', () => {
  it('mails a single-use token over SMTP; confirming it sets the password and revokes refresh tokens', async () => {
    const smtp = await startSmtpSink();
    closeSmtp = smtp.close;
    service = await startTestService({ SMTP_URL: smtp.url, MAIL_FROM: 'PageWatch <robot@pagewatch.test>' });
    const user = await registerUser(service.app);

    const ask = await service.app.inject({ method: 'POST', url: '/v1/auth/password-reset', payload: { email: user.email } });
    expect(ask.statusCode).toBe(202);
    expect(smtp.mails).toHaveLength(1);
    expect(smtp.mails[0]!.to).toEqual([user.email]);
    expect(smtp.mails[0]!.from).toBe('robot@pagewatch.test');
    const token = tokenIn(smtp.mails[0]!.raw);

    const newPassword = 'Brand-new-Pass-7';
    const confirm = await service.app.inject({ method: 'POST', url: '/v1/auth/password-reset/confirm', payload: { token, password: newPassword } });
    expect(confirm.statusCode).toBe(204);

    const oldRefresh = await service.app.inject({ method: 'POST', url: '/v1/auth/refresh', payload: { refreshToken: user.refreshToken } });
    expect(oldRefresh.json().code).toBe('ERR_INVALID_REFRESH_TOKEN');
    const oldLogin = await service.app.inject({ method: 'POST', url: '/v1/auth/login', payload: { email: user.email, password: PASSWORD } });
    expect(oldLogin.statusCode).toBe(401);
    const newLogin = await service.app.inject({ method: 'POST', url: '/v1/auth/login', payload: { email: user.email, password: newPassword } });
    expect(newLogin.statusCode).toBe(200);

    const reuse = await service.app.inject({ method: 'POST', url: '/v1/auth/password-reset/confirm', payload: { token, password: 'Another-Pass-8' } });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json().code).toBe('ERR_INVALID_REQUEST');
  });

  it('answers 202 for an unknown address and sends nothing', async () => {
    const smtp = await startSmtpSink();
    closeSmtp = smtp.close;
    service = await startTestService({ SMTP_URL: smtp.url });
    const ask = await service.app.inject({ method: 'POST', url: '/v1/auth/password-reset', payload: { email: uniqueEmail() } });
    expect(ask.statusCode).toBe(202);
    expect(smtp.mails).toHaveLength(0);
  });

  it('writes the mail to the outbox without SMTP, and the token expires after an hour', async () => {
    service = await startTestService();
    const user = await registerUser(service.app);
    expect((await service.app.inject({ method: 'POST', url: '/v1/auth/password-reset', payload: { email: user.email } })).statusCode).toBe(202);
    const outbox = join(service.config.dataDir, 'outbox');
    const files = await readdir(outbox);
    expect(files).toHaveLength(1);
    const mail = JSON.parse(await readFile(join(outbox, files[0]!), 'utf8'));
    expect(mail.to).toBe(user.email);
    const token = tokenIn(mail.text);

    const weak = await service.app.inject({ method: 'POST', url: '/v1/auth/password-reset/confirm', payload: { token, password: 'weak' } });
    expect(weak.json().code).toBe('ERR_WEAK_PASSWORD');

    service.clock.advance(3_600_001);
    const late = await service.app.inject({ method: 'POST', url: '/v1/auth/password-reset/confirm', payload: { token, password: 'Brand-new-Pass-7' } });
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toMatch(/expired/);
  });
});

import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createServer, type AddressInfo, type Socket } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
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
    await vi.waitFor(() => expect(smtp.mails).toHaveLength(1));
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
    // A known address asked after it proves the unknown one had its turn and sent nothing.
    const user = await registerUser(service.app);
    await service.app.inject({ method: 'POST', url: '/v1/auth/password-reset', payload: { email: user.email } });
    await vi.waitFor(() => expect(smtp.mails).toHaveLength(1));
    expect(smtp.mails[0]!.to).toEqual([user.email]);
  });

  it('writes the mail to the outbox without SMTP, and the token expires after an hour', async () => {
    service = await startTestService();
    const user = await registerUser(service.app);
    expect((await service.app.inject({ method: 'POST', url: '/v1/auth/password-reset', payload: { email: user.email } })).statusCode).toBe(202);
    const outbox = join(service.config.dataDir, 'outbox');
    const files = await vi.waitFor(async () => {
      const found = await readdir(outbox);
      expect(found).toHaveLength(1);
      return found;
    });
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

  it('links to the dashboard reset page under PUBLIC_URL', async () => {
    const smtp = await startSmtpSink();
    closeSmtp = smtp.close;
    service = await startTestService({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://watch.example.org' });
    const user = await registerUser(service.app);
    await service.app.inject({ method: 'POST', url: '/v1/auth/password-reset', payload: { email: user.email } });
    await vi.waitFor(() => expect(smtp.mails).toHaveLength(1));
    const text = smtp.mails[0]!.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    expect(text).toContain(`https://watch.example.org/app/reset?token=${tokenIn(text)}`);
  });

  it('a reset discards every other outstanding reset token of the user', async () => {
    const smtp = await startSmtpSink();
    closeSmtp = smtp.close;
    service = await startTestService({ SMTP_URL: smtp.url });
    const user = await registerUser(service.app);
    for (let i = 0; i < 2; i++) await service.app.inject({ method: 'POST', url: '/v1/auth/password-reset', payload: { email: user.email } });
    await vi.waitFor(() => expect(smtp.mails).toHaveLength(2));
    const [older, newer] = smtp.mails.map((mail) => tokenIn(mail.raw));
    const confirm = (token: string, password: string) =>
      service!.app.inject({ method: 'POST', url: '/v1/auth/password-reset/confirm', payload: { token, password } });
    expect((await confirm(newer!, 'Brand-new-Pass-7')).statusCode).toBe(204);
    const stale = await confirm(older!, 'Attacker-Pass-66');
    expect(stale.statusCode).toBe(400);
    expect(stale.json().code).toBe('ERR_INVALID_REQUEST');
    const login = await service.app.inject({ method: 'POST', url: '/v1/auth/login', payload: { email: user.email, password: 'Brand-new-Pass-7' } });
    expect(login.statusCode).toBe(200);
  });

  it('two old tokens confirmed at the same instant: exactly one sets the password', async () => {
    const smtp = await startSmtpSink();
    closeSmtp = smtp.close;
    service = await startTestService({ SMTP_URL: smtp.url });
    const user = await registerUser(service.app);
    for (let i = 0; i < 2; i++) await service.app.inject({ method: 'POST', url: '/v1/auth/password-reset', payload: { email: user.email } });
    await vi.waitFor(() => expect(smtp.mails).toHaveLength(2));
    const tokens = smtp.mails.map((mail) => tokenIn(mail.raw));
    const passwords = ['First-Pass-11', 'Second-Pass-22'];
    const answers = await Promise.all(
      tokens.map((token, i) => service!.app.inject({ method: 'POST', url: '/v1/auth/password-reset/confirm', payload: { token, password: passwords[i] } })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([204, 400]);
    const winner = passwords[answers.findIndex((a) => a.statusCode === 204)]!;
    const login = await service.app.inject({ method: 'POST', url: '/v1/auth/login', payload: { email: user.email, password: winner } });
    expect(login.statusCode).toBe(200);
  });

  it('revokes API keys only when asked to', async () => {
    const smtp = await startSmtpSink();
    closeSmtp = smtp.close;
    service = await startTestService({ SMTP_URL: smtp.url });
    const user = await registerUser(service.app);
    const created = await service.app.inject({ method: 'POST', url: '/v1/api-keys', headers: user.auth, payload: { name: 'ci' } });
    const apiKey = { 'x-api-key': created.json().key as string };
    const reset = async (body: Record<string, unknown>) => {
      const before = smtp.mails.length;
      await service!.app.inject({ method: 'POST', url: '/v1/auth/password-reset', payload: { email: user.email } });
      await vi.waitFor(() => expect(smtp.mails).toHaveLength(before + 1));
      const token = tokenIn(smtp.mails[before]!.raw);
      return service!.app.inject({ method: 'POST', url: '/v1/auth/password-reset/confirm', payload: { token, ...body } });
    };

    expect((await reset({ password: 'Brand-new-Pass-7' })).statusCode).toBe(204);
    expect((await service.app.inject({ url: '/v1/me', headers: apiKey })).statusCode).toBe(200);

    expect((await reset({ password: 'Other-new-Pass-8', revokeApiKeys: true })).statusCode).toBe(204);
    const revoked = await service.app.inject({ url: '/v1/me', headers: apiKey });
    expect(revoked.statusCode).toBe(401);
  });

  it('sends one address at most 3 reset mails an hour, however many clients ask', async () => {
    const smtp = await startSmtpSink();
    closeSmtp = smtp.close;
    service = await startTestService({ SMTP_URL: smtp.url });
    const user = await registerUser(service.app);
    for (let i = 1; i <= 5; i++) {
      const ask = await service.app.inject({ method: 'POST', url: '/v1/auth/password-reset', payload: { email: user.email }, remoteAddress: `192.0.2.${i}` });
      expect(ask.statusCode).toBe(202);
    }
    await vi.waitFor(() => expect(smtp.mails).toHaveLength(3));
    // The fourth and fifth asks were answered alike but sent nothing; an hour later the address may receive mail again.
    service.clock.advance(3_600_000);
    await service.app.inject({ method: 'POST', url: '/v1/auth/password-reset', payload: { email: user.email }, remoteAddress: '192.0.2.9' });
    await vi.waitFor(() => expect(smtp.mails).toHaveLength(4));
  });

  it('answers a known address before doing the work: a mail server that never answers does not hold the reply', async () => {
    const stalled = new Set<Socket>();
    const silent = createServer((socket) => stalled.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', () => resolve()));
    closeSmtp = () =>
      new Promise<void>((resolve) => {
        for (const socket of stalled) socket.destroy();
        silent.close(() => resolve());
      });
    service = await startTestService({ SMTP_URL: `smtp://127.0.0.1:${(silent.address() as AddressInfo).port}` });
    const user = await registerUser(service.app);
    const known = await service.app.inject({ method: 'POST', url: '/v1/auth/password-reset', payload: { email: user.email } });
    const unknown = await service.app.inject({ method: 'POST', url: '/v1/auth/password-reset', payload: { email: uniqueEmail() } });
    expect(known.statusCode).toBe(202);
    expect(known.body).toBe(unknown.body);
    await vi.waitFor(() => expect(stalled.size).toBe(1));
  });
});

import { describe, expect, it } from 'vitest';
import { BROWSER_STOPPED, describeBrowserError } from '../../../../src/adapters/browser/describe-browser-error.js';

const context = { timeoutMs: 20_000, refusals: [], browserConnected: true };
const timeout = Object.assign(new Error('page.goto: Timeout 20000ms exceeded.'), { name: 'TimeoutError' });

describe('describeBrowserError', () => {
  it.each([
    ['a navigation timeout', timeout, context, { error: 'page did not load within 20 s', retryable: true }],
    ['an unknown host', new Error('page.goto: net::ERR_NAME_NOT_RESOLVED at https://nowhere.example/'), context, { error: 'host not found', retryable: false }],
    ['a refused connection', new Error('page.goto: net::ERR_CONNECTION_REFUSED at http://x/'), context, { error: 'connection refused', retryable: true }],
    ['an untrusted certificate', new Error('net::ERR_CERT_AUTHORITY_INVALID'), context, { error: 'TLS: certificate not trusted', retryable: false }],
    ['a download', new Error('page.goto: Download is starting'), context, { error: 'the page started a download or was aborted; only web pages can be watched', retryable: false }],
    [
      'a tunnel the guard refused',
      new Error('page.goto: net::ERR_TUNNEL_CONNECTION_FAILED at https://10.0.0.5/'),
      { ...context, refusals: [{ target: '10.0.0.5:443', authority: '10.0.0.5:443', error: 'blocked: resolves to a private address (10.0.0.5)', blocked: true }] },
      { error: 'blocked: resolves to a private address (10.0.0.5)', retryable: false },
    ],
    ['a tunnel that failed for no recorded reason', new Error('net::ERR_TUNNEL_CONNECTION_FAILED'), context, { error: 'connection failed', retryable: true }],
    ['any error once the browser is gone', timeout, { ...context, browserConnected: false }, { error: BROWSER_STOPPED, retryable: true }],
    ['a closed target', new Error('Target page, context or browser has been closed'), context, { error: BROWSER_STOPPED, retryable: true }],
    ['an unlisted net error', new Error('net::ERR_BLOCKED_BY_RESPONSE'), context, { error: 'browser: ERR_BLOCKED_BY_RESPONSE', retryable: true }],
  ])('%s', (_name, error, errorContext, expected) => {
    expect(describeBrowserError(error, errorContext)).toEqual(expected);
  });
});

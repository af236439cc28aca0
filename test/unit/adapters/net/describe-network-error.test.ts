import { describe, expect, it } from 'vitest';
import { describeNetworkError, describeTimeout } from '../../../../src/adapters/net/describe-network-error.js';

function errorWithCode(code: string, message = code): Error {
  return Object.assign(new Error(message), { code });
}

describe('describeNetworkError', () => {
  const cases: Array<[label: string, error: unknown, expected: { error: string; retryable: boolean }]> = [
    ['ECONNREFUSED', errorWithCode('ECONNREFUSED'), { error: 'connection refused', retryable: true }],
    ['ECONNRESET', errorWithCode('ECONNRESET'), { error: 'connection reset by peer', retryable: true }],
    ['ENOTFOUND', errorWithCode('ENOTFOUND'), { error: 'host not found', retryable: false }],
    ['EAI_AGAIN', errorWithCode('EAI_AGAIN'), { error: 'DNS lookup failed (temporary)', retryable: true }],
    ['headers timeout', errorWithCode('UND_ERR_HEADERS_TIMEOUT'), { error: 'timed out after 30 s', retryable: true }],
    ['connect timeout', errorWithCode('UND_ERR_CONNECT_TIMEOUT'), { error: 'timed out after 30 s', retryable: true }],
    ['self-signed', errorWithCode('DEPTH_ZERO_SELF_SIGNED_CERT'), { error: 'TLS: self-signed certificate', retryable: false }],
    ['self-signed in chain', errorWithCode('SELF_SIGNED_CERT_IN_CHAIN'), { error: 'TLS: self-signed certificate in chain', retryable: false }],
    ['untrusted leaf', errorWithCode('UNABLE_TO_VERIFY_LEAF_SIGNATURE'), { error: 'TLS: certificate not trusted', retryable: false }],
    ['expired', errorWithCode('CERT_HAS_EXPIRED'), { error: 'TLS: certificate expired', retryable: false }],
    ['OpenSSL alert', errorWithCode('ERR_SSL_TLSV1_ALERT_PROTOCOL_VERSION'), { error: 'TLS: handshake failed', retryable: false }],
    ['parser error', errorWithCode('HPE_INVALID_CONSTANT'), { error: 'invalid HTTP response', retryable: false }],
    [
      'blocked address',
      errorWithCode('ERR_ADDRESS_BLOCKED', 'blocked: resolves to a private address (10.0.0.5)'),
      { error: 'blocked: this host may not be contacted', retryable: false },
    ],
    [
      'AggregateError from happy eyeballs',
      Object.assign(new AggregateError([errorWithCode('ECONNREFUSED'), errorWithCode('ECONNREFUSED')], 'all failed'), {}),
      { error: 'connection refused', retryable: true },
    ],
    ['wrapped cause', new TypeError('fetch failed', { cause: errorWithCode('ECONNRESET') }), { error: 'connection reset by peer', retryable: true }],
    ['unknown', new Error('something odd'), { error: 'network error: something odd', retryable: true }],
    ['not an error', 'text', { error: 'network error: text', retryable: true }],
  ];

  it.each(cases)('%s', (_label, error, expected) => {
    expect(describeNetworkError(error, 30_000)).toEqual(expected);
  });

  it.each([
    [15_000, 'timed out after 15 s'],
    [300, 'timed out after 0.3 s'],
    [2500, 'timed out after 2.5 s'],
  ])('describeTimeout(%i) is "%s"', (ms, expected) => {
    expect(describeTimeout(ms)).toBe(expected);
  });
});

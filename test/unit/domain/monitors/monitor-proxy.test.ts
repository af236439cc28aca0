import { describe, expect, it } from 'vitest';
import { holdsMask, keepsStoredProxy, maskProxy, readProxyUrl } from '../../../../src/domain/monitors/monitor-proxy.js';

describe('reading a proxy URL', () => {
  it.each([
    ['http://proxy.example.net:8080', 'http://proxy.example.net:8080', 'http://proxy.example.net:8080'],
    ['http://proxy.example.net', 'http://proxy.example.net:80', 'http://proxy.example.net:80'],
    ['https://proxy.example.net/', 'https://proxy.example.net:443', 'https://proxy.example.net:443'],
    ['socks5://10.0.0.2', 'socks5://10.0.0.2:1080', 'socks5://10.0.0.2:1080'],
    ['http://ada:s3cret@proxy.example.net:3128', 'http://ada:s3cret@proxy.example.net:3128', 'http://ada:********@proxy.example.net:3128'],
    ['socks5://ada:p%40ss@[::1]:9050', 'socks5://ada:p%40ss@[::1]:9050', 'socks5://ada:********@[::1]:9050'],
    ['http://apikey123@proxy.example.net:8000', 'http://apikey123@proxy.example.net:8000', 'http://********@proxy.example.net:8000'],
  ])('%s is used as %s and shown as %s', (text, url, masked) => {
    const read = readProxyUrl(text);
    if (!read.ok) throw new Error(read.error);
    expect(read.proxy.url).toBe(url);
    expect(maskProxy(read.proxy)).toBe(masked);
  });

  it('decodes the credentials it hands to the proxy', () => {
    const read = readProxyUrl('socks5://ada:p%40ss@127.0.0.1:9050');
    expect(read.ok && { username: read.proxy.username, password: read.proxy.password, port: read.proxy.port }).toEqual({ username: 'ada', password: 'p@ss', port: 9050 });
  });

  it.each([
    ['ftp://proxy.example.net', 'scheme must be one of http, https, socks5'],
    ['socks4://proxy.example.net', 'scheme must be one of http, https, socks5'],
    ['proxy.example.net:8080', 'scheme must be one of http, https, socks5'],
    ['not a url', 'must be a URL'],
    ['http://proxy.example.net/path', 'must not have a path, query or fragment'],
    ['http://proxy.example.net?x=1', 'must not have a path, query or fragment'],
    ['http://a:%E0%A4%A@proxy.example.net', 'badly percent-encoded'],
  ])('refuses %s', (text, error) => {
    const read = readProxyUrl(text);
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.error).toContain(error);
  });
});

describe('keeping a stored proxy', () => {
  const stored = { sealed: 'v1.x', masked: 'http://ada:********@proxy.example.net:3128' };
  it('keeps it when the masked answer is sent back, and only then', () => {
    expect(keepsStoredProxy('http://ada:********@proxy.example.net:3128', stored)).toBe(true);
    expect(keepsStoredProxy('http://ada:********@other.example.net:3128', stored)).toBe(false);
    expect(keepsStoredProxy('http://ada:********@proxy.example.net:3128', null)).toBe(false);
  });
  it('tells a masked value apart from a real password', () => {
    const read = (text: string) => {
      const reading = readProxyUrl(text);
      if (!reading.ok) throw new Error(reading.error);
      return reading.proxy;
    };
    expect(holdsMask(read('http://ada:********@other.example.net:3128'))).toBe(true);
    expect(holdsMask(read('http://ada:%2A%2A%2A%2A%2A%2A%2A%2A@other.example.net:3128'))).toBe(true);
    expect(holdsMask(read('http://********@other.example.net:3128'))).toBe(true);
    expect(holdsMask(read('http://ada:s3cret@other.example.net:3128'))).toBe(false);
  });
});

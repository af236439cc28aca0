import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpPageFetcher } from '../../../../src/adapters/fetch/http-page-fetcher.js';
import type { PageRenderer, RenderOutcome } from '../../../../src/adapters/browser/page-renderer.js';
import { analysePage, type PageAnalysis } from '../../../../src/domain/page-analysis.js';
import { fingerprintContent } from '../../../../src/domain/extraction/fingerprint-content.js';
import { createSourceFetcher, sourceToFetch, type AnalysePage, type SourceToFetch } from '../../../../src/jobs/checks/fetch-source.js';
import { productPage, startPageServer } from '../../../support/page-server.js';
import { randomBytes } from 'node:crypto';
import { createSecretBox } from '../../../../src/domain/webhooks/secret-box.js';
import type { RenderOptions } from '../../../../src/adapters/browser/page-renderer.js';
import { NO_READING_RULES } from '../../../../src/domain/extraction/reading-rules.js';

let pages: Awaited<ReturnType<typeof startPageServer>>;
const fetcher = createHttpPageFetcher({ allowPrivateNetworks: true, timeoutMs: 5_000 });
const secretBox = createSecretBox(randomBytes(32));
const SHELL = '<!doctype html><html><body><div id="app"></div><script src="/app.js"></script></body></html>';

beforeAll(async () => {
  pages = await startPageServer();
  pages.set('/product', { body: productPage({ name: 'Kettle', price: '49.00' }), etag: '"v1"' });
  pages.set('/shell', SHELL);
});

afterAll(async () => {
  await pages.close();
  await fetcher.close();
});

/** The browser port answering with a fixed rendering: the real browser is covered by the rendering tests. */
function rendererAnswering(outcome: RenderOutcome): PageRenderer & { calls: string[]; options: RenderOptions[] } {
  const calls: string[] = [];
  const options: RenderOptions[] = [];
  return {
    calls,
    options,
    async renderPage(url, given = {}) {
      calls.push(url);
      options.push(given);
      return outcome;
    },
    close: async () => undefined,
  };
}

const RENDERED: RenderOutcome = { ok: true, status: 200, finalUrl: 'x', body: '<html><h1>Kettle</h1></html>', bytes: 28, screenshot: Buffer.from('png'), blocked: [], durationMs: 300, renderMs: 250 };

function analysisSaying(scriptBuilt: boolean): AnalysePage & { calls: number } {
  const analyse = Object.assign(
    async (): Promise<PageAnalysis> => {
      analyse.calls += 1;
      return { observation: { title: null, price: null, currency: null, availability: null, source: null, text: '' }, detected: null, scriptBuilt };
    },
    { calls: 0 },
  );
  return analyse;
}

const source = (path: string, fields: Partial<SourceToFetch> = {}): SourceToFetch => ({
  url: pages.url(path),
  render: 'auto',
  observedWith: null,
  conditional: { etag: null, lastModified: null },
  knownFingerprint: null,
  steps: [],
  proxy: null,
  ...fields,
});

describe('sourceToFetch', () => {
  it("takes the monitor's render mode and the source's validators and last fingerprint", () => {
    const stored = { url: 'https://a.example/', observed_with: 'browser', etag: '"e"', last_modified: 'yesterday', content_fingerprint: 'v1:f' };
    const steps = [{ action: 'click' as const, text: 'Accept' }];
    expect(sourceToFetch({ render: 'always', steps, proxy: null }, stored)).toEqual({
      url: 'https://a.example/',
      render: 'always',
      steps,
      proxy: null,
      observedWith: 'browser',
      conditional: { etag: '"e"', lastModified: 'yesterday' },
      knownFingerprint: 'v1:f',
    });
  });
});

describe('fetchSource', () => {
  it('fetches plainly without a browser, fingerprinting the bytes', async () => {
    const fetched = await createSourceFetcher({ fetcher, renderer: null, secretBox }).fetchSource(source('/product', { render: 'always' }), analysisSaying(false));
    expect(fetched.method).toBe('http');
    expect(fetched.outcome).toMatchObject({ ok: true, status: 200 });
    expect(fetched.fingerprint).toBe(fingerprintContent(productPage({ name: 'Kettle', price: '49.00' })));
  });

  it('sends the validators and passes a 304 on without a fingerprint', async () => {
    const fetched = await createSourceFetcher({ fetcher, renderer: null, secretBox }).fetchSource(source('/product', { conditional: { etag: '"v1"', lastModified: null } }), analysisSaying(false));
    expect(fetched.outcome).toMatchObject({ ok: true, notModified: true });
    expect(fetched.fingerprint).toBeNull();
  });

  it('auto: reads the plain page once and renders it when it is built by its scripts', async () => {
    const renderer = rendererAnswering(RENDERED);
    const analyse = analysisSaying(true);
    const fetched = await createSourceFetcher({ fetcher, renderer, secretBox }).fetchSource(source('/shell'), analyse);
    expect(analyse.calls).toBe(1);
    expect(renderer.calls).toEqual([pages.url('/shell')]);
    expect(fetched).toMatchObject({ method: 'browser', renderMs: 250, analysis: null, fingerprint: fingerprintContent(RENDERED.ok ? RENDERED.body : '') });
    expect(fetched.outcome).toMatchObject({ ok: true, contentType: 'text/html; charset=utf-8' });
    expect(fetched.outcome.durationMs).toBeGreaterThanOrEqual(300);
    expect(fetched.screenshot?.toString()).toBe('png');
  });

  it('auto: keeps the plain page, with its reading, when it is not script-built or the browser fails', async () => {
    const plain = await createSourceFetcher({ fetcher, renderer: rendererAnswering(RENDERED), secretBox }).fetchSource(source('/shell'), analysisSaying(false));
    expect(plain).toMatchObject({ method: 'http', analysis: { scriptBuilt: false } });
    const failing = rendererAnswering({ ok: false, error: 'browser crashed', retryable: true, status: null, blocked: [], durationMs: 10, renderMs: null });
    const kept = await createSourceFetcher({ fetcher, renderer: failing, secretBox }).fetchSource(source('/shell'), analysisSaying(true));
    expect(failing.calls).toHaveLength(1);
    expect(kept).toMatchObject({ method: 'http', analysis: { scriptBuilt: true } });
  });

  it('auto: a response its reader cannot read is left plain, unrendered, for the check to fail that source', async () => {
    pages.set('/broken.json', { body: '{"price": ', headers: { 'content-type': 'application/json' } });
    const renderer = rendererAnswering(RENDERED);
    const analyse: AnalysePage = (page, judgeScriptBuilt) =>
      analysePage({ page: { content: page.content, contentType: page.contentType }, url: page.finalUrl, keywords: [], judgeScriptBuilt, jsonExpression: null, rules: NO_READING_RULES, metric: 'price', compareWith: null });
    const fetched = await createSourceFetcher({ fetcher, renderer, secretBox }).fetchSource(source('/broken.json'), analyse);
    expect(fetched).toMatchObject({ method: 'http', analysis: null, outcome: { ok: true, status: 200 } });
    expect(renderer.calls).toEqual([]);
  });

  it('auto: the very bytes read before are not judged again', async () => {
    const renderer = rendererAnswering(RENDERED);
    const analyse = analysisSaying(true);
    const fetched = await createSourceFetcher({ fetcher, renderer, secretBox }).fetchSource(source('/shell', { knownFingerprint: fingerprintContent(SHELL) }), analyse);
    expect(fetched.method).toBe('http');
    expect(analyse.calls).toBe(0);
    expect(renderer.calls).toEqual([]);
  });

  it('a source observed in the browser stays there, and a failed rendering is an error outcome', async () => {
    const failing = rendererAnswering({ ok: false, error: 'page never loaded', retryable: true, status: null, blocked: [], durationMs: 10, renderMs: null });
    const fetched = await createSourceFetcher({ fetcher, renderer: failing, secretBox }).fetchSource(source('/shell', { observedWith: 'browser' }), analysisSaying(false));
    expect(fetched).toMatchObject({ method: 'browser', fingerprint: null, screenshot: null, outcome: { ok: false, error: 'page never loaded' } });
  });

  it('a source with steps is rendered whatever its render mode, its secrets opened only for the browser', async () => {
    const renderer = rendererAnswering(RENDERED);
    const steps = [
      { action: 'type' as const, selector: '#password', sealedValue: secretBox.seal('hunter2') },
      { action: 'click' as const, text: 'Sign in' },
    ];
    const proxy = { sealed: secretBox.seal('http://ada:pw@127.0.0.1:3128'), masked: 'http://ada:********@127.0.0.1:3128' };
    const fetched = await createSourceFetcher({ fetcher, renderer, secretBox }).fetchSource(source('/product', { render: 'never', steps, proxy }), analysisSaying(false));
    expect(fetched.method).toBe('browser');
    expect(renderer.options[0]).toMatchObject({
      steps: [
        { action: 'type', selector: '#password', value: 'hunter2' },
        { action: 'click', text: 'Sign in' },
      ],
      proxy: 'http://ada:pw@127.0.0.1:3128',
    });
  });

  it('a source with steps fails, unread, on a worker without a browser', async () => {
    const hits = pages.hits('/product');
    const fetched = await createSourceFetcher({ fetcher, renderer: null, secretBox }).fetchSource(source('/product', { steps: [{ action: 'wait', ms: 1 }] }), analysisSaying(false));
    expect(fetched).toMatchObject({ method: 'browser', outcome: { ok: false, error: expect.stringContaining('this monitor has steps') } });
    expect(pages.hits('/product')).toBe(hits);
  });
});

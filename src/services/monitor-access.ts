import { openStep, readSteps, type BrowserStep, type StepInput, type StoredStep } from '../domain/monitors/browser-steps.js';
import { holdsMask, keepsStoredProxy, maskProxy, readProxyUrl, type ProxyAddress, type SealedProxy } from '../domain/monitors/monitor-proxy.js';
import type { Monitor } from '../domain/monitors/monitor.js';
import type { RenderMode } from '../domain/rendering/render-mode.js';
import type { SecretBox } from '../domain/webhooks/secret-box.js';
import type { UrlTargetCheck } from '../adapters/net/address-guard.js';
import { invalidRequest } from '../errors.js';

/** How a monitor reaches its pages, as the API takes it. */
export interface AccessInput {
  steps?: StepInput[];
  /** null removes the proxy (updates). */
  proxy?: string | null;
}

/** The same, opened: what a preview reads the page with now. */
export interface OpenedAccess {
  steps: BrowserStep[];
  proxy: string | null;
}

interface Deps {
  secretBox: SecretBox;
  checkUrl(url: string): Promise<UrlTargetCheck>;
  browserAvailable: boolean;
}

/**
 * Reads the steps and proxy of a create, update or preview into what is stored (secrets sealed)
 * or used: what is wrong is a 400 naming the field, and no message ever repeats a secret.
 */
export function createAccessReader(deps: Deps) {
  function assertBrowserFor(steps: readonly unknown[], render: RenderMode): void {
    if (steps.length === 0) return;
    if (!deps.browserAvailable) {
      throw invalidRequest('steps run in a browser, and none is configured: install Chromium (apt-get install chromium) or set CHROMIUM_PATH, or set BROWSER_WS_URL');
    }
    if (render === 'never') throw invalidRequest('steps run in a browser, so they cannot be used with render "never"; use render "auto" or "always"');
  }

  function storeSteps(input: StepInput[], previous: readonly StoredStep[]): StoredStep[] {
    const read = readSteps(input, previous, (plain) => deps.secretBox.seal(plain));
    if (!read.ok) throw invalidRequest(`${read.problem.field} ${read.problem.error}`);
    return read.steps;
  }

  async function readProxy(text: string): Promise<ProxyAddress> {
    const read = readProxyUrl(text.trim());
    if (!read.ok) throw invalidRequest(`proxy ${read.error}`);
    if (holdsMask(read.proxy)) throw invalidRequest('proxy holds the mask ******** in place of its password; send the whole URL, or the masked URL exactly as answered to keep the stored one');
    const host = await deps.checkUrl(`http://${read.proxy.host}:${read.proxy.port}/`);
    if (!host.ok && host.reason === 'malformed') throw invalidRequest(`proxy cannot be used: ${host.error}`);
    if (!host.ok) throw invalidRequest('proxy cannot be used: its host is not on the public internet; start the service with ALLOW_PRIVATE_NETWORKS=true to use a proxy on a private or local network');
    return read.proxy;
  }

  async function sealProxy(text: string): Promise<SealedProxy> {
    const proxy = await readProxy(text);
    return { sealed: deps.secretBox.seal(proxy.url), masked: maskProxy(proxy) };
  }

  return {
    async forCreate(input: AccessInput, render: RenderMode): Promise<Pick<Monitor, 'steps' | 'proxy'>> {
      const steps = storeSteps(input.steps ?? [], []);
      assertBrowserFor(steps, render);
      return { steps, proxy: input.proxy ? await sealProxy(input.proxy) : null };
    },

    /** Only the fields sent change; a secret sent back masked keeps the stored one. */
    async forUpdate(input: AccessInput, current: Monitor, render: RenderMode): Promise<Partial<Pick<Monitor, 'steps' | 'proxy'>>> {
      const changed: Partial<Pick<Monitor, 'steps' | 'proxy'>> = {};
      if (input.steps !== undefined) changed.steps = storeSteps(input.steps, current.steps);
      assertBrowserFor(changed.steps ?? current.steps, render);
      if (input.proxy === null || input.proxy === '') changed.proxy = null;
      else if (input.proxy !== undefined && !keepsStoredProxy(input.proxy.trim(), current.proxy)) changed.proxy = await sealProxy(input.proxy);
      return changed;
    },

    /** Nothing is stored by a preview, so nothing masked can stand for a secret there. */
    async forPreview(input: AccessInput, render: RenderMode): Promise<OpenedAccess> {
      const steps = storeSteps(input.steps ?? [], []);
      assertBrowserFor(steps, render);
      return {
        steps: steps.map((step) => openStep(step, (sealed) => deps.secretBox.open(sealed))),
        proxy: input.proxy ? (await readProxy(input.proxy)).url : null,
      };
    },
  };
}

export type AccessReader = ReturnType<typeof createAccessReader>;

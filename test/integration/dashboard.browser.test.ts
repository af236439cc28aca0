import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import type { InjectOptions } from 'fastify';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { buildDashboard } from '../../scripts/build-dashboard.js';
import type { HttpClient } from '../../src/adapters/http/http-client.js';
import { createGuardedHttpClient } from '../../src/adapters/http/guarded-http-client.js';
import type { DeliveryWorker } from '../../src/jobs/deliveries/delivery-worker.js';
import { verifyWebhookSignature } from '../../src/verify-webhook-signature.js';
import { changeScreenshotKey } from '../../src/domain/monitors/snapshot-keys.js';
import { CHANNEL_KINDS } from '../../src/domain/destinations/registry.js';
import { findSeriousViolations, launchBrowser, saveScreenshotForDocs, watchPageProblems } from '../support/browser.js';
import { createThrowawayCa, startHttpsReceiver, type HttpsReceiver } from '../support/https-receiver.js';
import { productPage, startPageServer } from '../support/page-server.js';
import { chromiumForTests } from '../support/chromium.js';
import { PASSWORD, startTestService, uniqueEmail, type TestService } from '../support/test-service.js';
import { startTestDeliveryWorker } from '../support/test-delivery-worker.js';

// One browser, one signed-in user, one story: each step starts where the previous one left off.

let dashboardDir: string;
let service: TestService;
let pages: Awaited<ReturnType<typeof startPageServer>>;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let problems: string[];
let base: string;
let sender: HttpClient;
let worker: DeliveryWorker;
let receiver: HttpsReceiver;
let receiverStatus = 500;
const email = uniqueEmail();
const NEW_PASSWORD = 'Battery-staple-7';

beforeAll(async () => {
  dashboardDir = await mkdtemp(join(tmpdir(), 'pagewatch-dashboard-'));
  await buildDashboard(dashboardDir);
  // A browser of its own for the visual selector; the journey's other pages are plain HTML and are read without it.
  service = await startTestService({ ALLOW_PRIVATE_NETWORKS: 'true', FREE_DAILY_REQUESTS: '100000', CHROMIUM_PATH: chromiumForTests(), BROWSER_TIMEOUT_SECONDS: '10' }, { dashboardDir });
  await service.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(service.app.server.address() as AddressInfo).port}`;
  pages = await startPageServer();
  const ca = await createThrowawayCa();
  receiver = await startHttpsReceiver((_request: IncomingMessage, response: ServerResponse) => response.writeHead(receiverStatus).end(`answer ${receiverStatus}`), { ca });
  sender = createGuardedHttpClient({ allowPrivateNetworks: true, ca: ca.cert, timeoutMs: 2000 });
  worker = startTestDeliveryWorker(service, { sender, workerId: 'dashboard-test', runInBackground: false });
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1200, height: 900 } });
  page = await context.newPage();
  page.setDefaultTimeout(15_000);
  problems = watchPageProblems(page);
});

afterAll(async () => {
  await browser?.close();
  await worker?.stop();
  await sender?.close();
  await receiver?.close();
  await pages?.close();
  await service?.close();
  await rm(dashboardDir, { recursive: true, force: true });
});

async function expectAccessible(name: string): Promise<void> {
  expect(await findSeriousViolations(page), `axe on ${name}`).toEqual([]);
}

const heading = (name: string | RegExp) => page.getByRole('heading', { level: 1, name }).waitFor();
const seen = (text: string | RegExp) => page.getByText(text).first().waitFor();

/** Requests this test sends itself with API credentials: the only ones the API quota may show. */
let apiRequestsSent = 0;
async function injectAsApiClient(options: InjectOptions) {
  const response = await service.app.inject(options);
  if (response.statusCode !== 401) apiRequestsSent += 1;
  return response;
}

/** Sign-ins are limited to 5 per 15 minutes from one address: steps share a token while it has half its life left. */
let signedIn: { token: string; at: number } | null = null;
async function apiToken(): Promise<string> {
  if (signedIn && service.clock.now() - signedIn.at < (service.config.accessTokenTtlSeconds * 1000) / 2) return signedIn.token;
  const login = await service.app.inject({ method: 'POST', url: '/v1/auth/login', payload: { email, password: PASSWORD }, remoteAddress: '10.77.0.1' });
  signedIn = { token: (login.json() as { accessToken: string }).accessToken, at: service.clock.now() };
  return signedIn.token;
}

/** The reset route answers before the mail is written, so the test waits for a whole file. */
async function waitForMail(outbox: string): Promise<{ to: string; text: string }> {
  for (let waited = 0; waited < 10_000; waited += 100) {
    const [file] = await readdir(outbox).catch(() => []);
    if (file) {
      try {
        return JSON.parse(await readFile(join(outbox, file), 'utf8')) as { to: string; text: string };
      } catch {
        // Still being written.
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail arrived in ${outbox}`);
}

describe('the dashboard in a real browser', () => {
  it('sends a visitor to sign in, and signs up showing when the trial ends', async () => {
    const refreshes: string[] = [];
    const countRefresh = (request: { url: () => string }) => request.url().includes('/auth/session/refresh') && refreshes.push(request.url());
    page.on('request', countRefresh);
    await page.goto(`${base}/`);
    await heading('Sign in');
    // Signed out, the page does not ask for a token it cannot get (which would log a 401).
    page.off('request', countRefresh);
    expect(refreshes).toEqual([]);
    expect(new URL(page.url()).pathname).toBe('/app/');
    await expectAccessible('sign in');
    await page.getByRole('link', { name: 'Create an account' }).click();
    await heading('Create your account');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password').fill('weak');
    await page.getByRole('button', { name: 'Create account' }).click();
    // Every broken rule at once, found before sending: a refused attempt would use one of the hour's 3 sign-ups.
    await page.getByRole('alert').filter({ hasText: 'The password must be at least 8 characters long, contain an uppercase letter and contain a number.' }).waitFor();
    expect(await page.getByRole('list', { name: 'What it needs' }).getByRole('listitem').allTextContents()).toEqual([
      '✗ at least 8 characters (not met yet)',
      '✗ an upper-case letter (not met yet)',
      '✓ a lower-case letter (met)',
      '✗ a number (not met yet)',
    ]);
    await expectAccessible('sign up with a refusal');
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();
    await heading('Monitors');
    const trialEnd = new Date(service.clock.now() + 7 * 86_400_000).toLocaleDateString('en-US', { dateStyle: 'long' });
    await seen(`Your trial runs until ${trialEnd}`);
    await seen('You have no monitors yet');
    await expectAccessible('empty monitor list');
  });

  it('keeps tokens out of reach of scripts and survives a reload', async () => {
    const cookies = await context.cookies(`${base}/v1/auth/session`);
    const session = cookies.find((cookie) => cookie.name === 'pagewatch_session');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/v1/auth/session' });
    // Scripts see only the hint that a session exists, never a token.
    expect(await page.evaluate('[document.cookie, localStorage.length, sessionStorage.length]')).toEqual(['pagewatch_signed_in=1', 0, 0]);
    await page.reload();
    await heading('Monitors');
  });

  it('creates a monitor from a URL after showing what the page holds, and shows a price change after "check now"', async () => {
    pages.set('/headphones', productPage({ name: 'Sony WH-1000XM5', price: '349.99' }));
    await page.getByRole('link', { name: 'New monitor' }).click();
    await heading('New monitor');
    await page.getByLabel('A page address (URL)').check();
    await page.getByLabel('Page address', { exact: true }).fill(pages.url('/headphones'));
    await page.getByLabel('Tags (optional)').fill('Audio, Deals');
    // Without a name, the preview names the monitor after the page's title; the user may still rename it.
    await page.getByRole('button', { name: 'Preview' }).click();
    await page.getByRole('heading', { name: 'What will be watched' }).waitFor();
    expect(await page.getByLabel('Name (optional)').inputValue()).toBe('Sony WH-1000XM5');
    await page.getByLabel('Name (optional)').fill('Headphones');
    await page.getByRole('button', { name: 'Preview' }).click();
    await page.getByRole('heading', { name: 'What will be watched' }).waitFor();
    expect(await page.getByTestId('preview-price').textContent()).toBe('$349.99');
    await page.getByText('in stock', { exact: true }).waitFor();
    await seen('Industry-leading noise cancellation');
    await expectAccessible('new monitor with a page preview');
    await saveScreenshotForDocs(page, 'new-monitor-preview');
    await page.getByRole('button', { name: 'Create monitor' }).click();
    await heading('Headphones');
    await seen('No changes reported yet');

    // A condition on another subject than the monitor watched starts a new baseline: set it before the first check.
    await page.getByLabel('Condition').selectOption({ label: 'Price falls below' });
    await page.getByLabel('Amount').fill('300');
    await page.getByLabel(/Confirm before alerting/).uncheck();
    await page.getByRole('button', { name: 'Save alert settings' }).click();
    await seen('Alert settings saved.');
    await page.getByRole('button', { name: 'Check now' }).click();
    await seen('this first reading is the baseline');
    pages.set('/headphones', productPage({ name: 'Sony WH-1000XM5', price: '279.99' }));
    service.clock.advance(60_000);
    await page.getByRole('button', { name: 'Check now' }).click();
    await seen(/Change found: /);
    const change = page.locator('li.change').first();
    await change.waitFor();
    expect(await change.locator('.badge').textContent()).toBe('price');
    expect(await change.locator('.before').textContent()).toBe('$349.99');
    expect(await change.locator('.after').textContent()).toBe('$279.99');
    expect(await change.locator('.reason').textContent()).toMatch(/349\.99.*279\.99/);
    expect(await change.locator('.reason').textContent()).toMatch(/condition met/);
    await page.getByRole('img', { name: /^Price from .*: lowest 279\.99, highest 349\.99; alert below 300\.00$/ }).waitFor();
    expect(await page.locator('.price-chart .condition-label').textContent()).toBe('Alert below 300.00');
    expect(await page.locator('.price-range').textContent()).toBe('Lowest 279.99 · highest 349.99 · 2 readings');
    expect(await page.locator('.price-chart path.price-line').getAttribute('d')).toMatch(/^M[\d.]+,[\d.]+H[\d.]+V[\d.]+$/);
    await expectAccessible('monitor with its history');
    await saveScreenshotForDocs(page, 'monitor-history');
    await page.getByText('Recent checks').click();
    const checks = page.getByRole('region', { name: 'Recent checks' }).locator('tbody tr');
    await checks.nth(1).waitFor();
    expect(await checks.count()).toBe(2);
    expect(await checks.nth(0).locator('td').nth(2).textContent()).toBe('change reported');
    expect(await checks.nth(1).locator('td').nth(2).textContent()).toBe('first reading');

    await page.getByRole('link', { name: 'Monitors' }).click();
    await heading('Monitors');
    const row = page.getByRole('row', { name: /Headphones/ });
    await row.waitFor();
    expect(await row.locator('.badge').textContent()).toBe('active');
    expect(await row.locator('td[data-label="Last change"]').textContent()).not.toBe('—');
    // What the page shows now, from the last check.
    expect(await row.locator('td[data-label="Price"]').textContent()).toBe('279.99');
    expect(await row.locator('td[data-label="Availability"]').textContent()).toBe('in stock');
    expect(await row.getByRole('cell', { name: 'audio, deals' }).count()).toBe(1);
    await expectAccessible('monitor list');
    await saveScreenshotForDocs(page, 'monitors');
  });

  it('creates a monitor from a sentence after showing how it was read', async () => {
    pages.set('/kettle', productPage({ name: 'Steel Kettle', price: '89.00' }));
    await page.getByRole('link', { name: 'New monitor' }).click();
    await heading('New monitor');
    await page.getByLabel('What should we watch?').fill(`tell me when the price of the kettle at ${pages.url('/kettle')} drops below $70`);
    await page.getByRole('button', { name: 'Preview' }).click();
    await page.getByRole('heading', { name: 'What will be watched' }).waitFor();
    await seen('the price');
    await seen(/below \$70\.00/);
    await seen(pages.url('/kettle'));
    await page.getByRole('button', { name: 'Create monitor' }).click();
    await page.getByRole('button', { name: 'Check now' }).waitFor();
    await seen(`tell me when the price of the kettle at ${pages.url('/kettle')} drops below $70`);
  });

  it('filters the monitor list by tag', async () => {
    await page.getByRole('link', { name: 'Monitors' }).click();
    await heading('Monitors');
    const rows = page.getByRole('region', { name: 'Monitors' }).locator('tbody tr');
    await rows.nth(1).waitFor();
    expect(await rows.count()).toBe(2);
    expect(await page.getByLabel('Show tag').locator('option').allTextContents()).toEqual(['All monitors', 'audio', 'deals']);
    await page.getByLabel('Show tag').selectOption('deals');
    await rows.nth(1).waitFor({ state: 'detached' });
    expect(await rows.count()).toBe(1);
    await page.getByRole('row', { name: /Headphones/ }).waitFor();
    await expectAccessible('monitor list filtered by tag');
    await page.getByLabel('Show tag').selectOption('');
    await rows.nth(1).waitFor();
    // Back to the monitor the next step works on.
    await rows.filter({ hasNotText: 'Headphones' }).getByRole('link').click();
    await page.getByRole('button', { name: 'Pause' }).waitFor();
  });

  it('pauses and resumes, and gives the reason when a setting is beyond the plan', async () => {
    await page.getByRole('button', { name: 'Pause' }).click();
    await page.getByRole('button', { name: 'Resume' }).waitFor();
    expect(await page.locator('dl.facts .badge').textContent()).toBe('paused');
    await page.getByRole('button', { name: 'Resume' }).click();
    await page.getByRole('button', { name: 'Pause' }).waitFor();
    await page.getByLabel('Check every (seconds)').fill('60');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await seen('Your plan allows 900 seconds or more.');
    await page.getByRole('alert').filter({ hasText: '“Check every (seconds)” must be at least 900' }).waitFor();
    await page.getByLabel('Name', { exact: true }).fill('Kettle under $70');
    await page.getByLabel('Sensitivity').fill('0.8');
    await page.getByLabel('Check every (seconds)').fill('1800');
    expect(await page.getByLabel('Tags (optional)').inputValue()).toBe('');
    await page.getByLabel('Tags (optional)').fill('Kitchen, deals');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await seen('Settings saved.');
    const tagged = await injectAsApiClient({ method: 'GET', url: '/v1/monitors?tag=kitchen', headers: { authorization: `Bearer ${await apiToken()}` } });
    expect((tagged.json() as { monitors: Array<{ name: string; tags: string[] }> }).monitors.map((monitor) => [monitor.name, monitor.tags])).toEqual([['Kettle under $70', ['kitchen', 'deals']]]);
    await seen('every 30 min');
    await seen('this server checks only on “Check now”');
    await heading('Kettle under $70');
  });

  it('picks the price element by clicking the page, reads the price there, and says so in the preview', async () => {
    const at = (left: number, top: number) => `position:absolute;left:${left}px;top:${top}px;width:240px;height:40px;margin:0`;
    pages.set(
      '/two-prices',
      `<!doctype html><html><head><title>Steel Kettle | Shop</title></head><body style="margin:0;height:1200px">` +
        `<h1 style="${at(100, 40)}">Steel Kettle</h1><p class="price-was" style="${at(100, 200)}">Was $59.00</p>` +
        `<p class="price-now" style="${at(100, 300)}">Now $44.00</p><p class="note" style="${at(100, 350)}">Leider gerade weg</p>` +
        `<aside class="upsell" style="${at(500, 300)}">Descaler $9.99</aside></body></html>`,
    );
    await page.goto(`${base}/app/monitors/new`);
    await page.getByLabel('A page address (URL)').check();
    await page.getByLabel('Page address', { exact: true }).fill(pages.url('/two-prices'));
    await page.getByText('What is read (optional)').click();
    await page.getByRole('button', { name: 'Pick on the page' }).click();
    const shot = page.getByRole('img', { name: /The page as the browser shows it/ });
    await shot.waitFor();
    await expectAccessible('new monitor with the page to pick from');
    // The screenshot is drawn narrower than the 1280 px page: click where "Now $44.00" stands.
    const box = (await shot.boundingBox())!;
    const scale = box.width / 1280;
    await shot.click({ position: { x: 150 * scale, y: 320 * scale } });
    await seen('.price-now picks “Now $44.00”');
    expect(await page.getByLabel('Price element').inputValue()).toBe('.price-now');
    // The shop's own wording for sold out, which no built-in table knows.
    await page.getByLabel('Words for out of stock').fill('Leider gerade weg');
    await page.getByRole('button', { name: 'Preview' }).click();
    await page.getByRole('heading', { name: 'What will be watched' }).waitFor();
    expect(await page.getByTestId('preview-price').textContent()).toBe('$44.00');
    expect(await page.getByTestId('preview-read-by').textContent()).toBe('your selectors');
    expect(await page.getByTestId('preview-confidence').textContent()).toBe('sure');
    await page.getByText('out of stock', { exact: true }).waitFor();
    await expectAccessible('new monitor with selectors');
    // A selector that does not parse is refused under the form's own label.
    await page.getByLabel('Price element').fill('.price-now[');
    await page.getByRole('button', { name: 'Preview' }).click();
    await page.getByRole('alert').filter({ hasText: '“Price element”' }).waitFor();

    // Made with the picked selector and a condition.
    await page.getByLabel('Price element').fill('.price-now');
    await page.getByLabel('Condition').selectOption({ label: 'Price falls below' });
    await page.getByLabel('Amount').fill('40');
    await page.getByRole('button', { name: 'Preview' }).click();
    await page.getByTestId('preview-condition').waitFor();
    expect(await page.getByTestId('preview-condition').textContent()).toBe('Price falls below 40');
    await page.getByRole('button', { name: 'Create monitor' }).click();
    await heading('Steel Kettle');
    expect(await page.getByLabel('Condition').inputValue()).toBe('below');
    expect(await page.getByLabel('Amount').inputValue()).toBe('40');
  });

  it('changes what an existing monitor reads: shows its rules, picks and saves a selector and a filter, and clears them', async () => {
    await page.getByRole('link', { name: 'Monitors' }).click();
    await page.getByRole('link', { name: /Steel Kettle/ }).click();
    await heading(/Steel Kettle/);
    const monitorId = new URL(page.url()).pathname.split('/').pop()!;
    const storedRules = async () => {
      const response = await injectAsApiClient({ method: 'GET', url: `/v1/monitors/${monitorId}`, headers: { authorization: `Bearer ${await apiToken()}` } });
      const { selectors, filters, stockWords } = response.json() as Record<string, unknown>;
      return { selectors, filters, stockWords };
    };
    const form = page.getByRole('form', { name: 'What is read' });
    await form.waitFor();
    // The rules given when the monitor was made.
    expect(await form.getByLabel('Price element').inputValue()).toBe('.price-now');
    expect(await form.getByLabel('Words for out of stock').inputValue()).toBe('Leider gerade weg');
    expect(await form.getByLabel('Ignore lines with').inputValue()).toBe('');
    await expectAccessible('monitor with what is read');

    await form.getByLabel('Price element').fill('.price-now[');
    await form.getByRole('button', { name: 'Save what is read' }).click();
    await form.getByRole('alert').filter({ hasText: '“Price element” is not a valid selector' }).waitFor();
    expect((await storedRules()).selectors).toEqual({ price: '.price-now' });

    // The visual selector works here too: click where "Was $59.00" stands.
    await form.getByRole('button', { name: 'Pick on the page' }).click();
    const shot = form.getByRole('img', { name: /The page as the browser shows it/ });
    await shot.waitFor();
    const box = (await shot.boundingBox())!;
    await shot.click({ position: { x: 150 * (box.width / 1280), y: 220 * (box.width / 1280) } });
    await seen('.price-was picks “Was $59.00”');
    expect(await form.getByLabel('Price element').inputValue()).toBe('.price-was');
    await form.getByLabel('Ignore lines with').fill('Descaler\n/^Deal of the (hour|day)/i');
    await form.getByRole('button', { name: 'Save what is read' }).click();
    const saved = form.getByText(/^What is read saved/);
    await saved.waitFor();
    await expectAccessible('monitor with what is read picked and saved');
    expect(await storedRules()).toEqual({
      selectors: { price: '.price-was' },
      filters: { ignore: ['Descaler', '/^Deal of the (hour|day)/i'] },
      stockWords: { outOfStock: ['Leider gerade weg'] },
    });

    // An emptied field removes its rule, and the others stay.
    await form.getByLabel('Words for out of stock').fill('');
    await saved.waitFor({ state: 'detached' });
    await form.getByRole('button', { name: 'Save what is read' }).click();
    await saved.waitFor();
    expect(await storedRules()).toEqual({ selectors: { price: '.price-was' }, filters: { ignore: ['Descaler', '/^Deal of the (hour|day)/i'] }, stockWords: null });
    await page.reload();
    await form.waitFor();
    expect(await form.getByLabel('Ignore lines with').inputValue()).toBe('Descaler\n/^Deal of the (hour|day)/i');
    expect(await form.getByLabel('Words for out of stock').inputValue()).toBe('');

    await form.getByRole('button', { name: 'Empty all fields' }).click();
    expect(await form.getByLabel('Price element').inputValue()).toBe('');
    await form.getByRole('button', { name: 'Save what is read' }).click();
    await saved.waitFor();
    expect(await storedRules()).toEqual({ selectors: null, filters: null, stockWords: null });
  });

  it('highlights the words of a content change', async () => {
    const article = (news: string) =>
      `<!doctype html><html><head><title>Release notes</title></head><body><main><h1>Release notes</h1>
<p>Version 4 brings faster sync across every device and a redesigned settings screen.</p><p>${news}</p></main></body></html>`;
    pages.set('/notes', article('The legacy export format keeps working until further notice.'));
    const token = await apiToken();
    const created = await injectAsApiClient({
      method: 'POST',
      url: '/v1/monitors',
      headers: { authorization: `Bearer ${token}` },
      payload: { mode: 'url', name: 'Release notes', url: pages.url('/notes'), sensitivity: 0 },
    });
    expect(created.statusCode).toBe(201);
    await page.goto(`${base}/app/monitors/${created.json().id}`);
    await heading('Release notes');
    await page.getByRole('button', { name: 'Check now' }).click();
    await seen('this first reading is the baseline');
    pages.set('/notes', article('The legacy export format is removed on 1 March; migrate your exports to the new JSON format before then.'));
    await page.getByRole('button', { name: 'Check now' }).click();
    await seen(/Change found: /);
    const change = page.locator('li.change').first();
    expect(await change.locator('.badge').textContent()).toBe('content');
    // Word by word: the words both passages share are plain, only what differs is marked.
    expect(await change.locator('.diff ins').allTextContents()).toEqual(['is removed on 1 March; migrate your exports to the new JSON format before then']);
    expect(await change.locator('.diff del').allTextContents()).toEqual(['keeps working until further notice']);
    expect(await change.locator('.diff .added').textContent()).toBe('Added: The legacy export format is removed on 1 March; migrate your exports to the new JSON format before then.');
    await expectAccessible('content change diff');

    // Read over HTTP, the change offers no screenshots. A browser-rendered page keeps one of each side:
    // the test records this check as rendered, stores the two images and reloads the page.
    expect(await change.getByRole('button', { name: 'Show screenshots' }).count()).toBe(0);
    const monitorId = created.json().id as string;
    const changes = await injectAsApiClient({ method: 'GET', url: `/v1/monitors/${monitorId}/changes`, headers: { authorization: `Bearer ${token}` } });
    const changeId = changes.json().changes[0].id as string;
    const png = await page.screenshot({ clip: { x: 0, y: 0, width: 240, height: 120 } });
    for (const side of ['before', 'after'] as const) await service.infra.blobs.put(changeScreenshotKey(monitorId, changeId, side), png);
    await service.infra.database.db.updateTable('checks').set({ fetched_with: 'browser' }).where('change_id', '=', changeId).execute();
    await page.reload();
    await change.getByRole('button', { name: 'Show screenshots' }).click();
    for (const side of ['before', 'after']) {
      const image = change.getByRole('img', { name: `The page ${side} the change` });
      await image.waitFor();
      expect(await image.evaluate((element) => (element as unknown as { naturalWidth: number }).naturalWidth)).toBe(240);
    }
  });

  it('refuses the 11th monitor with the reason and the upgrade link, and deletes one', async () => {
    const token = await apiToken();
    // Four monitors so far (headphones, kettle, picked kettle, release notes): six fillers reach the free plan's ten.
    for (let index = 4; index < 10; index += 1) {
      const created = await injectAsApiClient({
        method: 'POST',
        url: '/v1/monitors',
        headers: { authorization: `Bearer ${token}` },
        payload: { mode: 'url', name: `Filler ${index}`, url: pages.url(`/filler-${index}`) },
      });
      expect(created.statusCode).toBe(201);
    }
    await page.goto(`${base}/app/monitors/new`);
    await page.getByLabel('A page address (URL)').check();
    await page.getByLabel('Page address', { exact: true }).fill(pages.url('/kettle'));
    await page.getByLabel('Name (optional)').fill('One too many');
    await page.getByRole('button', { name: 'Preview' }).click();
    await page.getByRole('button', { name: 'Create monitor' }).click();
    const refusal = page.getByRole('alert').filter({ hasText: /10 monitors/ });
    await refusal.waitFor();
    expect(await refusal.getByRole('link').getAttribute('href')).toBe(service.config.upgradeUrl);
    await expectAccessible('monitor limit refusal');

    await page.goto(`${base}/app/`);
    await page.getByRole('link', { name: 'Filler 9' }).click();
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('button', { name: 'Yes, delete it and its history' }).click();
    await heading('Monitors');
    await page.getByRole('link', { name: 'Headphones' }).waitFor();
    expect(await page.getByRole('link', { name: 'Filler 9' }).count()).toBe(0);

    // Search by name or address, and filter by status.
    const rows = page.getByRole('region', { name: 'Monitors' }).locator('tbody tr');
    expect(await rows.count()).toBe(9);
    await page.getByLabel('Search').fill('filler');
    await seen('5 of 9 monitors match');
    expect(await rows.count()).toBe(5);
    await page.getByLabel('Search').fill('/headphones');
    await seen('1 of 9 monitors match');
    expect(await rows.locator('th').allTextContents()).toEqual(['Headphones']);
    await page.getByLabel('Search').fill('');
    await page.getByLabel('Status').selectOption('paused');
    await seen('0 of 9 monitors match');
    await page.getByLabel('Status').selectOption('');
    await expectAccessible('monitor list with filters');
  });

  it('creates a webhook showing its secret once, and logs a failing then succeeding delivery and a re-delivery', async () => {
    await page.getByRole('link', { name: 'Channels' }).click();
    await heading('Channels');
    await seen('No webhooks yet');
    await expectAccessible('channels, empty');
    await page.getByLabel('HTTPS address').fill('http://127.0.0.1/plain');
    await page.getByRole('button', { name: 'Add webhook' }).click();
    await page.getByRole('alert').filter({ hasText: /https/i }).waitFor();
    await page.getByLabel('HTTPS address').fill(`${receiver.url}hook`);
    await page.getByRole('button', { name: 'Add webhook' }).click();
    const secret = (await page.getByTestId('secret').textContent()) ?? '';
    expect(secret).toMatch(/^whsec_/);
    await page.getByRole('button', { name: 'Copy signing secret' }).waitFor();
    await seen('X-Service-Signature: sha256=');
    await expectAccessible('channels with a new secret');
    await saveScreenshotForDocs(page, 'webhook-secret');
    await page.getByRole('button', { name: 'I have stored the secret' }).click();
    expect(await page.getByTestId('secret').count()).toBe(0);

    await page.getByRole('button', { name: 'Send test' }).click();
    await seen(/Test event queued as dlv-/);
    await worker.runOnce();
    expect(receiver.requests).toHaveLength(1);
    await page.getByRole('link', { name: 'Delivery log' }).click();
    await heading('Delivery log');
    const delivery = page.locator('li.delivery').first();
    await delivery.waitFor();
    expect(await delivery.locator('.badge').textContent()).toBe('pending');
    expect(await delivery.locator('tbody tr').first().locator('td').nth(2).textContent()).toBe('500');
    await expectAccessible('delivery log');

    receiverStatus = 200;
    service.clock.advance(16_000);
    await worker.runOnce();
    await page.getByRole('button', { name: 'Refresh' }).click();
    await delivery.locator('.badge', { hasText: 'delivered' }).waitFor();
    expect(await delivery.locator('tbody tr').count()).toBe(2);
    expect(await delivery.locator('tbody tr').nth(1).locator('td').nth(2).textContent()).toBe('200');
    await saveScreenshotForDocs(page, 'delivery-log');

    await delivery.getByRole('button', { name: 'Re-deliver' }).click();
    await page.locator('li.delivery').nth(1).waitFor();
    await worker.runOnce();
    await page.getByRole('button', { name: 'Refresh' }).click();
    await page.locator('li.delivery').first().locator('.badge', { hasText: 'delivered' }).waitFor();
    expect(receiver.requests).toHaveLength(3);
    const last = receiver.requests[2]!;
    expect(verifyWebhookSignature(last.rawBody, last.headers['x-service-signature'] as string, secret)).toBe(true);
    expect(last.rawBody.equals(receiver.requests[0]!.rawBody)).toBe(true);
  });

  it('adds a notification channel, tests it, reads its delivery log and deletes it', async () => {
    await page.getByRole('link', { name: 'Back to channels' }).click();
    await heading('Channels');
    // The bundle carries the registry's form facts only (scripts/build-dashboard.ts): every kind is offered, by its label.
    // The form appears once the channel list has loaded, after the heading; evaluateAll does not wait for it.
    await page.getByLabel('Type').waitFor();
    const offered = await page.getByLabel('Type').locator('option').evaluateAll((options) => options.map((option) => [option.getAttribute('value'), option.textContent]));
    expect(offered).toEqual(CHANNEL_KINDS.map((kind) => [kind.name, kind.label]));
    await page.getByLabel('Type').selectOption('ntfy');
    await page.getByLabel('Topic URL').fill(`${receiver.url}alerts`);
    await page.getByLabel('Name (optional)').fill('Phone');
    await page.getByRole('button', { name: 'Add channel' }).click();
    const row = page.getByRole('row', { name: /Phone/ });
    await row.waitFor();
    expect(await row.locator('td').nth(2).textContent()).toBe('ready');
    await expectAccessible('channels with a channel');
    const before = receiver.requests.length;
    await row.getByRole('button', { name: 'Send test' }).click();
    await row.getByText(/Test message queued as dlv-/).waitFor();
    await worker.runOnce();
    const arrived = receiver.requests.slice(before);
    expect(arrived).toHaveLength(1);
    expect(arrived[0]!.rawBody.toString()).toContain('"alerts"');
    await row.getByRole('link', { name: 'Delivery log' }).click();
    await heading('Delivery log');
    await seen(/Phone \(ntfy\)/);
    await page.locator('li.delivery .badge', { hasText: 'delivered' }).waitFor();
    await page.getByRole('link', { name: 'Back to channels' }).click();
    await row.getByRole('button', { name: 'Delete' }).click();
    await row.getByRole('button', { name: 'Yes, delete Phone' }).click();
    await row.waitFor({ state: 'detached' });
  });

  it('adds a channel that sends a daily digest at a local time', async () => {
    const form = page.getByRole('form', { name: 'Add a channel' });
    await form.getByLabel('Type').selectOption('ntfy');
    await form.getByLabel('Topic URL').fill(`${receiver.url}mornings`);
    await form.getByLabel('Name (optional)').fill('Morning digest');
    expect(await form.getByLabel('At (local time)').count()).toBe(0);
    await form.getByLabel('Send changes').selectOption({ label: 'One digest a day' });
    await form.getByLabel('At (local time)').fill('08:30');
    await form.getByLabel('Time zone').fill('Mars/Olympus');
    await form.getByRole('button', { name: 'Add channel' }).click();
    await form.getByRole('alert').filter({ hasText: /IANA time zone/ }).waitFor();
    await form.getByLabel('Time zone').fill('Europe/Berlin');
    await form.getByRole('button', { name: 'Add channel' }).click();
    const row = page.getByRole('row', { name: /Morning digest/ });
    await row.waitFor();
    await row.getByText('daily digest at 08:30 (Europe/Berlin)').waitFor();
    await expectAccessible('channels with a digest channel');
    const listed = await injectAsApiClient({ method: 'GET', url: '/v1/channels', headers: { authorization: `Bearer ${await apiToken()}` } });
    expect((listed.json() as { channels: Array<Record<string, unknown>> }).channels.find((channel) => channel.name === 'Morning digest')).toMatchObject({
      digest: 'daily',
      digestAt: '08:30',
      timezone: 'Europe/Berlin',
    });
  });

  it('creates an API key shown once, and revokes it', async () => {
    await page.getByRole('link', { name: 'API keys' }).click();
    await heading('API keys');
    await seen('No API keys');
    await page.getByLabel('Name', { exact: true }).fill('price script');
    await page.getByRole('button', { name: 'Create key' }).click();
    const key = (await page.getByTestId('secret').textContent()) ?? '';
    const works = await injectAsApiClient({ method: 'GET', url: '/v1/me', headers: { 'x-api-key': key } });
    expect(works.statusCode).toBe(200);
    await expectAccessible('API keys with a new key');
    await page.getByRole('button', { name: 'I have stored the key' }).click();
    await page.getByRole('button', { name: 'Revoke' }).click();
    await page.getByRole('button', { name: 'Yes, revoke price script' }).click();
    await seen('No API keys');
    const revoked = await injectAsApiClient({ method: 'GET', url: '/v1/me', headers: { 'x-api-key': key } });
    expect(revoked.statusCode).toBe(401);
  });

  it('shows the plan, the trial, today\'s usage and how to upgrade', async () => {
    await page.getByRole('link', { name: 'Account' }).click();
    await heading('Account');
    expect(await page.getByTestId('tier').textContent()).toBe('free');
    await seen(/active until/);
    // Everything done in the dashboard so far (monitors, checks, a webhook, a channel, an API key) left the API quota untouched.
    expect(apiRequestsSent).toBeGreaterThan(0);
    expect(await page.getByTestId('api-requests').textContent()).toBe(`${apiRequestsSent} of 100000 (resets at midnight UTC)`);
    expect(await page.getByTestId('dashboard-requests').textContent()).toMatch(/^\d+ of 1000 \(resets at midnight UTC\)$/);
    await seen(/When it ends nothing is removed/);
    await seen(/The full plan has unlimited monitors/);
    await seen(`npm run admin -- set-tier ${email} full`);
    await expectAccessible('account');
    await saveScreenshotForDocs(page, 'account');
  });

  it('renews an expired access token from the session cookie without bothering the user', async () => {
    const refreshes: string[] = [];
    const count = (request: { url(): string }) => {
      if (request.url().endsWith('/v1/auth/session/refresh')) refreshes.push(request.url());
    };
    page.on('request', count);
    service.clock.advance(16 * 60_000);
    await page.getByRole('link', { name: 'Monitors' }).click();
    await heading('Monitors');
    await page.getByRole('link', { name: 'Headphones' }).waitFor();
    page.off('request', count);
    expect(refreshes).toHaveLength(1);
  });

  it('reads well on a phone', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const path of ['/app/', '/app/channels', '/app/monitors/new']) {
      await page.goto(`${base}${path}`);
      await page.locator('h1').waitFor();
      await page.locator('.loading').waitFor({ state: 'detached' });
      expect(await page.evaluate<number>('document.documentElement.scrollWidth'), path).toBeLessThanOrEqual(390);
    }
    // The monitor list is a stack of cards there: nothing scrolls sideways, each value under its column's name.
    await page.goto(`${base}/app/`);
    const list = page.getByRole('region', { name: 'Monitors' });
    await list.waitFor();
    expect(await list.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
    const card = page.getByRole('row', { name: /Headphones/ });
    expect(await card.locator('td[data-label="Price"]').evaluate((cell) => (globalThis as unknown as { getComputedStyle: (element: unknown, pseudo: string) => { content: string } }).getComputedStyle(cell, '::before').content)).toBe('"Price"');
    await saveScreenshotForDocs(page, 'phone-monitors');
    await page.getByRole('link', { name: 'Headphones' }).click();
    await page.locator('li.change').first().waitFor();
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
    await saveScreenshotForDocs(page, 'phone-monitor');
    await page.setViewportSize({ width: 1200, height: 900 });
  });

  it('imports a list of URLs after a dry run that shows what would be created and what the plan refuses', async () => {
    const countMonitors = async () => Number((await service.infra.database.db.selectFrom('monitors').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const held = await countMonitors();
    const room = Math.max(0, Math.min(2, 10 - held));
    await page.getByRole('link', { name: 'Import' }).click();
    await heading('Import and export');
    await page.getByLabel('Format').selectOption('urls');
    await page.getByLabel('Content').fill(`${pages.url('/imported-a')}\n${pages.url('/imported-b')}\nnot a url\n`);
    await page.getByRole('button', { name: 'Dry run' }).click();
    await page.getByRole('heading', { name: 'Dry run: nothing was created' }).waitFor();
    await page.getByRole('heading', { name: `Would be created (${room})` }).waitFor();
    await seen('not a url is not an http(s) URL');
    if (room < 2) await seen(/your plan allows 10 monitors/);
    await expectAccessible('import, dry run');
    expect(await countMonitors()).toBe(held);

    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await page.getByRole('heading', { name: 'Imported' }).waitFor();
    await page.getByRole('heading', { name: `Created (${room})` }).waitFor();
    expect(await countMonitors()).toBe(held + room);
    await expectAccessible('import, done');
  });

  it('signs out, and resets a forgotten password from the mailed link', async () => {
    await page.getByRole('button', { name: 'Sign out' }).click();
    await heading('Sign in');
    const cookies = await context.cookies(`${base}/v1/auth/session`);
    expect(cookies.filter((cookie) => cookie.name === 'pagewatch_session')).toEqual([]);
    await page.goto(`${base}/app/account`);
    await heading('Sign in');

    const scriptKey = (
      await service.app.inject({ method: 'POST', url: '/v1/api-keys', headers: { authorization: `Bearer ${await apiToken()}` }, payload: { name: 'leaked' } })
    ).json().key as string;
    expect((await service.app.inject({ method: 'GET', url: '/v1/me', headers: { 'x-api-key': scriptKey } })).statusCode).toBe(200);
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await heading('Reset your password');
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await seen(/a mail with a reset link is on its way/);
    await expectAccessible('forgotten password');

    const mail = await waitForMail(join(service.backend.dataDir, 'outbox'));
    expect(mail.to).toBe(email);
    // The mail links to PUBLIC_URL, which is not where this test's server listens: keep the path and query.
    const link = new URL(/(http\S+\/app\/reset\?token=\S+)/.exec(mail.text)![1]!);
    await page.goto(`${base}${link.pathname}${link.search}`);
    await heading('Set a new password');
    await expectAccessible('set a new password');
    await page.getByLabel('New password').fill(NEW_PASSWORD);
    await page.getByLabel(/Also revoke every API key/).check();
    await page.getByRole('button', { name: 'Set password' }).click();
    await seen(/Your password is changed/);
    expect((await service.app.inject({ method: 'GET', url: '/v1/me', headers: { 'x-api-key': scriptKey } })).statusCode).toBe(401);
    await page.getByRole('link', { name: 'Sign in' }).last().click();
    await heading('Sign in');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('alert').filter({ hasText: /incorrect/ }).waitFor();
    await page.getByLabel('Password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await heading('Monitors');
  });

  it('has a scan that does find serious violations when they are there', async () => {
    const bare = await context.newPage();
    await bare.setContent('<!doctype html><html lang="en"><title>t</title><main><button></button><input type="text"></main></html>');
    const ids = (await findSeriousViolations(bare)).map((violation) => violation.id);
    await bare.close();
    expect(ids).toEqual(expect.arrayContaining(['button-name', 'label']));
  });

  it('broke no CSP rule and threw no error along the way', () => {
    expect(problems).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { useServiceWithPages } from '../support/service-with-pages.js';

const setup = useServiceWithPages();

function newsPage(banner: string, article: string): string {
  return `<html><head><title>Club news</title></head><body><div class="promo"><p>${banner}</p></div>
<div id="news"><h1>Club news</h1><p>${article}</p></div></body></html>`;
}

function inject(method: 'POST' | 'PATCH' | 'GET', url: string, payload?: object) {
  return setup.service.app.inject({ method, url, headers: setup.user.auth, ...(payload === undefined ? {} : { payload }) });
}

async function createMonitor(path: string, extra: object) {
  const response = await inject('POST', '/v1/monitors', { mode: 'url', name: `Monitor ${path}`, url: setup.pages.url(path), sensitivity: 0, ...extra });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string; filters: unknown };
}

async function checkNow(id: string) {
  const response = await inject('POST', `/v1/monitors/${id}/check`);
  expect(response.statusCode).toBe(200);
  // Checks a little apart, so the whole file stays within the access token's lifetime.
  setup.service.clock.advance(20_000);
  return response.json();
}

const ARTICLE = 'The summer fair is on the 12th of July at the club house.';

describe('filters', () => {
  it('an ignore filter (text or regular expression) stops a rotating banner from alerting, and the rest of the page still does', async () => {
    setup.pages.set('/banner', newsPage('Deal of the hour: 20% off boots', ARTICLE));
    const plain = await createMonitor('/banner', {});
    const regex = await createMonitor('/banner', { filters: { ignore: ['/^deal of the (hour|day):/i'] } });
    const text = await createMonitor('/banner', { filters: { ignore: ['DEAL OF THE HOUR'] } });
    expect(regex.filters).toEqual({ ignore: ['/^deal of the (hour|day):/i'] });
    for (const monitor of [plain, regex, text]) await checkNow(monitor.id);

    setup.pages.set('/banner', newsPage('Deal of the hour: two scarves for the price of one, today only', ARTICLE));
    expect((await checkNow(plain.id)).change).toMatchObject({ type: 'content' });
    expect((await checkNow(regex.id)).change).toBeNull();
    expect((await checkNow(text.id)).change).toBeNull();

    setup.pages.set('/banner', newsPage('Deal of the hour: socks', 'The summer fair moves to the 19th of July because of the storm warning.'));
    expect((await checkNow(regex.id)).change).toMatchObject({ type: 'content' });
    expect((await checkNow(text.id)).change).toMatchObject({ type: 'content' });
  });

  it('a trigger text fires only when it appears, not on other changes nor while it stays', async () => {
    setup.pages.set('/festival', newsPage('', 'Line-up coming soon.'));
    const monitor = await createMonitor('/festival', { filters: { trigger: ['Tickets on sale', '/early[- ]bird/i'] } });
    await checkNow(monitor.id);

    setup.pages.set('/festival', newsPage('', 'Line-up: three bands announced, more to come this week.'));
    const other = await checkNow(monitor.id);
    expect(other.change).toBeNull();

    setup.pages.set('/festival', newsPage('', 'Line-up: three bands announced. TICKETS ON SALE now!'));
    const fired = await checkNow(monitor.id);
    expect(fired.change).toMatchObject({ type: 'content', relevance: { reason: expect.stringContaining('"Tickets on sale" appeared') } });

    setup.pages.set('/festival', newsPage('', 'Line-up: four bands announced. Tickets on sale now!'));
    expect((await checkNow(monitor.id)).change).toBeNull();

    setup.pages.set('/festival', newsPage('', 'Line-up: four bands announced. Tickets on sale now! Early-Bird prices until Friday.'));
    expect((await checkNow(monitor.id)).change).toMatchObject({ relevance: { reason: expect.stringContaining('"/early[- ]bird/i" appeared') } });
  });

  it('a disappear text fires when it leaves the page', async () => {
    setup.pages.set('/shop', newsPage('', 'Registration: coming soon. Fees to be announced.'));
    const monitor = await createMonitor('/shop', { filters: { disappear: ['coming soon'] } });
    await checkNow(monitor.id);
    setup.pages.set('/shop', newsPage('', 'Registration: coming soon. Fees are 20 euros for members.'));
    expect((await checkNow(monitor.id)).change).toBeNull();
    setup.pages.set('/shop', newsPage('', 'Registration: open now. Fees are 20 euros for members.'));
    expect((await checkNow(monitor.id)).change).toMatchObject({ relevance: { reason: expect.stringContaining('"coming soon" disappeared') } });
  });

  it('PATCH sets and removes filters, and the preview reads with them', async () => {
    setup.pages.set('/patchf', newsPage('Deal of the hour: boots', ARTICLE));
    const preview = await inject('POST', '/v1/monitors/preview', { mode: 'url', name: 'x', url: setup.pages.url('/patchf'), filters: { ignore: ['deal of the hour'] } });
    expect(preview.json().page.text_start).not.toContain('Deal of the hour');
    expect(preview.json().page.text_start).toContain('summer fair');
    const monitor = await createMonitor('/patchf', {});
    expect(monitor.filters).toBeNull();
    expect((await inject('PATCH', `/v1/monitors/${monitor.id}`, { filters: { trigger: ['sold out'] } })).json().filters).toEqual({ trigger: ['sold out'] });
    expect((await inject('PATCH', `/v1/monitors/${monitor.id}`, { filters: null })).json().filters).toBeNull();
  });
});

describe('an invalid filter', () => {
  it.each([
    [{ ignore: ['/a(b/'] }, 'filters.ignore[0] is not a valid filter: error parsing regexp: missing closing )'],
    [{ trigger: ['fine', '/(a)\\1/'] }, 'filters.trigger[1] is not a valid filter: error parsing regexp: invalid escape sequence'],
    [{ disappear: ['/x/g'] }, 'filters.disappear[0] is not a valid filter: unknown flag "g"'],
  ])('%j is refused on create, preview and PATCH naming the entry', async (filters, message) => {
    setup.pages.set('/badf', newsPage('', ARTICLE));
    for (const url of ['/v1/monitors', '/v1/monitors/preview']) {
      const response = await inject('POST', url, { mode: 'url', name: 'Bad', url: setup.pages.url('/badf'), filters });
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toMatchObject({ code: 'ERR_INVALID_REQUEST' });
      expect(response.json().message, url).toContain(message);
    }
    const monitor = await createMonitor('/badf', {});
    const patched = await inject('PATCH', `/v1/monitors/${monitor.id}`, { filters });
    expect(patched.statusCode).toBe(400);
    expect(patched.json().message).toContain(message);
  });
});

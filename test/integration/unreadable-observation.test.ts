import { describe, expect, it } from 'vitest';
import { useServiceWithPages } from '../support/service-with-pages.js';
import { productPage } from '../support/page-server.js';

const setup = useServiceWithPages();

const checkNow = (id: string) => setup.service.app.inject({ method: 'POST', url: `/v1/monitors/${id}/check`, headers: setup.user.auth });

async function storeObservation(monitorId: string, observation: string): Promise<void> {
  const db = setup.service.infra.database.db;
  const sources = await db.selectFrom('monitor_sources').select('id').where('monitor_id', '=', monitorId).execute();
  await db.updateTable('source_observations').set({ observation }).where('source_id', 'in', sources.map((s) => s.id)).execute();
}

describe('a stored observation that no longer parses', () => {
  for (const [what, stored] of [
    ['cut short', '{"title":"Sony WH-1000XM5","price":19'],
    ['not an object', '"just a string"'],
  ] as const) {
    it(`(${what}) is no baseline: the next check stores a fresh one, says so in the check log, and the one after compares again`, async () => {
      const path = `/unreadable-${what.replace(/ /g, '-')}`;
      setup.pages.set(path, productPage({ name: 'Sony WH-1000XM5', price: '199.99' }));
      const created = await setup.service.app.inject({ method: 'POST', url: '/v1/monitors', headers: setup.user.auth, payload: { mode: 'url', name: 'unreadable', url: setup.pages.url(path) } });
      const id = created.json().id as string;
      expect((await checkNow(id)).json().check.sources[0].outcome).toBe('baseline');

      await storeObservation(id, stored);
      setup.service.clock.advance(60_000);
      // The same bytes again: the shortcut for an unchanged page must not read the broken baseline either.
      const fresh = await checkNow(id);
      expect(fresh.statusCode, fresh.body).toBe(200);
      expect(fresh.json().check.sources[0]).toMatchObject({ outcome: 'baseline', error: null, note: expect.stringContaining('could not be read') });
      const log = (await setup.service.app.inject({ url: `/v1/monitors/${id}/checks`, headers: setup.user.auth })).json().checks[0];
      expect(log).toMatchObject({ outcome: 'baseline', note: expect.stringContaining('could not be read') });

      setup.service.clock.advance(60_000);
      setup.pages.set(path, productPage({ name: 'Sony WH-1000XM5', price: '149.99' }));
      const next = await checkNow(id);
      expect(next.json().check.sources[0].outcome).toBe('changed');
      expect(next.json().change).toMatchObject({ type: 'price', before: { price: 199.99 }, after: { price: 149.99 } });
    });
  }
});

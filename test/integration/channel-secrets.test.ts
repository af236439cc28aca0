import { readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentBackend } from '../support/backend.js';
import { registerUser, startTestService, type TestService } from '../support/test-service.js';

let service: TestService;
beforeAll(async () => {
  service = await startTestService({ ALLOW_PRIVATE_NETWORKS: 'true', FREE_DAILY_REQUESTS: '100000' });
});
afterAll(async () => {
  await service.close();
});

const HOST = 'https://127.0.0.1:9';
// Each secret is unique, so finding it anywhere is finding that one target.
const SHAPES: Array<{ type: string; target: string; secret: string }> = [
  { type: 'slack', target: `${HOST}/services/T1/B1/slackSecretPlain01`, secret: 'slackSecretPlain01' },
  { type: 'slack', target: `${HOST}/services/T1/B1/slackSecretSlash02/`, secret: 'slackSecretSlash02' },
  { type: 'slack', target: `${HOST}/services/T1/B1/slackSecretQuery03?x=1`, secret: 'slackSecretQuery03' },
  { type: 'slack', target: `${HOST}/services/T1/B1/slackSecretSlashes04//`, secret: 'slackSecretSlashes04' },
  { type: 'discord', target: `${HOST}/api/webhooks/42/discordSecretPlain05`, secret: 'discordSecretPlain05' },
  { type: 'discord', target: `${HOST}/api/webhooks/42/discordSecretSlash06/`, secret: 'discordSecretSlash06' },
  { type: 'discord', target: `${HOST}/api/webhooks/42/discordSecretGithub07/github`, secret: 'discordSecretGithub07' },
  { type: 'discord', target: `${HOST}/api/webhooks/42/discordSecretSlack08/slack`, secret: 'discordSecretSlack08' },
  { type: 'discord', target: `${HOST}/api/webhooks/42/discordSecretWait09?wait=true`, secret: 'discordSecretWait09' },
  { type: 'ntfy', target: `${HOST}/ntfySecretTopic10`, secret: 'ntfySecretTopic10' },
  { type: 'ntfy', target: `${HOST}/ntfySecretTopic11/`, secret: 'ntfySecretTopic11' },
  { type: 'ntfy', target: `${HOST}/base/ntfySecretTopic12`, secret: 'ntfySecretTopic12' },
  { type: 'ntfy', target: `${HOST}/ntfySecretTopic13?up=1`, secret: 'ntfySecretTopic13' },
  { type: 'ntfy', target: `${HOST}//127.0.0.2:9/ntfySecretTopic14`, secret: 'ntfySecretTopic14' },
  { type: 'telegram', target: '123456789:AAHdqTcvCH1vGWJxfSeofSAs0K5PALtgSecret15:-100777', secret: 'AAHdqTcvCH1vGWJxfSeofSAs0K5PALtgSecret15' },
];

describe('channel secrets at rest and in answers', () => {
  it('never shows or stores a Slack, Discord, ntfy or Telegram secret in clear, whatever the URL shape', async () => {
    const accepted: typeof SHAPES = [];
    const users: Array<Awaited<ReturnType<typeof registerUser>>> = [];
    for (const [index, shape] of SHAPES.entries()) {
      // An account holds at most 10 destinations.
      if (index % 10 === 0) users.push(await registerUser(service.app));
      const user = users.at(-1)!;
      const created = await service.app.inject({ method: 'POST', url: '/v1/channels', headers: user.auth, payload: { type: shape.type, target: shape.target } });
      // A shape is either read into its parts (and masked from them) or refused.
      expect([201, 400], `${shape.target}: ${created.body}`).toContain(created.statusCode);
      expect(created.body, shape.target).not.toContain(shape.secret);
      if (created.statusCode === 201) accepted.push(shape);
    }
    expect(accepted.length).toBeGreaterThan(0);
    // A path with an empty segment could name another host once joined to an origin again: refused.
    expect(accepted.map((shape) => shape.secret)).not.toContain('ntfySecretTopic14');
    for (const user of users) {
      const list = await service.app.inject({ url: '/v1/channels', headers: user.auth });
      for (const shape of SHAPES) expect(list.body, shape.target).not.toContain(shape.secret);
    }

    const rows = await service.infra.database.db.selectFrom('channels').selectAll().execute();
    const stored = JSON.stringify(rows);
    for (const shape of SHAPES) expect(stored, shape.target).not.toContain(shape.secret);

    if (currentBackend() === 'sqlite') {
      const file = join(service.config.dataDir, 'pagewatch.sqlite');
      for (const path of [file, `${file}-wal`]) {
        if (!existsSync(path)) continue;
        const bytes = (await readFile(path)).toString('latin1');
        for (const shape of SHAPES) expect(bytes.includes(shape.secret), `${shape.secret} in ${path}`).toBe(false);
      }
    }
  });
});

import Fastify from 'fastify';

// The baseline the API benchmark divides by: what Fastify alone does on this machine,
// answering a body shaped and sized like GET /v1/me's, with no auth, storage or logging.
const body = {
  id: '0190a6b2-7c1e-7d3a-9f1b-2c4d5e6f7a8b',
  email: 'bench@example.com',
  tier: 'free',
  trial_ends_at: 1_767_225_600_000,
  created_at: 1_766_620_800_000,
  trial_active: true,
  usage: { requests_today: 12_345 },
  limits: { monitors: 10, daily_requests: 100_000_000, min_check_interval_seconds: 900, webhooks: 10, api_keys: 20 },
};

const app = Fastify({ logger: false });
app.get('/bare', async () => body);

const port = Number(process.env.PORT);
if (!Number.isInteger(port) || port <= 0) {
  console.error('bare-server: PORT must be set to a free port');
  process.exit(1);
}
await app.listen({ port, host: '127.0.0.1' });

const stop = async () => {
  await app.close();
  process.exit(0);
};
process.once('SIGTERM', () => void stop());
process.once('SIGINT', () => void stop());

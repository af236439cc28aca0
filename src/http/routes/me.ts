import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Services } from '../../services/create-services.js';
import { Nullable, User, bearerSecurity, errors } from '../schemas/common.js';

const Account = Type.Object({
  ...User.properties,
  trial_active: Type.Boolean(),
  upgrade_url: Type.String({ description: 'Where to ask for a higher plan (UPGRADE_URL)' }),
  checks_scheduled: Type.Boolean({
    description: "Whether this server checks monitors at their interval; false when it runs with SCHEDULER=off and checks only on demand, so next_check_at is not a promise",
  }),
  usage: Type.Object({
    requests_today: Nullable(Type.Integer({ description: 'API requests today (API keys and API tokens); null: not counted on unlimited tiers' })),
    interactive_requests_today: Nullable(
      Type.Integer({ description: 'Requests today from signed-in dashboard sessions, counted apart from the API quota; null: not counted on unlimited tiers' }),
    ),
  }),
  limits: Type.Object({
    monitors: Nullable(Type.Integer({ description: 'null: unlimited' })),
    daily_requests: Nullable(Type.Integer({ description: 'The daily API quota; null: unlimited' })),
    interactive_daily_requests: Nullable(Type.Integer({ description: "The dashboard sessions' daily budget (FREE_DAILY_SESSION_REQUESTS); null: unlimited" })),
    min_check_interval_seconds: Type.Integer(),
    webhooks: Type.Integer(),
    api_keys: Type.Integer(),
  }),
});

export const meRoutes: FastifyPluginAsyncTypebox<{ services: Pick<Services, 'planLimits' | 'quota'>; upgradeUrl: string; checksScheduled: boolean; now: () => number }> = async (
  app,
  { services: { planLimits, quota }, upgradeUrl, checksScheduled, now },
) => {
  app.get(
    '/me',
    {
      schema: {
        tags: ['Accounts'],
        security: bearerSecurity,
        summary: 'The current account: tier, trial, usage and limits',
        description:
          'Requests made by a signed-in dashboard session count against the interactive budget; API keys and tokens from POST /v1/auth/login against the API quota. Each answer counts against the budget of its own caller; the other budget\'s figure may be up to 5 s old.',
        response: { 200: Account, ...errors(401, 429) },
      },
    },
    async (request) => {
      const { user } = request;
      const limits = planLimits.limitsOf(user.tier);
      const other = user.budget === 'api' ? 'interactive' : 'api';
      const otherUsage = await quota.usage(user.id, user.tier, other);
      const ownUsed = request.quota ? request.quota.used : null;
      const otherUsed = otherUsage ? otherUsage.used : null;
      // Spelled out, not `{ ...presentUser(user), ... }`: on Node 20 each property added after a
      // spread cost ~1.5 us, a tenth of the whole request.
      return {
        id: user.id,
        email: user.email,
        tier: user.tier,
        trial_ends_at: user.trialEndsAt,
        created_at: user.createdAt,
        trial_active: user.trialEndsAt > now(),
        upgrade_url: upgradeUrl,
        checks_scheduled: checksScheduled,
        usage: {
          requests_today: user.budget === 'api' ? ownUsed : otherUsed,
          interactive_requests_today: user.budget === 'api' ? otherUsed : ownUsed,
        },
        limits: {
          monitors: limits.monitors,
          daily_requests: limits.dailyRequests,
          interactive_daily_requests: limits.interactiveDailyRequests,
          min_check_interval_seconds: limits.minCheckIntervalSeconds,
          webhooks: limits.destinations,
          api_keys: limits.apiKeys,
        },
      };
    },
  );
};

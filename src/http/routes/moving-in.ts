import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Services } from '../../services/create-services.js';
import { IMPORT_FORMAT_NAMES } from '../../domain/moving-in/import-formats.js';
import { SECRETS_LEFT_OUT } from '../../domain/moving-in/pagewatch-document.js';
import { bearerSecurity, errors } from '../schemas/common.js';

const tags = ['Moving in'];

const URLWATCH_EXAMPLE = 'name: Kettle\nurl: https://shop.example.com/kettle\nfilter:\n  - css: .price\n  - html2text\n---\nurl: https://example.com/changelog\n';

const ImportBody = Type.Object(
  {
    format: Type.String({
      enum: [...IMPORT_FORMAT_NAMES],
      description:
        'urlwatch: urls.yaml (one job a YAML document); changedetection: url-watches.json from its backup; distill: Distill\'s JSON export; ' +
        'urls: one URL a line; pagewatch: the document GET /v1/export answers',
    }),
    content: Type.String({ minLength: 1, maxLength: 1_000_000, description: 'The file\'s text' }),
    dryRun: Type.Optional(Type.Boolean({ default: false, description: 'true: nothing is created; the answer says what would be and what is refused' })),
  },
  {
    additionalProperties: false,
    examples: [
      { format: 'urlwatch', content: URLWATCH_EXAMPLE, dryRun: true },
      { format: 'urls', content: 'https://example.com/pricing\nhttps://example.com/changelog\n' },
    ],
  },
);

const Created = Type.Object({
  item: Type.String({ description: 'How the file names it: "job 2 (Kettle)", "watch <uuid>", "line 3"', examples: ['job 1 (Kettle)'] }),
  kind: Type.String({ enum: ['monitor', 'channel', 'webhook'] }),
  id: Type.Union([Type.String(), Type.Null()], { description: 'null in a dry run' }),
  name: Type.String(),
  notes: Type.Array(Type.String(), {
    description: 'What was adjusted or left out: an interval raised to the plan\'s minimum, a filter not supported here, a new webhook secret',
    examples: [['filter grep: Current.*version was left out: filters here drop the lines that match, they do not keep only those']],
  }),
});

const Refused = Type.Object({
  item: Type.String(),
  reason: Type.String({ examples: ['your plan allows 10 monitors and the account holds 10; upgrade or delete monitors to import more'] }),
});

const ExportDocument = Type.Object(
  {
    format: Type.Literal('pagewatch'),
    version: Type.Literal(1),
    exported_at: Type.String({ format: 'date-time' }),
    secrets: Type.String({ description: SECRETS_LEFT_OUT }),
    monitors: Type.Array(Type.Unknown(), { description: 'Each a POST /v1/monitors body with its id and status' }),
    tags: Type.Array(Type.String()),
    destinations: Type.Array(Type.Unknown(), {
      description: '{kind: "webhook", url, monitorIds, tags, events, digest, digestAt?, timezone?} or {kind: "channel", type, name, target (null when a credential), target_masked, monitorIds, tags, events, template, digest, digestAt?, timezone?}',
    }),
  },
  { description: 'Everything of an account that an import (format "pagewatch") creates again; secrets left out and said so in `secrets`.' },
);

export const movingInRoutes: FastifyPluginAsyncTypebox<{ services: Pick<Services, 'movingIn'> }> = async (app, { services }) => {
  app.post(
    '/import',
    {
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Import monitors, tags and destinations from urlwatch, changedetection.io, Distill, a list of URLs or a PageWatch export',
        description:
          'Each item is created through the same rules as its create route; what cannot be is listed in refused with the reason, and the rest is still created. ' +
          'Within the plan: an interval below the plan\'s minimum is raised to it (said in notes); monitors and destinations past the plan\'s count are refused. ' +
          'Notification URLs (changedetection.io) are read as Apprise URLs. dryRun: true creates nothing and answers the same lists (ids null); ' +
          'it checks what can be checked without creating: formats, plan limits, targets and tags, not whether addresses are reachable. A file that cannot be read at all gives 400.',
        body: ImportBody,
        response: { 200: Type.Object({ dry_run: Type.Boolean(), created: Type.Array(Created), refused: Type.Array(Refused) }), ...errors(400, 401, 429) },
      },
    },
    async (request) => {
      const { format, content, dryRun } = request.body;
      const result = await services.movingIn.import(request.user, { format: format as (typeof IMPORT_FORMAT_NAMES)[number], content, dryRun: dryRun ?? false });
      return { dry_run: result.dryRun, created: result.created, refused: result.refused };
    },
  );

  app.get(
    '/export',
    {
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Export the account\'s monitors, tags and destinations as one JSON document',
        description: `POST /v1/import with format "pagewatch" and this document as content creates them again. ${SECRETS_LEFT_OUT}`,
        response: { 200: ExportDocument, ...errors(401, 429) },
      },
    },
    async (request) => services.movingIn.export(request.user),
  );
};

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Services } from '../../services/create-services.js';
import { bearerSecurity, errors } from '../schemas/common.js';
import { TemplatePreview, TemplatePreviewBody } from '../schemas/templates.js';

export const templateRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (app, { services }) => {
  app.post(
    '/templates/preview',
    {
      schema: {
        tags: ['Channels'],
        security: bearerSecurity,
        summary: 'Render a message template against a sample change',
        description:
          'Renders the subject and body a channel with this template would send for the sample price drop of the test operation; nothing is saved. ' +
          'A broken or unsafe template is a 400 naming template.subject or template.body and what is wrong.',
        body: TemplatePreviewBody,
        response: { 200: TemplatePreview, ...errors(400, 401, 429) },
      },
    },
    async (request) => {
      const message = services.channels.previewTemplate(request.body.template);
      return { subject: message.subject, body: message.body };
    },
  );
};

import { shorten, type ChangeNotice } from './change-notice.js';

const COLOURS = { down: 0x2e7d32, up: 0xc62828, none: 0x1565c0 } as const;

/**
 * An execute-webhook payload with one embed. Mentions are switched off: page text such as
 * "@everyone" must never ping a server.
 */
export function formatDiscordMessage(notice: ChangeNotice) {
  const fields = [
    ...(notice.before === null ? [] : [{ name: 'Before', value: shorten(notice.before, 1024), inline: true }]),
    ...(notice.after === null ? [] : [{ name: 'After', value: shorten(notice.after, 1024), inline: true }]),
    { name: 'Page', value: `[${shorten(notice.pageTitle, 200).replace(/[[\]]/g, '')}](${notice.pageUrl})`, inline: false },
  ];
  return {
    allowed_mentions: { parse: [] as string[] },
    embeds: [
      {
        title: shorten(notice.monitorName, 256),
        url: notice.changeUrl,
        description: shorten(notice.headline, 4096),
        color: COLOURS[notice.direction ?? 'none'],
        fields,
        timestamp: new Date(notice.detectedAt).toISOString(),
      },
    ],
  };
}

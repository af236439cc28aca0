import { escapeHtml, shorten, type ChangeNotice } from './change-notice.js';

/** A sendMessage body in Telegram's HTML parse mode (only b, s, a and entities are used). */
export function formatTelegramMessage(notice: ChangeNotice, chatId: string) {
  const sides =
    notice.before !== null && notice.after !== null
      ? `<s>${escapeHtml(notice.before)}</s> → <b>${escapeHtml(notice.after)}</b>`
      : notice.after !== null
        ? `now <b>${escapeHtml(notice.after)}</b>`
        : notice.before !== null
          ? `was <s>${escapeHtml(notice.before)}</s>`
          : null;
  const lines = [
    `<b>${escapeHtml(notice.monitorName)}</b>`,
    escapeHtml(shorten(notice.headline, 1000)),
    ...(sides === null ? [] : [sides]),
    `<a href="${escapeHtml(notice.pageUrl)}">${escapeHtml(notice.pageTitle)}</a> · <a href="${escapeHtml(notice.changeUrl)}">View change</a>`,
  ];
  return {
    chat_id: chatId,
    text: lines.join('\n'),
    parse_mode: 'HTML',
    link_preview_options: { is_disabled: true },
  };
}

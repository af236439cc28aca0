import { isValidEmail, normaliseEmail } from '../accounts/credential-rules.js';
import { describeBeforeAfter, escapeHtml, shorten, type ChangeNotice } from '../notifications/change-notice.js';
import type { ChannelKind } from './destination-kind.js';
import type { MonitorNotice } from '../notifications/monitor-notice.js';
import type { WrittenMessage } from '../notifications/written-message.js';

export interface EmailParts {
  address: string;
}

export interface EmailContent {
  subject: string;
  text: string;
  html: string;
}

/** A plain-text and an HTML part saying the same; the subject names the monitor and the change. */
export function formatEmailMessage(notice: ChangeNotice): EmailContent {
  const beforeAfter = describeBeforeAfter(notice);
  const text = [
    notice.monitorName,
    '',
    notice.headline,
    ...(beforeAfter === null ? [] : [beforeAfter]),
    '',
    `Page: ${notice.pageTitle}`,
    notice.pageUrl,
    '',
    `View the change: ${notice.changeUrl}`,
  ].join('\n');
  const sides =
    notice.before !== null && notice.after !== null
      ? `<p><s>${escapeHtml(notice.before)}</s> &rarr; <strong>${escapeHtml(notice.after)}</strong></p>`
      : beforeAfter === null
        ? ''
        : `<p>${escapeHtml(beforeAfter)}</p>`;
  const html = [
    '<!doctype html><html><body style="font-family:sans-serif">',
    `<h2>${escapeHtml(notice.monitorName)}</h2>`,
    `<p><strong>${escapeHtml(notice.headline)}</strong></p>`,
    sides,
    `<p>Page: <a href="${escapeHtml(notice.pageUrl)}">${escapeHtml(notice.pageTitle)}</a></p>`,
    `<p><a href="${escapeHtml(notice.changeUrl)}">View the change</a></p>`,
    '</body></html>',
  ].join('\n');
  return { subject: shorten(`${notice.monitorName}: ${notice.headline}`, 200), text, html };
}

/** monitor.failing / monitor.recovered: the subject says which, the body gives the error and the monitor's link. */
export function formatEmailMonitorMessage(notice: MonitorNotice): EmailContent {
  const text = [notice.monitorName, '', notice.headline, ...(notice.error === null ? [] : [notice.error]), '', `Open the monitor: ${notice.monitorUrl}`].join('\n');
  const html = [
    '<!doctype html><html><body style="font-family:sans-serif">',
    `<h2>${escapeHtml(notice.monitorName)}</h2>`,
    `<p><strong>${escapeHtml(notice.headline)}</strong></p>`,
    ...(notice.error === null ? [] : [`<p>${escapeHtml(notice.error)}</p>`]),
    `<p><a href="${escapeHtml(notice.monitorUrl)}">Open the monitor</a></p>`,
    '</body></html>',
  ].join('\n');
  return { subject: shorten(`${notice.monitorName}: ${notice.headline}`, 200), text, html };
}

/** A templated message: the subject as the mail's subject, the body as its text (escaped, line breaks kept, in the HTML part). */
export function formatEmailWrittenMessage(message: WrittenMessage): EmailContent {
  const text = [message.body, '', `${message.link.label}: ${message.link.url}`].join('\n');
  const html = [
    '<!doctype html><html><body style="font-family:sans-serif">',
    `<p style="white-space:pre-wrap">${escapeHtml(message.body)}</p>`,
    `<p><a href="${escapeHtml(message.link.url)}">${escapeHtml(message.link.label)}</a></p>`,
    '</body></html>',
  ].join('\n');
  return { subject: shorten(message.subject, 200), text, html };
}

const SHAPE = 'an e-mail address such as alerts@example.com';

/** Mail through the operator's SMTP server; every address, the account's own included, confirms first. */
export const emailKind: ChannelKind<'email', EmailParts, EmailContent> = {
  name: 'email',
  label: 'E-mail',
  target: { label: 'E-mail address', hint: 'Every address, your own included, gets a confirmation link first.', shape: SHAPE, masked: 'shown whole' },
  readTarget(input) {
    const address = normaliseEmail(input);
    return isValidEmail(address) ? { ok: true, parts: { address } } : { ok: false, error: `must be ${SHAPE}` };
  },
  writeTarget: (parts) => parts.address,
  maskTarget: (parts) => parts.address,
  guardedUrl: () => null,
  formatMessage: (notice) => formatEmailMessage(notice),
  formatMonitorMessage: (notice) => formatEmailMonitorMessage(notice),
  formatWrittenMessage: (message) => formatEmailWrittenMessage(message),
};

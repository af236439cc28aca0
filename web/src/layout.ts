import { html } from 'htm/preact';
import type { ComponentChildren } from 'preact';
import { useEffect, useRef } from 'preact/hooks';
import { followLink } from './router.js';

const NAV = [
  { href: '/app/', label: 'Monitors', match: (path: string) => path === '' || path.startsWith('monitors') },
  { href: '/app/channels', label: 'Channels', match: (path: string) => path.startsWith('channels') || path.startsWith('webhooks') },
  { href: '/app/keys', label: 'API keys', match: (path: string) => path.startsWith('keys') },
  { href: '/app/import', label: 'Import', match: (path: string) => path.startsWith('import') },
  { href: '/app/account', label: 'Account', match: (path: string) => path.startsWith('account') },
];

export function Layout({ path, signedIn, onSignOut, children }: { path: string; signedIn: boolean; onSignOut: () => void; children: ComponentChildren }) {
  return html`<div class="shell" onClick=${followLink}>
    <a class="skip-link" href="#main">Skip to content</a>
    <header class="top">
      <a class="brand" href="/app/">PageWatch</a>
      ${signedIn
        ? html`<nav aria-label="Main">
            <ul>
              ${NAV.map(
                (item) => html`<li><a href=${item.href} aria-current=${item.match(path) ? 'page' : undefined}>${item.label}</a></li>`,
              )}
            </ul>
            <button type="button" class="link-button" onClick=${onSignOut}>Sign out</button>
          </nav>`
        : null}
    </header>
    <main id="main" tabindex="-1">${children}</main>
    <footer class="bottom"><a href="/docs">API reference</a></footer>
  </div>`;
}

/** Every screen: its heading takes focus when it opens, so screen readers announce the new page. */
export function Page({ title, children, actions }: { title: string; children: ComponentChildren; actions?: ComponentChildren }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    document.title = `${title} · PageWatch`;
    heading.current?.focus();
  }, [title]);
  return html`<div class="page">
    <div class="page-head">
      <h1 tabindex="-1" ref=${heading}>${title}</h1>
      ${actions ? html`<div class="actions">${actions}</div>` : null}
    </div>
    ${children}
  </div>`;
}

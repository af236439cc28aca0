import { useEffect, useState } from 'preact/hooks';

const CHANGE = 'pagewatch:navigate';

export interface Route {
  /** Path below /app/, without leading or trailing slashes: "", "monitors/mon-1". */
  path: string;
  query: URLSearchParams;
}

function currentRoute(): Route {
  const path = location.pathname.replace(/^\/app\/?/, '').replace(/\/+$/, '');
  return { path, query: new URLSearchParams(location.search) };
}

export function navigate(to: string, options: { replace?: boolean } = {}): void {
  if (options.replace) history.replaceState(null, '', to);
  else history.pushState(null, '', to);
  window.dispatchEvent(new Event(CHANGE));
}

export function useRoute(): Route {
  const [route, setRoute] = useState(currentRoute);
  useEffect(() => {
    const update = () => setRoute(currentRoute());
    window.addEventListener('popstate', update);
    window.addEventListener(CHANGE, update);
    return () => {
      window.removeEventListener('popstate', update);
      window.removeEventListener(CHANGE, update);
    };
  }, []);
  return route;
}

/** Same-document navigation for plain left clicks on our own links; other clicks keep the browser's behaviour. */
export function followLink(event: MouseEvent): void {
  const link = (event.target as Element).closest('a');
  if (!link || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const href = link.getAttribute('href');
  if (!href?.startsWith('/app/') || link.target || link.hasAttribute('download')) return;
  event.preventDefault();
  navigate(href);
}

import { html } from 'htm/preact';
import { useEffect, useState } from 'preact/hooks';
import { onSignedOut, restoreSession, signOut } from './api.js';
import { navigate, useRoute } from './router.js';
import { Layout, Page } from './layout.js';
import { Loading } from './components.js';
import { ForgotPassword, ResetPassword, SignIn, SignUp } from './pages/auth.js';
import { MonitorList } from './pages/monitor-list.js';
import { NewMonitor } from './pages/monitor-new.js';
import { MonitorDetail } from './pages/monitor-detail.js';
import { Channels } from './pages/channels.js';
import { DeliveryLog } from './pages/delivery-log.js';
import { ApiKeys } from './pages/api-keys.js';
import { AccountPage } from './pages/account.js';
import { ImportPage } from './pages/import.js';

type Session = 'loading' | 'anonymous' | 'signed-in';

const PUBLIC = new Set(['signin', 'signup', 'forgot', 'reset']);

export function App() {
  const route = useRoute();
  const [session, setSession] = useState<Session>('loading');
  const [flash, setFlash] = useState<string | null>(null);

  useEffect(() => {
    onSignedOut(() => setSession('anonymous'));
    void restoreSession().then((ok) => setSession(ok ? 'signed-in' : 'anonymous'));
  }, []);

  const [section = '', id] = route.path.split('/');
  const isPublic = PUBLIC.has(section);

  useEffect(() => {
    if (session === 'signed-in' && (section === 'signin' || section === 'signup')) navigate('/app/', { replace: true });
  }, [session, section]);

  const signedIn = (message: string | null) => {
    setFlash(message);
    setSession('signed-in');
    navigate('/app/', { replace: true });
  };
  const leave = async () => {
    await signOut().catch(() => undefined);
    setSession('anonymous');
    setFlash(null);
    navigate('/app/signin');
  };

  let content;
  if (session === 'loading') content = html`<${Loading} />`;
  else if (session === 'anonymous' && !isPublic) content = html`<${SignIn} onSignedIn=${signedIn} />`;
  else content = screen(section, id, route.query, signedIn, flash, () => setFlash(null));

  return html`<${Layout} path=${route.path} signedIn=${session === 'signed-in'} onSignOut=${leave}>${content}<//>`;
}

function screen(
  section: string,
  id: string | undefined,
  query: URLSearchParams,
  signedIn: (message: string | null) => void,
  flash: string | null,
  dismissFlash: () => void,
) {
  switch (section) {
    case 'signin':
      return html`<${SignIn} onSignedIn=${signedIn} />`;
    case 'signup':
      return html`<${SignUp} onSignedIn=${signedIn} />`;
    case 'forgot':
      return html`<${ForgotPassword} />`;
    case 'reset':
      return html`<${ResetPassword} token=${query.get('token')} />`;
    case '':
      return html`<${MonitorList} flash=${flash} onDismissFlash=${dismissFlash} />`;
    case 'monitors':
      if (id === 'new') return html`<${NewMonitor} />`;
      if (id) return html`<${MonitorDetail} id=${id} />`;
      return html`<${MonitorList} flash=${flash} onDismissFlash=${dismissFlash} />`;
    case 'channels':
      if (id) return html`<${DeliveryLog} kind="channels" id=${id} />`;
      return html`<${Channels} />`;
    case 'webhooks':
      if (id) return html`<${DeliveryLog} kind="webhooks" id=${id} />`;
      return html`<${Channels} />`;
    case 'keys':
      return html`<${ApiKeys} />`;
    case 'account':
      return html`<${AccountPage} />`;
    case 'import':
      return html`<${ImportPage} />`;
    default:
      return html`<${Page} title="Page not found"><p>There is no such page. <a href="/app/">Go to your monitors</a>.</p><//>`;
  }
}

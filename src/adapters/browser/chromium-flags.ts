/**
 * Chromium switches for a browser that makes no request of its own: only the
 * pages' requests leave it, and those go through the guarded proxy.
 */
export const CHROMIUM_FLAGS: readonly string[] = [
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-default-apps',
  '--disable-domain-reliability',
  '--disable-client-side-phishing-detection',
  '--disable-breakpad',
  '--no-first-run',
  '--no-default-browser-check',
  '--no-pings',
  '--metrics-recording-only',
  '--dns-prefetch-disable',
  '--disable-quic',
  // WebRTC would otherwise send UDP straight to any address a page names, past the proxy.
  '--force-webrtc-ip-handling-policy=disable_non_proxied_udp',
  '--webrtc-ip-handling-policy=disable_non_proxied_udp',
  '--disable-features=SafeBrowsing,OptimizationHints,MediaRouter,Translate,NetworkPrediction,InterestFeedContentSuggestions,AutofillServerCommunication,CertificateTransparencyComponentUpdater',
  '--safebrowsing-disable-auto-update',
  '--disable-dev-shm-usage',
];

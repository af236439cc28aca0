/** What the plain fetch of a page showed, enough to tell whether scripts build it. */
export interface PlainPageView {
  html: string;
  /** Visible main text as extraction read it. */
  text: string;
  price: number | null;
  availability: string | null;
  /** The monitor asks about price or stock, so a page without either is missing what matters. */
  expectsProductData: boolean;
  /** `text` is only what the user's region selectors picked: the page is judged by whether that is empty. */
  narrowed?: boolean;
}

// Under this much visible text a page with scripts is a shell: real pages, even short ones, say more.
const SHELL_TEXT_CHARS = 200;

const EXECUTABLE_SCRIPT = /<script\b(?![^>]*\btype\s*=\s*["']?(?:application\/(?:ld\+)?json|text\/template|text\/x-template)\b)[^>]*>/i;
// The mount points of React, Vue, Next, Nuxt, Angular, Svelte and Ember, left empty in the served HTML.
const EMPTY_APP_ROOT = /<(div|main|section)\b[^>]*\bid\s*=\s*["']?(root|app|__next|__nuxt|svelte|q-app|main-app|ember-app|application)["']?[^>]*>\s*<\/\1>|<app-root\b[^>]*>\s*<\/app-root>/i;
const NOSCRIPT_WARNING = /<noscript\b[^>]*>(?:(?!<\/noscript>)[\s\S]){0,400}?\b(?:enable|requires?|turn on|needs?)\b(?:(?!<\/noscript>)[\s\S]){0,80}?javascript/i;
// Server-rendered sites ask for JavaScript too; only with little text is that the shell's excuse.
const NOSCRIPT_TEXT_CHARS = 1_000;
const PRODUCT_PAGE_MARKER = /<meta\b[^>]*\bproperty\s*=\s*["']og:type["'][^>]*\bcontent\s*=\s*["']?(?:og:)?product|"@type"\s*:\s*"Product"|itemtype\s*=\s*["']?https?:\/\/schema\.org\/Product\b/i;

/**
 * True when a plainly fetched page shows the signs of being built by its
 * scripts: it runs scripts and its body text is near empty, it leaves an app
 * root empty or asks for JavaScript with little else to read, or it is a product page (or the monitor
 * wants a price or stock) but no price or stock was found. A page without
 * scripts is never escalated: a browser would see the same.
 */
export function looksScriptBuilt(view: PlainPageView): boolean {
  if (!runsScripts(view.html)) return false;
  // A region holds what the user chose, little by choice and without the page's structured data: only an empty one is a sign.
  if (view.narrowed) return view.text.trim() === '';
  if (view.text.length < SHELL_TEXT_CHARS) return true;
  if (EMPTY_APP_ROOT.test(view.html)) return true;
  if (view.text.length < NOSCRIPT_TEXT_CHARS && NOSCRIPT_WARNING.test(view.html)) return true;
  const wantsProductData = view.expectsProductData || PRODUCT_PAGE_MARKER.test(view.html);
  return wantsProductData && view.price === null && view.availability === null;
}

/** Whether the page runs scripts of its own (JSON data and templates do not count). */
export function runsScripts(html: string): boolean {
  return EXECUTABLE_SCRIPT.test(html);
}

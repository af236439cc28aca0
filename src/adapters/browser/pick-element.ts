/** The element under a point of the rendered page, named by a CSS selector that picks it alone. */
export interface PickedElement {
  selector: string;
  /** Its text, trimmed and cut to 200 characters, so the user sees what was picked. */
  text: string;
}

/**
 * Runs in the page (a string, so no bundler helper leaks into it): scrolls the point into view,
 * takes the element there and names it by its id, a class, or a path of tags with :nth-of-type
 * up to an id or the body, keeping the first name that `querySelectorAll` finds exactly once and
 * that is this element. null when nothing is there or no name picks it alone.
 */
export const PICK_ELEMENT_SCRIPT = `(({ x, y }) => {
  window.scrollTo(0, Math.max(0, y - window.innerHeight / 2));
  const element = document.elementFromPoint(x, y - window.scrollY);
  if (!element || element === document.documentElement || element === document.body) return null;
  const text = (element.textContent || '').replace(/\\s+/g, ' ').trim().slice(0, 200);
  const alone = (selector) => {
    try {
      const found = document.querySelectorAll(selector);
      return found.length === 1 && found[0] === element;
    } catch {
      return false;
    }
  };
  const tag = element.tagName.toLowerCase();
  const candidates = [];
  if (element.id) candidates.push('#' + CSS.escape(element.id));
  for (const name of element.classList) candidates.push('.' + CSS.escape(name), tag + '.' + CSS.escape(name));
  for (const candidate of candidates) if (alone(candidate)) return { selector: candidate, text };
  const parts = [];
  for (let node = element; node && node !== document.body && node !== document.documentElement; node = node.parentElement) {
    if (node !== element && node.id) {
      parts.unshift('#' + CSS.escape(node.id));
      break;
    }
    const parent = node.parentElement;
    const sameTag = parent ? Array.from(parent.children).filter((child) => child.tagName === node.tagName) : [node];
    const name = node.tagName.toLowerCase();
    parts.unshift(sameTag.length > 1 ? name + ':nth-of-type(' + (sameTag.indexOf(node) + 1) + ')' : name);
    const path = parts.join(' > ');
    if (alone(path)) return { selector: path, text };
  }
  const path = parts.join(' > ');
  return alone(path) ? { selector: path, text } : null;
})`;

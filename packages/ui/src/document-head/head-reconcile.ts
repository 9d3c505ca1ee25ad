import { PRERENDERED_HEAD_ATTRIBUTE } from '@portail/contracts';

/** One element of a page's head: its title, a meta tag or a link, with its DOM attribute names. */
export interface HeadTag {
  tag: 'title' | 'meta' | 'link';
  attributes?: Readonly<Record<string, string>>;
  /** The title's text. */
  text?: string;
}

/**
 * The head elements that the page head owns before it has made any: index.html's static title and
 * description, and a pre-rendered page's head tags (marked by splitPageHead).
 */
export const HTML_PAGE_HEAD_SELECTOR = `title, meta[name="description"], [${PRERENDERED_HEAD_ATTRIBUTE}]`;

/** The attributes of an element that say what it is (the pre-render's marker says where it came from). */
function attributesOf(element: Element): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const { name, value } of element.attributes) {
    if (name !== PRERENDERED_HEAD_ATTRIBUTE) attributes.set(name, value);
  }
  return attributes;
}

function isSame(element: Element, tag: HeadTag): boolean {
  if (element.localName !== tag.tag) return false;
  if (tag.tag === 'title') return element.textContent === (tag.text ?? '');
  const wanted = Object.entries(tag.attributes ?? {});
  const present = attributesOf(element);
  return present.size === wanted.length && wanted.every(([name, value]) => present.get(name) === value);
}

/** What an element stands for in the head: the one title, a meta by its name, a link by its rel. */
function slotOf(localName: string, attributes: (name: string) => string | null | undefined): string {
  if (localName === 'meta') {
    return `meta:${attributes('name') ?? ''}:${attributes('property') ?? ''}:${attributes('http-equiv') ?? ''}`;
  }
  if (localName === 'link') return `link:${attributes('rel') ?? ''}:${attributes('hreflang') ?? ''}`;
  return localName;
}

const elementSlot = (element: Element) => slotOf(element.localName, (name) => element.getAttribute(name));
const tagSlot = (tag: HeadTag) => slotOf(tag.tag, (name) => tag.attributes?.[name]);

/** Makes `element` the tag: its attributes (the pre-render's marker aside) and the title's text. */
function update(element: Element, tag: HeadTag): void {
  if (tag.tag === 'title') {
    const text = tag.text ?? '';
    const only = element.firstChild;
    // The text node's value, not a new node: the title is never empty meanwhile.
    if (only && only === element.lastChild && only.nodeType === only.TEXT_NODE) only.nodeValue = text;
    else element.textContent = text;
    return;
  }
  const wanted = tag.attributes ?? {};
  for (const name of attributesOf(element).keys()) if (!(name in wanted)) element.removeAttribute(name);
  for (const [name, value] of Object.entries(wanted)) {
    if (element.getAttribute(name) !== value) element.setAttribute(name, value);
  }
}

function create(doc: Document, tag: HeadTag): Element {
  const element = doc.createElement(tag.tag);
  update(element, tag);
  return element;
}

/**
 * Makes the head show `tags` with the least change: an owned element identical to a tag stays
 * untouched, one of the same kind (the title, a meta of the same name, a link of the same rel) is
 * changed in place, and a tag with neither is a new element; the owned elements left over are
 * removed last, once every replacement is in, so the page never lacks its title. Returns the
 * elements that now show the tags, in their order.
 */
export function reconcileHead(
  head: HTMLHeadElement,
  owned: readonly Element[],
  tags: readonly HeadTag[],
): Element[] {
  const remaining = owned.filter((element) => element.parentNode === head);
  const shown: (Element | undefined)[] = tags.map((tag) => {
    const index = remaining.findIndex((element) => isSame(element, tag));
    return index === -1 ? undefined : remaining.splice(index, 1)[0];
  });
  tags.forEach((tag, position) => {
    if (shown[position]) return;
    const index = remaining.findIndex(
      (element) => element.localName === tag.tag && elementSlot(element) === tagSlot(tag),
    );
    if (index === -1) return;
    const element = remaining.splice(index, 1)[0] as Element;
    update(element, tag);
    shown[position] = element;
  });
  const result = tags.map((tag, position) => {
    const existing = shown[position];
    if (existing) return existing;
    const element = create(head.ownerDocument, tag);
    head.append(element);
    return element;
  });
  for (const element of remaining) element.remove();
  return result;
}

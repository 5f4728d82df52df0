// Texts side by side in an element's JSX (`{label} {value}`, `{count} likes`) are one text node in
// the server's HTML, and several in Preact's render. Hydrating, Preact rewrites the server's node
// to the first text and adds a node for each of the others: the page changes under the visitor
// (a restyle and a layout in the middle of the take-over) where nothing is new. Joining
// neighbouring texts of an element's children, on the server and in the browser alike, makes the
// two agree. Imported first by both entries (main.tsx, server/render-page.tsx), before any module
// makes an element.
import { Fragment, options, type ComponentChildren, type VNode } from 'preact';

type Text = string | number;

const isText = (child: unknown): child is Text =>
  (typeof child === 'string' && child !== '') || typeof child === 'number';

// What renders nothing on the server and in the browser, so the texts either side of it meet.
const isNothing = (child: unknown): boolean =>
  child === null || child === undefined || typeof child === 'boolean';

/**
 * `children` with each run of neighbouring texts joined into its first, the others (and empty
 * texts, a node of their own in Preact's render and none in the server's HTML) left as null so
 * that every other child keeps its place; nested arrays (a fragment each in Preact's render)
 * likewise. The same array when there is nothing to join.
 */
export function joinTexts(children: ComponentChildren[]): ComponentChildren[] {
  // A plain loop: this runs for every element made, on every render.
  let joined: ComponentChildren[] | null = null;
  let lastText = -1;
  for (let index = 0; index < children.length; index++) {
    let child = children[index];
    if (Array.isArray(child)) {
      const inner = joinTexts(child as ComponentChildren[]);
      if (inner !== child) {
        joined ??= children.slice(0, index);
        child = inner;
      }
    }
    if (child === '' || (isText(child) && lastText >= 0)) {
      joined ??= children.slice(0, index);
      if (child !== '') joined[lastText] = `${joined[lastText] as Text}${child as Text}`;
      joined.push(null);
      continue;
    }
    if (isText(child)) lastText = index;
    else if (!isNothing(child)) lastText = -1;
    joined?.push(child);
  }
  return joined ?? children;
}

const previousVNodeHook = options.vnode;
options.vnode = (vnode: VNode) => {
  const props = vnode.props as { children?: ComponentChildren };
  if (typeof vnode.type === 'string' || vnode.type === Fragment) {
    if (Array.isArray(props.children)) {
      props.children = joinTexts(props.children as ComponentChildren[]);
    } else if (props.children === '') props.children = null;
  }
  previousVNodeHook?.(vnode);
};

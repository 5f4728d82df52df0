import { useMemo, type Ref, type RefCallback } from 'react';

/** A field a person types into. */
export type TextField = HTMLInputElement | HTMLTextAreaElement;

/**
 * What was typed into a field of a rendered page before the app hydrated it, or null. React keeps
 * what a field holds when it hydrates it, but sends no change event for it: the component's state
 * would still be the server's, and its next render would put that back in the field. (The forms'
 * library, react-hook-form, reads a field edited before the form is ready itself.) The server's
 * value of the field is its `defaultValue` (the HTML's `value` attribute); anything else it holds
 * as it mounts was typed.
 */
export function typedBeforeMount(field: TextField): string | null {
  return field.value !== field.defaultValue ? field.value : null;
}

// Each field is read once, when it is first attached: a ref made anew on a later render finds a
// field the app has had since.
const readFields = new WeakSet<TextField>();

function setRef<Field>(ref: Ref<Field> | undefined, field: Field | null): void {
  if (typeof ref === 'function') ref(field);
  else if (ref) ref.current = field;
}

/**
 * A ref for a text field that hands `onTyped` what was typed into it before the app took it over,
 * when it first mounts; after passing the field on to `ref` (another ref of the field's, which
 * comes first so that `onTyped` has the last word). A field that mounts untouched, as every field of a
 * page the app renders itself does, calls nothing.
 */
export function keepTypedValue<Field extends Element>(
  onTyped: (value: string) => void,
  ref?: Ref<Field>,
): RefCallback<Field> {
  return (field) => {
    const typed = isTextField(field) && !readFields.has(field) ? typedBeforeMount(field) : null;
    if (isTextField(field)) readFields.add(field);
    setRef(ref, field);
    if (typed !== null) onTyped(typed);
  };
}

// A form library registers selects, checkboxes and radios the same way: their state is not text.
const NOT_TEXT = new Set(['checkbox', 'radio', 'file', 'hidden', 'submit', 'button', 'reset']);

function isTextField(element: Element | null): element is TextField {
  if (element instanceof HTMLTextAreaElement) return true;
  return element instanceof HTMLInputElement && !NOT_TEXT.has(element.type);
}

/**
 * `keepTypedValue` for a component's own field, as one ref while `onTyped` stays the same
 * function (a new one is still read once: the field is the same).
 */
export function useTypedValue<Field extends TextField>(
  onTyped: (value: string) => void,
): RefCallback<Field> {
  return useMemo(() => keepTypedValue<Field>(onTyped), [onTyped]);
}

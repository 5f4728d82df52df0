import { isRecord, readStored, writeStored } from './storage';

// Drafts of one kind of form (SPEC section 4, Drafts), kept in local storage as
// `{ [key]: values }`: a draft emptied of what makes it one is dropped, and a stored value is
// read through the kind's reader, since another version of the app may have written it.

/** What a store needs to know of one kind of draft. */
export interface DraftKind<Values> {
  /** The draft in a stored value, as far as it can be trusted; null when it cannot be read. */
  read(value: unknown): Values | null;
  /** Whether the draft has nothing worth keeping (the SPEC's rule of the kind). */
  isEmpty(values: Values): boolean;
  /** What of a draft goes with it to another key (all of it unless told). */
  carry?(values: Values): Values;
}

export interface DraftStore<Values> {
  load(key: string): Values | null;
  save(key: string, values: Values): void;
  clear(key: string): void;
  /** Carries the draft of `from` to `to` (a place chosen or removed while writing). */
  move(from: string, to: string): void;
}

export type Drafts<Values> = Record<string, Values>;

/** A reader that keeps a stored value `isValues` accepts as it is. */
export function readerOf<Values>(
  isValues: (value: unknown) => value is Values,
): (value: unknown) => Values | null {
  return (value) => (isValues(value) ? value : null);
}

/** The drafts in stored JSON: the ones the kind can read and that are not empty. */
export function parseDrafts<Values>(raw: string | null, kind: DraftKind<Values>): Drafts<Values> {
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!isRecord(parsed)) return {};
    const drafts: Drafts<Values> = {};
    for (const [key, value] of Object.entries(parsed)) {
      const draft = kind.read(value);
      if (draft !== null && !kind.isEmpty(draft)) drafts[key] = draft;
    }
    return drafts;
  } catch {
    return {};
  }
}

/** Keeps `values` under `key`, or drops the key when they are empty (or null). */
export function withDraft<Values>(
  drafts: Drafts<Values>,
  key: string,
  values: Values | null,
  kind: DraftKind<Values>,
): Drafts<Values> {
  const { [key]: _dropped, ...rest } = drafts;
  return values === null || kind.isEmpty(values) ? rest : { ...rest, [key]: values };
}

/** The draft of `from` under `to` instead, with what the kind carries of it. */
export function movedDraft<Values>(
  drafts: Drafts<Values>,
  from: string,
  to: string,
  kind: DraftKind<Values>,
): Drafts<Values> {
  const draft = drafts[from];
  if (draft === undefined || from === to) return drafts;
  const { [from]: _moved, ...rest } = drafts;
  return { ...rest, [to]: kind.carry ? kind.carry(draft) : draft };
}

export function draftStore<Values>(
  storageKey: string,
  kind: DraftKind<Values>,
): DraftStore<Values> {
  const stored = () => parseDrafts(readStored(storageKey), kind);
  const store = (drafts: Drafts<Values>) =>
    writeStored(storageKey, Object.keys(drafts).length === 0 ? null : JSON.stringify(drafts));
  return {
    load: (key) => stored()[key] ?? null,
    save: (key, values) => store(withDraft(stored(), key, values, kind)),
    clear: (key) => store(withDraft(stored(), key, null, kind)),
    move: (from, to) => store(movedDraft(stored(), from, to, kind)),
  };
}

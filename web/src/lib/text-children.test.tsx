import { hydrate, render, type ComponentChild, type VNode } from 'preact';
import type { ReactNode } from 'react';
import { renderToString } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { joinTexts } from './text-children';

function Check({ label, level }: { label: string; level: string | null }) {
  return (
    <p>
      <span className="visually-hidden">{label} </span>
      {label} {level}
      <b>{level === null ? '' : level}</b>
    </p>
  );
}

function Labelled({ children }: { children: ReactNode }) {
  return (
    <button type="button">
      <i />
      {children}
    </button>
  );
}

function Page({ level }: { level: string | null }) {
  return (
    <div>
      <Check label="Average check" level={level} />
      <Labelled>
        {3} {'likes'}
      </Labelled>
    </div>
  );
}

/** The DOM changes a hydrate of `page` over its own server HTML makes. */
async function changesOfHydrate(page: ReactNode): Promise<MutationRecord[]> {
  const element = page as unknown as VNode;
  const root = document.createElement('div');
  root.innerHTML = renderToString(element);
  document.body.append(root);
  const changes: MutationRecord[] = [];
  const observer = new MutationObserver((records) => changes.push(...records));
  observer.observe(root, { subtree: true, childList: true, characterData: true, attributes: true });
  hydrate(element, root);
  await Promise.resolve();
  changes.push(...observer.takeRecords());
  observer.disconnect();
  root.remove();
  return changes;
}

describe('texts side by side in JSX', () => {
  it('hydrate over the server HTML without changing it', async () => {
    expect(await changesOfHydrate(<Page level="500-1000" />)).toEqual([]);
    expect(await changesOfHydrate(<Page level={null} />)).toEqual([]);
  });

  it('render the same text as before, also when a text between them comes and goes', () => {
    const root = document.createElement('div');
    render((<Page level={null} />) as unknown as ComponentChild, root);
    expect(root.querySelector('p')?.textContent).toBe('Average check Average check ');
    render((<Page level="500-1000" />) as unknown as ComponentChild, root);
    expect(root.querySelector('p')?.textContent).toBe(
      'Average check Average check 500-1000500-1000',
    );
    expect(root.querySelector('button')?.textContent).toBe('3 likes');
  });

  it('join into the first of each run and keep every other child in its place', () => {
    const icon = <i />;
    const children = ['a', null, 'b', icon, 2, ' ', false, 'c', ['d', 'e'], ''];
    expect(joinTexts(children)).toEqual([
      'ab',
      null,
      null,
      icon,
      '2 c',
      null,
      false,
      null,
      ['de', null],
      null,
    ]);
    const plain = ['a', icon, 'b'];
    expect(joinTexts(plain)).toBe(plain);
  });
});

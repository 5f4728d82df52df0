import { act, fireEvent } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { hydrateOver, rootWith, serverHtmlOf } from '../../test/hydrate';
import { useServerForm } from './form';
import { keepTypedValue, typedBeforeMount, useTypedValue } from './typed-value';

function field(html: string): HTMLInputElement {
  const root = document.createElement('div');
  root.innerHTML = html;
  return root.querySelector('input')!;
}

describe('text typed into a field before the app took it over', () => {
  it("is what the field holds beyond the server's value", () => {
    const untouched = field('<input value="Bea">');
    expect(typedBeforeMount(untouched)).toBeNull();
    const typed = field('<input value="Bea">');
    typed.value = 'Beatrice';
    expect(typedBeforeMount(typed)).toBe('Beatrice');
    const cleared = field('<input value="Bea">');
    cleared.value = '';
    expect(typedBeforeMount(cleared)).toBe('');
  });

  it('is handed on once per field, after the ref it wraps, and never for a choice', () => {
    const order: string[] = [];
    const input = field('<input name="q">');
    input.value = 'fig';
    const ref = keepTypedValue<HTMLInputElement>(
      (value) => order.push(`typed ${value}`),
      () => {
        order.push('inner');
      },
    );
    ref(input);
    // A later render makes a new ref for the same field: it has been read.
    keepTypedValue<HTMLInputElement>((value) => order.push(`again ${value}`))(input);
    expect(order).toEqual(['inner', 'typed fig']);

    const box = field('<input type="checkbox" value="yes">');
    box.value = 'no';
    keepTypedValue<HTMLInputElement>(() => order.push('checkbox'))(box);
    const select = document.createElement('select');
    keepTypedValue<HTMLSelectElement>(() => order.push('select'))(select);
    expect(order).toEqual(['inner', 'typed fig']);
  });
});

describe('a rendered field the app hydrates after something was typed into it', () => {
  it("is the component's state (useTypedValue)", async () => {
    function Search() {
      const [text, setText] = useState('');
      const ref = useTypedValue<HTMLInputElement>(setText);
      return (
        <form>
          <input ref={ref} value={text} onChange={(event) => setText(event.target.value)} />
          <output>{text}</output>
        </form>
      );
    }
    const root = rootWith(await serverHtmlOf(<Search />));
    root.querySelector('input')!.value = 'fig';

    const hydrated = await hydrateOver(root, <Search />);
    expect(root.querySelector('input')!.value).toBe('fig');
    expect(root.querySelector('output')!.textContent).toBe('fig');
    hydrated.unmount();
  });

  // react-hook-form (7.92) reads a field edited before the form is ready instead of setting its
  // default value on it as it registers it: the forms need nothing of their own for this.
  it("is the form's value, over its default, and what it submits (useServerForm)", async () => {
    const schema = z.object({ name: z.string(), about: z.string() });
    const submitted: unknown[] = [];
    function ProfileForm() {
      const { form } = useServerForm(schema, { defaultValues: { name: 'Bea', about: '' } });
      return (
        <form onSubmit={form.handleSubmit((values) => void submitted.push(values))}>
          <input aria-label="Name" {...form.register('name')} />
          <textarea aria-label="About" {...form.register('about')} />
          <button type="submit">Save</button>
        </form>
      );
    }
    const root = rootWith(await serverHtmlOf(<ProfileForm />));
    root.querySelector('textarea')!.value = 'Chef';

    const hydrated = await hydrateOver(root, <ProfileForm />);
    expect(root.querySelector('input')!.value).toBe('Bea');
    expect(root.querySelector('textarea')!.value).toBe('Chef');
    await act(async () => {
      fireEvent.submit(root.querySelector('form')!);
    });
    expect(submitted).toEqual([{ name: 'Bea', about: 'Chef' }]);
    hydrated.unmount();
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import type { Option } from '../../components/ui/value-select';
import { SelectField } from './select-field';

const categories: Option[] = [
  { value: 'restaurants-id', label: 'Restaurants' },
  { value: 'bars-id', label: 'Bars' },
];

interface Values {
  categoryId: string;
}

let submitted: Values | null = null;

function CategoryForm({ options }: { options: readonly Option[] }) {
  const { control, handleSubmit } = useForm<Values>({ defaultValues: { categoryId: 'bars-id' } });
  return (
    <form
      onSubmit={(event) =>
        void handleSubmit((values) => {
          submitted = values;
        })(event)
      }
    >
      <SelectField
        label="Category"
        control={control}
        name="categoryId"
        options={options}
        notChosen="Not chosen"
      />
      <button type="submit">Save</button>
    </form>
  );
}

const category = () => screen.getByRole<HTMLSelectElement>('combobox', { name: 'Category' });

describe('a select of the place form', () => {
  it('shows the value once its options arrive after it', () => {
    const view = render(<CategoryForm options={[]} />);
    expect(category().value).toBe('');

    view.rerender(<CategoryForm options={categories} />);
    expect(category().value).toBe('bars-id');
    expect(category().selectedOptions[0]?.textContent).toBe('Bars');
  });

  it('gives the form the choice made, and "Not chosen" as empty', async () => {
    submitted = null;
    render(<CategoryForm options={categories} />);
    await userEvent.selectOptions(category(), 'Restaurants');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(submitted).toEqual({ categoryId: 'restaurants-id' });

    await userEvent.selectOptions(category(), 'Not chosen');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(submitted).toEqual({ categoryId: '' });
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import { messages } from '@portail/ui';
import { summaryErrors, useSchemaForm, type SchemaForm } from './use-schema-form.ts';

interface Values {
  name: string;
  colour: string;
}

const schema = v.object({
  name: v.pipe(v.string(), v.trim(), v.nonEmpty('Le nom est requis.')),
  colour: v.picklist(['rouge', 'vert'], 'Choisissez une couleur.'),
}) as v.GenericSchema<Values, Values>;
const loadSchema = () => Promise.resolve(schema);

function renderForm(
  onValid = vi.fn(),
  defaults: Values = { name: 'Léa', colour: 'vert' },
  load: () => Promise<v.GenericSchema<Values, Values>> = loadSchema,
) {
  let api: SchemaForm<Values> | undefined;
  function Form() {
    const form = useSchemaForm<Values>({ defaultValues: defaults, loadSchema: load });
    api = form;
    const { errors } = form.formState;
    return (
      <form onSubmit={form.handleSubmit(onValid)}>
        <label htmlFor="name">Nom</label>
        <input
          id="name"
          aria-describedby={errors.name ? 'name-error' : undefined}
          {...form.register('name')}
        />
        {errors.name ? <p id="name-error">{errors.name.message}</p> : null}
        <fieldset>
          <legend>Couleur</legend>
          {['rouge', 'vert'].map((colour) => (
            <label key={colour}>
              <input type="radio" value={colour} {...form.register('colour')} />
              {colour}
            </label>
          ))}
        </fieldset>
        <p role="alert">{errors.colour?.message ?? errors.root?.server?.message}</p>
        <button type="submit">Envoyer</button>
      </form>
    );
  }
  render(<Form />);
  return { onValid, form: () => api as SchemaForm<Values> };
}

describe('useSchemaForm', () => {
  it('starts from the default values, radios included, and submits the trimmed output', async () => {
    const { onValid } = renderForm();
    expect(screen.getByLabelText('Nom')).toHaveValue('Léa');
    expect(screen.getByRole('radio', { name: 'vert' })).toBeChecked();
    await userEvent.type(screen.getByLabelText('Nom'), '  ');
    await userEvent.click(screen.getByRole('radio', { name: 'rouge' }));
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(onValid).toHaveBeenCalledWith({ name: 'Léa', colour: 'rouge' });
  });

  it('checks on submit only, then follows what is typed in a field that a submit found wrong', async () => {
    const { onValid } = renderForm(vi.fn(), { name: '', colour: '' });
    const name = screen.getByLabelText('Nom');
    await userEvent.type(name, 'a{Backspace}');
    expect(name).not.toHaveAccessibleDescription();
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(name).toHaveAccessibleDescription('Le nom est requis.');
    expect(screen.getByRole('alert')).toHaveTextContent('Choisissez une couleur.');
    await userEvent.type(name, 'Zoé');
    expect(name).not.toHaveAccessibleDescription();
    await userEvent.clear(name);
    expect(name).toHaveAccessibleDescription('Le nom est requis.');
    expect(onValid).not.toHaveBeenCalled();
  });

  it('keeps a server error on its field until the field changes, and a form error until the next submit', async () => {
    const { form } = renderForm();
    const name = screen.getByLabelText('Nom');
    form().setError('name', { type: 'server', message: 'Ce nom est pris.' });
    form().setError('root.server', { type: 'server', message: 'Panne.' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Panne.');
    expect(name).toHaveAccessibleDescription('Ce nom est pris.');
    await userEvent.type(name, 'h');
    expect(name).not.toHaveAccessibleDescription();
    expect(screen.getByRole('alert')).toHaveTextContent('Panne.');
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('reads what the fields hold, focuses a field, and resets to new values without errors', async () => {
    const { form } = renderForm();
    await userEvent.clear(screen.getByLabelText('Nom'));
    await userEvent.type(screen.getByLabelText('Nom'), 'Noé');
    expect(form().getValues()).toEqual({ name: 'Noé', colour: 'vert' });
    form().setFocus('name');
    expect(screen.getByLabelText('Nom')).toHaveFocus();
    form().setError('name', { type: 'server', message: 'Non.' });
    form().reset({ name: 'Ève', colour: 'rouge' });
    expect(screen.getByLabelText('Nom')).toHaveValue('Ève');
    expect(screen.getByRole('radio', { name: 'rouge' })).toBeChecked();
    await screen.findByLabelText('Nom');
    expect(screen.getByLabelText('Nom')).not.toHaveAccessibleDescription();
  });

  it('loads its rules only once the member types or submits, and a failed load is a form error that the next submit retries', async () => {
    const load = vi.fn<() => Promise<v.GenericSchema<Values, Values>>>();
    load.mockRejectedValueOnce(new Error('chunk refused'));
    load.mockRejectedValueOnce(new Error('chunk refused'));
    load.mockResolvedValue(schema);
    const { onValid, form } = renderForm(vi.fn(), { name: '', colour: 'vert' }, load);
    expect(load).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText('Nom'), 'Z');
    expect(load).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.status.unknownError);
    expect(onValid).not.toHaveBeenCalled();
    // the error summary takes focus for it, as for a submit the rules refused
    expect(form().formState.invalidSubmits).toBe(1);
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(onValid).toHaveBeenCalledWith({ name: 'Z', colour: 'vert' });
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    expect(load).toHaveBeenCalledTimes(3);
  });
});

describe('useSchemaForm as the engine of a completion step', () => {
  it('hands over the output of a schema that checks a pick of the fields, only the picked ones', async () => {
    const pick = v.object({ name: v.pipe(v.string(), v.trim(), v.nonEmpty('Le nom est requis.')) });
    const onValid = vi.fn();
    renderForm(onValid, { name: ' Léa ', colour: 'rouge' }, () =>
      Promise.resolve(pick as unknown as v.GenericSchema<Values, Values>),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(onValid).toHaveBeenCalledWith({ name: 'Léa' });
  });

  it('counts the submits its rules refused (the error summary’s focus key), not the others', async () => {
    const { form } = renderForm(vi.fn(), { name: '', colour: 'vert' });
    expect(form().formState.invalidSubmits).toBe(0);
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(form().formState.invalidSubmits).toBe(2);
    await userEvent.type(screen.getByLabelText('Nom'), 'Zoé');
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(form().formState.invalidSubmits).toBe(2);
  });
});

describe('summaryErrors', () => {
  it('lists each field’s error linked to its element in the order of the ids, then the form error', () => {
    expect(
      summaryErrors<Values>(
        { name: 'f-name', colour: 'f-colour' },
        {
          colour: { type: 'picklist', message: 'Choisissez une couleur.' },
          name: { type: 'server', message: 'Ce nom est pris.' },
          root: { server: { type: 'server', message: 'Panne.' } },
        },
      ),
    ).toEqual([
      { fieldId: 'f-name', message: 'Ce nom est pris.' },
      { fieldId: 'f-colour', message: 'Choisissez une couleur.' },
      { message: 'Panne.' },
    ]);
  });
});

// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { hydrateAfter, typeIntoHtml } from '@/tests/hydrate';
import { CheckField } from './check-field';
import { keepTypedOnRegister } from './keep-typed-value';
import { KeptCheckbox, KeptInput, KeptSelect } from './kept-controls';
import { TextField } from './text-field';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

/** A form whose state is shown beside its fields, and re-rendered by a button. */
function Plain() {
  const [text, setText] = useState('');
  const [city, setCity] = useState('all');
  const [agreed, setAgreed] = useState(false);
  const [renders, setRenders] = useState(0);
  return (
    <>
      <label htmlFor="text">Text</label>
      <KeptInput id="text" value={text} onValueChange={setText} />
      <label htmlFor="city">City</label>
      <KeptSelect id="city" value={city} onValueChange={setCity}>
        <option value="all">All</option>
        <option value="krakow">Kraków</option>
      </KeptSelect>
      <label>
        <KeptCheckbox checked={agreed} onCheckedChange={setAgreed} /> Agree
      </label>
      <output data-testid="state">{JSON.stringify({ text, city, agreed })}</output>
      <button type="button" onClick={() => setRenders(renders + 1)}>
        Render {renders}
      </button>
    </>
  );
}

describe('fields keep what was done before hydration', () => {
  it('a controlled input, select and checkbox hand their DOM values to the state, and a later render keeps them', async () => {
    await hydrateAfter(<Plain />, (html) => {
      typeIntoHtml(html.querySelector<HTMLInputElement>('#text')!, 'kubernetes');
      html.querySelector<HTMLSelectElement>('#city')!.value = 'krakow';
      html.querySelector<HTMLInputElement>('input[type=checkbox]')!.checked = true;
    });
    fireEvent.click(screen.getByRole('button', { name: /Render/ }));
    expect(screen.getByLabelText('Text')).toHaveValue('kubernetes');
    expect(screen.getByLabelText('City')).toHaveValue('krakow');
    expect(screen.getByRole('checkbox')).toBeChecked();
    expect(screen.getByTestId('state')).toHaveTextContent('{"text":"kubernetes","city":"krakow","agreed":true}');
    // And typing after hydration goes on from there.
    fireEvent.change(screen.getByLabelText('Text'), { target: { value: 'kubernetes engineer' } });
    expect(screen.getByTestId('state')).toHaveTextContent('"text":"kubernetes engineer"');
  });

  it('nothing is adopted when nothing was typed', async () => {
    await hydrateAfter(<Plain />, () => undefined);
    expect(screen.getByTestId('state')).toHaveTextContent('{"text":"","city":"all","agreed":false}');
  });

  it('the react-hook-form fields (controller and register) keep typed text in the form values', async () => {
    const submitted = vi.fn();
    function HookForm() {
      const { control, register, setValue, handleSubmit } = useForm({
        defaultValues: { name: '', title: 'Draft title', consent: false },
      });
      return (
        <form onSubmit={handleSubmit(submitted)}>
          <TextField control={control} name="name" id="name" label="Name" />
          <label htmlFor="title">Title</label>
          <input id="title" {...keepTypedOnRegister(register('title'), (typed) => setValue('title', typed))} />
          <CheckField control={control} name="consent" label="Consent" />
          <button type="submit">Send</button>
        </form>
      );
    }
    await hydrateAfter(<HookForm />, (html) => {
      typeIntoHtml(html.querySelector<HTMLInputElement>('#name')!, 'Ola Nowak');
      typeIntoHtml(html.querySelector<HTMLInputElement>('#title')!, 'Senior tester');
      html.querySelector<HTMLInputElement>('input[type=checkbox]')!.checked = true;
    });
    expect(screen.getByLabelText('Name')).toHaveValue('Ola Nowak');
    expect(screen.getByLabelText('Title')).toHaveValue('Senior tester');
    fireEvent.submit(screen.getByRole('button', { name: 'Send' }).closest('form')!);
    await vi.waitFor(() => expect(submitted).toHaveBeenCalled());
    expect(submitted.mock.calls[0]![0]).toEqual({ name: 'Ola Nowak', title: 'Senior tester', consent: true });
  });
});

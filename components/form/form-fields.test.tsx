// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useForm, useWatch } from 'react-hook-form';
import { CheckField, TextField, counterState } from '.';

afterEach(cleanup);

interface Values {
  title: string;
  body: string;
  agree: boolean;
}

function Harness({ error, onTitle }: { error?: string; onTitle?: (v: string) => void }) {
  const { control } = useForm<Values>({ defaultValues: { title: 'Hi', body: '', agree: false } });
  const [body, agree] = useWatch({ control, name: ['body', 'agree'] });
  const counter = counterState(body.length, 10, 3);
  return (
    <form>
      <TextField
        control={control}
        name="title"
        id="t"
        label="Title"
        required
        hint="Short and clear"
        error={error}
        onValueChange={onTitle}
      />
      <TextField
        control={control}
        name="body"
        id="b"
        label="Body"
        multiline
        counter={{ state: counter, testId: 'body-counter', text: `${counter.count} / ${counter.max}` }}
      />
      <CheckField control={control} name="agree" label="I agree" />
      <output data-testid="agree">{String(agree)}</output>
    </form>
  );
}

describe('shared form fields', () => {
  it('labels the control and points it at its hint; no error means no alert and no aria-invalid', () => {
    render(<Harness />);
    const title = screen.getByRole('textbox', { name: /Title/ });
    expect(title).toHaveValue('Hi');
    expect(title).toHaveAttribute('id', 't');
    expect(title).toHaveAttribute('aria-describedby', 't-hint');
    expect(title).toHaveAttribute('aria-required', 'true');
    expect(title).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText('Short and clear')).toHaveAttribute('id', 't-hint');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('announces an error and links it to the control', () => {
    render(<Harness error="Too short" />);
    const title = screen.getByRole('textbox', { name: /Title/ });
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveAttribute('aria-describedby', 't-hint t-error');
    expect(screen.getByRole('alert')).toHaveTextContent('Too short');
    expect(screen.getByRole('alert')).toHaveAttribute('id', 't-error');
  });

  it('binds values to react-hook-form and reports each change', () => {
    const seen: string[] = [];
    render(<Harness onTitle={(v) => seen.push(v)} />);
    fireEvent.change(screen.getByRole('textbox', { name: /Title/ }), { target: { value: 'Hello' } });
    expect(seen).toEqual(['Hello']);
    fireEvent.click(screen.getByRole('checkbox', { name: 'I agree' }));
    expect(screen.getByTestId('agree')).toHaveTextContent('true');
  });

  it('counts characters and turns the counter polite only near the limit', () => {
    render(<Harness />);
    const body = screen.getByRole('textbox', { name: 'Body' });
    expect(body.tagName).toBe('TEXTAREA');
    expect(body).toHaveAttribute('aria-describedby', 'b-counter');
    fireEvent.change(body, { target: { value: 'abcd' } });
    expect(screen.getByTestId('body-counter')).toHaveTextContent('4 / 10');
    expect(screen.getByTestId('body-counter')).toHaveAttribute('aria-live', 'off');
    fireEvent.change(body, { target: { value: 'abcdefgh' } });
    expect(screen.getByTestId('body-counter')).toHaveAttribute('aria-live', 'polite');
  });

  it('computes the counter state', () => {
    expect(counterState(0, 1000, 100)).toEqual({ count: 0, max: 1000, left: 1000, isNear: false });
    expect(counterState(900, 1000, 100).isNear).toBe(true);
    expect(counterState(1001, 1000, 100).left).toBe(-1);
  });
});

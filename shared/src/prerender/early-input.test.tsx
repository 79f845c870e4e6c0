import { useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import { collectEarlyInput, restoreEarlyInput } from './early-input';

afterEach(() => {
  document.body.innerHTML = '';
});

/** Sets a field the way typing does, without React hearing of it (as before hydration). */
function typeUnseen(field: HTMLInputElement | HTMLTextAreaElement, value: string) {
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')!.set!.call(field, value);
}

describe('collectEarlyInput', () => {
  it('finds the text typed and the boxes ticked since the HTML arrived, and nothing else', () => {
    document.body.innerHTML = `
      <input id="name" value="">
      <input id="kept" value="as sent">
      <textarea id="message"></textarea>
      <input id="terms" type="checkbox">
      <input id="plain" type="checkbox">
      <input id="hidden" type="hidden" value="">`;
    const byId = (id: string) => document.getElementById(id) as HTMLInputElement;
    byId('name').value = 'Olga';
    (document.getElementById('message') as HTMLTextAreaElement).value = 'Hello';
    byId('terms').checked = true;
    byId('hidden').value = 'changed by a script';

    expect(collectEarlyInput(document.body)).toEqual([
      { kind: 'text', field: byId('name'), value: 'Olga' },
      { kind: 'text', field: document.getElementById('message'), value: 'Hello' },
      { kind: 'checked', field: byId('terms'), checked: true },
    ]);
  });
});

describe('restoreEarlyInput', () => {
  function Form() {
    const [name, setName] = useState('');
    const [agreed, setAgreed] = useState(false);
    return (
      <form>
        <input aria-label="Name" value={name} onChange={(event) => setName(event.target.value)} />
        <input aria-label="Agree" type="checkbox" checked={agreed} onChange={(event) => setAgreed(event.target.checked)} />
        <output>{`${name}|${agreed ? 'agreed' : 'not agreed'}`}</output>
      </form>
    );
  }

  it('hands what was entered unseen to the live form, as changes it hears', () => {
    render(<Form />);
    const name = screen.getByLabelText('Name') as HTMLInputElement;
    const agree = screen.getByLabelText('Agree') as HTMLInputElement;
    typeUnseen(name, 'Olga');
    agree.checked = true;
    expect(screen.getByRole('status')).toHaveTextContent('|not agreed');

    act(() =>
      restoreEarlyInput([
        { kind: 'text', field: name, value: 'Olga' },
        { kind: 'checked', field: agree, checked: true },
      ]),
    );

    expect(screen.getByRole('status')).toHaveTextContent('Olga|agreed');
    expect(name.value).toBe('Olga');
    expect(agree.checked).toBe(true);
  });

  it('skips a field that is no longer on the page', () => {
    const gone = document.createElement('input');
    expect(() => restoreEarlyInput([{ kind: 'text', field: gone, value: 'x' }])).not.toThrow();
    expect(gone.value).toBe('');
  });
});

import { replayInteractions } from './held-interactions';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('replayInteractions', () => {
  it('clicks the same elements again, in order, skipping those no longer on the page', () => {
    document.body.innerHTML = '<button id="first">1</button><button id="second">2</button>';
    const order: string[] = [];
    document.body.addEventListener('click', (event) => order.push((event.target as Element).id));
    const gone = document.createElement('button');
    replayInteractions([
      { type: 'click', target: document.getElementById('second')! },
      { type: 'click', target: gone },
      { type: 'click', target: document.getElementById('first')! },
    ]);
    expect(order).toEqual(['second', 'first']);
  });

  it('submits a held form again with the button that submitted it', () => {
    document.body.innerHTML =
      '<form id="form"><button name="intent" value="annual" id="annual">Annual</button><button name="intent" value="monthly">Monthly</button></form>';
    const form = document.getElementById('form') as HTMLFormElement;
    const submitted: Array<string | undefined> = [];
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      submitted.push((event.submitter as HTMLButtonElement | null)?.value);
    });
    replayInteractions([{ type: 'submit', target: form, submitter: document.getElementById('annual') }]);
    replayInteractions([{ type: 'submit', target: form, submitter: null }]);
    expect(submitted).toEqual(['annual', undefined]);
  });
});

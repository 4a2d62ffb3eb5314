// A page opened in a language whose texts are not here yet waits for them, then renders with the
// hooks after its texts as on any other render.
import { Suspense, useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { defineCatalogue, useMessages } from './catalogue';
import { languageAtom } from './language';

const texts = defineCatalogue(
  { greeting: 'Welcome' },
  {
    hi: () =>
      new Promise((resolve) => setTimeout(() => resolve({ default: { greeting: 'स्वागत है' } }), 20)),
  },
);

function Greeting() {
  const t = useMessages(texts);
  const [count] = useState(3);
  return (
    <p>
      {t.greeting} {count}
    </p>
  );
}

it('shows a page in a language downloaded while it waits, with its hooks intact', async () => {
  const store = createStore();
  store.set(languageAtom, 'hi');
  await act(async () => {
    render(
      <Provider store={store}>
        <Suspense fallback={<p>waiting</p>}>
          <Greeting />
        </Suspense>
      </Provider>,
    );
  });
  expect(await screen.findByText('स्वागत है 3')).toBeInTheDocument();
});

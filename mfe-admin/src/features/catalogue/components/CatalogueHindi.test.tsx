import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { CATALOGUE_MESSAGES } from '@marketplace/shared/contracts';
import { languageAtom, loadCatalogues } from '@marketplace/shared/ui';
import { apiCalls } from '@marketplace/test-support';
import { catalogueServer, renderTab, row } from '../../../testing/catalogue-server';
import { catalogueTabCatalogue } from '../catalogue';
import { CATALOGUE_TEXT as T } from '../messages';
import HI from '../messages.hi';

jest.setTimeout(20_000);

/** Plumbing fully in Hindi; the other seeded services without. */
const PLUMBING_HINDI = {
  name: 'प्लंबिंग',
  summary: 'लीकेज, नल और पाइप का काम।',
  description: 'वेरिफ़ाइड प्लंबर सही औज़ार लेकर आते हैं।',
  included: ['नल की मरम्मत'],
  'price.unit': 'प्रति विज़िट',
};

describe("the Catalogue tab's Hindi texts", () => {
  it('marks the items that lack Hindi, counts them, and lists only them on request', async () => {
    catalogueServer('admin', {
      'service:plumbing': PLUMBING_HINDI,
      'service:electrician': { name: 'इलेक्ट्रीशियन' },
    });
    const user = userEvent.setup();
    renderTab();
    const plumbing = await row('Plumbing');
    expect(within(plumbing).queryByText(T.hindiMissing)).toBeNull();
    expect(within(await row('Electrician')).getByText(T.hindiIncomplete(4))).toBeVisible();
    expect(within(await row('House cleaning')).getByText(T.hindiMissing)).toBeVisible();
    expect(screen.getByText(T.lacksHindiCount(3))).toBeVisible();

    await user.click(screen.getByLabelText(T.lacksHindiOnly));
    const list = screen.getByRole('list', { name: T.listLabel });
    expect(
      within(list)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['Electrician', 'House cleaning', 'Water proofing']);
  });

  it('edits each Hindi text beside its English one, checks its length, and saves both', async () => {
    catalogueServer('admin');
    const user = userEvent.setup();
    renderTab();
    await user.click(within(await row('Plumbing')).getByRole('button', { name: T.edit }));
    await user.click(screen.getByRole('button', { name: 'हिंदी' }));
    const name = screen.getByLabelText(T.inHindi(T.fieldLabels.name));
    expect(name).toHaveAttribute('lang', 'hi');
    expect(screen.getByText(T.english('Plumbing'))).toBeVisible();

    await user.type(name, 'क'.repeat(81));
    await user.click(screen.getByRole('button', { name: T.save }));
    expect(screen.getByText('Name (Hindi) must be at most 80 characters')).toBeVisible();
    expect(screen.getByText(T.hindiErrors)).toBeVisible();
    expect(apiCalls('PUT', '/admin/catalogue/items/1')).toHaveLength(0);

    await user.clear(name);
    await user.type(name, 'प्लंबर');
    await user.type(
      screen.getByLabelText(T.inHindi(T.fieldLabels.included)),
      'नल की मरम्मत{Enter}{Enter}पाइप बदलना',
    );
    // The preview shows the card as a Hindi page will.
    const preview = screen.getByRole('region', { name: T.preview });
    expect(within(preview).getByText('प्लंबर')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(screen.getByLabelText('Name')).toHaveValue('Plumbing');
    await user.click(screen.getByRole('button', { name: T.save }));
    expect(await screen.findByText(CATALOGUE_MESSAGES.saved)).toBeVisible();
    const [saved] = apiCalls('PUT', '/admin/catalogue/items/1');
    expect(saved?.body).toMatchObject({
      body: { name: 'Plumbing' },
      translations: { hi: { name: 'प्लंबर', included: ['नल की मरम्मत', 'पाइप बदलना'] } },
    });
  });

  it('shows the editor in Hindi when the admin reads the site in Hindi', async () => {
    catalogueServer('admin');
    await loadCatalogues('hi');
    expect(catalogueTabCatalogue.loaded('hi')).toBe(HI);
    const store = createStore();
    store.set(languageAtom, 'hi');
    const user = userEvent.setup();
    renderTab(store);
    const plumbing = await row('Plumbing');
    expect(screen.getByRole('heading', { name: HI.heading })).toBeVisible();
    expect(within(plumbing).getByText(HI.hindiMissing)).toBeVisible();
    await waitFor(() => expect(screen.getByText(HI.lacksHindiCount(4))).toBeVisible());
    await user.click(within(plumbing).getByRole('button', { name: HI.edit }));
    expect(screen.getByRole('button', { name: HI.save })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'हिंदी' }));
    expect(screen.getByLabelText(HI.inHindi(HI.fieldLabels.name))).toBeVisible();
  });
});

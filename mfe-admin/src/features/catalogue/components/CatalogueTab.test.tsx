import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CATALOGUE_KINDS, CATALOGUE_MESSAGES } from '@marketplace/shared/contracts';
import { SEEDED_CATALOGUE, apiCalls, mockApi } from '@marketplace/test-support';
import { catalogueServer, renderTab, row, seededDrafts } from '../../../testing/catalogue-server';
import { CATALOGUE_TEXT as T } from '../messages';

const UPLOADED = `/uploads/catalogue/${'c'.repeat(32)}-1280.webp`;

describe('the Catalogue tab', () => {
  it('lists a kind in display order with its state, searches it, and publishes for an admin', async () => {
    catalogueServer('admin');
    const user = userEvent.setup();
    renderTab();
    const plumbing = await row('Plumbing');
    expect(within(plumbing).getByText('₹299 per visit')).toBeVisible();
    expect(within(plumbing).getByText(T.states.published)).toBeVisible();
    expect(screen.getByText(T.unpublished(0))).toBeVisible();
    expect(
      screen.getByText(/The site shows version 1, published Sat, 28 Nov 2026, 13:30 IST/),
    ).toBeVisible();
    const list = screen.getByRole('list', { name: T.listLabel });
    expect(
      within(list)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['Plumbing', 'Electrician', 'House cleaning', 'Water proofing']);

    await user.type(screen.getByLabelText(T.search), 'leaks');
    await waitFor(() =>
      expect(apiCalls('GET', '/admin/catalogue/items').at(-1)?.query.get('q')).toBe('leaks'),
    );
    fireEvent.change(screen.getByLabelText(T.kind), { target: { value: 'package' } });
    expect(await row('Gold Package')).toBeVisible();
    expect(apiCalls('GET', '/admin/catalogue/items').at(-1)?.query.get('kind')).toBe('package');

    await user.click(screen.getByRole('button', { name: T.publish }));
    expect(await screen.findByText(CATALOGUE_MESSAGES.published)).toBeVisible();
    expect(apiCalls('POST', '/admin/catalogue/publish')).toHaveLength(1);
  });

  it('shows a manager why Publish is not theirs, and every version without Restore', async () => {
    catalogueServer('manager');
    const user = userEvent.setup();
    renderTab();
    await row('Plumbing');
    expect(screen.getByRole('button', { name: T.publish })).toBeDisabled();
    expect(screen.getByText(T.publishOnlyAdmins)).toBeVisible();
    await user.click(screen.getByRole('button', { name: T.versions }));
    const versions = await screen.findByRole('region', { name: T.versionsLabel });
    expect(within(versions).getByText(T.restoreOnlyAdmins)).toBeVisible();
    expect(within(versions).queryByRole('button')).toBeNull();
  });

  it('edits a draft with a live preview of its card, checks it, and saves it as a draft', async () => {
    catalogueServer('admin');
    const user = userEvent.setup();
    renderTab();
    await user.click(within(await row('Plumbing')).getByRole('button', { name: T.edit }));
    const preview = screen.getByRole('region', { name: T.preview });
    expect(within(preview).getByText('From ₹299')).toBeInTheDocument();

    const amount = screen.getByLabelText(T.amount);
    await user.clear(amount);
    await user.type(amount, '349');
    expect(within(preview).getByText('From ₹349')).toBeInTheDocument();
    const name = screen.getByLabelText('Name');
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: T.save }));
    expect(screen.getByText('Name is required')).toBeVisible();
    expect(screen.getByText(T.fixErrors)).toBeVisible();
    expect(apiCalls('PUT', '/admin/catalogue/items/1')).toHaveLength(0);

    // Markup typed in a field is kept and previewed as text.
    await user.type(name, '<b>Plumbing</b>');
    expect(within(preview).getByText('<b>Plumbing</b>')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: T.save }));
    expect(await screen.findByText(CATALOGUE_MESSAGES.saved)).toBeVisible();
    const [saved] = apiCalls('PUT', '/admin/catalogue/items/1');
    expect(saved?.body).toMatchObject({
      revision: 1,
      visible: true,
      body: { name: '<b>Plumbing</b>', price: { kind: 'fixed', amount: 349, unit: 'per visit' } },
    });
    const changed = await row('<b>Plumbing</b>');
    expect(within(changed).getByText(T.states.changed)).toBeVisible();
  });

  it('refuses a save over someone else’s, says so, and loads their version on request', async () => {
    const server = catalogueServer('admin');
    mockApi('GET', '/admin/catalogue/items/1', () => ({
      body: { success: true, msg: '', item: server.first() },
    }));
    const user = userEvent.setup();
    renderTab();
    await user.click(within(await row('Plumbing')).getByRole('button', { name: T.edit }));
    server.savedElsewhere('Plumbing Pro');
    const summary = screen.getByLabelText('Summary');
    await user.type(summary, ' Mine.');
    await user.click(screen.getByRole('button', { name: T.save }));
    expect(await screen.findByText(CATALOGUE_MESSAGES.stale)).toBeVisible();
    expect(summary).toHaveValue(`${SEEDED_CATALOGUE.home.services[0]?.summary} Mine.`);

    await user.click(screen.getByRole('button', { name: T.loadTheirs }));
    expect(await screen.findByDisplayValue('Plumbing Pro')).toBeVisible();
    expect(screen.queryByText(CATALOGUE_MESSAGES.stale)).toBeNull();
  });

  it('creates a construction package with an uploaded picture, previewed before it is saved', async () => {
    catalogueServer('admin');
    mockApi('POST', '/admin/catalogue/pictures', {
      status: 201,
      body: { success: true, msg: CATALOGUE_MESSAGES.picturesStored, pictures: [UPLOADED] },
    });
    mockApi('POST', '/admin/catalogue/items', (call) => ({
      status: 201,
      body: {
        success: true,
        msg: CATALOGUE_MESSAGES.created,
        item: {
          ...seededDrafts()[4],
          id: 99,
          key: 'package:diamond-package',
          body: (call.body as { body: Record<string, unknown> }).body,
          state: 'new',
        },
      },
    }));
    const user = userEvent.setup();
    renderTab();
    await row('Plumbing');
    fireEvent.change(screen.getByLabelText(T.kind), { target: { value: 'package' } });
    await row('Gold Package');
    await user.click(screen.getByRole('button', { name: T.newItem }));
    await user.type(screen.getByLabelText('Name'), 'Diamond Package');
    await user.type(screen.getByLabelText('Badge'), 'NEW');
    await user.type(screen.getByLabelText('Description'), 'Everything, and a terrace garden.');
    await user.type(screen.getByLabelText('Detailed description'), 'Our most complete package.');
    await user.type(screen.getByLabelText('Features'), 'Solar rooftop\nTerrace garden');
    await user.type(screen.getByLabelText('Timeline'), '14-20 months');
    await user.type(screen.getByLabelText('Value line'), 'Complete Value');
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'diamond.png', {
      type: 'image/png',
    });
    await user.upload(screen.getByLabelText(`${T.upload}: Picture`), file);
    const preview = screen.getByRole('region', { name: T.preview });
    await waitFor(() =>
      expect(within(preview).getByText('Diamond Package', { exact: false })).toBeInTheDocument(),
    );
    expect(preview.querySelector(`img[src="${UPLOADED}"]`)).not.toBeNull();
    expect(within(preview).getByText('₹1,500 - ₹1,800 per sq ft')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: T.save }));
    expect(await screen.findByText(CATALOGUE_MESSAGES.created)).toBeVisible();
    expect(apiCalls('POST', '/admin/catalogue/items')[0]?.body).toMatchObject({
      kind: 'package',
      visible: true,
      body: {
        name: 'Diamond Package',
        picture: UPLOADED,
        features: ['Solar rooftop', 'Terrace garden'],
        price: { kind: 'from', amount: 1500, upTo: 1800, unit: 'per sq ft' },
      },
    });
    const upload = apiCalls('POST', '/admin/catalogue/pictures')[0]?.body as FormData;
    expect((upload.get('imageFile') as File).name).toBe('diamond.png');
  });

  it('hides, shows and reorders a draft, and restores a version for an admin', async () => {
    catalogueServer('admin');
    mockApi('POST', '/admin/catalogue/items/2/move', (call) => ({
      body: {
        success: true,
        msg: CATALOGUE_MESSAGES.moved,
        item: { ...seededDrafts()[1], ...(call.body as object) },
      },
    }));
    mockApi('POST', '/admin/catalogue/versions/1/restore', {
      status: 201,
      body: {
        success: true,
        msg: CATALOGUE_MESSAGES.restored,
        version: {
          id: 3,
          published_at: '2026-11-28T10:00:00.000Z',
          published_by: 'owner',
          restored_from: 1,
          items: 7,
        },
      },
    });
    jest.spyOn(window, 'confirm').mockReturnValue(true);
    const user = userEvent.setup();
    renderTab();
    await user.click(within(await row('Plumbing')).getByRole('button', { name: T.hide }));
    expect(await screen.findByText(CATALOGUE_MESSAGES.saved)).toBeVisible();
    expect(apiCalls('PUT', '/admin/catalogue/items/1')[0]?.body).toMatchObject({
      visible: false,
      revision: 1,
    });

    await user.click(screen.getByRole('button', { name: T.moveUp('Electrician') }));
    expect(await screen.findByText(CATALOGUE_MESSAGES.moved)).toBeVisible();
    expect(apiCalls('POST', '/admin/catalogue/items/2/move')[0]?.body).toEqual({
      revision: 1,
      direction: 'up',
    });
    expect(screen.getByRole('button', { name: T.moveUp('Plumbing') })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: T.publish }));
    await user.click(screen.getByRole('button', { name: T.versions }));
    const versions = await screen.findByRole('region', { name: T.versionsLabel });
    expect(await within(versions).findByText(/Version 2/)).toBeVisible();
    await user.click(within(versions).getByRole('button', { name: `${T.restore}: Version 1` }));
    expect(window.confirm).toHaveBeenCalledWith(T.restoreConfirm(1));
    expect(await screen.findByText(CATALOGUE_MESSAGES.restored)).toBeVisible();
    expect(apiCalls('POST', '/admin/catalogue/versions/1/restore')).toHaveLength(1);
  });

  it.each(CATALOGUE_KINDS)('offers a form and a preview for a new %s', async (kind) => {
    catalogueServer('admin');
    const user = userEvent.setup();
    renderTab();
    await row('Plumbing');
    fireEvent.change(screen.getByLabelText(T.kind), { target: { value: kind } });
    await user.click(screen.getByRole('button', { name: T.newItem }));
    expect(screen.getByRole('heading', { name: T.creating(T.kinds[kind]) })).toBeVisible();
    expect(screen.getByRole('region', { name: T.preview })).toBeVisible();
    // Saved empty, the form names what is missing instead of sending it.
    await user.click(screen.getByRole('button', { name: T.save }));
    expect(screen.getByText(T.fixErrors)).toBeVisible();
    expect(apiCalls('POST', '/admin/catalogue/items')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: T.cancel }));
    expect(screen.getByRole('button', { name: T.newItem })).toBeVisible();
  });
});

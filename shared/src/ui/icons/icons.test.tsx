import { render, screen, waitFor } from '@testing-library/react';
import { ICON_KEYS } from '../../contracts-catalogue/icon-keys';
import * as icons from './index';
import type { IconComponent } from './index';
import { KeyedIcon, NamedIcon, PhoneIcon, StarIcon, WhatsAppIcon } from './index';

describe('icons', () => {
  it('are decorative by default: hidden from assistive technology and never focusable', () => {
    const { container } = render(
      <button type="button" aria-label="Call us">
        <PhoneIcon />
      </button>,
    );
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('focusable', 'false');
    expect(svg).not.toHaveAttribute('role');
    // The button's name comes from its label, not from the icon.
    expect(screen.getByRole('button')).toHaveAccessibleName('Call us');
  });

  it('carry a name when they stand alone with a title', () => {
    render(<StarIcon title="Rated 4.8 out of 5" />);
    const star = screen.getByRole('img', { name: 'Rated 4.8 out of 5' });
    expect(star).not.toHaveAttribute('aria-hidden');
  });

  it('take their colour from the text and their size from the font unless told', () => {
    const { container } = render(
      <>
        <WhatsAppIcon />
        <PhoneIcon size={32} />
      </>,
    );
    const [whatsapp, phone] = Array.from(container.querySelectorAll('svg'));
    expect(whatsapp).toHaveAttribute('fill', 'currentColor');
    expect(whatsapp).toHaveAttribute('width', '1em');
    expect(phone).toHaveAttribute('stroke', 'currentColor');
    expect(phone).toHaveAttribute('width', '32');
    expect(phone).toHaveAttribute('height', '32');
  });

  it.each(ICON_KEYS)('draws the catalogue key %p', (key) => {
    const { container } = render(<NamedIcon name={key} />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg?.querySelector('path, circle, rect, ellipse')).not.toBeNull();
  });

  it('gives every key its own drawing', () => {
    const drawings = ICON_KEYS.map((key) => {
      const { container, unmount } = render(<NamedIcon name={key} />);
      const markup = container.querySelector('svg')?.innerHTML;
      unmount();
      return markup;
    });
    expect(new Set(drawings).size).toBe(ICON_KEYS.length);
  });

  it('gives every exported icon its own name and drawing', () => {
    // NamedIcon and KeyedIcon are lookups by catalogue key, not icons of their own.
    const components = Object.entries(icons).filter(
      (entry): entry is [string, IconComponent] =>
        /^[A-Z]\w*Icon$/.test(entry[0]) && !['NamedIcon', 'KeyedIcon'].includes(entry[0]),
    );
    const drawings = components.map(([name, Icon]) => {
      const { container, unmount } = render(<Icon />);
      const svg = container.querySelector('svg');
      expect(svg).toHaveAttribute('data-icon', name);
      const markup = svg?.innerHTML;
      unmount();
      return markup;
    });
    expect(new Set(drawings).size).toBe(components.length);
  });

  it('draws a key from the set a page passes, and one the set lacks from every icon', async () => {
    const { container, rerender } = render(
      <KeyedIcon name="star" icons={{ star: StarIcon }} size="2rem" />,
    );
    expect(container.querySelector('svg')).toHaveAttribute('data-icon', 'StarIcon');
    expect(container.querySelector('svg')).toHaveAttribute('width', '2rem');
    // A key the set lacks is drawn from every icon, downloaded then.
    rerender(<KeyedIcon name="phone" icons={{ star: StarIcon }} />);
    await waitFor(() =>
      expect(container.querySelector('svg')).toHaveAttribute('data-icon', 'PhoneIcon'),
    );
  });
});

import styled from 'styled-components';
import {
  BUSINESS,
  BUSINESS_ADDRESS_TEXT,
  BUSINESS_HOURS,
  mailtoLink,
  telLink,
} from '@marketplace/shared/config';

const Cards = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0 0 ${({ theme }) => theme.space.xl};
  padding: 0;
  list-style: none;

  li {
    padding: ${({ theme }) => theme.space.lg};
    background: ${({ theme }) => theme.colors.surface};
    border-top: 4px solid ${({ theme }) => theme.colors.accent};
    border-radius: ${({ theme }) => theme.radii.lg};
  }

  h2 {
    margin: ${({ theme }) => theme.space.xs} 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }

  p {
    margin: 0;
  }
`;

/** Phone, e-mail, the Jabalpur address and business hours (spec section 2). */
export function ContactCards() {
  return (
    <Cards aria-label="How to reach us">
      <li>
        <span aria-hidden="true">📞</span>
        <h2>Phone</h2>
        <a href={telLink(BUSINESS.phone)}>{BUSINESS.phone}</a>
      </li>
      <li>
        <span aria-hidden="true">✉️</span>
        <h2>E-mail</h2>
        <a href={mailtoLink(BUSINESS.email)}>{BUSINESS.email}</a>
      </li>
      <li>
        <span aria-hidden="true">📍</span>
        <h2>Address</h2>
        <address style={{ fontStyle: 'normal' }}>{BUSINESS_ADDRESS_TEXT}</address>
      </li>
      <li>
        <span aria-hidden="true">🕘</span>
        <h2>Business Hours</h2>
        {BUSINESS_HOURS.map((slot) => (
          <p key={slot.days}>
            {slot.days}: {slot.hours}
          </p>
        ))}
      </li>
    </Cards>
  );
}

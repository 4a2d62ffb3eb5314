import styled from 'styled-components';
import { ACCESS_LEVELS, LOGIN_MESSAGES } from '../messages';

const Panel = styled.aside`
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.textOnDark};

  h2 {
    margin: 0 0 ${({ theme }) => theme.space.md};
    font-size: ${({ theme }) => theme.fontSizes.xl};
    color: ${({ theme }) => theme.colors.accent};
  }

  dl {
    display: grid;
    gap: ${({ theme }) => theme.space.md};
    margin: 0;
  }

  dt {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }

  dd {
    margin: ${({ theme }) => theme.space.xxs} 0 0;
    color: ${({ theme }) => theme.colors.textOnDarkMuted};
  }
`;

/** The login page's side text: what each role can do (docs/product/accounts.md "Login"). */
export function AccessLevels() {
  return (
    <Panel aria-labelledby="access-levels-heading">
      <h2 id="access-levels-heading">{LOGIN_MESSAGES.accessLevelsHeading}</h2>
      <dl>
        {ACCESS_LEVELS.map(({ role, text }) => (
          <div key={role}>
            <dt>{role}</dt>
            <dd>{text}</dd>
          </div>
        ))}
      </dl>
    </Panel>
  );
}

import styled from 'styled-components';
import { StepGrid } from '../../../components/section';
import { useMessages } from '@marketplace/shared/ui';
import { constructionCatalogue } from '../catalogue';
import { Section, SectionInner } from './layout';

const Steps = styled(StepGrid)`
  counter-reset: step;

  li {
    counter-increment: step;
    padding: ${({ theme }) => theme.space.lg};
    border-top: 4px solid ${({ theme }) => theme.colors.accent};
    background: ${({ theme }) => theme.colors.background};
    border-radius: ${({ theme }) => theme.radii.md};
    box-shadow: ${({ theme }) => theme.shadows.sm};
  }

  li::before {
    content: counter(step, decimal-leading-zero);
    display: block;
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    color: ${({ theme }) => theme.colors.accentText};
  }

  h3 {
    margin: ${({ theme }) => theme.space.sm} 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    color: ${({ theme }) => theme.colors.primary};
  }

  p {
    margin: 0;
  }
`;

/** The four-step CONSTRUCTION PROCESS of the package page. */
export function PackageProcess() {
  const M = useMessages(constructionCatalogue);
  return (
    <Section>
      <SectionInner>
        <h2>{M.processHeading}</h2>
        <Steps>
          {M.process.map((step) => (
            <li key={step.title}>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </Steps>
      </SectionInner>
    </Section>
  );
}

import styled from 'styled-components';
import { PageContainer, PageHeading, media, useMessages } from '@marketplace/shared/ui';
import { NamedIcon } from '@marketplace/shared/icons';
import aboutIllustration from '../../../assets/about/team.svg';
import { aboutCatalogue } from '../catalogue';
import { ABOUT_SECTIONS } from '../messages';

const Intro = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  align-items: center;
  margin-bottom: ${({ theme }) => theme.space['2xl']};

  ${media.up('md')} {
    grid-template-columns: 3fr 2fr;
  }

  img {
    width: 100%;
    height: auto;
    border-radius: ${({ theme }) => theme.radii.lg};
  }
`;

const Founded = styled.p`
  display: inline-block;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.accentContrast};
  background: ${({ theme }) => theme.colors.accent};
  border-radius: ${({ theme }) => theme.radii.pill};
`;

const Sections = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(260px, 1fr));
  gap: ${({ theme }) => theme.space.lg};

  section {
    padding: ${({ theme }) => theme.space.lg};
    background: ${({ theme }) => theme.colors.surface};
    border-left: 4px solid ${({ theme }) => theme.colors.accent};
    border-radius: ${({ theme }) => theme.radii.md};
  }

  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    letter-spacing: 0.04em;
  }

  p {
    margin: 0;
  }
`;

/** /about: when we started and the five lines of business. */
export default function AboutPage() {
  const M = useMessages(aboutCatalogue);
  return (
    <PageContainer>
      <Intro>
        <div>
          <PageHeading>{M.heading}</PageHeading>
          <Founded>{M.founded}</Founded>
          <p>{M.intro}</p>
          <p>
            <em>{M.tagline}</em>
          </p>
        </div>
        <img src={aboutIllustration} alt={M.illustrationAlt} width={400} height={260} />
      </Intro>
      <Sections>
        {ABOUT_SECTIONS.map((section, i) => (
          <section key={section.title} aria-labelledby={`about-${section.title}`}>
            <span aria-hidden="true">
              <NamedIcon name={section.icon} size="2rem" />
            </span>
            <h2 id={`about-${section.title}`}>{M.sections[i]?.title}</h2>
            <p>{M.sections[i]?.text}</p>
          </section>
        ))}
      </Sections>
    </PageContainer>
  );
}

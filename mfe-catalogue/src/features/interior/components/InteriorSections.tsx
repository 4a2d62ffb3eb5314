// The static sections of /interior: hero, design process and the consultation call to action.
import styled from 'styled-components';
import { media } from '@marketplace/shared/ui';
import { CallButton, WhatsAppButton } from '../../../components/ExternalContactLinks';
import { Section, SectionTitle } from '../../../components/section';
import { INTERIOR_HERO_IMAGE } from '../images';
import { CONSULTATION_TEXT, INTERIOR_MESSAGES as M, INTERIOR_PROCESS } from '../messages';
import { INTERIOR_WHATSAPP } from './interior-contact';

const HeroBand = styled.section`
  color: ${({ theme }) => theme.colors.textOnDark};
  background: ${({ theme }) => theme.colors.primary};
`;

const HeroInner = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  align-items: center;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space['2xl']} ${theme.space.md}`};

  ${media.up('md')} {
    grid-template-columns: 3fr 2fr;
  }

  h1,
  h2 {
    color: ${({ theme }) => theme.colors.primaryContrast};
  }

  h1 {
    font-size: ${({ theme }) => theme.fontSizes['3xl']};

    ${media.up('md')} {
      font-size: ${({ theme }) => theme.fontSizes['5xl']};
    }
  }

  p {
    color: ${({ theme }) => theme.colors.textOnDarkMuted};
  }

  img {
    width: 100%;
    height: auto;
    border-radius: ${({ theme }) => theme.radii.lg};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
`;

export function InteriorHero() {
  return (
    <HeroBand>
      <HeroInner>
        <div>
          <h1>{M.heroTitle}</h1>
          <p>{M.heroSubtitle}</p>
        </div>
        <img
          src={INTERIOR_HERO_IMAGE}
          alt="Illustration of a designed living room"
          width={400}
          height={260}
        />
      </HeroInner>
    </HeroBand>
  );
}

const Steps = styled.ol`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    padding: ${({ theme }) => theme.space.lg};
    text-align: center;
    background: ${({ theme }) => theme.colors.surface};
    border-radius: ${({ theme }) => theme.radii.lg};
  }

  span {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 40px;
    height: 40px;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    color: ${({ theme }) => theme.colors.accentContrast};
    background: ${({ theme }) => theme.colors.accent};
    border-radius: ${({ theme }) => theme.radii.round};
  }

  h3 {
    margin: ${({ theme }) => theme.space.sm} 0;
  }
`;

export function InteriorProcess() {
  return (
    <Section aria-labelledby="interior-process-heading">
      <SectionTitle id="interior-process-heading">{M.processHeading}</SectionTitle>
      <Steps>
        {INTERIOR_PROCESS.map((step, index) => (
          <li key={step.title}>
            <span aria-hidden="true">{index + 1}</span>
            <h3>{step.title}</h3>
            <p>{step.text}</p>
          </li>
        ))}
      </Steps>
    </Section>
  );
}

export function ConsultationCallToAction() {
  return (
    <HeroBand aria-labelledby="interior-cta-heading">
      <HeroInner>
        <div>
          <h2 id="interior-cta-heading">{M.ctaHeading}</h2>
          <p>{M.ctaBody}</p>
        </div>
        <Actions>
          <WhatsAppButton text={CONSULTATION_TEXT} number={INTERIOR_WHATSAPP.inquiry}>
            {M.ctaWhatsApp}
          </WhatsAppButton>
          <CallButton variant="light" />
        </Actions>
      </HeroInner>
    </HeroBand>
  );
}

import { useMessages } from '@marketplace/shared/ui';
// The static sections of /interior: hero, design process and the consultation call to action.
import styled from 'styled-components';
import { HeroBand, HeroBandInner } from '../../../components/hero-band';
import { CallButton, WhatsAppButton } from '../../../components/ExternalContactLinks';
import { Section, SectionTitle, StepGrid } from '../../../components/section';
import { INTERIOR_HERO_IMAGE } from '../images';
import { interiorCatalogue } from '../catalogue';
import { CONSULTATION_TEXT } from '../messages';
import { INTERIOR_WHATSAPP } from './interior-contact';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
`;

export function InteriorHero() {
  const M = useMessages(interiorCatalogue);
  return (
    <HeroBand>
      <HeroBandInner>
        <div>
          <h1>{M.heroTitle}</h1>
          <p>{M.heroSubtitle}</p>
        </div>
        <img src={INTERIOR_HERO_IMAGE} alt={M.heroAlt} width={400} height={260} />
      </HeroBandInner>
    </HeroBand>
  );
}

const Steps = styled(StepGrid)`
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
  const M = useMessages(interiorCatalogue);
  return (
    <Section aria-labelledby="interior-process-heading">
      <SectionTitle id="interior-process-heading">{M.processHeading}</SectionTitle>
      <Steps>
        {M.process.map((step, index) => (
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
  const M = useMessages(interiorCatalogue);
  return (
    <HeroBand aria-labelledby="interior-cta-heading">
      <HeroBandInner>
        <div>
          <h2 id="interior-cta-heading">{M.ctaHeading}</h2>
          <p>{M.ctaBody}</p>
        </div>
        <Actions>
          <WhatsAppButton text={CONSULTATION_TEXT} line={INTERIOR_WHATSAPP.inquiry}>
            {M.ctaWhatsApp}
          </WhatsAppButton>
          <CallButton variant="light" />
        </Actions>
      </HeroBandInner>
    </HeroBand>
  );
}

import styled from 'styled-components';
import { passwordStrength, type PasswordStrengthLabel } from '@marketplace/shared/contracts';
import { useMessages } from '@marketplace/shared/ui';
import { authCatalogue } from '../catalogue';

const COLOURS: Record<PasswordStrengthLabel, 'danger' | 'warning' | 'success'> = {
  Weak: 'danger',
  Medium: 'warning',
  Strong: 'success',
};

const Track = styled.div`
  height: 6px;
  margin-bottom: ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  overflow: hidden;
`;

const Bar = styled.div<{ $score: number; $label: PasswordStrengthLabel }>`
  width: ${({ $score }) => ($score / 5) * 100}%;
  height: 100%;
  background: ${({ theme, $label }) => theme.colors[COLOURS[$label]]};
  transition: width ${({ theme }) => theme.transitions.fast};
`;

const Text = styled.span<{ $label: PasswordStrengthLabel }>`
  color: ${({ theme, $label }) => theme.colors[COLOURS[$label]]};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

/** Weak / Medium / Strong as docs/product/accounts.md "Validation" scores it; nothing while the field is empty. */
export function PasswordStrengthMeter({ password }: { password: string }) {
  const t = useMessages(authCatalogue);
  if (!password) return null;
  const { score, label } = passwordStrength(password);
  return (
    <>
      <Track aria-hidden="true">
        <Bar $score={score} $label={label} />
      </Track>
      <Text $label={label} aria-live="polite">
        {t.register.strength(t.register.strengthLabels[label])}
      </Text>
    </>
  );
}

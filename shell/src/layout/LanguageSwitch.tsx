// English / हिंदी: one button named in the language it changes to, so a reader of either finds it.
import { useState } from 'react';
import styled from 'styled-components';
import { isLanguage, media, notify, useLanguage, useMessages } from '@marketplace/shared/ui';
import { useSaveAccountLanguage } from './account-language';
import { IconButtonStyles } from './header-styles';
import { layoutCatalogue } from './catalogue';

/** In the header from md up; the mobile menu holds it on narrower screens, where the bar is full. */
type SwitchPlace = 'header' | 'menu';

const SwitchButton = styled.button<{ $place: SwitchPlace }>`
  ${IconButtonStyles}
  width: auto;
  min-width: 44px;
  padding: 0 12px;
  font: inherit;

  ${({ $place }) => ($place === 'header' ? media.down('md') : media.up('md'))} {
    display: none;
  }
`;

export function LanguageSwitch({
  place,
  onSwitched,
}: {
  place: SwitchPlace;
  onSwitched?: () => void;
}) {
  const t = useMessages(layoutCatalogue);
  const { changeLanguage } = useLanguage();
  const saveAccountLanguage = useSaveAccountLanguage();
  const [switching, setSwitching] = useState(false);
  const target = t.switchLanguageTo;

  const onClick = async () => {
    if (!isLanguage(target)) return;
    setSwitching(true);
    try {
      await changeLanguage(target);
      // The page has turned whatever the account's answer; saving it does not hold the switch.
      void saveAccountLanguage(target);
      onSwitched?.();
    } catch {
      notify.error(t.switchLanguageFailed);
    } finally {
      setSwitching(false);
    }
  };

  return (
    <SwitchButton
      type="button"
      $place={place}
      lang={target}
      // The page's font rules give its label a face of its own (build-tools/devanagari-font.ts).
      data-language-switch=""
      disabled={switching}
      onClick={() => void onClick()}
    >
      {t.switchLanguage}
    </SwitchButton>
  );
}

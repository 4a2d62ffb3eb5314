// /saved-searches/unsubscribe/:token: the link at the foot of a saved search's e-mail. It needs no
// login, and opening it changes nothing: a mail scanner that follows links must not stop the
// e-mails, so the visitor confirms with a button (mail apps' one-click POST goes to the api).
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { paths } from '@marketplace/shared/config';
import { Button, PageContainer, PageHeading, Spinner, useMessages } from '@marketplace/shared/ui';
import { StatusPanel } from '@marketplace/shared/status-panel';
import { unsubscribe, useUnsubscribeLink } from '../api/saved-searches';
import { savedSearchesCatalogue } from '../catalogue';
import { ownPaths } from '../../../lib/own-paths';

export default function UnsubscribePage() {
  const t = useMessages(savedSearchesCatalogue).unsubscribe;
  const { token = '' } = useParams();
  const link = useUnsubscribeLink(token);
  const [stopping, setStopping] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const stop = async () => {
    setStopping(true);
    setFailure(null);
    try {
      const answer = await unsubscribe(token);
      setDone(answer.msg ?? t.alreadyOff(answer.data.name));
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setStopping(false);
    }
  };

  const manage = (
    <Button as={Link} to={ownPaths.savedSearches()} variant="secondary">
      {t.manage}
    </Button>
  );

  let content;
  if (link.error) {
    content = (
      <StatusPanel
        framed
        tone="danger"
        title={t.invalidTitle}
        actions={
          <Button as={Link} to={paths.realEstate()}>
            {t.browse}
          </Button>
        }
      >
        {link.error instanceof Error ? link.error.message : String(link.error)}
      </StatusPanel>
    );
  } else if (!link.data) {
    content = <Spinner label={t.loading} />;
  } else if (done || !link.data.alerts) {
    content = <StatusPanel framed title={done ?? t.alreadyOff(link.data.name)} actions={manage} />;
  } else {
    content = (
      <StatusPanel
        framed
        title={t.question(link.data.name)}
        actions={
          <>
            <Button onClick={() => void stop()} disabled={stopping}>
              {stopping ? t.stopping : t.stop}
            </Button>
            {manage}
          </>
        }
      >
        {failure ? <span role="alert">{failure}</span> : null}
      </StatusPanel>
    );
  }

  return (
    <PageContainer>
      <PageHeading>{t.heading}</PageHeading>
      {content}
    </PageContainer>
  );
}

import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { findConstructionPackage, type ConstructionPackage } from '@marketplace/shared/catalogue';
import { paths } from '@marketplace/shared/config';
import { Button, PageContainer, PageHeading, Spinner } from '@marketplace/shared/ui';
import { CONSTRUCTION_MESSAGES as M } from '../messages';
import { PackageDetail } from './PackageDetail';

interface Lookup {
  param: string | undefined;
  pkg: ConstructionPackage | undefined;
}

/**
 * /construction/:packageName and /constructions/:packageName (docs/product/catalogue.md "Construction package detail": one page).
 * The lookup resolves one tick after the parameter changes, so the spec's loading state is real
 * (and is where a server lookup would go) without an invented delay.
 */
export default function ConstructionPackagePage() {
  const { packageName } = useParams();
  const [lookup, setLookup] = useState<Lookup | null>(null);

  useEffect(() => {
    let current = true;
    void Promise.resolve().then(() => {
      if (current) setLookup({ param: packageName, pkg: findConstructionPackage(packageName) });
    });
    return () => {
      current = false;
    };
  }, [packageName]);

  if (!lookup || lookup.param !== packageName) return <Spinner label="Loading package" />;

  if (!lookup.pkg) {
    return (
      <PageContainer>
        <PageHeading>{M.notFoundTitle}</PageHeading>
        <p>{M.notFoundBody}</p>
        <Button as={Link} to={paths.constructions()}>
          {M.backToPackages}
        </Button>
      </PageContainer>
    );
  }

  return <PackageDetail pkg={lookup.pkg} />;
}

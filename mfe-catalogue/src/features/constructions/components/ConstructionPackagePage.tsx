import { Link, useParams } from 'react-router-dom';
import {
  constructionsPageAnswer,
  findConstructionPackage,
  type ConstructionsPageResponse,
} from '@marketplace/shared/contracts-catalogue';
import { paths } from '@marketplace/shared/config';
import { Button, PageContainer, PageHeading, useMessages } from '@marketplace/shared/ui';
import { CatalogueContent } from '../../../components/CatalogueContent';
import { constructionCatalogue } from '../catalogue';
import { PackageDetail } from './PackageDetail';

/**
 * /construction/:packageName and /constructions/:packageName (docs/product/catalogue.md
 * "Construction package detail": one page): a spinner while the published packages are read,
 * then the package or 'Package Not Found'.
 */
export default function ConstructionPackagePage() {
  return (
    <CatalogueContent page="constructions" answer={constructionsPageAnswer}>
      {(constructions) => <FoundOrNot constructions={constructions} />}
    </CatalogueContent>
  );
}

function FoundOrNot({ constructions }: { constructions: ConstructionsPageResponse }) {
  const M = useMessages(constructionCatalogue);
  const { packageName } = useParams();
  const pkg = findConstructionPackage(constructions.packages, packageName);
  if (!pkg) {
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

  return (
    <PackageDetail
      pkg={pkg}
      figures={constructions.figures.filter((figure) => figure.set === 'construction-package')}
    />
  );
}

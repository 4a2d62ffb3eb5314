import { NamedIcon, type IconKey } from '@marketplace/shared/icons';
import { Grid, InfoCard } from './layout';

export interface InfoCardItem {
  icon: IconKey;
  title: string;
  text: string;
}

/** The icon, title and text cards of the construction pages (reasons, benefits). */
export function InfoCardGrid({ items }: { items: readonly InfoCardItem[] }) {
  return (
    <Grid $min={220}>
      {items.map((item) => (
        <InfoCard key={item.title}>
          <span aria-hidden="true">
            <NamedIcon name={item.icon} />
          </span>
          <h3>{item.title}</h3>
          <p>{item.text}</p>
        </InfoCard>
      ))}
    </Grid>
  );
}

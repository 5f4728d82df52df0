import { StaticPage, type StaticDocument } from '../../features/static-pages/static-page';

export function StaticRoute({ document }: { document: StaticDocument }) {
  return <StaticPage key={document} document={document} />;
}

import { DocumentIcon } from '../../components/ui/icons';
import { PageMessage } from '../../components/ui/state-message';
import { useHead } from '../../lib/infra/head';
import * as messages from '../../lib/messages';

export type StaticDocument = keyof typeof messages.staticPage.titles;

/** /offer, /agreement, /term-of-use: SPEC says the document is temporarily unavailable. */
export function StaticPage({ document }: { document: StaticDocument }) {
  const title = messages.staticPage.titles[document];
  useHead({ title, noIndex: true });
  return (
    <div lang="ru">
      <PageMessage
        icon={DocumentIcon}
        title={title}
        subtitle={`${messages.staticPage.unavailable}. ${messages.staticPage.unavailableHint}`}
      />
    </div>
  );
}

import { DocumentIcon } from '../../components/ui/icons';
import { StateMessage } from '../../components/ui/state-message';
import { useHead } from '../../lib/head';
import { messages } from '../../lib/messages';

export type StaticDocument = keyof typeof messages.staticPage.titles;

/** /offer, /agreement, /term-of-use: SPEC says the document is temporarily unavailable. */
export function StaticPage({ document }: { document: StaticDocument }) {
  const title = messages.staticPage.titles[document];
  useHead({ title, noIndex: true });
  return (
    <div lang="ru">
      <StateMessage
        size="page"
        headingLevel={1}
        icon={<DocumentIcon size={40} />}
        title={title}
        subtitle={`${messages.staticPage.unavailable}. ${messages.staticPage.unavailableHint}`}
      />
    </div>
  );
}

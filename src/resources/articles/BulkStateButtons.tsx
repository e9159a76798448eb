/**
 * The list's bulk Publish and Unpublish (docs/decisions.md#publishing): after a confirmation,
 * `POST /articles/publish {ids}` puts every version of the selected articles on the site,
 * `POST /articles/unpublish {ids}` withdraws them. Declared with the `articles.publish` rule, so
 * a user without it sees neither.
 */
import { useState } from 'react';
import PublishIcon from '@mui/icons-material/Publish';
import UnpublishedIcon from '@mui/icons-material/Unpublished';
import { Button, Confirm, useDataProvider, useListContext, useNotify, useRefresh } from 'react-admin';
import type { AdminDataProvider } from '../../admin/dataProviderTypes';
import { usePendingAction } from '../../admin/crud';

/** The endpoint, labels and messages of one bulk state change. */
interface StateChange {
  path: '/articles/publish' | '/articles/unpublish';
  label: string;
  title: string;
  content: string;
  done: string;
  icon: typeof PublishIcon;
}

const PUBLISH: StateChange = {
  path: '/articles/publish',
  label: 'resources.articles.actions.publish',
  title: 'resources.articles.bulk.publishTitle',
  content: 'resources.articles.bulk.publishContent',
  done: 'resources.articles.notifications.published',
  icon: PublishIcon,
};

const UNPUBLISH: StateChange = {
  path: '/articles/unpublish',
  label: 'resources.articles.actions.unpublish',
  title: 'resources.articles.bulk.unpublishTitle',
  content: 'resources.articles.bulk.unpublishContent',
  done: 'resources.articles.notifications.withdrawn',
  icon: UnpublishedIcon,
};

function BulkStateButton({ change }: { change: StateChange }) {
  const { selectedIds, onUnselectItems } = useListContext();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const { pending, run } = usePendingAction();
  const Icon = change.icon;
  const confirm = () =>
    run(async () => {
      await dataProvider.postTo(change.path, { ids: selectedIds.map(Number) });
      notify(change.done, { type: 'success', messageArgs: { smart_count: selectedIds.length } });
      setOpen(false);
      onUnselectItems();
      refresh();
    });
  return (
    <>
      <Button label={change.label} onClick={() => setOpen(true)} disabled={pending}>
        <Icon />
      </Button>
      <Confirm
        isOpen={open}
        loading={pending}
        title={change.title}
        content={change.content}
        translateOptions={{ smart_count: selectedIds.length }}
        contentTranslateOptions={{ smart_count: selectedIds.length }}
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

/** Publishes every version of the selected articles, after a confirmation. */
export function BulkPublishButton() {
  return <BulkStateButton change={PUBLISH} />;
}

/** Withdraws every version of the selected articles from the site, after a confirmation. */
export function BulkUnpublishButton() {
  return <BulkStateButton change={UNPUBLISH} />;
}

import { t } from '@lingui/core/macro';
import { Alert } from '../components/Alert/Alert';
import { PageTitleOnly } from '../components/PageHead/PageHead';
import { ScriptNeeded } from '../components/ScriptNeeded/ScriptNeeded';

/**
 * Where a screen goes while its code loads: in the layout on a first visit, and in index.html's
 * frame (the screens the server does not render: the cart, sign-in, the account). Without script
 * that frame never becomes the screen, so it says so instead of loading for ever.
 */
export function ScreenLoading() {
  return (
    <>
      <PageTitleOnly />
      <Alert tone="loading" />
      <ScriptNeeded>
        {t`This page needs JavaScript, which is off in this browser. Products, categories and search work without it.`}
      </ScriptNeeded>
    </>
  );
}

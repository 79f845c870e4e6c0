import type { LayoutName } from '@stepwise/shared';
import { BlankLayout } from './blank-layout';
import { DefaultLayout } from './default-layout';
import { IframeLayout } from './iframe-layout';
import { PageLayout } from './page-layout';
import { PaymentLayout } from './payment-layout';
import { WorkspaceLayout } from './workspace-layout';

const LAYOUTS: Record<LayoutName, (props: object) => React.JSX.Element> = {
  blank: BlankLayout,
  iframe: IframeLayout,
  page: PageLayout,
  payment: PaymentLayout,
  default: DefaultLayout,
  workspace: WorkspaceLayout,
};

export function LayoutFor({ layout }: { layout: LayoutName }) {
  const Layout = LAYOUTS[layout];
  return <Layout />;
}

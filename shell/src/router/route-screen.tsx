import { useParams } from 'react-router';
import { paramsAreValid, type RouteDefinition, type RouteName } from '@stepwise/shared';
import { NotFoundPage } from '../pages/not-found-page';
import { RemoteScreen } from './remote-screen';
import { RouteGuard } from './route-guard';

/** Renders a registry route: 404 when its parameters fail validation, else its owner's screen behind the guard. */
export function RouteScreen({ route }: { route: RouteDefinition<RouteName> }) {
  const params = useParams();
  if (route.owner === 'shell' || !paramsAreValid(route, params)) return <NotFoundPage />;
  return (
    <RouteGuard route={route}>
      <RemoteScreen remote={route.owner} name={route.name} />
    </RouteGuard>
  );
}

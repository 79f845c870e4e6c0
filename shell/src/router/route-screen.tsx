import { useParams } from 'react-router-dom';
import { paramsAreValid, type RouteDefinition, type RouteName } from '@stepwise/shared';
import { NotFoundPage } from '../pages/not-found-page';
import { RemoteScreen } from './remote-screen';

/** Renders a registry route: 404 when its parameters fail validation, otherwise its owner's screen. */
export function RouteScreen({ route }: { route: RouteDefinition<RouteName> }) {
  const params = useParams();
  if (route.owner === 'shell' || !paramsAreValid(route, params)) return <NotFoundPage />;
  return <RemoteScreen remote={route.owner} name={route.name} />;
}

import { createBrowserRouter } from 'react-router';
import { routes } from './routes';
import { setNavigator } from './navigation';
import { patchRuleRoutes } from './rules/registered-routes';
import { registerRouter } from './route-push';

export function createAppRouter() {
  const router = createBrowserRouter(routes, {
    // a URL that only matched a catch-all may belong to a rule route registered since
    patchRoutesOnNavigation: ({ patch }) => patchRuleRoutes(patch),
  });
  setNavigator((to, options) => void router.navigate(to, options));
  registerRouter(router);
  return router;
}

import { lazy } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { LANGUAGES, languagePrefix } from '../lib/language';
import { AppLayout } from './layout/app-layout';
import { HomeRoute } from './routes/home';
import { NotFoundRoute } from './routes/not-found';
import { RouteError } from './routes/route-error';

// The car page is its own chunk, so the home page's JavaScript stays small.
const CarRoute = lazy(() => import('./routes/car'));

/** Every page exists under each language prefix: "/", "/hr", "/de", "/car/:id", "/hr/car/:id", ... */
function pagesFor(prefix: string): RouteObject[] {
  return [
    { path: prefix || '/', element: <HomeRoute /> },
    { path: `${prefix}/car/:id`, element: <CarRoute /> },
  ];
}

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      {
        // Pathless: a page that throws shows the error inside the app frame.
        errorElement: <RouteError />,
        children: [...LANGUAGES.flatMap((language) => pagesFor(languagePrefix(language))), { path: '*', element: <NotFoundRoute /> }],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}

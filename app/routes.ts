import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';

/** The one route table. Public routes are pre-rendered (see prerendered-paths.ts). */
export default [
  layout('routes/public-layout.tsx', [
    index('routes/home.tsx'),
    route('contact', 'routes/contact.tsx'),
    route('*', 'routes/not-found.tsx', { id: 'not-found' }),
  ]),
  // Admin routes are client-rendered (clientLoader + HydrateFallback) and never pre-rendered.
  route('admin', 'routes/admin.tsx'),
  route('admin/login', 'routes/admin-login.tsx'),
  route('login', 'routes/admin-login.tsx', { id: 'login' }),
] satisfies RouteConfig;

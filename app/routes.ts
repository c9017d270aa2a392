import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';

/** The one route table. Public routes are pre-rendered (see prerendered-paths.ts). */
export default [
  layout('routes/public-layout.tsx', [
    index('routes/home.tsx'),
    route('contact', 'routes/contact.tsx'),
    route('super-assistant', 'routes/super-assistant.tsx'),
    route('workflows-assistants', 'routes/workflows-assistants.tsx'),
    route('assistants-ia', 'routes/employees.tsx', { id: 'assistants-ia' }),
    route('employees', 'routes/employees.tsx'),
    route('employe/:id', 'routes/employe.tsx'),
    route('*', 'routes/not-found.tsx', { id: 'not-found' }),
  ]),
] satisfies RouteConfig;

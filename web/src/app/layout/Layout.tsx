import { Outlet } from 'react-router-dom';

/** Every page: top bar, category navigation, the screen, footer (built in the storefront issue). */
export function Layout() {
  return <Outlet />;
}

import { Outlet } from 'react-router-dom';
import { PlaceholderPage } from '../../components/PlaceholderPage';

export default function AccountLayout() {
  return <><PlaceholderPage title="My Account" /><Outlet /></>;
}

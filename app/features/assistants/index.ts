export { EmployeeListPage } from './employee-list-page';
export { ProfileLoading, ProfilePage } from './profile-page';

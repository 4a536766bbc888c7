export { UsersArea } from './users-context';
export { UserListPage } from './UserListPage';
export { UserGridPage } from './UserGridPage';
export { AddUserPage, EditUserPage } from './UserFormPages';
export { usersApi } from './users-api';
export { userQuery } from './users-queries';
export { UserLoadError } from './UserLoadError';
export { parseUsersSearch, USERS_SEARCH_KEYS, wholeSearch, type UsersSearch } from './users-search';

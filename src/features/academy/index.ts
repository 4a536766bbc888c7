export { AcademyPage } from './AcademyPage';
export { modulesQuery } from './academy-queries';

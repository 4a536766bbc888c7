export { PhaseEditorPage } from './PhaseEditorPage';
export { StandaloneTaskDrawer } from './StandaloneTaskDrawer';
export { taskKeys } from './task-queries';
export { invalidateReadsChangedBy } from './task-changes';

export { STAGE_LABELS } from './stage-labels';
export * from './labels';

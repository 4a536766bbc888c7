import { useForm } from '@mantine/form';
import type { ProjectDetail, ProjectStatus } from '@/api/contract/projects';
import { createProjectFields } from '@/api/contract/projects';
import { checkFields } from '@/api/check-fields';
import { PROJECT_FIELD_MESSAGES } from './field-messages';
import type { NewProject } from './projects-api';

export interface ProjectFormValues {
  name: string;
  description: string;
  status: ProjectStatus;
  start_date: string | null;
  end_date: string | null;
  client: number | null;
  members: number[];
}

/** What the form sends: trimmed text, the rest as chosen. */
export const toProjectPayload = (values: ProjectFormValues): NewProject & ProjectFormValues => ({
  ...values,
  name: values.name.trim(),
  description: values.description.trim(),
});

const EMPTY: ProjectFormValues = {
  name: '',
  description: '',
  status: 'upcoming',
  start_date: null,
  end_date: null,
  client: null,
  members: [],
};

export const formValuesOf = (project?: ProjectDetail): ProjectFormValues =>
  project
    ? {
        name: project.name,
        description: project.description,
        status: project.status,
        start_date: project.start_date,
        end_date: project.end_date,
        client: project.client?.id ?? null,
        members: project.members.map((m) => m.id),
      }
    : EMPTY;

/** The project form's state, checked by the contract's own rules in the server's words. */
export function useProjectForm(project?: ProjectDetail) {
  return useForm<ProjectFormValues>({
    mode: 'controlled',
    initialValues: formValuesOf(project),
    validate: (values) => checkFields(createProjectFields, toProjectPayload(values), PROJECT_FIELD_MESSAGES),
  });
}

export type ProjectForm = ReturnType<typeof useProjectForm>;

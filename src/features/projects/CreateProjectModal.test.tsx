import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@/api/errors';
import type { OrganisationSummary } from '@/api/contract/organisations';
import type { ProjectDetail } from '@/api/contract/projects';
import { organisationsApi } from '@/features/organisations/shared';
import { renderWithProviders } from '@tests/render';
import { CreateProjectModal } from './CreateProjectModal';
import { projectsApi } from './projects-api';

afterEach(() => vi.restoreAllMocks());

const NO_PEOPLE = { count: 0, num_pages: 1, current_page: 1, results: [] };

const business = (id: number, name: string): OrganisationSummary => ({
  id,
  name,
  people: 2,
  numbers: 1,
  projects: 0,
  created_at: '2026-10-01T09:00:00.000Z',
});
const BUSINESSES = [business(7, 'Okafor Dental Studio'), business(8, 'Casa Verde Inmobiliaria')];

function open() {
  vi.spyOn(projectsApi, 'staff').mockResolvedValue(NO_PEOPLE);
  vi.spyOn(organisationsApi, 'list').mockResolvedValue(BUSINESSES);
  const onCreated = vi.fn();
  const onClose = vi.fn();
  renderWithProviders(<CreateProjectModal opened onClose={onClose} onCreated={onCreated} />);
  return { onCreated, onClose, dialog: screen.getByRole('dialog', { name: 'New project' }) };
}

const file = (name: string, type = 'application/pdf') => new File(['%PDF-1.7'], name, { type });

describe('the new project form', () => {
  it('checks the fields as the server does before sending anything', async () => {
    const create = vi.spyOn(projectsApi, 'create');
    const { dialog } = open();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create project' }));
    expect(await within(dialog).findByText("Enter the project's name.")).toBeVisible();
    expect(create).not.toHaveBeenCalled();
  });

  it('sends the fields and the chosen files together, and reports the project created', async () => {
    const created = { id: 9, name: 'Brand book' } as ProjectDetail;
    const create = vi.spyOn(projectsApi, 'create').mockResolvedValue(created);
    const { dialog, onCreated, onClose } = open();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Name/ }), '  Brand book ');
    await userEvent.upload(dialog.querySelector<HTMLInputElement>('input[type="file"]')!, [file('brief.pdf'), file('logo.pdf')]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove logo.pdf' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create project' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(created));
    const [fields, files] = create.mock.calls[0]!;
    expect(fields).toMatchObject({ name: 'Brand book', status: 'upcoming', members: [], client: null });
    expect(files.map((f) => f.name)).toEqual(['brief.pdf']);
    expect(onClose).toHaveBeenCalled();
  });

  it('names the client business, found by typing part of its name', async () => {
    const create = vi.spyOn(projectsApi, 'create').mockResolvedValue({ id: 9, name: 'Brand book' } as ProjectDetail);
    const { dialog } = open();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Brand book');
    const picker = within(dialog).getByRole('combobox', { name: 'Client business' });
    expect(picker).toHaveAttribute('placeholder', 'Internal project');
    await userEvent.type(picker, 'casa');
    const list = await waitFor(() => document.getElementById(picker.getAttribute('aria-controls') ?? '')!);
    expect(
      within(list)
        .getAllByRole('option', { hidden: true })
        .map((o) => o.textContent),
    ).toEqual(['Casa Verde Inmobiliaria']);
    await userEvent.click(within(list).getByRole('option', { name: 'Casa Verde Inmobiliaria', hidden: true }));
    expect(picker).toHaveValue('Casa Verde Inmobiliaria');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create project' }));
    await waitFor(() => expect(create).toHaveBeenCalled());
    expect(create.mock.calls[0]![0]).toMatchObject({ name: 'Brand book', client: 8 });
  });

  it('says a client business that no longer exists on its field', async () => {
    vi.spyOn(projectsApi, 'create').mockRejectedValue(
      new ApiError('Invalid request.', 400, 'invalid', 'Invalid request.', { client: ['unknown_organisation'] }),
    );
    const { dialog, onCreated } = open();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Brand book');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create project' }));
    expect(await within(dialog).findByText('No such client business.')).toBeVisible();
    expect(within(dialog).getByRole('combobox', { name: 'Client business' })).toHaveAccessibleDescription(/No such client business\./);
    expect(onCreated).not.toHaveBeenCalled();
  });

  it('puts the server refusals on their fields and on the very file refused', async () => {
    vi.spyOn(projectsApi, 'create').mockRejectedValue(
      new ApiError('Invalid request.', 400, 'invalid', 'Invalid request.', {
        end_date: ['end_before_start'],
        'files.1': ['file_type_not_allowed'],
      }),
    );
    const { dialog, onCreated } = open();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Brand book');
    await userEvent.upload(dialog.querySelector<HTMLInputElement>('input[type="file"]')!, [file('brief.pdf'), file('setup.pdf')]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create project' }));
    expect(await within(dialog).findByText('The end date cannot be before the start date.')).toBeVisible();
    const items = within(within(dialog).getByRole('list', { name: 'Files to upload' })).getAllByRole('listitem');
    expect(within(items[1]!).getByRole('alert')).toHaveTextContent('This type of file is not accepted.');
    expect(within(items[0]!).queryByRole('alert')).toBeNull();
    expect(within(dialog).getByText('Nothing was created: remove or replace the files marked below.')).toBeVisible();
    expect(onCreated).not.toHaveBeenCalled();
  });

  it("says the call's own message when the server gives no usable detail", async () => {
    vi.spyOn(projectsApi, 'create').mockRejectedValue(new ApiError('HTTP 502', 502, undefined, undefined));
    const { dialog } = open();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Brand book');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create project' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Error creating project');
  });
});

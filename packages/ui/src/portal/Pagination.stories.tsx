import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Pagination } from './Pagination';

const meta = {
  title: 'Portal/Pagination',
  component: Pagination,
  args: { page: 2, lastPage: 4, onPageChange: fn() },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A middle page: both buttons enabled, "Page 2 of 4". */
export const MiddlePage: Story = {
  play: async ({ canvasElement, args }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Pages' });
    await userEvent.click(within(nav).getByRole('button', { name: 'Next page' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(3);
  },
};

/** The first page: "Previous page" is disabled. */
export const FirstPage: Story = {
  args: { page: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Previous page' })).toBeDisabled();
  },
};

/** The last page: "Next page" is disabled. */
export const LastPage: Story = {
  args: { page: 4 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Next page' })).toBeDisabled();
  },
};

/** Paging for real: the story keeps the page, as a host would after loading it. */
export const Interactive: Story = {
  render: function Render(args) {
    const [page, setPage] = useState(1);
    return (
      <Pagination
        {...args}
        page={page}
        onPageChange={(next) => {
          args.onPageChange(next);
          setPage(next);
        }}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Page 2 of 4');
  },
};

/** CityStash's theme, in German, with its own landmark name. */
export const CityStashGerman: Story = {
  args: { 'aria-label': 'Rechnungsverlauf: Seiten' },
  parameters: { stowly: { tenant: 'citystash', language: 'de' } },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Rechnungsverlauf: Seiten' });
    await expect(within(nav).getByRole('status')).toHaveTextContent('Seite 2 von 4');
  },
};

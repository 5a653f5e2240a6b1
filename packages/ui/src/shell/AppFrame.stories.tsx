import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { AppFrame } from './AppFrame';
import { LanguageSwitcher } from './LanguageSwitcher';

/** A small logo as an inline SVG, so the story loads nothing from a network. */
const logoUrl = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="40" viewBox="0 0 160 40">' +
    '<rect width="40" height="40" rx="8" fill="#1F6F5C"/><rect x="50" y="12" width="100" height="16" rx="4" fill="#10231D"/></svg>',
)}`;

const languages = [
  { id: 'en', name: 'English' },
  { id: 'sv', name: 'Svenska' },
  { id: 'de', name: 'Deutsch' },
];

/** Stand-in page content: a heading and a paragraph, as a routed view would render. */
function Page() {
  return (
    <>
      <h1 style={{ marginTop: 0 }}>Choose your storage unit</h1>
      <p>Storage units in Stockholm Södermalm, from 1 m² to 20 m².</p>
    </>
  );
}

const meta = {
  title: 'Shell/AppFrame',
  component: AppFrame,
  args: {
    tenantName: 'Nordbox Self Storage',
    logoUrl,
    actions: <LanguageSwitcher languages={languages} value="en" onChange={fn()} />,
    aside: <p style={{ margin: 0 }}>Your booking</p>,
    links: {
      imprintUrl: 'https://nordbox.example/imprint',
      privacyPolicyUrl: 'https://nordbox.example/privacy',
    },
    children: <Page />,
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AppFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Logo, language switcher, main content with a side column, and both footer links. */
export const WithSideColumn: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Nordbox Self Storage' })).toBeInTheDocument();
    await expect(canvas.getByRole('complementary')).toHaveTextContent('Your booking');
    await expect(canvas.getByRole('link', { name: 'Imprint' })).toHaveAttribute(
      'href',
      'https://nordbox.example/imprint',
    );
  },
};

/** No logo: the tenant name is the header text; no side column. */
export const NameWithoutLogo: Story = {
  args: { logoUrl: null, aside: undefined },
};

/** Only a privacy policy link. */
export const PrivacyLinkOnly: Story = {
  args: { links: { privacyPolicyUrl: 'https://nordbox.example/privacy' } },
};

/** No imprint or privacy URL: there is no footer. */
export const WithoutFooter: Story = {
  args: { links: {} },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('contentinfo')).toBeNull();
  },
};

/** The CityStash theme (dark header) in German. */
export const CityStashGerman: Story = {
  args: {
    tenantName: 'CityStash',
    logoUrl: null,
    actions: <LanguageSwitcher languages={languages} value="de" onChange={fn()} />,
  },
  parameters: { stowly: { tenant: 'citystash', language: 'de' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Impressum' })).toBeInTheDocument();
  },
};

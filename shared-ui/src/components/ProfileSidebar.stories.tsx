import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Button } from '@portal/shared-ui/components/Button';
import { makePublicUser, makeStatistics } from '../testing/users';
import { ProfileSidebar } from '@portal/shared-ui/components/ProfileSidebar';

const meta = {
  title: 'Profiles/ProfileSidebar',
  component: ProfileSidebar,
  args: {
    user: makePublicUser(),
    statistics: makeStatistics(),
    inbox: { newCommentsCount: 0, newMessagesCount: 0 },
  },
  decorators: [
    (Story, { parameters }) => (
      <div style={{ maxWidth: (parameters.maxWidth as number | undefined) ?? 300 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProfileSidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Profile: Story = {};
/** New comments and messages: badges beside their links. */
export const NewItems: Story = { args: { inbox: { newCommentsCount: 3, newMessagesCount: 21 } } };
/** The owner signs some materials with a pseudonym; only they see it here. */
export const WithPseudonym: Story = { args: { user: { ...makePublicUser(), pseudonym: 'Fizikas Fans' } } };
export const NoPicture: Story = {
  args: { user: makePublicUser({ avatar: null, avatar_id: null, school: null, description: null }) },
};
/** The own profile page adds its actions under 'Rediģēt profilu'. */
export const WithActions: Story = {
  args: {
    actions: (
      <Button variant="secondary" fullWidth>
        Izrakstīties visur
      </Button>
    ),
  },
};
export const Loading: Story = { args: { user: null, statistics: null } };
export const LongLatvianText: Story = {
  args: {
    user: makePublicUser({
      name: 'Ārija Ģertrūde Šķēle-Žuravļova',
      school: { id: 3, title: 'Daugavpils Valstspilsētas Vienības pamatskola un pirmsskolas izglītības iestāde' },
      description:
        'Fizikas un dabaszinību skolotāja ar divdesmit gadu pieredzi. Gatavoju laboratorijas darbus, simulācijas un pārbaudes darbus 7.–12. klasei; labprāt dalos ar kolēģiem.',
    }),
    inbox: { newCommentsCount: 112, newMessagesCount: 1 },
  },
};
export const Narrow: Story = { parameters: { maxWidth: 260 } };

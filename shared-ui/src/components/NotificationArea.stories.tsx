import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { notify, useNotifications } from '@portal/shared-ui/stores/notifications';
import { Button } from '@portal/shared-ui/components/Button';
import { NotificationArea } from '@portal/shared-ui/components/NotificationArea';

const meta = {
  title: 'Feedback/NotificationArea',
  component: NotificationArea,
  parameters: { layout: 'fullscreen' },
  beforeEach: () => {
    useNotifications.getState().clear();
    return () => useNotifications.getState().clear();
  },
} satisfies Meta<typeof NotificationArea>;

export default meta;
type Story = StoryObj<typeof meta>;

function Triggers() {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, padding: 32, paddingTop: 240 }}>
      <Button onClick={() => notify({ type: 'success', title: 'Patīk atzīme pievienota!' })}>Veiksme</Button>
      <Button
        variant="secondary"
        onClick={() =>
          notify({ type: 'info', title: 'Grāmatzīme pievienota!', text: 'Grāmatzīmes vari atrast savā profila lapā.' })
        }
      >
        Informācija
      </Button>
      <Button
        variant="secondary"
        onClick={() => notify({ type: 'warning', title: 'Uzmanību!', text: 'Pārbaudi ievadītos datus.' })}
      >
        Brīdinājums
      </Button>
      <Button
        variant="secondary"
        onClick={() =>
          notify({
            type: 'error',
            title: 'Pievienot materiālu neizdevās!',
            text: 'Radās servera kļūda. Pārbaudi datus un mēģini vēlreiz; ja neizdodas, sazinies ar administratoru.',
          })
        }
      >
        Kļūda
      </Button>
    </div>
  );
}

export const Interactive: Story = {
  render: () => (
    <>
      <NotificationArea />
      <Triggers />
    </>
  ),
};

/** Every kind at once, kept until clicked so it can be inspected. */
export const AllKinds: Story = {
  render: () => <NotificationArea />,
  beforeEach: () => {
    notify({ type: 'success', title: 'Darbība izdevās!', text: 'Materiāls saglabāts', duration: 0 });
    notify({
      type: 'info',
      title: 'Grāmatzīme pievienota!',
      text: 'Grāmatzīmes vari atrast savā profila lapā.',
      duration: 0,
    });
    notify({ type: 'warning', title: 'Patīk atzīme noņemta!', duration: 0 });
    notify({ type: 'error', title: 'Autorizācija neizdevās', text: 'Servera kļūda', duration: 0 });
  },
};

import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { useProgress } from '@portal/shared-ui/stores/progress';
import { Button } from '@portal/shared-ui/components/Button';
import { ProgressBar } from '@portal/shared-ui/components/ProgressBar';

const meta = {
  title: 'Feedback/ProgressBar',
  component: ProgressBar,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

function Controls() {
  const { pending, start, done } = useProgress();
  return (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center', padding: 32 }}>
      <Button onClick={start}>Sākt pieprasījumu</Button>
      <Button variant="secondary" onClick={done} disabled={pending === 0}>
        Pabeigt pieprasījumu
      </Button>
      <span>Notiek: {pending}</span>
    </div>
  );
}

/** Start a request: the bar creeps for 3 s and finishes on its own above 95 %, or when every request is done. */
export const Interactive: Story = {
  render: () => (
    <>
      <ProgressBar />
      <Controls />
    </>
  ),
};

/** A request that is already running when the page shows. */
export const Running: Story = {
  render: () => (
    <>
      <ProgressBar />
      <Controls />
    </>
  ),
  beforeEach: () => {
    useProgress.setState({ pending: 1 });
    return () => useProgress.setState({ pending: 0 });
  },
};

import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { ModerationReasonDialog } from '@portal/shared-ui/components/ModerationReasonDialog';

const meta = {
  title: 'Actions/ModerationReasonDialog',
  component: ModerationReasonDialog,
  args: {
    title: 'Paslēpt materiālu',
    lead: (
      <p>
        Materiāls pazudīs no visiem sarakstiem, meklēšanas un skaitiem; to redzēs tikai autors un administratori. Autors
        saņems e-pastu un paziņojumu ar iemeslu. Vēlāk to var atjaunot.
      </p>
    ),
    submit: 'Paslēpt',
    onDecide: (): Promise<unknown> => Promise.resolve(),
    onClose: () => {},
  },
} satisfies Meta<typeof ModerationReasonDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On the material page: press 'Paslēpt' empty to see the required reason's message. */
export const Hide: Story = {};
/** In the report queue: deleting cannot be undone, and the lead says so in two paragraphs. */
export const Delete: Story = {
  args: {
    title: 'Dzēst materiālu?',
    size: 'small',
    submit: 'Dzēst',
    submitIcon: 'trash',
    lead: (
      <>
        <p>
          Materiāls „Kustības vienādojumi 9. klasei” tiks izdzēsts neatgriezeniski kopā ar failu, komentāriem, atzīmēm
          un grāmatzīmēm. To nevarēs atjaunot.
        </p>
        <p>Autors saņems e-pastu un paziņojumu ar šo iemeslu.</p>
      </>
    ),
  },
};
/** The server refuses (someone else decided first): its words above the reason. */
export const Refused: Story = {
  args: { onDecide: () => Promise.reject(new Error('Materiāls jau ir izdzēsts.')) },
};
export const NarrowScreen: Story = { globals: { viewport: { value: 'mobile1' } } };

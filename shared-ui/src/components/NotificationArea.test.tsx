import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notify, useNotifications } from '@portal/shared-ui/stores/notifications';
import { NotificationArea } from '@portal/shared-ui/components/NotificationArea';

afterEach(() => useNotifications.getState().clear());

describe('NotificationArea', () => {
  it('announces notices politely and errors as alerts', () => {
    render(<NotificationArea />);
    act(() => {
      notify({ type: 'success', title: 'Grāmatzīme pievienota!', text: 'Grāmatzīmes vari atrast savā profila lapā.' });
      notify({ type: 'error', title: 'Autorizācija neizdevās', text: 'Servera kļūda' });
    });
    const status = screen.getByRole('status');
    const alert = screen.getByRole('alert');
    expect(within(status).getByText('Grāmatzīme pievienota!')).toBeVisible();
    expect(within(status).getByText('Grāmatzīmes vari atrast savā profila lapā.')).toBeVisible();
    expect(within(status).queryByText('Autorizācija neizdevās')).not.toBeInTheDocument();
    expect(within(alert).getByText('Autorizācija neizdevās')).toBeVisible();
  });

  it('dismisses a notice when it is clicked', async () => {
    render(<NotificationArea />);
    act(() => {
      notify({ type: 'info', title: 'Patīk atzīme noņemta!' });
    });
    await userEvent.click(screen.getByRole('button', { name: /Patīk atzīme noņemta!/ }));
    expect(screen.queryByText('Patīk atzīme noņemta!')).not.toBeInTheDocument();
    expect(useNotifications.getState().items).toEqual([]);
  });
});

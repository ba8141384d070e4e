import { fireEvent, render, screen } from '@testing-library/react';
import { ConfirmDialog } from './ConfirmDialog';

function dialog(busy: boolean, handlers = { onCancel: jest.fn(), onConfirm: jest.fn() }) {
  render(
    <ConfirmDialog
      open
      title="Delete this item?"
      busy={busy}
      cancelText="Cancel"
      confirmText="Delete"
      testId="thing-delete"
      {...handlers}
    >
      <p>It cannot be undone.</p>
    </ConfirmDialog>,
  );
  return handlers;
}

test('asks, and Cancel or Delete tell the caller', () => {
  const { onCancel, onConfirm } = dialog(false);
  expect(screen.getByRole('dialog', { name: 'Delete this item?' }).textContent).toContain(
    'It cannot be undone.',
  );
  fireEvent.click(screen.getByTestId('thing-delete-confirm'));
  expect(onConfirm).toHaveBeenCalledTimes(1);
  fireEvent.click(screen.getByTestId('thing-delete-cancel'));
  expect(onCancel).toHaveBeenCalledTimes(1);
  fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
  expect(onCancel).toHaveBeenCalledTimes(2);
});

test('while the action runs nothing closes it: Cancel disabled, no close button, Escape ignored', () => {
  const { onCancel } = dialog(true);
  expect(screen.getByTestId('thing-delete-cancel')).toHaveProperty('disabled', true);
  expect(screen.queryByRole('button', { name: /close/i })).toBeNull();
  fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
  expect(onCancel).not.toHaveBeenCalled();
  expect(screen.getByTestId('thing-delete-confirm').className).toMatch(/loading/);
});

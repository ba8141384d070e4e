import { fireEvent, waitFor, within } from '@testing-library/dom';
import { useState } from 'react';
import { i18n, type Locale } from '@nibras/shared-ui';
import { zodToFormik } from '@nibras/shared-ui/extra';
import { createSaved, listSaved, type SavedContent } from './api';
import { SaveDialog, saveSchema, type SaveDialogProps } from './SaveDialog';
import { captureToasts, createGate, type Gate } from '@nibras/shared-ui/testing';
import { msg, realApiForFile, remoteRenderer } from './test-api';

const realApi = realApiForFile();
const render = remoteRenderer();
const toasts = captureToasts();

const REPLY =
  'Photosynthesis turns light, water and carbon dioxide into glucose.\n\nIt happens in chloroplasts.';

/** The dialog with its opener, as the chat has it: the state shows whether it is open. */
function Harness(props: Partial<SaveDialogProps>) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <span data-testid="dialog-state">{open ? 'open' : 'closed'}</span>
      <button type="button" data-testid="reopen" onClick={() => setOpen(true)}>
        reopen
      </button>
      <SaveDialog content={REPLY} {...props} open={open} onClose={() => setOpen(false)} />
    </>
  );
}

async function setup(locale: Locale, props: Partial<SaveDialogProps> = {}, gate?: Gate) {
  const token = await realApi().signUp();
  const api = realApi().client(token, { gate });
  const rendered = await render(<Harness {...props} />, { locale, api });
  const form = await within(document.body).findByTestId('save-dialog');
  return { ...rendered, api, form };
}

const field = (form: HTMLElement, name: string) =>
  form.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name="${name}"]`)!;
const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
const submitButton = () => within(document.body).getByTestId('save-dialog-submit');
const cancelButton = () => within(document.body).getByTestId('save-dialog-cancel');
const state = () => within(document.body).getByTestId('dialog-state').textContent;
const checkedColor = (form: HTMLElement) =>
  form.querySelector<HTMLInputElement>('input[name="color"]:checked')?.value;

describe('the Save dialog', () => {
  it.each(['en', 'ar'] as const)(
    'in %s, opens with the reply, white chosen, and says what is missing',
    async (locale) => {
      const { form, api } = await setup(locale);
      expect(within(document.body).getByText(msg(locale, 'saved.form.createTitle'))).toBeTruthy();
      expect(field(form, 'content').value).toBe(REPLY);
      expect(field(form, 'title').value).toBe('');
      expect(field(form, 'tag').value).toBe('');
      expect(checkedColor(form)).toBe('#FFFFFF');

      // The five swatches, each a radio named by its colour.
      const radios = [...form.querySelectorAll<HTMLInputElement>('input[name="color"]')];
      expect(radios.map((r) => r.value)).toEqual(['#D2E4E2', '#FFD5EA', '#FFFFFF', '#FEE7A6', '#D8CAE8']);
      expect(radios.map((r) => r.closest('label')?.textContent)).toEqual(
        ['mint', 'pink', 'white', 'yellow', 'lavender'].map((c) => msg(locale, `saved.colors.${c}`)),
      );
      expect(within(form).getByRole('group', { name: msg(locale, 'saved.form.color') })).toBeTruthy();

      fireEvent.click(submitButton());
      await waitFor(() =>
        expect(within(form).getByTestId('field-error-title').textContent).toBe(
          locale === 'en' ? 'Title is required' : 'العنوان مطلوب',
        ),
      );
      expect(within(form).getByTestId('field-error-tag').textContent).toBe(
        locale === 'en' ? 'Tag is required' : 'الوسم مطلوب',
      );
      expect(within(form).queryByTestId('field-error-color')).toBeNull();
      expect(field(form, 'title').getAttribute('aria-invalid')).toBe('true');
      // Focus goes to the first field to fix.
      await waitFor(() => expect(document.activeElement).toBe(field(form, 'title')));

      // Blank text is missing text; an emptied reply too.
      type(field(form, 'title'), '   ');
      type(field(form, 'content'), '  ');
      fireEvent.click(submitButton());
      await waitFor(() =>
        expect(within(form).getByTestId('field-error-content').textContent).toBe(
          msg(locale, 'saved.form.errors.contentRequired'),
        ),
      );
      expect(state()).toBe('open');
      expect((await listSaved(api)).savedContents).toEqual([]);
    },
  );

  it.each(['en', 'ar'] as const)(
    'in %s, a colour that is not a swatch says "Color is required"',
    async (locale) => {
      await i18n.changeLanguage(locale);
      const validate = zodToFormik(saveSchema, { translate: (key) => i18n.t(key) });
      const values = { title: 'a', tag: 'b', content: 'c' };
      expect(validate({ ...values, color: '' })).toEqual({
        color: locale === 'en' ? 'Color is required' : 'اللون مطلوب',
      });
      expect(validate({ ...values, color: '#000000' })).toEqual({
        color: msg(locale, 'saved.form.errors.colorRequired'),
      });
      expect(validate({ ...values, color: '#FEE7A6' })).toEqual({});
    },
  );

  it.each(['en', 'ar'] as const)('in %s, saves, says "Content saved" and closes', async (locale) => {
    const onSaved = jest.fn<void, [SavedContent]>();
    const { form, api } = await setup(locale, { onSaved });
    type(field(form, 'title'), '  Photosynthesis  ');
    type(field(form, 'tag'), 'أحياء');
    fireEvent.click(form.querySelector('input[value="#FFD5EA"]')!);
    expect(checkedColor(form)).toBe('#FFD5EA');
    fireEvent.click(submitButton());

    await waitFor(() => expect(state()).toBe('closed'));
    expect(toasts.at(-1)).toEqual({
      kind: 'success',
      text: locale === 'en' ? 'Content saved' : 'تم حفظ المحتوى',
    });
    const { savedContents } = await listSaved(api);
    expect(savedContents).toHaveLength(1);
    expect(savedContents[0]).toMatchObject({
      title: 'Photosynthesis',
      tag: 'أحياء',
      color: '#FFD5EA',
      content: REPLY,
      conversationId: null,
      messageId: null,
    });
    expect(onSaved).toHaveBeenCalledWith(savedContents[0]);

    // Open again: a fresh form.
    fireEvent.click(within(document.body).getByTestId('reopen'));
    await waitFor(() => expect(state()).toBe('open'));
    expect(field(form, 'title').value).toBe('');
    expect(checkedColor(form)).toBe('#FFFFFF');
    expect(field(form, 'content').value).toBe(REPLY);
  });

  it('cannot be closed while it submits: no close button, no Escape, no mask, Cancel disabled', async () => {
    const gate = createGate();
    const { form } = await setup('en', { tags: [] }, gate);
    // Escape and the close button work while it is idle (checked on a second dialog below).
    expect(document.body.querySelector('.ant-modal-close')).not.toBeNull();

    type(field(form, 'title'), 'Cells');
    type(field(form, 'tag'), 'Biology');
    gate.hold();
    fireEvent.click(submitButton());
    await waitFor(() => expect(gate.waiting).toBe(1));
    await waitFor(() => expect(cancelButton().hasAttribute('disabled')).toBe(true));
    expect(submitButton().className).toMatch(/ant-btn-loading/);
    expect(document.body.querySelector('.ant-modal-close')).toBeNull();
    expect(field(form, 'title').hasAttribute('disabled')).toBe(true);

    fireEvent.click(cancelButton());
    fireEvent.keyDown(document.body.querySelector('.ant-modal-wrap')!, { key: 'Escape', keyCode: 27 });
    fireEvent.keyDown(document.body.querySelector('.ant-modal')!, { key: 'Escape', keyCode: 27 });
    fireEvent.click(document.body.querySelector('.ant-modal-wrap')!);
    expect(state()).toBe('open');

    gate.release();
    await waitFor(() => expect(state()).toBe('closed'));
    expect(toasts.at(-1)).toEqual({ kind: 'success', text: 'Content saved' });
  });

  it('a Cancel right after Save (before a render) does not reset the form under the save', async () => {
    const { form, api } = await setup('en', { tags: [] });
    type(field(form, 'title'), 'Quick');
    type(field(form, 'tag'), 'Math');
    fireEvent.click(submitButton());
    fireEvent.click(cancelButton());
    await waitFor(() => expect(state()).toBe('closed'));
    expect(toasts).toEqual([{ kind: 'success', text: 'Content saved' }]);
    expect((await listSaved(api)).savedContents.map((s) => s.title)).toEqual(['Quick']);
  });

  it('Escape closes it when it is not submitting, and that resets it too', async () => {
    const { form } = await setup('en', { tags: [] });
    type(field(form, 'title'), 'Draft');
    fireEvent.keyDown(document.body.querySelector('.ant-modal-wrap')!, { key: 'Escape', keyCode: 27 });
    await waitFor(() => expect(state()).toBe('closed'));
    fireEvent.click(within(document.body).getByTestId('reopen'));
    await waitFor(() => expect(state()).toBe('open'));
    expect(field(form, 'title').value).toBe('');
  });

  it.each(['en', 'ar'] as const)(
    'in %s, Cancel resets the form and closes it, saving nothing',
    async (locale) => {
      const { form, api } = await setup(locale);
      type(field(form, 'tag'), 'Physics');
      type(field(form, 'content'), 'Only the first part');
      fireEvent.click(form.querySelector('input[value="#D8CAE8"]')!);
      fireEvent.click(submitButton());
      await within(form).findByTestId('field-error-title');
      type(field(form, 'title'), 'Half-typed');
      fireEvent.click(cancelButton());
      expect(cancelButton().textContent).toBe(msg(locale, 'saved.form.cancel'));
      await waitFor(() => expect(state()).toBe('closed'));

      fireEvent.click(within(document.body).getByTestId('reopen'));
      await waitFor(() => expect(state()).toBe('open'));
      expect(field(form, 'title').value).toBe('');
      expect(field(form, 'tag').value).toBe('');
      expect(field(form, 'content').value).toBe(REPLY);
      expect(checkedColor(form)).toBe('#FFFFFF');
      expect(within(form).queryByTestId('field-error-title')).toBeNull();
      expect((await listSaved(api)).savedContents).toEqual([]);
      expect(toasts).toEqual([]);
    },
  );

  it.each(['en', 'ar'] as const)(
    'in %s, an API refusal shows the API’s message and keeps everything typed',
    async (locale) => {
      // A source conversation that is not the student's: the API answers 404.
      const { form, api } = await setup(locale, {
        source: { conversationId: 'not-mine', messageId: 'nope' },
      });
      type(field(form, 'title'), 'Kept title');
      type(field(form, 'tag'), 'Kept tag');
      fireEvent.click(form.querySelector('input[value="#FEE7A6"]')!);
      fireEvent.click(submitButton());
      await waitFor(() => expect(toasts.at(-1)?.kind).toBe('error'));
      // The toast comes from the submit handler; the form leaves its submitting state (Cancel
      // enabled again) in the render after it, which a loaded machine may not have drawn yet.
      await waitFor(() => expect(cancelButton().hasAttribute('disabled')).toBe(false));
      expect(toasts.at(-1)?.text).toBe(
        locale === 'en'
          ? 'The conversation or message this content comes from was not found'
          : 'لم يُعثر على المحادثة أو الرسالة التي يأتي منها هذا المحتوى',
      );
      expect(state()).toBe('open');
      expect(field(form, 'title').value).toBe('Kept title');
      expect(field(form, 'tag').value).toBe('Kept tag');
      expect(checkedColor(form)).toBe('#FEE7A6');
      expect(field(form, 'title').hasAttribute('disabled')).toBe(false);
      expect((await listSaved(api)).savedContents).toEqual([]);
    },
  );

  it('saves a real tutor reply with the conversation and message it came from', async () => {
    const token = await realApi().signUp();
    const api = realApi().client(token);
    const reply = await realApi().reply(token, 'What is photosynthesis?');
    const source = { conversationId: reply.conversationId, messageId: reply.messageId };
    await render(<Harness content={reply.content} source={source} />, { locale: 'en', api });
    const form = await within(document.body).findByTestId('save-dialog');
    expect(field(form, 'content').value).toBe(reply.content);
    type(field(form, 'title'), 'From the tutor');
    type(field(form, 'tag'), 'Biology');
    fireEvent.click(submitButton());
    await waitFor(() => expect(state()).toBe('closed'));
    const [saved] = (await listSaved(api)).savedContents;
    expect(saved).toMatchObject({ ...source, title: 'From the tutor', content: reply.content.trim() });

    // Another student cannot attach it to their own saved content.
    const other = realApi().client(await realApi().signUp());
    await expect(
      createSaved(other, { title: 't', tag: 't', color: '#FFFFFF', content: 'c', ...source }),
    ).rejects.toMatchObject({
      status: 404,
    });
  });

  it('shows the API’s own message under the field it refused, in the current language', async () => {
    const { form } = await setup('ar');
    type(field(form, 'title'), 'bell \u0007');
    type(field(form, 'tag'), 'x');
    fireEvent.click(submitButton());
    await waitFor(() =>
      expect(within(form).getByTestId('field-error-title').textContent).toBe(
        'الحقل title يجب ألا يحتوي على محارف تحكم',
      ),
    );
    expect(toasts.at(-1)).toEqual({
      kind: 'error',
      text: 'البيانات المرسلة غير صالحة: الحقل title يجب ألا يحتوي على محارف تحكم',
    });
    // Editing the field clears the server's complaint.
    type(field(form, 'title'), 'bell');
    await waitFor(() => expect(within(form).queryByTestId('field-error-title')).toBeNull());
  });

  it('suggests the student’s own tags under the tag field', async () => {
    const token = await realApi().signUp();
    const api = realApi().client(token);
    await createSaved(api, { title: 't', tag: 'Chemistry', color: '#FFFFFF', content: 'c' });
    await render(<Harness />, { locale: 'en', api });
    const form = await within(document.body).findByTestId('save-dialog');
    await waitFor(() =>
      expect(form.querySelector('datalist option')?.getAttribute('value')).toBe('Chemistry'),
    );
    expect(field(form, 'tag').getAttribute('list')).toBe(form.querySelector('datalist')?.id);
  });
});

import { createFormatters, formValidators, mapServerFieldErrors, validate } from '@stowly/booking';
import { type FormFieldMessage, useFormState, useTranslation } from '@stowly/booking/react';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { Button, Form } from 'react-aria-components';
import { Button as StowlyButton } from '../internal/Button';
import { TextField } from '../internal/TextField';
import { partClassName, type StowlyPart, useStowlyTheme } from '../theme/StowlyThemeProvider';
import { errorCode } from './internal/errorCode';
import { PortalAlertDialog, PortalDialogActions } from './internal/PortalAlertDialog';
import { PortalCell, PortalStatusBadge, PortalTable } from './internal/PortalTable';
import { useAsyncAction } from './internal/useAsyncAction';

/**
 * A person with shared access as `GET /customer-portal/shared-access/{locationId}` returns it
 * (`Manager`); pass the API objects as they are. The id is the API's integer.
 */
export interface SharedAccessManagerData {
  /** The manager id (integer), for `DELETE /customer-portal/shared-access/{locationId}/{managerId}`. */
  id: number;
  /** The person's name: the row header. */
  name: string;
  /** The person's email address. */
  email: string;
  /** `invited` until the person accepts the invitation. */
  status: 'invited' | 'active';
  /** When the access was granted: an RFC 3339 timestamp in UTC. */
  createdAt: string;
}

/** The body of `POST /customer-portal/shared-access/{locationId}` (`ManagerCreateRequest`). */
export interface NewManager {
  /** The person's name, trimmed. */
  name: string;
  /** The person's email address, trimmed. */
  email: string;
}

/** Props of {@link SharedAccessList}. */
export interface SharedAccessListProps<TManager extends SharedAccessManagerData = SharedAccessManagerData> {
  /**
   * The managers of the current page: `data` of the API page, fetched with
   * `pageSize: SHARED_ACCESSES_PAGE_SIZE` (5) from `@stowly/booking`.
   */
  managers: readonly TManager[];
  /**
   * The page shown (the API's `page`).
   * @default 1
   */
  page?: number;
  /**
   * The last page (the API's `lastPage`).
   * @default 1
   */
  lastPage?: number;
  /** Called with the page to show; the host loads it. */
  onPageChange?: (page: number) => void;
  /**
   * Whether a page is loading.
   * @default false
   */
  isLoading?: boolean;
  /**
   * Called with the validated invitation. Return the promise of the call: while it runs the form
   * is pending; when it fulfils the form is cleared and "Invitation sent" is announced; when it
   * rejects the error shows (`manager-exists` and the API's field details on their fields).
   */
  onAdd: (manager: NewManager) => unknown;
  /**
   * Called with the manager once the person confirms the removal. Return the promise of the call:
   * the confirmation shows its pending and error states and closes when it fulfils.
   */
  onRemove: (manager: TManager) => unknown;
  /**
   * The BCP 47 locale for dates.
   * @default the locale of the nearest `I18nProvider`
   */
  locale?: string;
  /**
   * The IANA time zone of the "since" dates, such as the location's `timeZone`. Pass it on a page
   * rendered on a server too: the server's time zone is not the browser's, and the dates would
   * differ between the server's HTML and the render that hydrates it.
   * @default the browser's time zone (the server's, in a server render)
   */
  timeZone?: string;
  /**
   * The heading level of "Shared access"; the form's heading is one level below.
   * @default 2
   */
  headingLevel?: 2 | 3 | 4 | 5;
}

const NO_PAGE_CHANGE = () => {};

/** The longest name and email address `ManagerCreateRequest` accepts. */
const MAX_NAME_LENGTH = 200;
const MAX_EMAIL_LENGTH = 254;

/**
 * The people who may manage the customer's account at a location: a server-paged table (name as
 * the row header, email, status in words, since when) with a "Remove" button per person that asks
 * for confirmation in an `alertdialog`, and a form to invite someone by name and email, validated
 * on blur and change with the `formValidators` of `@stowly/booking`. Loads and sends nothing itself.
 *
 * Parts: `stowly-SharedAccessList` (section) with the shared `stowly-PortalTable*` parts,
 * `stowly-PortalStatus` (`data-status`), `stowly-SharedAccessListRemove` (react-aria Button),
 * `stowly-SharedAccessListAnnouncement`, `stowly-SharedAccessListForm`,
 * `stowly-SharedAccessListFormTitle`, `stowly-SharedAccessListField` (react-aria `data-invalid`),
 * `stowly-SharedAccessListFieldError`, `stowly-SharedAccessListFormError`,
 * `stowly-SharedAccessListSubmit` (`data-pending`), the `stowly-Pagination` parts, and the removal
 * dialog `stowly-SharedAccessRemoveDialog` with the `stowly-PortalDialog*` parts.
 */
export function SharedAccessList<TManager extends SharedAccessManagerData>(
  props: SharedAccessListProps<TManager>,
): ReactNode {
  const i18n = useTranslation();
  const { t } = i18n;
  const { elements } = useStowlyTheme();
  const { formatDay } = props.locale ? createFormatters(props.locale) : i18n;
  const baseId = useId();
  const describedBy = useId();
  const level = props.headingLevel ?? 2;
  const [removing, setRemoving] = useState<TManager | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const remove = useAsyncAction(props.onRemove);
  const close = () => {
    remove.reset();
    setRemoving(null);
  };

  return (
    <PortalTable
      part="SharedAccessList"
      title={t('ui.portal.sharedAccessList.title')}
      description={t('ui.portal.sharedAccessList.description')}
      headingLevel={level}
      columns={[
        { id: 'name', name: t('ui.portal.sharedAccessList.name') },
        { id: 'email', name: t('ui.portal.sharedAccessList.email') },
        { id: 'status', name: t('ui.portal.sharedAccessList.status') },
        { id: 'since', name: t('ui.portal.sharedAccessList.since') },
        { id: 'access', name: t('ui.portal.sharedAccessList.access') },
      ]}
      rows={props.managers}
      emptyText={t('ui.portal.sharedAccessList.empty')}
      loadingText={t('ui.portal.sharedAccessList.loading')}
      isLoading={props.isLoading ?? false}
      page={props.page ?? 1}
      lastPage={props.lastPage ?? 1}
      onPageChange={props.onPageChange ?? NO_PAGE_CHANGE}
      renderRow={(manager) => (
        <>
          <PortalCell>
            <span id={`${baseId}-name-${manager.id}`}>{manager.name}</span>
          </PortalCell>
          <PortalCell>{manager.email}</PortalCell>
          <PortalCell>
            <PortalStatusBadge status={manager.status}>
              {t(`ui.portal.sharedAccessList.${manager.status}`)}
            </PortalStatusBadge>
          </PortalCell>
          <PortalCell>{formatDay(manager.createdAt, { timeZone: props.timeZone })}</PortalCell>
          <PortalCell>
            <StowlyButton
              variant="danger-secondary"
              size="small"
              className={partClassName('SharedAccessListRemove', elements)}
              aria-labelledby={`${baseId}-remove-${manager.id} ${baseId}-name-${manager.id}`}
              onPress={() => setRemoving(manager)}
            >
              <span id={`${baseId}-remove-${manager.id}`}>{t('ui.portal.sharedAccessList.remove')}</span>
            </StowlyButton>
          </PortalCell>
        </>
      )}
    >
      <p className={partClassName('SharedAccessListAnnouncement', elements)} role="status">
        {announcement}
      </p>
      <InviteForm headingLevel={level + 1} onAdd={props.onAdd} onSent={setAnnouncement} />
      <PortalAlertDialog
        part="SharedAccessRemoveDialog"
        isOpen={removing !== null}
        onClose={close}
        isPending={remove.isPending}
        title={t('ui.portal.sharedAccessList.removeTitle', { name: removing?.name ?? '' })}
        describedBy={describedBy}
      >
        {removing ? (
          <>
            <p id={describedBy}>
              {t('ui.portal.sharedAccessList.removeText', { name: removing.name, email: removing.email })}
            </p>
            <PortalDialogActions
              keepLabel={t('ui.portal.sharedAccessList.keep')}
              confirmLabel={t('ui.portal.sharedAccessList.confirmRemove')}
              pendingLabel={t('ui.portal.sharedAccessList.removePending')}
              isPending={remove.isPending}
              errorMessage={remove.error ? t('ui.portal.sharedAccessList.removeFailed') : null}
              onKeep={close}
              onConfirm={async () => {
                const outcome = await remove.run(removing);
                if (outcome === false) return;
                if (outcome)
                  setAnnouncement(t('ui.portal.sharedAccessList.removed', { name: removing.name }));
                close();
              }}
            />
          </>
        ) : null}
      </PortalAlertDialog>
    </PortalTable>
  );
}

interface InviteFormProps {
  headingLevel: number;
  onAdd: (manager: NewManager) => unknown;
  onSent: (announcement: string) => void;
}

type InviteField = keyof NewManager;

const INVITE_FIELDS: readonly InviteField[] = ['name', 'email'];
const NO_INVITATION: NewManager = { name: '', email: '' };

/** The invitation form of {@link SharedAccessList}. */
function InviteForm(props: InviteFormProps): ReactNode {
  const { t } = useTranslation();
  const { elements } = useStowlyTheme();
  const part = (name: StowlyPart) => partClassName(name, elements);
  const headingId = useId();
  const Heading = `h${Math.min(props.headingLevel, 6)}` as 'h3';
  const [values, setValues] = useState<NewManager>(NO_INVITATION);
  const add = useAsyncAction(props.onAdd);

  const { required, email, maxLength } = formValidators;
  const errors: Partial<Record<InviteField, FormFieldMessage>> = {};
  const nameError = validate(values.name, required, maxLength(MAX_NAME_LENGTH));
  const emailError = validate(values.email, required, email, maxLength(MAX_EMAIL_LENGTH));
  if (nameError) errors.name = nameError;
  if (emailError) errors.email = emailError;
  const serverErrors: Partial<Record<string, FormFieldMessage>> | null = add.error
    ? mapServerFieldErrors(add.error)
    : null;
  if (serverErrors && errorCode(add.error) === 'manager-exists') {
    serverErrors.email = { key: 'ui.portal.sharedAccessList.managerExists' };
  }
  const form = useFormState({ fields: INVITE_FIELDS, errors, serverErrors });
  const fieldError = (field: InviteField) => {
    const message = form.message(field);
    return message ? t(message.key, message.values) : undefined;
  };
  const formError =
    add.error && !serverErrors?.name && !serverErrors?.email
      ? t('ui.portal.sharedAccessList.addFailed')
      : null;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (add.isPending || !form.submit()) return;
    const manager = { name: values.name.trim(), email: values.email.trim() };
    props.onSent('');
    const outcome = await add.run(manager);
    if (outcome === false) return;
    setValues(NO_INVITATION);
    form.reset();
    if (outcome) props.onSent(t('ui.portal.sharedAccessList.sent', { email: manager.email }));
  };

  const field = (name: InviteField, label: string, type: 'text' | 'email', autoComplete: string) => (
    <TextField
      parts={{ field: 'SharedAccessListField', error: 'SharedAccessListFieldError' }}
      name={name}
      type={type}
      autoComplete={autoComplete}
      label={label}
      value={values[name]}
      onChange={(value) => {
        setValues((previous) => ({ ...previous, [name]: value }));
        form.edit(name);
      }}
      onBlur={() => form.touch(name)}
      isRequired
      showRequiredMarker={false}
      error={fieldError(name)}
      inputRef={form.register(name)}
    />
  );

  return (
    <Form
      className={part('SharedAccessListForm')}
      aria-labelledby={headingId}
      validationBehavior="aria"
      onSubmit={submit}
    >
      <Heading id={headingId} className={part('SharedAccessListFormTitle')}>
        {t('ui.portal.sharedAccessList.addTitle')}
      </Heading>
      {field('name', t('ui.portal.sharedAccessList.name'), 'text', 'name')}
      {field('email', t('ui.portal.sharedAccessList.email'), 'email', 'email')}
      {formError ? (
        <p className={part('SharedAccessListFormError')} role="alert">
          {formError}
        </p>
      ) : null}
      <Button type="submit" className={part('SharedAccessListSubmit')} isPending={add.isPending}>
        {add.isPending ? t('ui.portal.sharedAccessList.addPending') : t('ui.portal.sharedAccessList.add')}
      </Button>
    </Form>
  );
}

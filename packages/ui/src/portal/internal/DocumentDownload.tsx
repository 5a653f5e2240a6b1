import type { Formatters } from '@stowly/booking';
import { useTranslation } from '@stowly/booking/react';
import { type ReactNode, useId } from 'react';
import { Button } from '../../internal/Button';
import { partClassName, useStowlyTheme } from '../../theme/StowlyThemeProvider';
import { useAsyncAction } from './useAsyncAction';

/**
 * A file size in the locale's words for units (`38 kB`, `1,2 MB`): bytes below a kilobyte,
 * whole kilobytes below a megabyte, megabytes with one decimal above (decimal units, 1 kB = 1000 B).
 */
export function formatFileSize(bytes: number, formatNumber: Formatters['formatNumber']): string {
  const unit = (value: number, name: string, digits = 0) =>
    formatNumber(value, { style: 'unit', unit: name, unitDisplay: 'short', maximumFractionDigits: digits });
  if (bytes < 1000) return unit(bytes, 'byte');
  if (bytes < 999_500) return unit(Math.round(bytes / 1000), 'kilobyte');
  return unit(bytes / 1_000_000, 'megabyte', 1);
}

/** Props of {@link DocumentDownload}. */
interface DocumentDownloadProps {
  /** The button's accessible name: which document, its type and size ("Download invoice 1042 (PDF, 38 kB)"). */
  label: string;
  /** The size as shown ("38 kB"). */
  size: string;
  /** Downloads the document; the button is busy until its promise settles, and says so when it rejects. */
  onDownload: () => unknown;
}

/**
 * A portal document's download button: shows the type and size ("PDF, 38 kB"), is named with the
 * document ("Download invoice … (PDF, 38 kB)"), is busy while the download runs and says when it
 * failed (the button stays usable for another try). Parts: `stowly-PortalDocumentDownload` (the
 * react-aria Button, `data-pending` while busy) and `stowly-PortalDocumentDownloadError`.
 */
export function DocumentDownload(props: DocumentDownloadProps): ReactNode {
  const { t } = useTranslation();
  const { elements } = useStowlyTheme();
  const errorId = useId();
  const download = useAsyncAction(props.onDownload);
  const failed = download.error !== null;
  return (
    <>
      <Button
        variant="text"
        size="small"
        className={partClassName('PortalDocumentDownload', elements)}
        aria-label={props.label}
        aria-describedby={failed ? errorId : undefined}
        isPending={download.isPending}
        onPress={() => void download.run()}
      >
        {download.isPending
          ? t('ui.portal.documents.downloading')
          : t('ui.portal.documents.fileSize', { size: props.size })}
      </Button>
      {failed ? (
        <span id={errorId} role="alert" className={partClassName('PortalDocumentDownloadError', elements)}>
          {t('ui.portal.documents.failed')}
        </span>
      ) : null}
    </>
  );
}

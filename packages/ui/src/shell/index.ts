// The public exports of the app frame: header, footer, full-page skeleton, cookie consent modal, language switcher and toast region.
export { AppFrame, type AppFrameLinks, type AppFrameProps } from './AppFrame';
export { AppSkeleton, type AppSkeletonProps } from './AppSkeleton';
export { CookieConsentModal, type CookieConsentModalProps } from './CookieConsentModal';
export {
  LanguageSwitcher,
  type LanguageSwitcherLanguage,
  type LanguageSwitcherProps,
} from './LanguageSwitcher';
export { LanguageSwitcherButton, type LanguageSwitcherButtonProps } from './LanguageSwitcherButton';
export { ToastRegion, type ToastRegionProps, type ToastRegionToast } from './ToastRegion';

/** The public parts of the error and status pages: not found, forbidden, server error, session ended, already booked, e-signature and ID check outcomes, frame refusal; each renders with the class `stowly-<Part>`. */
export type StatusPart =
  | 'StatusPage'
  | 'StatusPageIcon'
  | 'StatusPageTitle'
  | 'StatusPageText'
  | 'StatusPageActions'
  | 'StatusPagePrimaryAction'
  | 'StatusPageSecondaryAction'
  | 'FrameRefusal';

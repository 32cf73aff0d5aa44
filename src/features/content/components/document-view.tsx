import { useEffect } from 'react'
import { useLocation } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import type { LegalDocument } from '../documents/types.ts'
import classes from './document-view.module.css'

/**
 * A legal document: its table of contents (links to `#section-id`, so a section has an address to share) and its
 * sections, each an h2 carrying the anchor. An address that already names a section scrolls to it once the document
 * is shown (it arrives after the browser's own jump).
 */
export function DocumentView({ document }: { document: LegalDocument }) {
  const { t } = useLingui()
  const hash = useLocation({ select: (location) => location.hash })

  useEffect(() => {
    if (!hash) return
    globalThis.document.getElementById(hash)?.scrollIntoView?.()
  }, [hash])

  return (
    <div className={classes.layout}>
      <nav aria-label={t`Índice`} className={classes.toc}>
        <h2 className={classes.tocTitle}>
          <Trans>Índice</Trans>
        </h2>
        <ol className={classes.tocList}>
          {document.sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className={classes.tocLink}>
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <div className={classes.body}>
        {document.sections.map((section) => (
          <section key={section.id} aria-labelledby={section.id} className={classes.section}>
            <h2 id={section.id} className={classes.heading} tabIndex={-1}>
              {section.title}
            </h2>
            {section.paragraphs.map((paragraph, index) => (
              <p key={index} className={classes.paragraph}>
                {paragraph}
              </p>
            ))}
          </section>
        ))}
      </div>
    </div>
  )
}

import { Button } from '@mantine/core'
import type { Messages } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { IconAlert } from '@/shared/ui/icons/alert.tsx'
import { MessageScreen } from '@/shared/ui/message-screen.tsx'

/**
 * What the boot-failure screen says. How it gets translated, given that the catalog may be what failed:
 * - it goes through Lingui like every other text, so with the player's catalog loaded (the mock's chunk failed,
 *   not the catalog) it is in their language;
 * - when no catalog loaded, boot activates the source locale (pt-BR) with BOOT_FAILURE_SOURCE_CATALOG, made from
 *   these descriptors. A production build strips the source text from message descriptors (ids only), so
 *   vite.config.ts compiles this one file with Lingui's `descriptorFields: 'message'`: its three pt-BR texts,
 *   ~200 bytes, are in the entry chunk, and no other message is.
 */
export const BOOT_FAILURE_MESSAGES = {
  title: msg`Não foi possível abrir o Jogada`,
  description: msg`A conexão falhou enquanto o site carregava. Verifique sua internet e recarregue a página.`,
  reload: msg`Recarregar`,
}

/** The source-locale catalog of the three messages above, in Lingui's compiled form (plain text: one token). */
export function bootFailureSourceCatalog(): Messages {
  return Object.fromEntries(
    Object.values(BOOT_FAILURE_MESSAGES).map((descriptor) => [descriptor.id, [descriptor.message ?? descriptor.id]]),
  )
}

/**
 * Full screen, when the app could not start (a chunk it needs failed to download, retries included): nothing
 * else can render, so it says so and offers a reload, in the route error's card.
 */
export function BootFailure({ onReload }: { onReload: () => void }) {
  const { i18n } = useLingui()
  return (
    <main>
      <MessageScreen
        layout="fullScreen"
        main
        icon={<IconAlert size={26} />}
        title={i18n._(BOOT_FAILURE_MESSAGES.title)}
        description={i18n._(BOOT_FAILURE_MESSAGES.description)}
        action={<Button onClick={onReload}>{i18n._(BOOT_FAILURE_MESSAGES.reload)}</Button>}
      />
    </main>
  )
}

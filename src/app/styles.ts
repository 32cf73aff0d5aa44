/**
 * Mantine's CSS per component instead of the whole stylesheet (the CSS budget is 30 KB gzip).
 * The `.layer` variants put Mantine in `@layer mantine`, so the app's CSS modules win by cascade,
 * not by import order. Add a component here when the app starts using it. Imported by main.tsx
 * and by Storybook's preview.
 *
 * A sheet with a cascade layer that arrives after the first paint makes Chromium lay out every text of the page
 * again (its fonts are re-resolved; docs/decisions/069-no-late-layered-stylesheets-on-the-lobby.md): 35 to 40 ms on
 * the lobby while it starts.
 * So the Mantine sheets of what the visitor's lobby loads lazily in its first seconds (the carousels further down, the
 * toasts' host) are here too, not in their chunks; e2e/home.spec.ts holds the lobby to it.
 */
import '@mantine/core/styles/baseline.layer.css'
import '@mantine/core/styles/default-css-variables.layer.css'
import '@mantine/core/styles/global.layer.css'

import '@mantine/core/styles/ScrollArea.layer.css'
import '@mantine/core/styles/UnstyledButton.layer.css'
import '@mantine/core/styles/VisuallyHidden.layer.css'
import '@mantine/core/styles/Paper.layer.css'
import '@mantine/core/styles/Popover.layer.css'
import '@mantine/core/styles/CloseButton.layer.css'
import '@mantine/core/styles/Group.layer.css'
import '@mantine/core/styles/Stack.layer.css'
import '@mantine/core/styles/Loader.layer.css'
import '@mantine/core/styles/Overlay.layer.css'
import '@mantine/core/styles/ModalBase.layer.css'
import '@mantine/core/styles/Input.layer.css'
import '@mantine/core/styles/InlineInput.layer.css'

import '@mantine/core/styles/ActionIcon.layer.css'
import '@mantine/core/styles/Alert.layer.css'
import '@mantine/core/styles/Anchor.layer.css'
import '@mantine/core/styles/Avatar.layer.css'
import '@mantine/core/styles/Burger.layer.css'
import '@mantine/core/styles/Button.layer.css'
import '@mantine/core/styles/Drawer.layer.css'
import '@mantine/core/styles/Menu.layer.css'
import '@mantine/core/styles/Modal.layer.css'
import '@mantine/core/styles/Notification.layer.css'
import '@mantine/core/styles/Radio.layer.css'
import '@mantine/core/styles/RadioCard.layer.css'
import '@mantine/core/styles/RadioIndicator.layer.css'
import '@mantine/core/styles/Skeleton.layer.css'
import '@mantine/core/styles/Text.layer.css'
import '@mantine/core/styles/ThemeIcon.layer.css'
import '@mantine/core/styles/Title.layer.css'

// The lobby's lazy parts (see above): its category carousels and the toasts' host.
import '@mantine/carousel/styles.layer.css'
import '@mantine/notifications/styles.layer.css'

// The app's own global rules (contrast fixes) after Mantine's.
import './global.css'

/**
 * Mantine's CSS per component instead of the whole stylesheet (the CSS budget is 30 KB gzip).
 * The `.layer` variants put Mantine in `@layer mantine`, so the app's CSS modules win by cascade,
 * not by import order. Add a component here when the app starts using it. Imported by main.tsx
 * and by Storybook's preview.
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

// The app's own global rules (contrast fixes) after Mantine's.
import './global.css'
